#pragma once
// One step of an Advanced Tactics move (at-move-order): may the group enter the
// neighbouring hex, and what does it cost. Every condition and every cost term of
// the text is a named function in step.cpp, citing its catalogue id.
//
// The cost of a step, in this order under ruling AT-COST-ORDER's default (each term a
// catalogue entry):
//   per moving, uncarried subformation line (and the HQ's surplus supply, which
//   moves by rule variable 41's movement type, at-supply-rv41):
//     landscape cost (at-movement-type), or the road cost across the side (at-road,
//     ruling AT-ROAD-DEARER); + unbridged river (at-river); + AP penalty
//     (at-ap-penalty); + ZOC penalty (at-zoc); x movement type modifier %
//     (at-movetype-mod); x MoveRedux % (at-moveredux, AT-MOVEREDUX); / 2 for air
//     moves and transfers (at-air-half); percentages and halves rounded by
//     AT-ROUNDING;
//   the group pays its dearest line (carried lines do not count, at-carry-faster);
//   x the no-fuel multiplier when short of fuel (at-fuel, AT-FUEL-NEED);
//   0 under rule variable 814 (at-rv814) or into a hex the unit conquered in
//   combat (at-conquest-free).
// AT-COST-ORDER's alternatives round once at the end instead, or add the penalties
// after every factor.
#include <cstdint>
#include <string_view>
#include <vector>

#include "rules/at/world.hpp"
#include "rules/rulings.hpp"

namespace umpire::at {

// Why a step, or a whole order, is not allowed: each refusal with the rule (catalogue
// id, its name) and what it says.
#define UMPIRE_AT_REFUSALS(X)                                                                                   \
    X(Impassable, "at-movement-type",                                                                            \
      "a moving subformation's movement type cannot enter this landscape or cross this river")                   \
    X(HqIntoSea, "at-hq-sea", "an HQ cannot enter a sea hex")                                                    \
    X(HarbourToHarbour, "at-harbour", "naval subformations cannot move from a harbour straight into another harbour") \
    X(PeaceOwner, "at-peace", "the hex belongs to a regime at peace with the mover")                             \
    X(FullHex, "at-stack-16", "the hex already holds 16 units")                                                  \
    X(AirMissionShroud, "at-air-shroud-rv100",                                                                   \
      "this air mission may not go into a hex shrouded for the mover (rule variable 100)")                       \
    X(Shroud, "at-shroud-sea", "surface movement enters shroud only where the hex was seen to be sea")           \
    X(NavyIntoLand, "at-navy-port", "ships enter a land hex only where a location has a port")                   \
    X(LowPower, "at-power-rv307", "the unit's power points are below rule variable 307")                         \
    X(VisibleEnemy, "at-visible-enemy", "enemy units are seen in the hex")                                       \
    X(ForeignUnits, "at-rv526",                                                                                  \
      "units of another regime are in the hex (sea hexes may be shared only under rule variable 526)")           \
    X(AirNeedsAirfield, "at-air-airfield",                                                                       \
      "air subformations must end a move or transfer at a location with an airfield")                            \
    X(Paradrop, "at-paradrop", "the landscape of the target hex does not allow paradrops")                       \
    X(SeaBattleOff, "at-battle-rv326", "enemies are in the sea hex and sea battles need rule variable 326")      \
    X(CarryWeight, "at-carry-weight", "the carried subformations weigh more than the carriers' carry points allow") \
    X(CarryTheatre, "at-carry-theatre",                                                                          \
      "no moving subformation of a suitable theatre, or with enough aircraft carrier points, can carry the cargo")
UMPIRE_NAMED_ENUM(Refusal, std::uint8_t, UMPIRE_AT_REFUSALS)
using RefusalSet = std::uint32_t;  // bit i: Refusal i
[[nodiscard]] std::string_view rule_of(Refusal r) noexcept;
[[nodiscard]] std::string_view explain(Refusal r) noexcept;
[[nodiscard]] std::vector<Refusal> refusals_in(RefusalSet s);

// The rulings the step reads, taken once from the register.
struct AtRulings {
    AtRounding rounding = AtRounding::HalfUp;
    AtRoadDearer road = AtRoadDearer::CheaperOnly;
    AtMoveRedux redux = AtMoveRedux::Surcharge;
    AtRv100Recon recon = AtRv100Recon::ReconAnywhere;
    AtFuelNeed fuel = AtFuelNeed::PerStep;
    AtCarrierPoints carrier = AtCarrierPoints::Weight;
    AtSeaBattleOff sea_battle = AtSeaBattleOff::EnterWithoutBattle;
    AtMissionEnemy mission_enemy = AtMissionEnemy::MovesOnly;
    AtConquestBy conquest = AtConquestBy::LandSubformations;
    AtCostOrder cost_order = AtCostOrder::PenaltiesFirst;
    AtCarriedAircraft carried_aircraft = AtCarriedAircraft::CarryAndCarrier;
    AtForeignUnits foreign = AtForeignUnits::WhereUnitsStay;
    AtMissionShroud mission_shroud = AtMissionShroud::TargetOnly;
};
[[nodiscard]] AtRulings at_rulings(const Rulings& r) noexcept;

// The moving group: the ordered unit, its lines split into carriers and cargo.
struct MoverLine {
    int line = 0;        // index into the unit's lines
    int type = 0;        // subformation type
    int move_type = 0;
    bool carried = false;
};
struct Mover {
    int unit = 0;
    int regime = 0;
    Mission mission = Mission::Move;
    std::vector<MoverLine> lines;
    int supply_move_type = kNone;   // surplus HQ supply moving on its own (at-supply-rv41)
    std::int64_t surplus_supply = 0;
    bool hq = false, navy = false, air = false, land = false, surface = false;  // uncarried, but hq: any
    std::int64_t power = 0;
    std::int64_t fuel_per_step = 0;  // fuel x count of the uncarried lines
    RefusalSet refused = 0;          // order-level: carrying limits, power (at-power-rv307)
    std::vector<Hex> conquered;      // free entry (at-conquest-free), sorted
};

// `carried` names subformation types of the unit; the caller has checked the names.
[[nodiscard]] Mover make_mover(const World& w, int unit, Mission mission, const std::vector<std::string>& carried,
                               std::vector<Hex> conquered, const AtRulings& r);

// Each term with the rule (catalogue id, its name) it applies: first the terms of one
// subformation line, then those of the group.
#define UMPIRE_AT_TERMS(X)                                                                           \
    X(Landscape, "at-movement-type") X(Road, "at-road") X(River, "at-river") X(ApPenalty, "at-ap-penalty") \
    X(Zoc, "at-zoc") X(MoveTypeModifier, "at-movetype-mod") X(MoveRedux, "at-moveredux")                \
    X(AirHalf, "at-air-half") X(DearestLine, "at-carry-faster") X(FuelShort, "at-fuel")                  \
    X(Rv814, "at-rv814") X(ConquestFree, "at-conquest-free")
UMPIRE_NAMED_ENUM(TermKind, std::uint8_t, UMPIRE_AT_TERMS)
[[nodiscard]] inline std::string_view rule_of(TermKind k) noexcept { return enum_name(k); }

// Term::line of an AP or ZOC penalty added to the group's cost (AT-COST-ORDER penalties-last).
inline constexpr int kGroupTerm = -2;

struct Term {
    TermKind kind;
    int line = kNone;  // index into Mover::lines; kNone: the supply, or the group
    std::int64_t amount = 0;      // the cost, penalty or percentage the term brings
    std::int64_t cost_after = 0;  // the running cost after it, rounded (AT-ROUNDING)
    std::int64_t exact_num = 0, exact_den = 1;  // the running cost when not whole: kept exact (AT-COST-ORDER)
    friend bool operator==(const Term&, const Term&) = default;
};

// Filled only when a caller asks for the explanation; the search passes nullptr.
struct Trace {
    std::vector<Term> terms;
};

struct StepResult {
    RefusalSet refused = 0;
    std::int64_t cost = 0;
    bool surprise = false;  // unseen enemies there: the move ends in battle (or not, at sea)
    bool battle = false;
    [[nodiscard]] bool allowed() const noexcept { return refused == 0; }
};

// The step from `from` to its neighbour in `direction`, which must be on the map.
// `last` marks the final hex of the move (airfield, paradrop). Pure and cheap when
// trace is nullptr: the route search calls it for every edge it tries.
[[nodiscard]] StepResult evaluate_step(const World& w, const Mover& m, Hex from, int direction, bool last,
                                       const AtRulings& r, Trace* trace);

// Rounded quotient, percentage and half of a non-negative cost (AT-ROUNDING).
[[nodiscard]] std::int64_t round_div(std::int64_t num, std::int64_t den, AtRounding r) noexcept;
[[nodiscard]] std::int64_t percent_of(std::int64_t cost, std::int64_t percent, AtRounding r) noexcept;
[[nodiscard]] std::int64_t half_of(std::int64_t cost, AtRounding r) noexcept;

}  // namespace umpire::at
