#pragma once
// The supply phase at the start of a campaign turn (rules 10.5, 10.7, 10.8, 10.9,
// 10.11), and the location of each unit's supply source at the end of the turn.
//
// Communications (10.1) are worked out first, from the positions at the start of the
// turn; they decide the strategic allowance (10.4). Then every active unit takes its
// supply source:
//   - a corps HQ draws from a same-side or actively allied city in its square (not
//     besieged, unless the HQ is inside it: 10.3) or within a line of contact of 8;
//   - any other unit draws from such a city in its square on the same terms, or from
//     a same-side or actively allied corps HQ within a line of contact of 2, which
//     supplies at most 18 units counting itself (10.5);
//   - the source its orders name when it is valid, else the one located at the end of
//     the last turn (Unit::supply_unit, supply_city) when still valid, else the nearest
//     valid one (10.11: the city first, then the shortest line, then the lowest id or
//     first name); "none" takes no source (6.7, 10.5).
// Then, in the order of ruling SUPPLY-SHORTAGE-ORDER, each active unit consumes one
// supply on a campaign turn (10.5: none on peace and truce turns, none by inactive or
// shattered units): the one it carries; else one from its source (a corps HQ source
// gives from its own city source when it has one and that city has stores, else from
// what it carries: 10.7); else it requisitions when its square allows (ruling
// SUPPLY-REQUISITION-TERRAIN; no hostile unit there and at most 3 units in all; never
// in high desert); else it consumes nothing. A unit that requisitioned or consumed
// nothing loses deserters (10.8: parameters desertion-*), none inside a besieged city;
// one that consumed nothing in high desert is destroyed (1.2, 10.8).
// Then each unit whose orders give a supply level draws or unloads toward it from or
// to its source (10.7): a corps HQ carries up to 12, others 1; no unloading with a
// hostile unit in its square or without a source. A unit that took a supply from a
// source (to consume or to carry) has its ammunition replenished (10.9).
// The army headquarters' shipments between cities (10.6, shipping.hpp) go after all
// that, or before the units consume, as ruling SHIP-TIMING says.
#include <optional>
#include <string>
#include <vector>

#include "model/game_state.hpp"
#include "model/named_enum.hpp"
#include "model/seed.hpp"
#include "rules/gitm/supply/communications.hpp"
#include "rules/gitm/supply/shipping.hpp"
#include "rules/gitm/tactical_phase.hpp"
#include "rules/params.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

// How the source of a unit was chosen.
#define UMPIRE_GITM_SOURCE_CHOICES(X)                                                               \
    X(None, "none") X(Ordered, "ordered") X(Located, "located") X(Nearest, "nearest") \
    X(OrderedNone, "ordered-none")
UMPIRE_NAMED_ENUM(SourceChoice, std::uint8_t, UMPIRE_GITM_SOURCE_CHOICES)
[[nodiscard]] inline std::string_view name(SourceChoice c) noexcept { return enum_name(c); }

// What a unit consumed (10.5, 10.7).
#define UMPIRE_GITM_CONSUMPTIONS(X)                                                                \
    X(NotRequired, "not-required") X(Carried, "carried") X(City, "city") X(CorpsSource, "corps-source") \
    X(CorpsCarried, "corps-carried") X(Requisition, "requisition") X(Nothing, "nothing")
UMPIRE_NAMED_ENUM(Consumption, std::uint8_t, UMPIRE_GITM_CONSUMPTIONS)
[[nodiscard]] inline std::string_view name(Consumption c) noexcept { return enum_name(c); }

struct UnitSupply {
    UnitId unit;
    UnitComms comms;                          // 10.1 at the start of the turn
    SourceChoice choice = SourceChoice::None;
    bool ordered_invalid = false;             // its orders named a source that is not valid (10.11)
    std::optional<UnitId> source_unit{};      // the corps HQ it draws from
    std::optional<std::string> source_city{}; // or the city
    int source_length = 0;                    // the line of contact to it (0 in its square)
    Consumption consumed = Consumption::NotRequired;
    int carried_before = 0, carried_after = 0;
    std::optional<int> level{};  // the supply level its orders give
    int drew = 0, unloaded = 0;
    bool unload_refused = false;  // a hostile unit present, or no source (10.7)
    int deserters = 0, deserter_stragglers = 0, deserter_prisoners = 0;  // 10.8
    bool destroyed = false;                // 10.8: high desert
    bool ammunition_replenished = false;   // 10.9
    friend bool operator==(const UnitSupply&, const UnitSupply&) = default;
};

struct CitySupply {
    StratSquare square;
    std::string city;
    std::string owner;
    bool besieged = false;
    int stores_before = 0, stores_after = 0;
    friend bool operator==(const CitySupply&, const CitySupply&) = default;
};

struct SupplyOutcome {
    GameState state;
    std::vector<UnitSupply> units;   // every unit, by id
    std::vector<CitySupply> cities;  // every city, in the order of state.squares
    std::vector<ShipmentOutcome> shipments;  // 10.6, in the order they were taken
    friend bool operator==(const SupplyOutcome&, const SupplyOutcome&) = default;
};

// `orders` with rule 6.9's default orders added for every unit of `state` without an
// entry, their supply level as ruling DESK-DEFAULT-SUPPLY gives it (draw-one: what the
// unit carries, at least 1; carry-one: 1). Call it before with_default_orders().
[[nodiscard]] TurnOrders with_default_supply(const GameState& state, TurnOrders orders, const Rulings& rulings);

// The supply phase on `state` (passing check_invariants()) with the turn's orders
// (units without an entry use rule 6.9's defaults as the order desk gives them). The
// state's communications fields (Unit::out_of_communications, Unit::communications)
// are set from 10.1 whatever GameState::logistics says: the caller decides whether
// to run the phase (the turn runs it only with Logistics::Computed).
[[nodiscard]] SupplyOutcome resolve_supply_phase(const GameState& state, const TurnOrders& orders, Seed seed,
                                                 const Rulings& rulings, const ParamSet& params);

// Rule 10.11 at the end of the turn: each active unit's nearest available source (a
// corps HQ: the nearest city; any other unit: a city in its square, else the nearest
// corps HQ), written to Unit::supply_unit and supply_city (both cleared when none).
void locate_supply_sources(GameState& state, const Rulings& rulings);

// For each of `units` (indices into state.units, any status), whether 10.11 would
// locate a source for it where it stands, as locate_supply_sources() does for an
// active unit (rule 12.5 asks it of a shattered unit ready to reform).
[[nodiscard]] std::vector<bool> sources_available(const GameState& state, const std::vector<std::size_t>& units,
                                                  const Rulings& rulings);

}  // namespace umpire::gitm
