#pragma once
// Rule 9.14: bombardment, after a tactical phase's movement and before its other
// combat (with 10.9 and 10.10 for ammunition, 9.6 and 9.7 for the strength and the
// casualties, 2.6 for forts). One pure step over the whole state for one tactical
// phase (1-4); the caller fights the battles afterwards on the state it returns.
//
// Who bombards: an active artillery unit, or an active infantry or cavalry unit with
// batteries, that stands in no battle square of the phase (not engaged) and did not
// move in the phase (its UnitPhase has from == to, kind None and no support move; a
// unit with no UnitPhase stood). An infantry or artillery unit needs ammunition
// (10.10: out of it, it cannot fire) and spends one unit of it (10.9); cavalry uses
// none (10.9 names infantry and artillery).
//
// Where it fires: one adjacent tactical square of its own tactical map that holds
// enemy units it may fire on: active, hostile (1.4) and not headquarters. Headquarters
// "do not engage in combat" (9.2), take no line and no casualties in any other combat,
// and bombardment's casualties come "in exactly the same way as other combat": they take
// none here either, and a square of enemy headquarters alone is no target. Inactive
// units do not engage in combat (11.4) and take none. Barred: Gibraltar's city square,
// and every square that contains a same-side, actively allied or neutral unit of any
// status (the text bars squares "containing" such units, and shot strikes inactive men
// as well as active ones); a plain ally's units by ruling BOMBARD-ALLIED. A battle
// square is no exception: the text keeps only the bombarding unit out of combat, and
// its bar already keeps the fire off every battle where friends fight. Among several
// squares ruling BOMBARD-TARGET picks one.
//
// Its strength: its guns only (9.14 names artillery), every artillerist of the unit
// counting as firing (rule 9.7's fire_base with all of them in the front line: a
// bombarding unit stands in no line), with its own factors of 9.6 (unit_factors):
// attack mode, which like defend has no factor (the unit is neither side of a battle,
// so neither of its mode multipliers applies), no defensive terrain (9.6 gives terrain
// to the defending side of a battle), not moved (9.14 requires it), a sufficiently
// manned fort if it stands in one; then x1.5 (9.14's "+50%"), rounded down.
//
// Its casualties: inflicted(strength, fire-casualty-rate), as the firing segment's
// (9.7), shared over the target units in proportion to their men times the casualty
// factor of their defensive mode (they are fired upon, as a defending side is; a unit
// with no orders has 6.9's default) by largest remainder, ties by unit id; then a
// sufficiently manned fort's reduction (9.7) and never more men than the unit has.
// Each unit's loss is split by 9.13's winner's shares (nobody lost a melee) and added to
// its killed, wounded, prisoners and stragglers.
//
// Its fort damage: when it fires into the city square of a fort, one draw (purpose
// BombardFort, keyed by turn, phase and unit) with a chance of 1% per 350 of its
// strength: per-mille = strength / 35,000 milli-men, rounded down, at most 1,000; a
// success lowers the fort one level. A fort lowered to level 0 is gone: its capacity is
// cleared and the units in it are no longer in a fort. Guns that cannot damage the
// fort make no draw: medium artillery and infantry units' batteries above level 2,
// light and horse artillery and cavalry units' batteries above level 1; the text sets
// no limit for siege artillery.
//
// Fatigue: ruling BOMBARD-FATIGUE. Morale: no check. 9.8's check follows losses "in
// the firing segment", and bombardment is not part of a battle's segments; 9.14 says
// it produces casualties like other combat and names no other effect.
//
// Order: every bombarding unit's eligibility, strength and target square are taken
// from the state before any bombardment (the guns fire at one moment, as both sides of
// a battle do in its firing segment, so that neither nation's units fire first by the
// order of their ids); then, in unit id order, each unit's casualties and fort damage
// are applied to the state as it then stands (so the shares and the fort level seen by
// a later unit include an earlier unit's results).
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "model/direction.hpp"
#include "model/game_state.hpp"
#include "model/seed.hpp"
#include "rules/gitm/combat/casualties.hpp"
#include "rules/gitm/combat/citation.hpp"
#include "rules/gitm/combat/strength.hpp"
#include "rules/gitm/tactical_phase.hpp"
#include "rules/params.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

// The rule every bombardment cites (Bombardment::cite.rule); snapshots leave it out.
inline constexpr std::string_view kBombardRule = "9.14";

inline constexpr ParamValue kBombardStrength = 1500;          // rule 9.14: "+50% modifier to their strength"
inline constexpr MilliMen kBombardFortStrengthPerCent = 350;  // rule 9.14: "1% for every 350 modified strength"

// One target unit's casualties from one bombardment.
struct BombardLoss {
    UnitId unit;
    int strength_before = 0;
    int share = 0;  // its share of the casualties, before the fort's reduction
    int men = 0;    // what it lost: the share less the fort's reduction, at most its men
    LossSplit split;
    friend bool operator==(const BombardLoss&, const BombardLoss&) = default;
};

// One bombarding unit's fire.
struct Bombardment {
    UnitId unit;
    StratSquare strategic;
    TacSquare from, target;
    Direction direction = Direction::N;  // from `from` to `target`
    int choices = 0;                     // the squares it could fire into (BOMBARD-TARGET decided when > 1)
    MilliMen strength = 0;               // its fire strength with the +50% of 9.14
    std::int64_t casualties = 0;         // inflicted, before the targets' modes and the fort's reduction
    std::vector<BombardLoss> losses;     // every target unit, by id
    // Fort damage, when the target square is the city square of a fort (level_before > 0).
    bool fort_roll = false;    // its guns could damage the fort, and it drew
    int chance_per_mille = 0;  // of lowering it one level
    int draw = 0;              // 0-999; success when below the chance
    int level_before = 0, level_after = 0;
    int ammunition_spent = 0;  // 10.9: 1 for an infantry or artillery unit
    int fatigue = 0;           // added (BOMBARD-FATIGUE)
    Citation cite;             // "9.14" and the rulings that decided it
    friend bool operator==(const Bombardment&, const Bombardment&) = default;
};

struct BombardOutcome {
    GameState state;                        // after every bombardment
    std::vector<Bombardment> bombardments;  // by bombarding unit id
};

// The most level a unit's guns can damage (9.14): 2 for medium artillery and
// infantry units' batteries, 1 for light and horse artillery and cavalry units'
// batteries, 5 for siege artillery (no limit), 0 for headquarters.
[[nodiscard]] int fort_damage_limit(UnitType t) noexcept;

// The chance per mille of lowering a fort one level with `strength` (9.14).
[[nodiscard]] constexpr int fort_damage_chance(MilliMen strength) noexcept {
    const MilliMen c = strength / (kBombardFortStrengthPerCent * 1000 / 10);
    return c >= 1000 ? 1000 : c < 0 ? 0 : static_cast<int>(c);
}

// Rule 2.6's garrison of the fort of `strategic`: the fort spaces of the active units
// in it (inactive units do not fight, 11.4).
[[nodiscard]] int garrison_spaces(const GameState& state, StratSquare strategic) noexcept;
// The same from `members`, the indices in state.units of every unit in that square
// (any order), for a caller that keeps the units by square.
[[nodiscard]] int garrison_spaces(const GameState& state, std::span<const std::size_t> members) noexcept;

// The bombardments of one tactical phase (see the file comment). `state` passes
// check_invariants(); `battles` and `units` are the phase's (PhaseOutcome); `orders`
// give the targets' defensive modes. The result passes check_invariants().
[[nodiscard]] BombardOutcome bombard(const GameState& state, const std::vector<Battle>& battles,
                                     const std::vector<UnitPhase>& units, const TurnOrders& orders, Seed seed,
                                     CombatDraw draw, const Rulings& rulings, const ParamSet& params);
// The same on a state the caller gives up, which becomes the outcome's.
[[nodiscard]] BombardOutcome bombard(GameState&& state, const std::vector<Battle>& battles,
                                     const std::vector<UnitPhase>& units, const TurnOrders& orders, Seed seed,
                                     CombatDraw draw, const Rulings& rulings, const ParamSet& params);

}  // namespace umpire::gitm
