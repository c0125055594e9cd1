#pragma once
// Rules 12.3-12.5: a shattered unit reforming (Unit::reforming, model/unit.hpp).
//   12.3: a unit shattering with men left takes 2 or 3 turns to reform (ReformTurns),
//         the turn of shattering counted: each end of turn counts one down, and the
//         unit is ready at the end of the turn that brings it to 0.
//   12.5: a ready unit reappears active when it has supply and communications where
//         it stands; else it tries again at the end of the next turn, and the third
//         end of turn it fails it is destroyed (take_all_prisoner, unit_end.hpp).
//         A square with no room for it active is ACTIVE-AGAIN-OVER-CAP's: it steps
//         aside, or the attempt fails like one without supply. Ready units are placed
//         one at a time in id order, each seeing those placed before it.
//   12.4: at the end of every movement phase (where 10.3's siege test is taken), an
//         active enemy unit that entered the square where a unit reforms (ruling
//         REFORM-ENEMY-ENTRY) drives it 3 or 4 squares along its line of contact to a
//         friendly city, as 12.2 (shatter_move, ReformDriveOff), or destroys it when
//         it has none; either way the unit needs one more turn. The line is 12.2's,
//         at most 15 squares: 12.4 sends the unit "again" as 12.2 did and names no
//         other limit.
// "Has supply and communications" at the end of the turn:
//   - Logistics::Computed: communications are rule 10.1's (work_out_communications)
//     at the positions of the end of the turn, and supply is a source 10.11 would
//     locate for the unit there (a city in its square, a corps HQ within a line of
//     2; for a corps HQ a city within a line of 8): the same sources the turn then
//     locates for it as an active unit. The supply phase's results are not used:
//     they belong to the start of the turn, when the unit was shattered and took
//     no part (10.5).
//   - Logistics::Recorded: the state's record stands, as for everything else of
//     chapter 10: communications unless Unit::out_of_communications, supply when
//     the state records a source (Unit::supply_unit or supply_city).
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "model/game_state.hpp"
#include "model/named_enum.hpp"
#include "model/stacking.hpp"
#include "model/seed.hpp"
#include "rules/gitm/combat/shatter.hpp"
#include "rules/gitm/units/arrivals.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

inline constexpr int kReformTurnsMin = 2;  // rule 12.3
inline constexpr int kReformTurnsMax = 3;
// 7.14's entry draws of a unit driven off (12.4), above combat's (kRoutEntryPhaseBase).
inline constexpr std::uint32_t kReformEntryPhaseBase = 300;

// Rule 12.3: sets `u` (shattered, with men) reforming, its turns drawn (ReformTurns,
// the turn, the unit: a unit shatters at most once a turn, as it stays shattered).
void begin_reforming(Unit& u, Seed seed, int turn);

#define UMPIRE_GITM_REFORM_KINDS(X)                                                                    \
    X(Counted, "counted") X(Reappeared, "reappeared") X(Failed, "failed") X(Destroyed, "destroyed") \
    X(DrivenOff, "driven-off") X(DrivenOffDestroyed, "driven-off-destroyed")
UMPIRE_NAMED_ENUM(ReformKind, std::uint8_t, UMPIRE_GITM_REFORM_KINDS)
[[nodiscard]] inline std::string_view name(ReformKind k) noexcept { return enum_name(k); }

// The rule an event carries out: 12.3 counting, 12.5 the attempt, 12.4 driving off.
[[nodiscard]] constexpr std::string_view rule_of(ReformKind k) noexcept {
    switch (k) {
        case ReformKind::Counted: return "12.3";
        case ReformKind::DrivenOff:
        case ReformKind::DrivenOffDestroyed: return "12.4";
        default: return "12.5";
    }
}

struct ReformEvent {
    UnitId unit;
    ReformKind kind = ReformKind::Counted;
    StratSquare square;              // where it stood
    int turns_before = 0, turns_after = 0;
    int failed = 0;                  // failed attempts after the event (12.5)
    bool supply = false, communications = false;  // 12.5: what it had when ready
    // 12.5 with ACTIVE-AGAIN-OVER-CAP: the cap its square would break with it active;
    // it reappears at `stepped_to`, or with none it has not reformed (a failed attempt).
    StackLimit no_room = StackLimit::None;
    std::optional<TacSquare> stepped_to{};
    std::optional<UnitId> enemy{};   // 12.4: the lowest id of the enemies that entered
    // 12.4's move (shatter_move): the city its line leads to, the squares drawn (3 or
    // 4), where it went; or why it was destroyed.
    std::optional<StratSquare> city{}, to{};
    int drawn = 0;
    ShatterDestroyed destroyed = ShatterDestroyed::None;
    int prisoners = 0;               // men taken when destroyed
    RulingList rulings;
    friend bool operator==(const ReformEvent&, const ReformEvent&) = default;
};

// Rules 12.3 and 12.5 at the end of the turn, on every reforming unit of `state`,
// by unit id. Call it before the turn locates supply sources (10.11), so that a unit
// reappearing gets its source located with the others.
[[nodiscard]] std::vector<ReformEvent> reform_at_end_of_turn(GameState& state, const Rulings& rulings);

// Rule 12.4 at the end of a movement phase: drives off every reforming unit an enemy
// entered on (`before`: the last look; REFORM-ENEMY-ENTRY), by unit id. `phase_key` numbers the look
// within the turn for the draws. `cities`, when given, is city_squares(state)
// (rules/gitm/combat/shatter.hpp), which a turn lists once.
[[nodiscard]] std::vector<ReformEvent> drive_off_reforming(GameState& state, const Whereabouts& before, Seed seed,
                                                           std::uint32_t phase_key, const Rulings& rulings,
                                                           const std::vector<std::size_t>* cities = nullptr);

}  // namespace umpire::gitm
