#include "properties/citations.hpp"

#include <rapidcheck.h>

#include "rules/catalogue.hpp"

namespace umpire::props {

void check_rule(std::string_view rule, std::string_view where) {
    if (find_catalogue_entry(rule) == nullptr)
        RC_FAIL(std::string(where) + " cites unknown rule \"" + std::string(rule) + "\"");
}

void check_ruling(std::string_view ruling, std::string_view where) {
    if (const auto list = RulingList::parse(ruling); !list)
        RC_FAIL(std::string(where) + " cites rulings \"" + std::string(ruling) + "\": " + list.errors().front().what);
}

namespace {
template <class E> void check_event(const E& e, std::string_view where) {
    check_rule(e.rule, where);
    check_ruling(e.ruling, where);
}
}  // namespace

void check_citations(const std::vector<gitm::Event>& events) {
    for (const auto& e : events) check_event(e, "a move event");
}

void check_citations(const gitm::PhaseOutcome& outcome) {
    for (const auto& e : outcome.events) check_event(e.event, "a tactical phase event");
}

void check_citations(const gitm::StrategicPhaseOutcome& outcome) {
    for (const auto& e : outcome.events) check_event(e, "a strategic phase event");
}

void check_citations(const gitm::TurnOutcome& outcome) {
    for (const auto& p : outcome.phases) check_rule(p.rule, "a turn phase");
    for (const auto& p : outcome.tactical) check_citations(p);
    for (const auto& p : outcome.strategic) check_citations(p);
}

void check_citations(const at::MoveReport& report) {
    for (const auto& s : report.steps) {
        for (const auto& r : s.refused) check_rule(r.rule, "a refused AT step");
        for (const auto& t : s.terms) check_rule(t.rule, "an AT cost term");
        for (const auto& c : s.consequences) check_rule(c.rule, "an AT consequence");
    }
}

}  // namespace umpire::props
