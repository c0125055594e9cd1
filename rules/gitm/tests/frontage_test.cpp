#include <gtest/gtest.h>

#include "rules/gitm/combat/frontage.hpp"

namespace umpire::gitm {
namespace {

DirectionSet dirs(std::string_view text) {
    auto s = parse_directions(text);
    EXPECT_TRUE(s.ok()) << text;
    return s.ok() ? *s : DirectionSet{};
}

Rulings with(FrontChain chain, FrontNoEntry none = FrontNoEntry::OneDirection) {
    Rulings r;
    r.set(RulingId::FrontChain, static_cast<int>(chain));
    r.set(RulingId::FrontNoEntry, static_cast<int>(none));
    return r;
}

// rules: 9.4
TEST(Frontage, SpacesPerUnitAsTheTextCounts) {
    EXPECT_EQ(unit_spaces(UnitType::Infantry, 1500, 0), 1500);
    EXPECT_EQ(unit_spaces(UnitType::Infantry, 1500, 1), 2200);  // 1,400 + 100 x 8
    EXPECT_EQ(unit_spaces(UnitType::Militia, 700, 0), 700);
    EXPECT_EQ(unit_spaces(UnitType::LightInfantry, 700, 0), 700);
    for (auto t : {UnitType::LightCavalry, UnitType::Dragoons, UnitType::Lancers})
        EXPECT_EQ(unit_spaces(t, 1000, 0), 3000) << code(t);  // "1000 cavalry"
    for (auto t : {UnitType::MediumArtillery, UnitType::LightArtillery, UnitType::HorseArtillery,
                   UnitType::SiegeArtillery})
        EXPECT_EQ(unit_spaces(t, 375, 6), 3000) << code(t);  // "375 artillerists", batteries or not
    EXPECT_EQ(unit_spaces(UnitType::Dragoons, 500, 2), 300 * 3 + 200 * 8);
}

// rules: 9.4
TEST(Frontage, FewerMenThanTheBatteriesNeedAreAllArtillerists) {
    EXPECT_EQ(artillerists_of(UnitType::Infantry, 150, 2), 150);
    EXPECT_EQ(unit_spaces(UnitType::Infantry, 150, 2), 1200);
    EXPECT_EQ(artillerists_of(UnitType::Infantry, 200, 2), 200);
    EXPECT_EQ(artillerists_of(UnitType::Infantry, 201, 2), 200);
    EXPECT_EQ(artillerists_of(UnitType::Infantry, 0, 3), 0);
}

// rules: 9.4
TEST(Frontage, TheTextsExamplesHoldUnderEveryAlternative) {
    for (auto chain : {FrontChain::PairsOnce, FrontChain::NeighboursInSet}) {
        const auto r = with(chain);
        EXPECT_EQ(frontage(dirs("N"), r).capacity, (Frontage{3000, 3000, 12000}));
        EXPECT_EQ(frontage(dirs("N,E"), r).capacity.front, 6000);
        EXPECT_EQ(frontage(dirs("N,NE"), r).capacity.front, 4500);
        EXPECT_EQ(frontage(dirs("N,NE,E"), r).capacity.front, 6000);
        EXPECT_EQ(frontage(dirs("E,NE,N"), r).capacity.front, 6000);
        EXPECT_EQ(frontage(dirs("N,NE"), r).capacity, (Frontage{4500, 4500, 18000}));
        EXPECT_TRUE(frontage(dirs("N,NE,E"), r).ruling.empty());
    }
}

// rules: 9.4
TEST(Frontage, ChainsOfFourOrMoreAreWhereTheAlternativesDiffer) {
    EXPECT_EQ(front_spaces(dirs("N,NE,E,SE"), FrontChain::PairsOnce), 7500);
    EXPECT_EQ(front_spaces(dirs("N,NE,E,SE"), FrontChain::NeighboursInSet), 6000);
    EXPECT_EQ(front_spaces(DirectionSet::all(), FrontChain::PairsOnce), 12000);
    EXPECT_EQ(front_spaces(DirectionSet::all(), FrontChain::NeighboursInSet), 3000);
    // The ring closes over north: NW and N are adjacent.
    EXPECT_EQ(front_spaces(dirs("NW,N"), FrontChain::PairsOnce), 4500);
    EXPECT_EQ(front_spaces(dirs("NW,N"), FrontChain::NeighboursInSet), 4500);
    EXPECT_EQ(frontage(dirs("N,NE,E,SE"), {}).ruling, (RulingList{RulingId::FrontChain}));
    // Two separate chains of three: 18,000 - 6 x 1,500 against 3,000 + 4 x 1,500.
    EXPECT_EQ(front_spaces(dirs("N,NE,E,S,SW,W"), FrontChain::PairsOnce), 12000);
    EXPECT_EQ(front_spaces(dirs("N,NE,E,S,SW,W"), FrontChain::NeighboursInSet), 9000);
}

// rules: 9.4
TEST(Frontage, PairsOnceNeverShrinksWhenADirectionIsAdded) {
    for (int bits = 1; bits < 256; ++bits) {
        DirectionSet s;
        for (auto d : kAllDirections)
            if (bits & (1 << static_cast<int>(d))) s.add(d);
        for (auto d : kAllDirections) {
            if (s.contains(d)) continue;
            DirectionSet more = s;
            more.add(d);
            EXPECT_GE(front_spaces(more, FrontChain::PairsOnce), front_spaces(s, FrontChain::PairsOnce)) << to_string(more);
        }
    }
}

// rules: 9.4 9.1
TEST(Frontage, NobodyEntered) {
    const auto one = frontage({}, with(FrontChain::PairsOnce));
    EXPECT_EQ(one.capacity, (Frontage{3000, 3000, 12000}));
    EXPECT_EQ(one.ruling, (RulingList{RulingId::FrontNoEntry}));
    EXPECT_EQ(frontage({}, with(FrontChain::PairsOnce, FrontNoEntry::AllRound)).capacity.front, 12000);
    EXPECT_EQ(frontage({}, with(FrontChain::NeighboursInSet, FrontNoEntry::AllRound)).capacity.front, 3000);
}

TEST(Frontage, ParsingNamesTheBadToken) {
    EXPECT_EQ(to_string(dirs("E,N")), "N,E");
    const auto bad = parse_directions("N,NNE");
    ASSERT_FALSE(bad.ok());
    EXPECT_NE(bad.errors().front().what.find("\"NNE\""), std::string::npos) << bad.errors().front().what;
    EXPECT_FALSE(parse_directions("N,N").ok());
    EXPECT_FALSE(parse_directions("n").ok());
    EXPECT_FALSE(parse_directions("N,").ok());
}

}  // namespace
}  // namespace umpire::gitm
