#pragma once
// One step of an Advanced Tactics move (at-move-order): may the group enter the
// neighbouring hex, and what does it cost. Every condition and every cost term of
// the text is a named function in step.cpp, citing its catalogue id.
//
// The cost of a step, in this order (each term a catalogue entry):
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
#include <cstdint>
#include <string_view>
#include <vector>

#include "rules/at/world.hpp"
#include "rules/rulings.hpp"

namespace umpire::at {

// Why a step, or a whole order, is not allowed. Values index kRefusalInfo.
enum class Refusal : std::uint8_t {
    Impassable, HqIntoSea, HarbourToHarbour, PeaceOwner, FullHex, AirMissionShroud, Shroud, NavyIntoLand,
    LowPower, VisibleEnemy, ForeignUnits, AirNeedsAirfield, Paradrop, SeaBattleOff, CarryWeight, CarryTheatre,
};
inline constexpr int kRefusalCount = 16;
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

enum class TermKind : std::uint8_t {
    Landscape, Road, River, ApPenalty, Zoc, MoveTypeModifier, MoveRedux, AirHalf,  // per line
    DearestLine, FuelShort, Rv814, ConquestFree,                                   // group
};
[[nodiscard]] std::string_view rule_of(TermKind k) noexcept;

struct Term {
    TermKind kind;
    int line = kNone;  // index into Mover::lines; kNone: the supply, or the group
    std::int64_t amount = 0;      // the cost, penalty or percentage the term brings
    std::int64_t cost_after = 0;  // the running cost after it
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

// Rounded percentage and half of a non-negative cost (AT-ROUNDING).
[[nodiscard]] std::int64_t percent_of(std::int64_t cost, std::int64_t percent, AtRounding r) noexcept;
[[nodiscard]] std::int64_t half_of(std::int64_t cost, AtRounding r) noexcept;

}  // namespace umpire::at
