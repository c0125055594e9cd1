#pragma once
// Rule 10.6: supplies moved from one city to another on the orders of an army
// headquarters' commander or of the state's war minister (the `ship` field,
// model/order_form.hpp), in the supply phase (supply_phase.hpp; ruling SHIP-TIMING
// says whether before or after the units draw).
//
// A shipment leaves a city held by the shipper's state for a city its
// ruling SHIP-DESTINATION allows, neither of them besieged (10.3). It goes
//   - by land, when the cities have a line of contact (10.2's last sentence) of at
//     most 10 squares; else
//   - by sea, when both cities are ports opening on the same or adjacent sea areas,
//     neither port holds a ship of a state hostile to the shipper, and in each of
//     those sea areas the warships of hostile states raiding commerce are no more
//     than the warships of the shipper's friends (its own included) convoying it.
// On a campaign turn a city sends out at most 60 units; only supplies that began the
// turn in the city move (none shipped in can move on the same turn). On peace and
// truce turns neither the 10 squares, the adjacency of the sea areas nor the 60 apply;
// ruling SHIP-PEACE-ROUTE says whether a route is still needed at all.
// Headquarters' orders are taken by their id, the ministers' by state, each as
// written; ruling SHIP-MINISTER-ORDER says whether the ministers' go first, and
// SHIP-OVER-LIMIT what a shipment larger than what is left becomes.
#include <optional>
#include <string>
#include <vector>

#include "model/game_state.hpp"
#include "model/named_enum.hpp"
#include "rules/gitm/tactical_phase.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

inline constexpr int kShipLandLimit = 10;     // rule 10.6: strategic squares of line of contact
inline constexpr int kShipCityLimit = 60;     // rule 10.6: units one city sends per campaign turn

#define UMPIRE_GITM_SHIP_ROUTES(X) X(None, "none") X(Land, "land") X(Sea, "sea") X(Anywhere, "anywhere")
UMPIRE_NAMED_ENUM(ShipRoute, std::uint8_t, UMPIRE_GITM_SHIP_ROUTES)
[[nodiscard]] inline std::string_view name(ShipRoute r) noexcept { return enum_name(r); }

// Why a shipment moved nothing or less than ordered.
#define UMPIRE_GITM_SHIP_REFUSALS(X)                                                                    \
    X(None, "none") X(UnknownCity, "unknown-city") X(NotArmyHq, "not-army-hq") X(NotHeld, "not-held")       \
    X(Destination, "destination") X(Besieged, "besieged") X(NoRoute, "no-route")                         \
    X(NothingLeft, "nothing-left") X(CityLimit, "city-limit")
UMPIRE_NAMED_ENUM(ShipRefusal, std::uint8_t, UMPIRE_GITM_SHIP_REFUSALS)
[[nodiscard]] inline std::string_view name(ShipRefusal r) noexcept { return enum_name(r); }

// What barred the sea route, when the land route was not there either.
#define UMPIRE_GITM_SEA_BARS(X)                                                                          \
    X(None, "none") X(NotPorts, "not-ports") X(SeaAreasApart, "sea-areas-apart")                          \
    X(HostileShipsInPort, "hostile-ships-in-port") X(RaidersOutnumberConvoys, "raiders-outnumber-convoys")
UMPIRE_NAMED_ENUM(SeaBar, std::uint8_t, UMPIRE_GITM_SEA_BARS)
[[nodiscard]] inline std::string_view name(SeaBar b) noexcept { return enum_name(b); }

struct ShipmentOutcome {
    UnitId by;               // the army headquarters whose orders these are
    std::string minister;    // or the war minister's state, when his (and `by` means nothing)
    int index = 0;           // the shipment's place in its `ship` field, from 0
    std::string from, to;
    int ordered = 0;
    int moved = 0;
    ShipRoute route = ShipRoute::None;
    std::optional<int> line_length{};     // the land route's line of contact
    ShipRefusal refusal = ShipRefusal::None;  // why nothing or less moved
    SeaBar sea = SeaBar::None;                // with NoRoute: what barred the sea
    RulingList rulings;                       // those that decided it
    friend bool operator==(const ShipmentOutcome&, const ShipmentOutcome&) = default;
};

// What each city may still send this turn: the stores it began the turn with, less
// what it has sent (10.6), and on a campaign turn no more than 60 in all.
struct ShipAllowance {
    StratSquare city;
    int started = 0;  // stores at the start of the supply phase
    int sent = 0;
};

// Rule 10.6 on `state` (passing check_invariants()), in place. `started` holds each
// city's stores at the start of the turn (ship_allowances() before anything changed).
[[nodiscard]] std::vector<ShipmentOutcome> ship_supplies(GameState& state, const TurnOrders& orders,
                                                         std::vector<ShipAllowance>& started, const Rulings& rulings);
[[nodiscard]] std::vector<ShipAllowance> ship_allowances(const GameState& state);

}  // namespace umpire::gitm
