// The sentences the orders phase's status changes print (rules 3.5, 11.1, 11.2;
// rules/gitm/units/orders_phase.hpp): each action and result, a merger's men,
// batteries and what leaves over the caps.
#include <gtest/gtest.h>

#include "rules/gitm/units/orders_phase.hpp"

namespace umpire::gitm {
namespace {

const UnitId kUs1{Nation::US, 1, UnitType::HorseArtillery};
const UnitId kUs2{Nation::US, 2, UnitType::HorseArtillery};

StatusEvent status(StatusAction action, StatusResult result) {
    StatusEvent e;
    e.unit = kUs1;
    e.action = action;
    e.result = result;
    e.other = kUs2;
    return e;
}

StatusEvent merged(int men, int batteries, int excess_men, int excess_batteries, int lost_abroad) {
    StatusEvent e = status(StatusAction::Merge, StatusResult::Done);
    e.strength_after = men;
    e.batteries_after = batteries;
    e.excess_men = excess_men;
    e.excess_batteries = excess_batteries;
    e.lost_abroad = lost_abroad;
    return e;
}

// rules: 3.5
TEST(StatusExplain, AMergerTellsTheMenBatteriesAndWhatLeavesOverTheCaps) {
    EXPECT_EQ(explain(merged(300, 0, 0, 0, 0)), "US1HA merges into US2HA, now 300 men (rule 3.5)");
    EXPECT_EQ(explain(merged(300, 1, 0, 0, 0)), "US1HA merges into US2HA, now 300 men and 1 battery (rule 3.5)");
    EXPECT_EQ(explain(merged(500, 2, 100, 0, 0)),
              "US1HA merges into US2HA, now 500 men and 2 batteries; over the size of its type 100 men leave for the "
              "manpower pool (rule 3.5)");
    EXPECT_EQ(explain(merged(500, 2, 1, 0, 0)),
              "US1HA merges into US2HA, now 500 men and 2 batteries; over the size of its type 1 men leave for the "
              "manpower pool (rule 3.5)");
    EXPECT_EQ(explain(merged(500, 2, 100, 0, 40)),
              "US1HA merges into US2HA, now 500 men and 2 batteries; over the size of its type 100 men leave (on "
              "foreign soil 40 of the men are lost) (rule 3.5)");
    EXPECT_EQ(explain(merged(500, 2, 0, 1, 0)),
              "US1HA merges into US2HA, now 500 men and 2 batteries; over the size of its type 0 men and 1 battery "
              "leave (rule 3.5)");
    EXPECT_EQ(explain(merged(500, 2, 30, 3, 0)),
              "US1HA merges into US2HA, now 500 men and 2 batteries; over the size of its type 30 men and 3 batteries "
              "leave for the manpower pool (rule 3.5)");
}

// rules: 3.5, 11.1, 11.2
TEST(StatusExplain, EachActionSaysWhatWasDoneOrWhyNot) {
    using A = StatusAction;
    using R = StatusResult;
    EXPECT_EQ(explain(status(A::Activate, R::Done)), "US1HA is activated (rules 3.5, 11.1)");
    EXPECT_EQ(explain(status(A::Activate, R::AlreadySo)), "US1HA is already active (rule 11.1)");
    EXPECT_EQ(explain(status(A::Activate, R::Shattered)),
              "US1HA cannot be activated: it is shattered and reforms (rule 12.3)");
    EXPECT_EQ(explain(status(A::Merge, R::TargetGone)),
              "US1HA does not merge into US2HA: US2HA is no longer in the game (merged away first, rule 3.5)");
    EXPECT_EQ(explain(status(A::Merge, R::OtherSquare)),
              "US1HA does not merge into US2HA: it is not in US2HA's strategic square (rule 3.5)");
    EXPECT_EQ(explain(status(A::Inactivate, R::Done)), "US1HA is inactivated (rule 11.1)");
    EXPECT_EQ(explain(status(A::Inactivate, R::AlreadySo)), "US1HA is already inactive (rule 11.1)");
    EXPECT_EQ(explain(status(A::Inactivate, R::HostilePresent)),
              "US1HA cannot be inactivated: neutral or enemy unit US2HA is in its strategic square (rule 11.2)");
    StatusEvent cap = status(A::Activate, R::StackingCap);
    cap.rule = "2.5";
    EXPECT_EQ(explain(cap), "US1HA cannot be activated: active, it would put its square over a stacking cap (rule 2.5)");
}

// The merge refusals and the caps of 11.2, each with its rule (and the ruling that
// decides a chain of mergers).
// rules: 3.5, 11.2
TEST(StatusExplain, EveryRefusalNamesItsRule) {
    using A = StatusAction;
    using R = StatusResult;
    EXPECT_EQ(explain(status(A::Merge, R::NotActive)), "US1HA does not merge into US2HA: it is not active (rule 3.5)");
    EXPECT_EQ(explain(status(A::Merge, R::TargetNotActive)),
              "US1HA does not merge into US2HA: US2HA is not active (rule 3.5)");
    EXPECT_EQ(explain(status(A::Merge, R::TargetMerging)),
              "US1HA does not merge into US2HA: US2HA is itself ordered to merge (rule 3.5, ruling MERGE-CHAIN refuse)");
    EXPECT_EQ(explain(status(A::Merge, R::Cycle)),
              "US1HA does not merge into US2HA: the merge orders go round in a circle (rule 3.5, ruling MERGE-CHAIN "
              "follow)");
    EXPECT_EQ(explain(status(A::Merge, R::OtherTacticalSquare)),
              "US1HA does not merge into US2HA: an enemy unit is in the strategic square and it is not in US2HA's "
              "tactical square (rule 3.5)");
    EXPECT_EQ(explain(status(A::Merge, R::NotMergeable)),
              "US1HA does not merge into US2HA: only two units of one type and state merge, neither a headquarters nor "
              "militia (rule 3.5)");
    EXPECT_EQ(explain(status(A::Inactivate, R::InactiveCap)),
              "US1HA cannot be inactivated: the square already holds the most inactive units it may (rule 11.2)");
}

}  // namespace
}  // namespace umpire::gitm
