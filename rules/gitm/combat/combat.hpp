#pragma once
// The combat that follows tactical phases 1-4 (rules 5.2, 9.1): every battle the phase
// began or left standing, fought through its two segments (9.7, 9.9) with what they
// lead to: morale checks (9.8, 9.11), retreats, routs, fall backs, surrenders and
// shattering (9.9, 12.1, 12.2), casualties by type (9.13), ammunition (10.9, 10.10),
// experience (3.6) and morale (3.7). One battle after another in the phase's battle
// order, each against the state the previous ones left. Pure: the state, the battles,
// what each unit did in the phase, the seed, the rulings and the parameters decide it.
//
// Readings that the text does not settle and that no ruling covers yet are written
// where they are applied (battle_setup.cpp, battle_segments.cpp, battle_fates.cpp,
// mass_rout.cpp); the report keeps every number that decided a result, so a player
// can check his losses by hand.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/game_state.hpp"
#include "model/named_enum.hpp"
#include "model/seed.hpp"
#include "rules/gitm/combat/bombard.hpp"
#include "rules/gitm/combat/casualties.hpp"
#include "rules/gitm/combat/combat_mode.hpp"
#include "rules/gitm/combat/fighter.hpp"
#include "rules/gitm/combat/flanks.hpp"
#include "rules/gitm/combat/lines.hpp"
#include "rules/gitm/combat/morale_check.hpp"
#include "rules/gitm/tactical_phase.hpp"
#include "rules/params.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

#define UMPIRE_GITM_COMBAT_SEGMENTS(X) X(Fire, "fire") X(Melee, "melee")
UMPIRE_NAMED_ENUM(CombatSegment, std::uint8_t, UMPIRE_GITM_COMBAT_SEGMENTS)
[[nodiscard]] inline std::string_view name(CombatSegment s) noexcept { return enum_name(s); }

// How a unit left the battle, or that it stayed.
#define UMPIRE_GITM_COMBAT_FATES(X)                                                                          \
    X(Stood, "stood")               /* still in the square when the combat phase ends */                     \
    X(Held, "held")                 /* failed a morale check in a fort: does not move (9.8) */               \
    X(Retreated, "retreated")       /* 9.8 */                                                                \
    X(Routed, "routed")             /* 9.8 */                                                                \
    X(FellBack, "fell-back")        /* 9.9 */                                                                \
    X(Surrendered, "surrendered")   /* 9.9, 9.2: in a fort on the losing side; every man a prisoner */       \
    X(Shattered, "shattered")       /* 12.1, moved by 12.2 */                                                \
    X(Destroyed, "destroyed")       /* 12.2: shattered with nowhere to go */
UMPIRE_NAMED_ENUM(CombatFate, std::uint8_t, UMPIRE_GITM_COMBAT_FATES)
[[nodiscard]] inline std::string_view name(CombatFate f) noexcept { return enum_name(f); }

// One morale check a unit took.
struct CombatCheck {
    CombatSegment segment = CombatSegment::Fire;
    int men_before = 0, lost = 0;
    int exposed_flanks = 0;
    MoraleCheck check;
    friend bool operator==(const CombatCheck&, const CombatCheck&) = default;
};

// One unit's battle.
struct CombatUnit {
    UnitId unit;
    int side = 0;               // 0: the initiator's side
    bool headquarters = false;  // in a fort (9.2): no line, no strength, surrenders if its side loses
    bool moved = false;         // moved into the square this phase (9.6)
    CombatMode mode = CombatMode::Attack;  // as it fired (9.10 may turn it to skirmish for the melee)
    bool skirmished = false;    // 9.10 turned it to skirmish for the melee
    bool formed_square = false;  // 9.5
    BattleLine wanted = BattleLine::First, line = BattleLine::First;
    UnitLines lines;            // as placed (9.3, 9.4)
    std::vector<StrengthFactor> factors;  // 9.6's per-unit factors as it fired
    MilliMen fire_strength = 0, melee_strength = 0;
    int strength_before = 0, strength_after = 0;
    int fire_losses = 0, melee_losses = 0;  // in each segment, after forts
    LossSplit losses;           // everything it lost, by type (9.13, 12.1, 9.9's surrender)
    int fatigue_before = 0, fatigue_after = 0;
    int experience_before = 0, experience_after = 0;
    int morale_before = 0, morale_after = 0;
    int ammunition_before = 0, ammunition_after = 0;
    std::vector<CombatCheck> checks;
    CombatFate fate = CombatFate::Stood;
    StratSquare strategic_after;
    TacSquare square_after;
    RulingList rulings;         // those that decided its fate (RETREAT-OPEN, FALLBACK-TIE, ...)
    friend bool operator==(const CombatUnit&, const CombatUnit&) = default;
};

struct CombatSide {
    bool attacking = true;      // 9.6; both sides attack when everyone moved in
    bool defending = false;     // uses its defensive modes and the terrain (9.6)
    bool no_fighters = false;   // nobody of it could fight: it loses at once
    bool formed_squares = false;  // 9.5
    Frontage capacity;
    LinePart front, second, rear, uncounted;  // as placed
    std::vector<LineDraw> draws;
    FlankStatus flanks = FlankStatus::Exposed;
    int exposed_flanks = 0;     // 0-2, counted for 9.8 and 9.9 (0 in squares and fort battles)
    SideStrength fire, melee;
    MilliMen odds = 0;          // 9.10's and 3.6's measure (odds-rear-share)
    bool switched_to_skirmish = false;  // 9.10
    std::int64_t fire_inflicted = 0, melee_inflicted = 0;  // men, before modes and forts
    bool lost = false;          // lost the melee (9.9)
    friend bool operator==(const CombatSide&, const CombatSide&) = default;
};

// 3.7: a unit near the battle, not in it, sharing its side's morale change.
struct NearbyMorale {
    UnitId unit;
    int before = 0, after = 0;
    friend bool operator==(const NearbyMorale&, const NearbyMorale&) = default;
};

struct BattleReport {
    StratSquare strategic;
    TacSquare square;
    BattleStance stance = BattleStance::AttackAndDefend;
    DirectionSet entered;       // the attackers' entry directions (9.4)
    RulingList rulings;         // those that decided the battle as a whole
    bool fort_battle = false;
    int fort_level = 0;
    std::array<CombatSide, 2> sides{};
    std::vector<CombatUnit> units;  // by side, then unit id
    std::vector<NearbyMorale> nearby;  // by unit id
    friend bool operator==(const BattleReport&, const BattleReport&) = default;
};

// 9.12 (ruling COMBAT-MASS-ROUT "on"): a unit of a side that broke in its strategic
// square, checking its morale after the phase's battles.
struct MassRoutUnit {
    UnitId unit;
    MoraleCheck check;           // with no losses and no exposed flank: the unit's own steadiness
    CombatFate fate = CombatFate::Stood;  // stood (passed), held, retreated, routed, surrendered, shattered, destroyed
    int strength_before = 0, strength_after = 0;
    LossSplit losses;            // a surrender's or a shattering's
    int fatigue_before = 0, fatigue_after = 0;
    StratSquare strategic_after;
    TacSquare square_after;
    RulingList rulings;          // those that decided where it went (RETREAT-OPEN, ...)
    friend bool operator==(const MassRoutUnit&, const MassRoutUnit&) = default;
};

// One side of one strategic square whose retreats and routs reached mass-retreat-share.
struct MassRout {
    StratSquare strategic;
    std::string state;             // the first broken unit's state; the side is it and its friends (8.3)
    std::vector<UnitId> broken;    // its units that retreated or routed in the phase's battles here
    int side_units = 0;            // its combat units here when the combat began, the broken included
    std::vector<MassRoutUnit> units;  // every other combat unit of it still here, by unit id
    friend bool operator==(const MassRout&, const MassRout&) = default;
};

struct CombatOutcome {
    int phase = 1;
    GameState state;                   // after the combat
    bool fought = true;                // false on a peace or truce turn (9.1)
    std::vector<Bombardment> bombardments;  // 9.14: before the battles, by bombarding unit id
    std::vector<BattleReport> battles;  // in the phase's battle order
    // 9.12, after the battles, by strategic square, then by each side's lowest broken unit
    // id; empty when off
    std::vector<MassRout> mass_routs;
    friend bool operator==(const CombatOutcome&, const CombatOutcome&) = default;
};

// The combat after tactical phase `phase` (1-4) of `state.turn`: the bombardments of
// 9.14 first ("after movement and before other combat"), then the battles, then (with
// COMBAT-MASS-ROUT on) 9.12's checks of the sides that broke. `battles` and `units`
// are the phase's (PhaseOutcome), `state` the state after its movement, `orders` the
// turn's (with defaults, with_default_orders()). Requires check_invariants(state).
[[nodiscard]] CombatOutcome resolve_combat(const GameState& state, const TurnOrders& orders,
                                           const std::vector<Battle>& battles, const std::vector<UnitPhase>& units,
                                           int phase, Seed seed, const Rulings& rulings, const ParamSet& params);
// The same on a state the caller gives up, which becomes the outcome's: a turn passes
// its state through the combat phases without copying a whole map each time. `cities`,
// when given, is city_squares(state) (shatter.hpp), which a turn lists once.
[[nodiscard]] CombatOutcome resolve_combat(GameState&& state, const TurnOrders& orders,
                                           const std::vector<Battle>& battles, const std::vector<UnitPhase>& units,
                                           int phase, Seed seed, const Rulings& rulings, const ParamSet& params,
                                           const std::vector<std::size_t>* cities = nullptr);

}  // namespace umpire::gitm
