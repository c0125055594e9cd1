#include "properties/citations.hpp"

#include <rapidcheck.h>

#include "rules/catalogue.hpp"

namespace umpire::props {

std::optional<std::string> unknown_rule(std::string_view rule, std::string_view where) {
    if (find_catalogue_entry(rule) != nullptr) return std::nullopt;
    return std::string(where) + " cites unknown rule \"" + std::string(rule) + "\"";
}

namespace {
using Complaint = std::optional<std::string>;

template <class Item, class Check>
Complaint first(const std::vector<Item>& items, Check check) {
    for (const auto& item : items)
        if (auto c = check(item)) return c;
    return std::nullopt;
}

void fail_on(const Complaint& complaint) {
    if (complaint) RC_FAIL(*complaint);
}
}  // namespace

Complaint citation_complaint(const std::vector<gitm::Event>& events) {
    return first(events, [](const gitm::Event& e) { return unknown_rule(e.rule, "a move event"); });
}

Complaint citation_complaint(const gitm::PhaseOutcome& outcome) {
    return first(outcome.events,
                 [](const gitm::PhaseEvent& e) { return unknown_rule(e.event.rule, "a tactical phase event"); });
}

Complaint citation_complaint(const gitm::StrategicPhaseOutcome& outcome) {
    return first(outcome.events,
                 [](const gitm::StratEvent& e) { return unknown_rule(e.rule, "a strategic phase event"); });
}

Complaint citation_complaint(const gitm::TurnOutcome& outcome) {
    if (auto c = first(outcome.phases, [](const auto& p) { return unknown_rule(p.rule, "a turn phase"); })) return c;
    if (auto c = first(outcome.tactical, [](const auto& p) { return citation_complaint(p); })) return c;
    return first(outcome.strategic, [](const auto& p) { return citation_complaint(p); });
}

Complaint citation_complaint(const at::MoveReport& report) {
    return first(report.steps, [](const auto& s) {
        if (auto c = first(s.refused, [](const auto& r) { return unknown_rule(r.rule, "a refused AT step"); })) return c;
        if (auto c = first(s.terms, [](const auto& t) { return unknown_rule(t.rule, "an AT cost term"); })) return c;
        return first(s.consequences, [](const auto& x) { return unknown_rule(x.rule, "an AT consequence"); });
    });
}

void check_citations(const std::vector<gitm::Event>& events) { fail_on(citation_complaint(events)); }
void check_citations(const gitm::PhaseOutcome& outcome) { fail_on(citation_complaint(outcome)); }
void check_citations(const gitm::StrategicPhaseOutcome& outcome) { fail_on(citation_complaint(outcome)); }
void check_citations(const gitm::TurnOutcome& outcome) { fail_on(citation_complaint(outcome)); }
void check_citations(const at::MoveReport& report) { fail_on(citation_complaint(report)); }

}  // namespace umpire::props
