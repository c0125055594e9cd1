#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "rules/gitm/tests/map_of.hpp"
#include "rules/gitm/sides.hpp"
#include "rules/gitm/sides_report.hpp"

namespace umpire::gitm {
namespace {

// A river down column 7 with a ford at 7-5.
const std::vector<std::string> kRiver = {
    ".......~.......", ".......~.......", ".......~.......", ".......~.......", ".......~.......",
    ".......=.......", ".......~.......", ".......~.......", ".......~.......", ".......~.......",
    ".......~.......", ".......~.......", ".......~.......", ".......~.......", ".......~.......",
};

std::uint8_t side(const MapSides& s, int c, int r) { return s.side[static_cast<std::size_t>(TacSquare{c, r}.index())]; }

SideSet set_of(std::initializer_list<int> labels) {
    SideSet s;
    for (int l : labels) s.set(static_cast<std::size_t>(l));
    return s;
}

// rules: 8.7, 2.2
TEST(Sides, RiverWithFordHasTwoSidesAndTheFordTouchesBoth) {
    const auto s = compute_sides(map_of(kRiver), Rulings{});
    EXPECT_EQ(s.count, 2);
    EXPECT_EQ(side(s, 0, 0), 0);
    EXPECT_EQ(side(s, 8, 0), 1);
    EXPECT_EQ(side(s, 6, 14), 0);
    EXPECT_EQ(side(s, 14, 14), 1);
    EXPECT_EQ(side(s, 7, 0), kNoSide);
    EXPECT_EQ(side(s, 7, 5), kCrossingSquare);
    EXPECT_EQ(sides_of(s, {7, 5}), set_of({0, 1}));
    EXPECT_EQ(sides_of(s, {7, 4}), SideSet{});
    EXPECT_EQ(sides_of(s, {3, 3}), set_of({0}));
    const TacSet west = squares_on(s, set_of({0}));
    EXPECT_EQ(west.count(), 7u * 15u + 1u);  // columns 0-6 and the ford
    EXPECT_TRUE(west.test(static_cast<std::size_t>(TacSquare{7, 5}.index())));
}

// rules: 8.7, 2.3, tm-example-2
TEST(Sides, DiagonalRiverSeparatesAndTheFordCornerFollowsTheRuling) {
    std::vector<std::string> lines(15, std::string(15, '.'));
    for (int i = 0; i < 15; ++i) lines[static_cast<std::size_t>(i)][static_cast<std::size_t>(i)] = '~';
    const auto plain = compute_sides(map_of(lines), Rulings{});
    EXPECT_EQ(plain.count, 2);
    EXPECT_NE(side(plain, 1, 0), side(plain, 0, 1));  // the step between them passes 0-0 and 1-1

    lines[5][5] = '=';
    const auto line = compute_sides(map_of(lines), Rulings{});
    EXPECT_EQ(line.count, 2) << "crossing-is-line: the banks meet only through the ford";
    EXPECT_EQ(sides_of(line, {5, 5}), set_of({0, 1}));

    Rulings gap;
    gap.set(RulingId::CrossingCorner, static_cast<int>(CrossingCorner::CrossingIsGap));
    const auto leaky = compute_sides(map_of(lines), gap);
    EXPECT_EQ(leaky.count, 1) << "crossing-is-gap: 4-5 and 5-4 meet past the ford's corner";
}

// rules: 8.7, tm-example-2
TEST(Sides, RiverTurningIntoMountainsFollowsTheJoinRuling) {
    std::vector<std::string> lines(15, std::string(15, '.'));
    for (int i = 0; i < 15; ++i) lines[static_cast<std::size_t>(i)][static_cast<std::size_t>(i)] = i < 7 ? '~' : 'M';
    EXPECT_EQ(compute_sides(map_of(lines), Rulings{}).count, 2);
    Rulings same_kind;
    same_kind.set(RulingId::RiverMountainJoin, static_cast<int>(RiverMountainJoin::SameKind));
    EXPECT_EQ(compute_sides(map_of(lines), same_kind).count, 1) << "6-6 river and 7-7 mountain do not join";
}

// rules: 8.7, 2.2
TEST(Sides, LakesDivideSidesUnlessTheRulingIgnoresThem) {
    // A river from the north edge into a lake that reaches the south edge.
    std::vector<std::string> lines(15, std::string(15, '.'));
    for (int r = 0; r < 7; ++r) lines[static_cast<std::size_t>(r)][7] = '~';
    for (int r = 7; r < 15; ++r) lines[static_cast<std::size_t>(r)].replace(6, 3, "WWW");
    const auto separate = compute_sides(map_of(lines), Rulings{});
    EXPECT_EQ(separate.count, 2);
    EXPECT_EQ(side(separate, 7, 10), kNoSide);

    Rulings ignored;
    ignored.set(RulingId::WaterSides, static_cast<int>(WaterSides::LakesIgnored));
    const auto joined = compute_sides(map_of(lines), ignored);
    EXPECT_EQ(joined.count, 1);
    EXPECT_EQ(side(joined, 7, 10), kNoSide) << "a lake has no side either way";
}

// rules: 8.7, tm-example-2
TEST(Sides, LakesDoNotJoinDiagonally) {
    std::vector<std::string> lines(15, std::string(15, '.'));
    for (int i = 0; i < 15; ++i) lines[static_cast<std::size_t>(i)][static_cast<std::size_t>(i)] = i == 6 ? 'W' : '~';
    // 5-5 river and 6-6 lake do not join: 5-6 and 6-5 are one side.
    const auto s = compute_sides(map_of(lines), Rulings{});
    EXPECT_EQ(s.count, 1);
}

// rules: 8.7
TEST(Sides, AWideFordIsOneCrossing) {
    std::vector<std::string> lines(15, std::string(15, '.'));
    for (auto& l : lines) l.replace(6, 2, "~~");
    lines[3].replace(6, 2, "==");
    const auto s = compute_sides(map_of(lines), Rulings{});
    EXPECT_EQ(s.count, 2);
    EXPECT_EQ(s.crossing[static_cast<std::size_t>(TacSquare{6, 3}.index())],
              s.crossing[static_cast<std::size_t>(TacSquare{7, 3}.index())]);
    EXPECT_EQ(sides_of(s, {6, 3}), set_of({0, 1}));
    EXPECT_EQ(sides_of(s, {7, 3}), set_of({0, 1}));
}

// rules: 8.7, 2.2
TEST(Sides, PassThroughARange) {
    std::vector<std::string> lines(15, std::string(15, '.'));
    lines[8] = "MMMMMMPMMMMMMMM";
    const auto s = compute_sides(map_of(lines), Rulings{});
    EXPECT_EQ(s.count, 2);
    EXPECT_EQ(sides_of(s, {6, 8}), set_of({0, 1}));
    EXPECT_EQ(side(s, 0, 0), 0);
    EXPECT_EQ(side(s, 0, 14), 1);
}

// A river along row 7 on both maps, with no ford.
const std::vector<std::string> kRow7River = {
    "...............", "...............", "...............", "...............", "...............",
    "...............", "...............", "~~~~~~~~~~~~~~~", "...............", "...............",
    "...............", "...............", "...............", "...............", "...............",
};

TacSet rows(int first, int last) {
    TacSet s;
    for (int i = 0; i < kTacSquares; ++i) {
        const int r = TacSquare::from_index(i).row;
        if (r >= first && r <= last) s.set(static_cast<std::size_t>(i));
    }
    return s;
}

// rules: 2.3, 7.14
TEST(SameSideAfterMove, AlongARiverKeepsTheBank) {
    const auto m = map_of(kRow7River);
    EXPECT_EQ(same_side_after_move(m, {14, 2}, Direction::E, m, Rulings{}), rows(0, 6));
    EXPECT_EQ(same_side_after_move(m, {14, 12}, Direction::E, m, Rulings{}), rows(8, 14));
    EXPECT_EQ(same_side_after_move(m, {0, 12}, Direction::W, m, Rulings{}), rows(8, 14));
    EXPECT_EQ(same_side_after_move(m, {7, 7}, Direction::E, m, Rulings{}), TacSet{}) << "a river square has no side";
}

// rules: 2.3, 7.14
TEST(SameSideAfterMove, SidesJoinThroughTheOtherMap) {
    // On `from` the river ends at column 9, so its banks meet east of it; on `to`
    // it runs edge to edge. West of `from`, both banks of `to` touch the seam, so
    // both are reached from either bank of `from`.
    auto from_lines = kRow7River;
    from_lines[7] = "~~~~~~~~~~.....";
    const auto from = map_of(from_lines);
    const auto to = map_of(kRow7River);
    const TacSet all_passable = rows(0, 6) | rows(8, 14);
    EXPECT_EQ(same_side_after_move(from, {0, 2}, Direction::W, to, Rulings{}), all_passable);
    // North of `from`, only the south bank of `to` meets row 0 of `from`.
    EXPECT_EQ(same_side_after_move(from, {0, 12}, Direction::N, to, Rulings{}), rows(8, 14));
}

// rules: 2.3, 7.14, 8.7
TEST(SameSideAfterMove, AStartOnAFordIsOnBothBanks) {
    auto from_lines = kRow7River;
    from_lines[7][14] = '=';
    const auto from = map_of(from_lines);
    const auto to = map_of(kRow7River);
    EXPECT_EQ(same_side_after_move(from, {14, 7}, Direction::E, to, Rulings{}), rows(0, 6) | rows(8, 14));
    // The ford on the seam also joins the banks for a unit on either bank.
    EXPECT_EQ(same_side_after_move(from, {3, 3}, Direction::E, to, Rulings{}), rows(0, 6));
}

// rules: 2.3, 7.14, tm-example-2
TEST(SameSideAfterMove, DiagonalStepsAcrossTheSeamUseTheJoinRule) {
    // `from`: river on row 7 from column 0 to 13, then 14-8 (a diagonal join);
    // `to`, east: river on row 9 from column 0. The river continues 14-8 to 0-9
    // across the seam diagonally, so the banks stay apart.
    auto from_lines = kRow7River;
    from_lines[7] = "~~~~~~~~~~~~~~.";
    from_lines[8] = "..............~";
    std::vector<std::string> to_lines(15, std::string(15, '.'));
    to_lines[9] = "~~~~~~~~~~~~~~~";
    const auto from = map_of(from_lines);
    const auto to = map_of(to_lines);
    EXPECT_EQ(same_side_after_move(from, {2, 2}, Direction::E, to, Rulings{}), rows(0, 8));
    EXPECT_EQ(same_side_after_move(from, {2, 12}, Direction::E, to, Rulings{}), rows(10, 14));
}

// rules: 2.3, 7.14
TEST(SameSideAfterMove, DiagonalNeighboursMeetAtOneCorner) {
    // A range along the anti-diagonal of `from` keeps its north-west part away from
    // the north-east corner 14-0; the map to the north-east is open.
    std::vector<std::string> from_lines(15, std::string(15, '.'));
    for (int i = 0; i < 15; ++i) from_lines[static_cast<std::size_t>(i)][static_cast<std::size_t>(i)] = 'M';
    const auto from = map_of(from_lines);
    const auto open = map_of(std::vector<std::string>(15, std::string(15, '.')));
    TacSet everything;
    everything.set();
    EXPECT_EQ(same_side_after_move(from, {10, 2}, Direction::NE, open, Rulings{}), everything);
    EXPECT_EQ(same_side_after_move(from, {2, 10}, Direction::NE, open, Rulings{}), TacSet{});
    EXPECT_EQ(same_side_after_move(from, {2, 10}, Direction::SW, open, Rulings{}), everything);
    // 14-14 is a mountain: nothing of `from` meets the map to the south-east.
    EXPECT_EQ(same_side_after_move(from, {10, 2}, Direction::SE, open, Rulings{}), TacSet{});
}

// rules: 8.7
TEST(Sides, ReportLettersRunAToZThenDigitsThenAStar) {
    EXPECT_EQ(side_letter(0), "a");
    EXPECT_EQ(side_letter(25), "z");
    EXPECT_EQ(side_letter(26), "0");
    EXPECT_EQ(side_letter(35), "9");
    EXPECT_EQ(side_letter(36), "*");
}

// rules: 8.7
TEST(Sides, CrossingGroupsAreNumberedFromZeroOnePerGroup) {
    // crossing[] indexes touches, one entry per group of joined fords or passes: a
    // numbering that started elsewhere would leave a phantom group touching no side.
    auto lines = kRiver;
    lines[10][7] = '=';  // a second ford, apart from the one at 7-5
    const auto s = compute_sides(map_of(lines), Rulings{});
    const auto group = [&](int c, int r) { return s.crossing[static_cast<std::size_t>(TacSquare{c, r}.index())]; };
    ASSERT_EQ(s.touches.size(), 2u);
    EXPECT_EQ(group(7, 5), 0);
    EXPECT_EQ(group(7, 10), 1);
    EXPECT_EQ(group(3, 3), kNoCrossing);
    EXPECT_EQ(s.touches[0], set_of({0, 1}));
    EXPECT_EQ(s.touches[1], set_of({0, 1}));
    // No ford or pass: no group at all.
    const auto open = compute_sides(map_of(std::vector<std::string>(15, std::string(15, '.'))), Rulings{});
    EXPECT_TRUE(open.touches.empty());
}

// rules: 8.7, tm-example-2
TEST(Sides, FordsMeetingDiagonallyBetweenLakesAreOneCrossing) {
    // Why: lakes do not join at a corner, so the diagonal step between the fords at
    // 7-7 and 8-8 (past the lakes at 8-7 and 7-8) is open, though neither corner is a
    // ford: the two are one crossing. 7-7 alone touches only the north bank and 8-8
    // only the south, so a unit on either is on both banks only as one group.
    std::vector<std::string> lines(15, std::string(15, '.'));
    lines[7] = "~~~~~~~=W~~~~~~";
    lines[8] = "~~~~~~~W=~~~~~~";
    const auto s = compute_sides(map_of(lines), Rulings{});
    EXPECT_EQ(s.count, 2);
    EXPECT_EQ(side(s, 0, 0), 0);
    EXPECT_EQ(side(s, 0, 14), 1);
    EXPECT_EQ(s.crossing[static_cast<std::size_t>(TacSquare{7, 7}.index())],
              s.crossing[static_cast<std::size_t>(TacSquare{8, 8}.index())]);
    EXPECT_EQ(sides_of(s, {7, 7}), set_of({0, 1}));
    EXPECT_EQ(sides_of(s, {8, 8}), set_of({0, 1}));
}

}  // namespace
}  // namespace umpire::gitm
