// Rule 10.6's shipments where no golden case reaches: orders handed straight to
// ship_supplies() by code that skipped the order desk.
#include <gtest/gtest.h>

#include <utility>
#include <vector>

#include "model/order_form.hpp"
#include "rules/gitm/supply/shipping.hpp"
#include "rules/gitm/tests/combat_world.hpp"

namespace umpire::gitm {
namespace {

using testing::add_square;
using testing::add_unit;
using testing::sq;

// Alamo and Bexar, American cities of 50 stores each, side by side.
GameState two_cities() {
    GameState s = testing::world();
    for (const auto& [col, name] : {std::pair{2, "Alamo"}, std::pair{3, "Bexar"}}) {
        StratSquareInfo& q = add_square(s, sq(col, 2));
        q.city = name;
        q.city_square = TacSquare(7, 7);
        q.stores = 50;
    }
    return s;
}

// The desk drops a corps HQ's ship field, so only such a caller gets here; the refusal
// must still name the shipment as it was ordered, for the report that explains it.
// rules: 10.6
TEST(Shipping, ANonArmyHqsShipmentIsRefusedAsOrdered) {
    GameState s = two_cities();
    add_unit(s, "US", 1, sq(2, 2), TacSquare(3, 3), UnitType::CorpsHQ);
    ASSERT_TRUE(check_invariants(s).empty()) << format(check_invariants(s));
    UnitOrders o;
    o.supply.shipments = {Shipment{30, "Alamo", "Bexar", {}}};
    const TurnOrders orders{UnitOrderEntry{s.units[0].id, o}};
    std::vector<ShipAllowance> allowances = ship_allowances(s);
    const std::vector<ShipmentOutcome> out = ship_supplies(s, orders, allowances, Rulings{});
    ASSERT_EQ(out.size(), 1u);
    EXPECT_EQ(out[0].refusal, ShipRefusal::NotArmyHq);
    EXPECT_EQ(out[0].by, s.units[0].id);
    EXPECT_EQ(out[0].from, "Alamo");
    EXPECT_EQ(out[0].to, "Bexar");
    EXPECT_EQ(out[0].ordered, 30);
    EXPECT_EQ(out[0].moved, 0);
    EXPECT_EQ(s.squares[0].stores, 50);
    EXPECT_EQ(s.squares[1].stores, 50);
}

// rules: 10.6
TEST(Shipping, WarMinistersShipInTheOrderOfTheirStates) {
    // Why: a caller that skipped the order desk may list the war ministers in any
    // order; their shipments still come out by state, as the desk lists them.
    GameState s = two_cities();
    ASSERT_TRUE(check_invariants(s).empty()) << format(check_invariants(s));
    TurnOrders orders;
    orders.ministers = {MinisterOrders{"US", {Shipment{10, "Alamo", "Bexar", {}}}},
                        MinisterOrders{"MX", {Shipment{10, "Alamo", "Bexar", {}}}}};
    std::vector<ShipAllowance> allowances = ship_allowances(s);
    const std::vector<ShipmentOutcome> out = ship_supplies(s, orders, allowances, Rulings{});
    ASSERT_EQ(out.size(), 2u);
    EXPECT_EQ(out[0].minister, "MX");
    EXPECT_EQ(out[0].refusal, ShipRefusal::NotHeld);  // Alamo is the US's
    EXPECT_EQ(out[1].minister, "US");
}

}  // namespace
}  // namespace umpire::gitm
