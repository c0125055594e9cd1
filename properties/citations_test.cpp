// The citation check every property suite runs (properties/citations.hpp) can fail:
// an event, phase or AT term citing an id the catalogue lacks is named, and the check
// fails the running property with that complaint.
#include <gtest/gtest.h>

#include <rapidcheck.h>

#include "properties/citations.hpp"

namespace umpire::props {
namespace {

gitm::Event event_citing(const char* rule) {
    gitm::Event e;
    e.kind = gitm::EventKind::Moved;
    e.rule = rule;
    return e;
}

TEST(Citations, AnIdMissingFromTheCatalogueIsAComplaint) {
    EXPECT_EQ(unknown_rule("8.3", "a move event"), std::nullopt);
    EXPECT_EQ(unknown_rule("tm-example-2", "a move event"), std::nullopt);
    EXPECT_EQ(unknown_rule("8.33", "a move event"), "a move event cites unknown rule \"8.33\"");
    EXPECT_EQ(unknown_rule("", "a turn phase"), "a turn phase cites unknown rule \"\"");
}

TEST(Citations, EveryOutcomeNamesItsFirstBadCitation) {
    const std::vector<gitm::Event> good{event_citing("8.3"), event_citing("8.5")};
    EXPECT_EQ(citation_complaint(good), std::nullopt);
    EXPECT_EQ(citation_complaint({event_citing("8.3"), event_citing("8.55"), event_citing("8.66")}),
              "a move event cites unknown rule \"8.55\"");

    gitm::PhaseOutcome phase;
    phase.events = {{{}, event_citing("8.2")}};
    EXPECT_EQ(citation_complaint(phase), std::nullopt);
    phase.events.push_back({{}, event_citing("tm-example-9")});
    EXPECT_EQ(citation_complaint(phase), "a tactical phase event cites unknown rule \"tm-example-9\"");

    gitm::StrategicPhaseOutcome strategic;
    strategic.events.emplace_back().rule = "7.1";
    EXPECT_EQ(citation_complaint(strategic), std::nullopt);
    strategic.events.emplace_back().rule = "7.77";
    EXPECT_EQ(citation_complaint(strategic), "a strategic phase event cites unknown rule \"7.77\"");

    gitm::TurnOutcome turn;
    turn.phases.emplace_back().rule = "8.1";
    EXPECT_EQ(citation_complaint(turn), std::nullopt);
    turn.strategic.push_back(strategic);
    EXPECT_EQ(citation_complaint(turn), "a strategic phase event cites unknown rule \"7.77\"");
    turn.tactical.push_back(phase);
    EXPECT_EQ(citation_complaint(turn), "a tactical phase event cites unknown rule \"tm-example-9\"");
    turn.phases.emplace_back().rule = "5.9";
    EXPECT_EQ(citation_complaint(turn), "a turn phase cites unknown rule \"5.9\"");

    at::MoveReport report;
    auto& step = report.steps.emplace_back();
    step.terms.push_back({"at-fuel", "", 0});
    EXPECT_EQ(citation_complaint(report), std::nullopt);
    step.consequences.push_back({"at-nothing", ""});
    EXPECT_EQ(citation_complaint(report), "an AT consequence cites unknown rule \"at-nothing\"");
    step.refused.push_back({"at-nowhere", ""});
    EXPECT_EQ(citation_complaint(report), "a refused AT step cites unknown rule \"at-nowhere\"");
}

// Inside a property the complaint becomes RC_FAIL, which fails the case by throwing.
TEST(Citations, TheCheckFailsTheRunningProperty) {
    EXPECT_NO_THROW(check_citations(std::vector<gitm::Event>{event_citing("8.3")}));
    EXPECT_THROW(check_citations(std::vector<gitm::Event>{event_citing("8.33")}), rc::detail::CaseResult);
}

}  // namespace
}  // namespace umpire::props
