#pragma once
// Private to resolve_combat (combat.cpp, battle_setup.cpp, battle_segments.cpp,
// battle_fates.cpp): one battle being fought, with the state it changes.
#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <vector>

#include "model/stacking.hpp"
#include "rules/gitm/combat/citation.hpp"
#include "rules/gitm/combat/combat.hpp"
#include "rules/gitm/combat/square_units.hpp"
#include "rules/gitm/sides.hpp"

namespace umpire::gitm::detail {

// What every battle of one combat phase shares.
struct CombatPhase {
    GameState& state;
    const TurnOrders& orders;
    const std::vector<UnitPhase>& moves;
    int phase = 1;
    Seed seed;
    const Rulings& rulings;
    const ParamSet& params;
    RelationTable relations;
    // unit_keys_by_id(state), which index() searches: a search through by_id reached
    // into a Unit at each probe, a cache miss of its own in a large state.
    std::vector<std::uint64_t> keys;
    std::vector<std::size_t> by_id;  // state.units indices in unit id order (keys' low halves)
    SquareUnits at_square;  // kept true by moved()
    std::vector<std::size_t> order_of;  // per state.units index, its entry in `orders`; npos: none
    // The sides of each battle square's map (rules 8.7, 9.8), computed at its first
    // retreat: combat changes no map, and the two battles of a square share it.
    std::map<StratSquare, MapSides> sides_of_map;
    // city_squares(state) (12.2), listed at the phase's first shattering.
    std::optional<std::vector<std::size_t>> city_list;

    CombatPhase(GameState& s, const TurnOrders& o, const std::vector<UnitPhase>& m, int ph, Seed sd,
                const Rulings& r, const ParamSet& p);
    [[nodiscard]] std::optional<std::size_t> index(const UnitId& id) const;
    [[nodiscard]] const UnitOrders* orders_of(std::size_t unit) const;
    [[nodiscard]] const UnitPhase* move_of(const UnitId& id) const;
    [[nodiscard]] CombatDraw draw() const noexcept {
        return CombatDraw{static_cast<std::uint32_t>(state.turn), static_cast<std::uint32_t>(phase)};
    }
    // Indices of the units in strategic square q, in unit id order (a Board's members).
    // Valid until the next moved().
    [[nodiscard]] std::span<const std::size_t> members(StratSquare q) const;
    // The units within `radius` strategic squares of q (king's moves), in unit id order.
    [[nodiscard]] std::vector<std::size_t> within(StratSquare q, int radius) const;
    // state.units[unit] has left strategic square `from` for the one it now stands in.
    void moved(std::size_t unit, StratSquare from);
    [[nodiscard]] const MapSides& sides(const StratSquareInfo& q);
    [[nodiscard]] std::span<const std::size_t> cities();
};

// Where a unit's fate writes what it cost (a CombatUnit's or a MassRoutUnit's fields).
struct FateRecord {
    LossSplit& losses;
    RulingList& rulings;
};

// battle_fates.cpp: the fates a battle and 9.12 share, applied to c.state's unit u.
// 12.1, 12.2: shatters, then reforms along the line of contact or is destroyed.
CombatFate shatter_unit(CombatPhase& c, Unit& u, FateRecord r);
// 9.9, 9.2, 9.12: every man taken prisoner.
CombatFate surrender_unit(Unit& u, FateRecord r);
// 9.8 (9.12): a failed morale check of c.state.units[unit]: shatters when exhausted
// (12.1), holds in a fort, else retreats or (the draw past morale-rout-margin) routs; a
// blocked retreat or rout shatters (9.8) or, with `surrender_when_blocked`, surrenders (9.12).
CombatFate break_unit(CombatPhase& c, std::size_t unit, const MoraleCheck& check, FateRecord r,
                      bool surrender_when_blocked);

// mass_rout.cpp: rule 9.12 after the phase's battles; `start` is c.state.units as they began.
[[nodiscard]] std::vector<MassRout> mass_routs(CombatPhase& c, const std::vector<Unit>& start,
                                               const std::vector<BattleReport>& battles);

class BattleRun {
public:
    BattleRun(CombatPhase& c, const Battle& b) : c_(c), b_(b) {}
    // nullopt when nobody of either side is left in the square to fight.
    [[nodiscard]] std::optional<BattleReport> fight();

private:
    // battle_setup.cpp
    bool gather();
    void roles();
    void entry_directions();
    void place();
    void squares();
    void contexts();
    void flanks_of_sides();
    // battle_segments.cpp
    void firing();
    void melee();
    void decide_loser(const std::array<std::vector<int>, 2>& base_losses);
    void after_battle();
    void nearby_morale_change(std::int64_t men);
    [[nodiscard]] std::array<MilliMen, 2> odds_strengths() const;
    // battle_fates.cpp
    void morale_checks(CombatSegment seg, const std::vector<int>& men_before, const std::vector<int>& lost);
    void fail(std::size_t fi, const MoraleCheck& check);
    void shatter(std::size_t pi);
    void surrender(std::size_t pi);
    void fall_back_losers();

    [[nodiscard]] Unit& unit_of(std::size_t pi) { return c_.state.units[part_[pi]]; }
    [[nodiscard]] FateRecord record(std::size_t pi) { return {rep_.units[pi].losses, rep_.units[pi].rulings}; }
    [[nodiscard]] bool in_battle(std::size_t pi) const {
        const CombatFate f = rep_.units[pi].fate;
        return f == CombatFate::Stood || f == CombatFate::Held;
    }
    [[nodiscard]] int fighting(int side) const;  // fighters of `side` still in the battle

    CombatPhase& c_;
    const Battle& b_;
    BattleReport rep_;
    const StratSquareInfo* square_ = nullptr;
    std::vector<std::size_t> part_;  // per report unit: its state.units index
    std::vector<Fighter> fighters_;  // the non-HQ units, by side then id
    std::vector<std::size_t> report_of_;  // per fighter: its report unit
    std::vector<bool> spent_;        // per fighter: spent its ammunition this phase (10.9)
    int loser_ = -1;
};

}  // namespace umpire::gitm::detail
