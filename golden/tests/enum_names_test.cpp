// The enums that case files, snapshots, explain text and the CLI write by name are
// declared with UMPIRE_NAMED_ENUM (issue 19), so one list gives the count, the names
// and the JSON codec. These tests pin the spellings the outputs use, where the text
// differs from the C++ name, and check every value survives the codec both ways.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <string_view>

#include "golden/case_file.hpp"
#include "model/json/model_json.hpp"
#include "model/order_form.hpp"
#include "rules/catalogue.hpp"
#include "rules/gitm/acceptance.hpp"
#include "rules/gitm/contact.hpp"
#include "rules/gitm/entry.hpp"
#include "rules/gitm/move_outcome.hpp"
#include "rules/gitm/strategic_phase.hpp"
#include "rules/gitm/tactical_phase.hpp"
#include "rules/gitm/turn.hpp"

namespace umpire {
namespace {

// Every name is distinct and written by the generic codec; an unknown name is refused
// with a message listing all of them.
template <NamedEnum E>
void expect_codec_round_trip() {
    std::set<std::string_view> seen;
    std::string listed;
    for (const E e : enum_values<E>()) {
        const std::string_view n = enum_name(e);
        EXPECT_FALSE(n.empty());
        EXPECT_TRUE(seen.insert(n).second) << "name given twice: " << n;
        EXPECT_EQ(StringCodec<E>::write(e), n);
        const auto back = StringCodec<E>::read(n);
        ASSERT_TRUE(back.ok()) << n;
        EXPECT_EQ(*back, e) << n;
        listed += (listed.empty() ? "" : ", ") + std::string(n);
    }
    const auto bad = StringCodec<E>::read("no-such-name");
    ASSERT_FALSE(bad.ok());
    EXPECT_NE(bad.errors().front().what.find("expected one of: " + listed), std::string::npos)
        << bad.errors().front().what;
}

TEST(NamedEnums, EveryValueRoundTripsThroughItsCodec) {
    expect_codec_round_trip<gitm::EventKind>();
    expect_codec_round_trip<gitm::MoveResult>();
    expect_codec_round_trip<gitm::StratEventKind>();
    expect_codec_round_trip<gitm::StepKind>();
    expect_codec_round_trip<gitm::MoveKind>();
    expect_codec_round_trip<gitm::BattleStance>();
    expect_codec_round_trip<gitm::TurnStep>();
    expect_codec_round_trip<gitm::EntryStep>();
    expect_codec_round_trip<gitm::EntryVerdict>();
    expect_codec_round_trip<gitm::ContactBar>();
    expect_codec_round_trip<gitm::ContactStop>();
    expect_codec_round_trip<gitm::ContactPointKind>();
    expect_codec_round_trip<gitm::Verdict>();
    expect_codec_round_trip<gitm::Role>();
    expect_codec_round_trip<CaseKind>();
    expect_codec_round_trip<RuleStatus>();
    expect_codec_round_trip<BattleLine>();
    expect_codec_round_trip<DefensiveMode>();
    expect_codec_round_trip<Quality>();
    expect_codec_round_trip<TurnKind>();
}

// The spellings golden snapshots, explain text and --json carry today: first, last
// and multi-word values of each enum, whose text is not the C++ name.
TEST(NamedEnums, NamesAreTheOutputsSpellings) {
    EXPECT_EQ(enum_count<gitm::EventKind>, 40);
    EXPECT_EQ(gitm::name(gitm::EventKind::NotActive), "not-active");
    EXPECT_EQ(gitm::name(gitm::EventKind::SuppliesDestroyed), "supplies-destroyed");
    EXPECT_EQ(gitm::name(gitm::EventKind::InterceptFallsShort), "intercept-falls-short");
    EXPECT_EQ(gitm::name(gitm::EventKind::CrossingEnd), "crossing-end");
    EXPECT_EQ(gitm::name(gitm::EventKind::EnemyOutOfReach), "enemy-out-of-reach");
    EXPECT_EQ(enum_count<gitm::MoveResult>, 5);
    EXPECT_EQ(gitm::name(gitm::MoveResult::HaltedShort), "halted-short");
    EXPECT_EQ(gitm::name(gitm::MoveResult::NotMoved), "not-moved");
    EXPECT_EQ(enum_count<gitm::StratEventKind>, 47);
    EXPECT_EQ(gitm::name(gitm::StratEventKind::TacticalMoveCancelled), "tactical-move-cancelled");
    EXPECT_EQ(gitm::name(gitm::StratEventKind::RestackLeftover), "restack-leftover");
    EXPECT_EQ(gitm::name(gitm::StepKind::Enemies), "enemies");
    EXPECT_EQ(gitm::name(gitm::MoveKind::Support), "support");
    EXPECT_EQ(gitm::name(gitm::BattleStance::AttackAndDefend), "attack-and-defend");
    EXPECT_EQ(gitm::name(gitm::TurnStep::EndOfTurn), "end-of-turn");
    EXPECT_EQ(gitm::name(gitm::TurnStep::Restack), "restack");
    EXPECT_EQ(gitm::name(gitm::TurnStep::Orders), "orders");
    EXPECT_EQ(gitm::name(gitm::EntryStep::Side), "side");
    EXPECT_EQ(gitm::name(gitm::EntryVerdict::NoSideSquare), "no-side-square");
    EXPECT_EQ(gitm::name(gitm::ContactBar::EnemyCavalry), "enemy-cavalry");
    EXPECT_EQ(gitm::name(gitm::Verdict::NotCommanderOrDeputy), "not-commander-or-deputy");
    EXPECT_EQ(gitm::name(gitm::Role::Deputy), "deputy");
    EXPECT_EQ(name(CaseKind::DndPathCost), "dnd-path-cost");
    EXPECT_EQ(name(CaseKind::Turn), "turn");
    EXPECT_EQ(name(RuleStatus::Partly), "partly implemented");
    EXPECT_EQ(name(RuleStatus::NotDecidable), "not decidable");
    EXPECT_EQ(name(BattleLine::Rear), "rear");
    EXPECT_EQ(name(DefensiveMode::LastDitch), "last-ditch");
}

}  // namespace
}  // namespace umpire
