// report_move (rules/gitm/move_reports.hpp): who learns of one straight tactical move
// under rule 4.4, with rule 4.2's tactical sighting and the three REPORT-* rulings.
// Squares are {col, row}; row numbers grow southwards.
#include <gtest/gtest.h>

#include <algorithm>
#include <ostream>
#include <utility>
#include <vector>

#include "rules/gitm/move_reports.hpp"

namespace umpire::gitm {
namespace {

const StratSquare kSquare{92, 94};

void print_ids(const char* name, const std::vector<UnitId>& ids, std::ostream* os) {
    *os << ' ' << name << '{';
    for (const auto& id : ids) *os << ' ' << to_string(id);
    *os << " }";
}

}  // namespace

// Readable failures: gtest finds this by argument-dependent lookup.
void PrintTo(const MoveReport& r, std::ostream* os) {
    *os << to_string(r.mover) << ' ' << int{r.from.col} << '-' << int{r.from.row} << " to " << int{r.to.col} << '-'
        << int{r.to.row} << ':';
    print_ids("whole", r.whole, os);
    print_ids("start_only", r.start_only, os);
    print_ids("end_only", r.end_only, os);
}

namespace {

const UnitId kMover{Nation::US, 1, UnitType::Infantry};

UnitId us(int n, UnitType t = UnitType::Infantry) { return {Nation::US, static_cast<std::uint16_t>(n), t}; }
UnitId mx(int n, UnitType t = UnitType::Infantry) { return {Nation::MX, static_cast<std::uint16_t>(n), t}; }

Onlooker at(UnitId id, TacSquare sq, Relation r, UnitStatus status = UnitStatus::Active) {
    return {id, sq, r, id.type, status};
}

MoveReport expect(TacSquare from, TacSquare to, std::vector<UnitId> whole, std::vector<UnitId> start_only = {},
                  std::vector<UnitId> end_only = {}, UnitId mover = kMover) {
    return {mover, kSquare, from, to, std::move(whole), std::move(start_only), std::move(end_only)};
}

Rulings with(RulingId id, int alternative) {
    Rulings r;
    r.set(id, alternative);
    return r;
}

// rules: 4.4
TEST(MoveReport, FriendsLearnTheWholeMoveWhateverTheirStateOrType) {
    // No unfriendly unit can sight: only the hostile HQ is there.
    const std::vector<Onlooker> o = {
        at(us(9, UnitType::CorpsHQ), {0, 0}, Relation::SameSide),
        at(us(3), {14, 14}, Relation::ActivelyAllied, UnitStatus::Shattered),
        at(us(2), {14, 0}, Relation::SameSide, UnitStatus::Inactive),
        at(mx(1, UnitType::ArmyHQ), {5, 7}, Relation::Hostile),
    };
    EXPECT_EQ(report_move(kMover, kSquare, {7, 7}, {8, 7}, o, Rulings{}),
              expect({7, 7}, {8, 7}, {us(2), us(3), us(9, UnitType::CorpsHQ)}));
}

// rules: 4.4 4.2
TEST(MoveReport, BothEndsSeenTellsEveryUnitTheWholeMove) {
    // MX1 looks west along row 2 at both ends; the inactive neutral and the hostile HQ,
    // who see nothing themselves, learn of the move too.
    const std::vector<Onlooker> o = {
        at(mx(1), {10, 2}, Relation::Hostile),
        at(us(2), {0, 14}, Relation::SameSide),
        at(mx(7), {0, 10}, Relation::Neutral, UnitStatus::Inactive),
        at(mx(5, UnitType::CorpsHQ), {14, 14}, Relation::Hostile),
    };
    EXPECT_EQ(report_move(kMover, kSquare, {2, 2}, {5, 2}, o, Rulings{}),
              expect({2, 2}, {5, 2}, {us(2), mx(1), mx(5, UnitType::CorpsHQ), mx(7)}));
}

// rules: 4.4 4.2
TEST(MoveReport, OnlyTheEndSeen) {
    // US2 at 4-2 stands nearer to MX1 than the start 2-2 (36 < 64) but not than the end
    // 5-2 (36 > 25), all west of MX1.
    const std::vector<Onlooker> o = {at(mx(1), {10, 2}, Relation::Hostile), at(us(2), {4, 2}, Relation::SameSide)};
    EXPECT_EQ(report_move(kMover, kSquare, {2, 2}, {5, 2}, o, Rulings{}),
              expect({2, 2}, {5, 2}, {us(2)}, {}, {mx(1)}));
}

// rules: 4.4 4.2
TEST(MoveReport, OnlyTheStartSeen) {
    // Along MX1's north-west diagonal the inactive US2 at 8-8 hides the end 5-5 but not
    // the start 9-9: an inactive unit still stands in the way.
    const std::vector<Onlooker> o = {at(mx(1), {11, 11}, Relation::Hostile),
                                     at(us(2), {8, 8}, Relation::SameSide, UnitStatus::Inactive)};
    EXPECT_EQ(report_move(kMover, kSquare, {9, 9}, {5, 5}, o, Rulings{}),
              expect({9, 9}, {5, 5}, {us(2)}, {mx(1)}, {}));
}

// rules: 4.4 4.2
TEST(MoveReport, NeitherEndSeenTellsOnlyFriends) {
    // The actively allied US3 at 10-10 is nearer to MX1 than both ends, which lie in the
    // same north-west direction; MX2 is not active, so its clear view counts for nothing.
    const std::vector<Onlooker> o = {
        at(mx(1), {12, 12}, Relation::Hostile),
        at(us(3), {10, 10}, Relation::ActivelyAllied),
        at(mx(2), {7, 0}, Relation::Hostile, UnitStatus::Inactive),
    };
    const auto r = report_move(kMover, kSquare, {7, 7}, {4, 4}, o, Rulings{});
    EXPECT_EQ(r, expect({7, 7}, {4, 4}, {us(3)}));
    // Without the screen MX1 sees both ends.
    EXPECT_EQ(report_move(kMover, kSquare, {7, 7}, {4, 4}, std::vector<Onlooker>{o[0], o[2]}, Rulings{}),
              expect({7, 7}, {4, 4}, {mx(1), mx(2)}));
}

// rules: 4.4 4.2
TEST(MoveReport, EachEndMayBeSeenByADifferentUnit) {
    // MX1 sees only the start (US2 hides the end), MX2 only the end (US3 hides the start).
    const std::vector<Onlooker> o = {
        at(mx(1), {0, 2}, Relation::Hostile),  at(us(2), {6, 2}, Relation::SameSide),
        at(mx(2), {14, 2}, Relation::Hostile), at(us(3), {8, 2}, Relation::SameSide),
    };
    EXPECT_EQ(report_move(kMover, kSquare, {5, 2}, {9, 2}, o, Rulings{}),
              expect({5, 2}, {9, 2}, {us(2), us(3), mx(1), mx(2)}));
}

// rules: 4.4 4.2
TEST(MoveReport, EquallyNearUnitsAreAllSeen) {
    // US2 on the end square is exactly as near to MX1 as the mover there, so does not hide it;
    // so too a unit on the observer's own square, and a mover arriving on it.
    const std::vector<Onlooker> o = {at(mx(1), {7, 7}, Relation::Hostile), at(us(2), {7, 2}, Relation::SameSide),
                                     at(us(4), {7, 7}, Relation::SameSide)};
    EXPECT_EQ(report_move(kMover, kSquare, {10, 10}, {7, 2}, o, Rulings{}),
              expect({10, 10}, {7, 2}, {us(2), us(4), mx(1)}));
    // Coming from 7-0, behind US2, only the arrival on MX1's own square is seen.
    EXPECT_EQ(report_move(kMover, kSquare, {7, 0}, {7, 7}, o, Rulings{}),
              expect({7, 0}, {7, 7}, {us(2), us(4)}, {}, {mx(1)}));
}

// rules: 4.2 4.4
TEST(MoveReport, HeadquartersDoNotSight) {
    const std::vector<Onlooker> o = {at(mx(1, UnitType::ArmyHQ), {10, 2}, Relation::Hostile),
                                     at(mx(2, UnitType::CorpsHQ), {2, 5}, Relation::Hostile)};
    EXPECT_EQ(report_move(kMover, kSquare, {2, 2}, {5, 2}, o, Rulings{}), expect({2, 2}, {5, 2}, {}));
}

// rules: 11.3 12.3 4.4
TEST(MoveReport, InactiveAndShatteredUnitsDoNotSight) {
    // Were they active, MX1 would see the end and MX2 the start (US3 hides the other end
    // from each).
    std::vector<Onlooker> o = {at(mx(1), {10, 2}, Relation::Hostile, UnitStatus::Inactive),
                               at(mx(2), {2, 5}, Relation::Hostile, UnitStatus::Shattered),
                               at(us(3), {3, 4}, Relation::SameSide)};
    EXPECT_EQ(report_move(kMover, kSquare, {2, 2}, {5, 2}, o, Rulings{}), expect({2, 2}, {5, 2}, {us(3)}));
    o[1].status = UnitStatus::Active;
    EXPECT_EQ(report_move(kMover, kSquare, {2, 2}, {5, 2}, o, Rulings{}),
              expect({2, 2}, {5, 2}, {us(3)}, {mx(1), mx(2)}, {}));
}

// rules: 4.2 4.4
TEST(MoveReport, HeadquartersDoNotHideUnitsBehindThem) {
    // As OnlyTheEndSeen, but the unit at 4-2 is a headquarters.
    const std::vector<Onlooker> o = {at(mx(1), {10, 2}, Relation::Hostile),
                                     at(us(2, UnitType::CorpsHQ), {4, 2}, Relation::SameSide)};
    EXPECT_EQ(report_move(kMover, kSquare, {2, 2}, {5, 2}, o, Rulings{}),
              expect({2, 2}, {5, 2}, {us(2, UnitType::CorpsHQ), mx(1)}));
}

// rules: 4.2 4.4
TEST(MoveReport, OnlyFriendsOfTheMoverHideIt) {
    // A second hostile unit between MX1 and the start is taken as MX1's own side, so it
    // hides nothing (the API gives no relation between two onlookers).
    const std::vector<Onlooker> o = {at(mx(1), {10, 2}, Relation::Hostile), at(mx(2), {4, 2}, Relation::Hostile)};
    EXPECT_EQ(report_move(kMover, kSquare, {2, 2}, {5, 2}, o, Rulings{}),
              expect({2, 2}, {5, 2}, {mx(1), mx(2)}));
}

// rules: 4.2
TEST(MoveReport, SectorsSplitHalfwayBetweenCompassLines) {
    // The end 7-2 is due north of MX1 at 7-7. An offset of (1, -3) is 18.4 degrees off
    // north, inside the north sector, and hides it; (2, -3) is 33.7 degrees off, in the
    // north-east sector, and does not.
    const std::vector<Onlooker> north = {at(mx(1), {7, 7}, Relation::Hostile), at(us(2), {8, 4}, Relation::SameSide)};
    const std::vector<Onlooker> north_east = {at(mx(1), {7, 7}, Relation::Hostile),
                                              at(us(2), {9, 4}, Relation::SameSide)};
    EXPECT_EQ(report_move(kMover, kSquare, {0, 14}, {7, 2}, north, Rulings{}),
              expect({0, 14}, {7, 2}, {us(2)}, {mx(1)}, {}));
    EXPECT_EQ(report_move(kMover, kSquare, {0, 14}, {7, 2}, north_east, Rulings{}),
              expect({0, 14}, {7, 2}, {us(2), mx(1)}));
}

// rules: 4.2
TEST(MoveReport, SectorEdgesAreDecidedExactly) {
    // tan 22.5 degrees is 0.4142...: a screen at offset (5, 2) (ratio 0.4) lies in the
    // observer's east sector, one at (12, 5) (ratio 0.4167) in its south-east sector;
    // likewise (2, 5) south and (5, 12) south-east. Each hides the end of the move
    // that lies in its own sector, in both cases nearer than that end.
    const Onlooker eye = at(mx(1), {1, 1}, Relation::Hostile);
    const auto seen = [&](TacSquare from, TacSquare to, TacSquare screen) {
        const std::vector<Onlooker> o = {eye, at(us(2), screen, Relation::SameSide)};
        return report_move(kMover, kSquare, from, to, o, Rulings{});
    };
    const TacSquare east{14, 1}, south{1, 14}, south_east{14, 14};
    EXPECT_EQ(seen(east, south_east, {6, 3}), expect(east, south_east, {us(2)}, {}, {mx(1)}));
    EXPECT_EQ(seen(east, south_east, {13, 6}), expect(east, south_east, {us(2)}, {mx(1)}, {}));
    EXPECT_EQ(seen(south, south_east, {3, 6}), expect(south, south_east, {us(2)}, {}, {mx(1)}));
    EXPECT_EQ(seen(south, south_east, {6, 13}), expect(south, south_east, {us(2)}, {mx(1)}, {}));
}

// rules: 4.2 4.4
TEST(MoveReport, LinesAlternativeSeesOnlyAlongCompassLines) {
    // The start 9-2 is off every compass line from MX1 at 7-7 (offset 2, -5) but in its
    // north sector; the end 11-3 is on its north-east diagonal.
    const std::vector<Onlooker> o = {at(mx(1), {7, 7}, Relation::Hostile)};
    EXPECT_EQ(report_move(kMover, kSquare, {9, 2}, {11, 3}, o, Rulings{}), expect({9, 2}, {11, 3}, {mx(1)}));
    const auto lines = with(RulingId::SightDirection, static_cast<int>(SightDirection::Lines));
    EXPECT_EQ(report_move(kMover, kSquare, {9, 2}, {11, 3}, o, lines), expect({9, 2}, {11, 3}, {}, {}, {mx(1)}));
    // Nor does an off-line unit hide anything under it: US2 (offset 1, -3) hid the
    // north in SectorsSplitHalfwayBetweenCompassLines.
    const std::vector<Onlooker> screened = {at(mx(1), {7, 7}, Relation::Hostile),
                                            at(us(2), {8, 4}, Relation::SameSide)};
    EXPECT_EQ(report_move(kMover, kSquare, {0, 14}, {7, 2}, screened, lines),
              expect({0, 14}, {7, 2}, {us(2), mx(1)}));
}

// rules: 4.2 4.4
TEST(MoveReport, HostileOnlyAlternativeBlindsNeutralAndAlliedUnits) {
    const std::vector<Onlooker> o = {at(mx(1), {10, 2}, Relation::Neutral), at(mx(2), {2, 9}, Relation::Allied)};
    EXPECT_EQ(report_move(kMover, kSquare, {2, 2}, {5, 2}, o, Rulings{}), expect({2, 2}, {5, 2}, {mx(1), mx(2)}));
    const auto hostile_only = with(RulingId::SightedAsEnemy, static_cast<int>(SightedAsEnemy::HostileOnly));
    EXPECT_EQ(report_move(kMover, kSquare, {2, 2}, {5, 2}, o, hostile_only), expect({2, 2}, {5, 2}, {}));
}

// rules: 4.2 4.4
TEST(MoveReport, HeadquartersMoverSeenUnlessNeverSeen) {
    const UnitId hq = us(1, UnitType::ArmyHQ);
    const std::vector<Onlooker> o = {at(mx(1), {10, 2}, Relation::Hostile), at(us(2), {0, 0}, Relation::SameSide)};
    EXPECT_EQ(report_move(hq, kSquare, {2, 2}, {5, 2}, o, Rulings{}),
              expect({2, 2}, {5, 2}, {us(2), mx(1)}, {}, {}, hq));
    const auto never = with(RulingId::HqSeen, static_cast<int>(HqSeen::NeverSeen));
    EXPECT_EQ(report_move(hq, kSquare, {2, 2}, {5, 2}, o, never), expect({2, 2}, {5, 2}, {us(2)}, {}, {}, hq));
    // The ruling is about headquarters movers only.
    EXPECT_EQ(report_move(kMover, kSquare, {2, 2}, {5, 2}, o, never), expect({2, 2}, {5, 2}, {us(2), mx(1)}));
}

// rules: 4.4
TEST(MoveReport, NoMoveTellsOnlyFriends) {
    const std::vector<Onlooker> o = {at(mx(1), {10, 2}, Relation::Hostile), at(us(2), {0, 0}, Relation::SameSide)};
    EXPECT_EQ(report_move(kMover, kSquare, {5, 2}, {5, 2}, o, Rulings{}), expect({5, 2}, {5, 2}, {us(2)}));
    EXPECT_EQ(report_move(kMover, kSquare, {5, 2}, {5, 2}, {}, Rulings{}), expect({5, 2}, {5, 2}, {}));
}

// rules: 4.4 4.2
TEST(MoveReport, ResultDoesNotDependOnOnlookerOrder) {
    // OnlyTheEndSeen's screen and observer, plus stacked and mixed units.
    std::vector<Onlooker> o = {
        at(mx(1), {10, 2}, Relation::Hostile),
        at(us(2), {4, 2}, Relation::SameSide),
        at(mx(4), {10, 2}, Relation::Neutral, UnitStatus::Inactive),
        at(us(5, UnitType::CorpsHQ), {8, 2}, Relation::ActivelyAllied),
        at(mx(3, UnitType::ArmyHQ), {2, 9}, Relation::Hostile),
        at(us(6), {4, 2}, Relation::SameSide),
    };
    const auto want = expect({2, 2}, {5, 2}, {us(2), us(5, UnitType::CorpsHQ), us(6)}, {},
                             {mx(1), mx(3, UnitType::ArmyHQ), mx(4)});
    std::sort(o.begin(), o.end(), [](const Onlooker& a, const Onlooker& b) { return a.id < b.id; });
    int orders = 0;
    do {
        ASSERT_EQ(report_move(kMover, kSquare, {2, 2}, {5, 2}, o, Rulings{}), want);
        ++orders;
    } while (std::next_permutation(o.begin(), o.end(),
                                   [](const Onlooker& a, const Onlooker& b) { return a.id < b.id; }));
    EXPECT_EQ(orders, 720);
}

// rules: 4.5 4.2
TEST(PresenceReport, FriendsAlwaysTheOthersAllOnceOneOfThemSees) {
    // MX1 looks west along row 2 at the mover's square 5-2; the inactive MX4, who sees
    // nothing, is told too; the friend US2 is told either way.
    const std::vector<Onlooker> seen = {at(mx(1), {10, 2}, Relation::Hostile), at(us(2), {0, 14}, Relation::SameSide),
                                        at(mx(4), {0, 0}, Relation::Neutral, UnitStatus::Inactive)};
    const auto r = report_presence(kMover, kSquare, {5, 2}, true, seen, Rulings{});
    EXPECT_EQ(r.told_friends, (std::vector<UnitId>{us(2)}));
    EXPECT_EQ(r.told_others, (std::vector<UnitId>{mx(1), mx(4)}));
    EXPECT_TRUE(r.arrival);
    // US3 at 7-2 stands between: nobody unfriendly sees the mover, only friends are told.
    std::vector<Onlooker> hidden = seen;
    hidden.push_back(at(us(3), {7, 2}, Relation::SameSide));
    const auto h = report_presence(kMover, kSquare, {5, 2}, false, hidden, Rulings{});
    EXPECT_EQ(h.told_friends, (std::vector<UnitId>{us(2), us(3)}));
    EXPECT_TRUE(h.told_others.empty());
    EXPECT_FALSE(h.arrival);
}

// rules: 4.5 4.2
TEST(PresenceReport, AHeadquartersNobodySeesUnderNeverSeen) {
    const UnitId hq{Nation::US, 1, UnitType::CorpsHQ};
    const std::vector<Onlooker> o = {at(mx(1), {5, 3}, Relation::Hostile)};
    EXPECT_EQ(report_presence(hq, kSquare, {5, 2}, true, o, Rulings{}).told_others, (std::vector<UnitId>{mx(1)}));
    EXPECT_TRUE(report_presence(hq, kSquare, {5, 2}, true, o, with(RulingId::HqSeen, static_cast<int>(HqSeen::NeverSeen))).told_others.empty());
}

}  // namespace
}  // namespace umpire::gitm
