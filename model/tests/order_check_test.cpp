#include "model/order_check.hpp"

#include <gtest/gtest.h>

#include "model/order_text.hpp"

namespace umpire {
namespace {

GameState small_game() {
    GameState s;
    s.states = {{"US", Nation::US}};
    StratSquareInfo sq;
    sq.square = *parse_strat_square("G4-V6");
    sq.owner = "US";
    sq.city = "Matamoros";
    s.squares.push_back(sq);
    sq.square = *parse_strat_square("G5-V6");
    sq.city.reset();
    s.squares.push_back(sq);
    const auto unit = [&](const char* id) {
        Unit u;
        u.id = *parse_unit_id(id);
        u.state = "US";
        u.strength = 500;
        u.strategic = s.squares[0].square;
        u.tactical = TacSquare{3, 3};
        return u;
    };
    s.units = {unit("US3IN"), unit("US2CQ"), unit("US7MI"), unit("US4IN"), unit("US5LI"), unit("US8MI"),
               unit("US3CQ"), unit("US6IN")};
    s.units[2].home_city = "Matamoros";
    s.units[5].home_city = "Matamoros";
    s.units.back().state = "TX";  // a US-numbered unit serving another state
    s.states.push_back({"TX", std::nullopt});
    s.relations.push_back({"TX", "US", Relation::ActivelyAllied});
    return s;
}

std::vector<std::string> check(const std::string& unit, const std::string& fields) {
    const std::string text = "unit " + unit + " from alice at 2026-11-23T10:15:00Z\n" + fields + "end\n";
    const ParsedOrders p = parse_orders(text, "f");
    EXPECT_TRUE(p.errors.empty()) << format(p.errors);
    const GameState s = small_game();
    EXPECT_TRUE(check_invariants(s).empty()) << format(check_invariants(s));
    std::vector<std::string> out;
    for (const auto& d : validate_orders(p.file, s, "f")) out.push_back(format(d));
    return out;
}

// rules: 6.3, 6.4, 6.5, 6.7
TEST(OrderCheck, AGoodFormHasNoFindings) {
    EXPECT_TRUE(check("US3IN", "  strategic G5-V6 - G4-V6\n  entry 5-9\n  support 5-5 radius 2\n"
                               "  supply carry 1 from US2CQ\n").empty());
    EXPECT_TRUE(check("US2CQ", "  strategic US1TR\n  supply carry 12 from \"Matamoros\"\n").empty());
}

TEST(OrderCheck, UnitsSquaresAndCitiesMustExist) {
    EXPECT_EQ(check("US9IN", "  strategic G9-V9\n  supply from \"Puebla\"\n"),
              (std::vector<std::string>{"f:1:6: no unit US9IN in this game",
                                        "f:2:13: strategic square G9-V9 is not on this game's map",
                                        "f:3:15: no city \"Puebla\" in this game; the unit keeps the source on its "
                                        "status report (rule 10.11)"}));
}

// rules: 7.17
TEST(OrderCheck, MilitiaStayAshore) {
    EXPECT_EQ(check("US7MI", "  strategic \"Baltimore\"\n"),
              (std::vector<std::string>{"f:2:13: militia may not board transports (rule 7.17)"}));
}

// rules: 7.14
TEST(OrderCheck, EntryNeedsAStrategicMove) {
    EXPECT_EQ(check("US3IN", "  entry 5-9\n").size(), 1u);
    EXPECT_TRUE(check("US3IN", "  entry 5-9\n  pursue\n").empty());
}

// rules: 8.10, 8.11
TEST(OrderCheck, ReactionBoxes) {
    EXPECT_EQ(check("US3IN", "  support 5-5 radius 0\n  intercept 5-5 radius 15\n").size(), 2u);
    EXPECT_TRUE(check("US3IN", "  support 5-5 radius 1\n  intercept 5-5 radius 14\n").empty());
    EXPECT_EQ(check("US3IN", "  intercept 5-5 radius 2\n  attack evade\n"),
              (std::vector<std::string>{"f:2:3: a unit in evade mode may not intercept (rule 8.11)"}));
}

// rules: 10.7
TEST(OrderCheck, SupplyLevelsAndSources) {
    const std::string kept = "; the unit keeps the source on its status report (rule 10.11)";
    EXPECT_EQ(check("US3IN", "  supply carry 2 from US3IN\n"),
              (std::vector<std::string>{"f:2:10: US3IN carries at most 1 unit of supply (rule 10.7: only a corps headquarters carries more, up to 12)",
                                        "f:2:23: a unit supply source is a corps headquarters (rules 10.5, 10.11); US3IN is not" + kept}));
    EXPECT_EQ(check("US2CQ", "  supply from US2CQ\n"),
              (std::vector<std::string>{"f:2:15: a unit cannot draw supply from itself" + kept}));
    EXPECT_EQ(check("US3IN", "  supply from US4CQ\n"),
              (std::vector<std::string>{"f:2:15: no unit US4CQ in this game to draw supply from" + kept}));
}

// rules: 10.5, 10.11
TEST(OrderCheck, SourcesOfAnotherSideAreNotValid) {
    GameState s = small_game();
    s.states.push_back({"MX", Nation::MX});
    s.relations.push_back({"MX", "US", Relation::Hostile});
    s.relations.push_back({"MX", "TX", Relation::Neutral});
    s.squares[1].owner = "MX";
    s.squares[1].city = "Monterrey";
    s.units[1].state = "MX";  // US2CQ serving Mexico: an enemy corps headquarters
    ASSERT_TRUE(check_invariants(s).empty()) << format(check_invariants(s));
    const std::string text = "unit US3IN from alice at 2026-11-23T10:15:00Z\n  supply from US2CQ\nend\n"
                             "unit US3IN from alice at 2026-11-23T10:16:00Z\n  supply from \"Monterrey\"\nend\n";
    const ParsedOrders p = parse_orders(text, "f");
    ASSERT_TRUE(p.errors.empty()) << format(p.errors);
    const auto refused = refuse_values(p.file, s, "f");
    ASSERT_EQ(refused.size(), 2u);
    EXPECT_EQ(refused[0].field, OrderField::SupplySource);
    EXPECT_EQ(refused[0].rule, "10.11");
    EXPECT_EQ(refused[0].submission_line, 1);
    EXPECT_EQ(refused[0].diagnostic.what, "US2CQ is not a same-side or actively allied corps headquarters (rule 10.5); "
                                          "the unit keeps the source on its status report (rule 10.11)");
    EXPECT_EQ(refused[1].submission_line, 4);
    EXPECT_EQ(refused[1].diagnostic.what, "\"Monterrey\" is not a same-side or actively allied city (rule 10.5); "
                                          "the unit keeps the source on its status report (rule 10.11)");
}

// rules: 7.6, 7.14, 7.18
TEST(OrderCheck, APathOfBlanksIsRefusedExceptOnTheDeploymentTurn) {
    EXPECT_EQ(check("US3IN", "  strategic - -\n"),
              (std::vector<std::string>{"f:2:13: a strategic path of blanks only moves nowhere (a blank box skips a "
                                        "phase, rule 7.6): leave the field out"}));
    // The refused path orders no move, so the entry square is refused too: with the
    // path ignored (DESK-REFUSED-VALUE drop-field) the entry would have none.
    EXPECT_EQ(check("US3IN", "  strategic - G9-V9\n  entry 5-9\n").size(), 2u);
    GameState s = small_game();
    s.deployment = true;
    const ParsedOrders p = parse_orders("unit US3IN from a at 2026-11-23T10:15:00Z\n  strategic -\n  entry 5-9\nend\n", "f");
    ASSERT_TRUE(p.errors.empty());
    EXPECT_TRUE(validate_orders(p.file, s, "f").empty());
}

// rules: 3.5
TEST(OrderCheck, MergersTheTurnCannotChange) {
    EXPECT_TRUE(check("US3IN", "  activate\n  merge-into US4IN\n  inactivate\n").empty());
    const auto one = [](const char* unit, const char* into) {
        const auto v = check(unit, std::string("  merge-into ") + into + "\n");
        return v.size() == 1 ? v[0] : "findings: " + std::to_string(v.size());
    };
    EXPECT_EQ(one("US3IN", "US3IN"), "f:2:3: a unit cannot merge into itself");
    EXPECT_EQ(one("US3IN", "US9IN"), "f:2:3: no unit US9IN in this game to merge into");
    EXPECT_EQ(one("US3IN", "US5LI"),
              "f:2:3: only units of one type merge (rule 3.5): US3IN is infantry, US5LI light infantry");
    EXPECT_EQ(one("US7MI", "US8MI"), "f:2:3: headquarters and militia may not merge (rule 3.5)");
    EXPECT_EQ(one("US2CQ", "US3CQ"), "f:2:3: headquarters and militia may not merge (rule 3.5)");
    EXPECT_EQ(one("US3IN", "US6IN"), "f:2:3: a state merges only its own units (rule 3.5): US6IN belongs to TX");
}

// What a refused value costs is the desk's decision; dropping one leaves its box empty.
TEST(OrderCheck, DropFieldEmptiesTheBox) {
    const ParsedOrders p = parse_orders("unit US3IN from a at 2026-11-23T10:15:00Z\n  strategic G5-V6\n  entry 5-9\n"
                                        "  support 5-5 radius 2\n  intercept 5-5 radius 2\n  supply carry 1 from US2CQ\n  merge-into US4IN\nend\n",
                                        "f");
    ASSERT_TRUE(p.errors.empty());
    UnitOrders o = p.file.submissions.at(0).orders;
    for (const auto f : {OrderField::Strategic, OrderField::Entry, OrderField::Support, OrderField::Intercept,
                         OrderField::SupplyCarry, OrderField::SupplySource, OrderField::MergeInto})
        drop_field(o, f);
    EXPECT_EQ(o, UnitOrders{});
}

}  // namespace
}  // namespace umpire

namespace umpire {
namespace {

// rules: 3.4, 10.6
TEST(OrderCheck, OnlyAnArmyHeadquartersShipsAndOnlyFromItsOwnCities) {
    GameState s = small_game();
    Unit aq = s.units[0];
    aq.id = *parse_unit_id("US1AQ");
    s.units.push_back(aq);
    s.squares[1].city = "Camargo";
    s.states.push_back({"MX", Nation::MX});
    s.relations.push_back({"MX", "US", Relation::Hostile});
    s.relations.push_back({"MX", "TX", Relation::Neutral});
    StratSquareInfo mx = s.squares[1];
    mx.square = *parse_strat_square("G6-V6");
    mx.owner = "MX";
    mx.city = "Monterrey";
    s.squares.push_back(mx);
    ASSERT_TRUE(check_invariants(s).empty()) << format(check_invariants(s));
    const auto refused = [&](const std::string& unit, const std::string& ship) {
        const ParsedOrders p = parse_orders("unit " + unit + " from alice at 2026-11-23T10:15:00Z\n  ship " + ship + "\nend\n", "f");
        EXPECT_TRUE(p.errors.empty()) << format(p.errors);
        std::vector<std::string> out;
        for (const auto& r : refuse_values(p.file, s, "f")) {
            EXPECT_EQ(r.field, OrderField::Ship);
            out.push_back(format(r.diagnostic));
        }
        return out;
    };
    EXPECT_TRUE(refused("US1AQ", "5 from \"Matamoros\" to \"Camargo\" and 5 from \"Camargo\" to \"Monterrey\"").empty());
    EXPECT_EQ(refused("US2CQ", "5 from \"Matamoros\" to \"Camargo\""),
              (std::vector<std::string>{"f:2:8: only an army headquarters' commander or the war minister may order supplies "
                                        "moved between cities; US2CQ is not an army headquarters (rule 10.6)"}));
    EXPECT_EQ(refused("US1AQ", "5 from \"Puebla\" to \"Camargo\" and 6 from \"Camargo\" to \"Camargo\" and 7 from "
                               "\"Monterrey\" to \"Camargo\""),
              (std::vector<std::string>{
                  "f:2:8: no city \"Puebla\" in this game to ship from (rule 10.6)",
                  "f:2:41: a shipment goes from one city to another, not to \"Camargo\" itself (rule 10.6)",
                  "f:2:75: \"Monterrey\" is held by \"MX\", not by US1AQ's state \"US\" (rule 10.6)"}));
    // A war minister's form: his state's cities only, and a state of the game.
    const auto minister = [&](const std::string& state, const std::string& ship) {
        const ParsedOrders p =
            parse_orders("minister " + state + " from alice at 2026-11-23T10:15:00Z\n  ship " + ship + "\nend\n", "f");
        EXPECT_TRUE(p.errors.empty()) << format(p.errors);
        std::vector<std::string> out;
        for (const auto& r : refuse_values(p.file, s, "f")) out.push_back(format(r.diagnostic));
        return out;
    };
    EXPECT_TRUE(minister("MX", "5 from \"Monterrey\" to \"Camargo\"").empty());
    EXPECT_EQ(minister("US", "5 from \"Monterrey\" to \"Camargo\""),
              (std::vector<std::string>{"f:2:8: \"Monterrey\" is held by \"MX\", not by the minister's state \"US\" (rule 10.6)"}));
    EXPECT_EQ(minister("GB", "5 from \"Monterrey\" to \"Camargo\""),
              (std::vector<std::string>{"f:1:10: no state \"GB\" in this game"}));
    UnitOrders o;
    o.supply.shipments.push_back({5, "Matamoros", "Camargo", {}});
    drop_field(o, OrderField::Ship);
    EXPECT_TRUE(o.supply.shipments.empty());
}

}  // namespace
}  // namespace umpire
