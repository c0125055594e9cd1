// IdLookup, UnitPlaces and StateRelations (rules/gitm/reports/unit_places.hpp): the
// indexes every report of a turn reads, checked against what they were made from.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "rules/gitm/reports/unit_places.hpp"

namespace umpire::gitm {
namespace {

StratSquare sq(int col, int row) { return {static_cast<std::int16_t>(col), static_cast<std::int16_t>(row)}; }

Unit unit(Nation n, int number, const char* state, StratSquare at, UnitStatus status = UnitStatus::Active) {
    Unit u;
    u.id = {n, static_cast<std::uint16_t>(number), UnitType::Infantry};
    u.state = state;
    u.strategic = at;
    u.status = status;
    return u;
}

// US and TX actively allied, MX hostile to both, GB neutral to MX and nothing said of GB and the others.
GameState position() {
    GameState s;
    s.states = {{"GB", std::nullopt}, {"MX", Nation::MX}, {"TX", Nation::US}, {"US", Nation::US}};
    s.relations = {{"GB", "MX", Relation::Neutral}, {"MX", "TX", Relation::Hostile}, {"MX", "US", Relation::Hostile},
                   {"TX", "US", Relation::ActivelyAllied}};
    // Out of id order on purpose, two to a square in places.
    s.units = {unit(Nation::US, 7, "US", sq(5, 5)), unit(Nation::MX, 2, "MX", sq(6, 5), UnitStatus::Shattered),
               unit(Nation::US, 3, "TX", sq(5, 5), UnitStatus::Inactive), unit(Nation::MX, 9, "GB", sq(139, 109)),
               unit(Nation::US, 1, "US", sq(0, 0))};
    StratSquareInfo info;
    info.square = sq(5, 5);
    s.squares.push_back(info);
    return s;
}

// Each id's first place in the list, as a search finds it: ids sharing a number
// across nations and types, gaps, repeats, and ids past the highest number.
TEST(IdLookup, FindsWhatASearchFinds) {
    std::vector<UnitId> ids;
    for (const Nation n : {Nation::US, Nation::MX})
        for (const int number : {1, 2, 2, 40, 41, 300})
            for (const UnitType t : {UnitType::Infantry, UnitType::Dragoons, UnitType::ArmyHQ})
                if ((number + static_cast<int>(t)) % 3 != 0) ids.push_back({n, static_cast<std::uint16_t>(number), t});
    std::sort(ids.begin(), ids.end());
    const IdLookup lookup(ids);
    for (const Nation n : {Nation::US, Nation::MX})
        for (int number = 0; number <= 302; ++number)
            for (const UnitType t : enum_values<UnitType>()) {
                const UnitId id{n, static_cast<std::uint16_t>(number), t};
                const auto it = std::lower_bound(ids.begin(), ids.end(), id);
                const std::uint32_t want =
                    it != ids.end() && *it == id ? static_cast<std::uint32_t>(it - ids.begin()) : IdLookup::kNone;
                EXPECT_EQ(lookup.find(id), want) << to_string(id);
            }
    EXPECT_EQ(lookup.find({Nation::MX, kMaxUnitNumber, UnitType::Infantry}), IdLookup::kNone);
    EXPECT_EQ(IdLookup({}).find({Nation::US, 1, UnitType::Infantry}), IdLookup::kNone);
}

// rules: 4.1, 4.2
TEST(UnitPlaces, EachUnitByOrdinalAndBySquareAsTheStateHasIt) {
    const GameState s = position();
    const UnitPlaces places(s);
    const auto ids = places.ids();
    ASSERT_EQ(ids.size(), s.units.size());
    EXPECT_TRUE(std::is_sorted(ids.begin(), ids.end()));
    for (std::uint32_t k = 0; k < ids.size(); ++k) {
        const Unit* u = places.by_id()[k];
        EXPECT_EQ(u->id, ids[k]);
        EXPECT_EQ(places.find(ids[k]), u);
        EXPECT_EQ(places.square_of(k), u->strategic);
        EXPECT_EQ(places.status_of(k), u->status);
        EXPECT_EQ(places.states()[places.state_of(k)], u->state);
    }
    EXPECT_EQ(places.find(UnitId{Nation::US, 2, UnitType::Infantry}), nullptr);
    const auto here = places.at(sq(5, 5));
    ASSERT_EQ(here.size(), 2u);
    EXPECT_EQ(here[0]->id.number, 3);  // by id within the square
    EXPECT_EQ(here[1]->id.number, 7);
    const auto ordinals = places.ordinals_at(sq(5, 5));
    for (std::size_t i = 0; i < here.size(); ++i) EXPECT_EQ(places.by_id()[ordinals[i]], here[i]);
    EXPECT_TRUE(places.at(sq(6, 6)).empty());
    EXPECT_TRUE(places.on_map(sq(5, 5)));
    EXPECT_FALSE(places.on_map(sq(6, 5)));
    EXPECT_FALSE(places.on_map(sq(-1, 0)));
}

// rules: 4.1, 4.2
TEST(StateRelations, EveryPairAsTheStateSaysAndHostileWhereItIsSilent) {
    const GameState s = position();
    const UnitPlaces places(s);
    const auto states = places.states();
    const StateRelations relation(s, states);
    for (std::size_t a = 0; a < states.size(); ++a)
        for (std::size_t b = 0; b < states.size(); ++b)
            EXPECT_EQ(relation(a, b), s.relation(states[a], states[b]).value_or(Relation::Hostile))
                << states[a] << " " << states[b];
    const auto at = [&](std::string_view name) {
        return static_cast<std::size_t>(std::find(states.begin(), states.end(), name) - states.begin());
    };
    EXPECT_EQ(relation(at("US"), at("TX")), Relation::ActivelyAllied);
    EXPECT_EQ(relation(at("MX"), at("GB")), Relation::Neutral);
    EXPECT_EQ(relation(at("US"), at("GB")), Relation::Hostile);  // nothing said
    EXPECT_EQ(relation(at("US"), at("US")), Relation::SameSide);
}

}  // namespace
}  // namespace umpire::gitm
