#include "golden/phase_case.hpp"

#include <algorithm>
#include <cassert>
#include <tuple>

#include "model/order_text.hpp"
#include "rules/gitm/order_desk.hpp"

namespace umpire {
namespace {

// The order file is the case's "orders" joined by newlines, so its line n is the
// list's entry n-1: a diagnostic of the order desk is moved onto that entry, where
// the case loader can locate it in the case file.
Diagnostic on_order_line(int line, int column, std::string what) {
    if (column > 0) what = "column " + std::to_string(column) + ": " + what;
    const std::string field = line > 0 ? "orders[" + std::to_string(line - 1) + "]" : "orders";
    return field_error(field, std::move(what));
}

// Without credentials nobody can be told apart (rules 3.4, 6.1), so a case that
// wants a choice between submissions must give the state credentials.
// A war minister's form likewise, one per state (rule 10.6).
Expected<std::vector<const Submission*>> one_per_unit(const OrderFile& file) {
    std::vector<const Submission*> chosen;
    Errors errors;
    for (const auto& s : file.submissions) {
        const auto first = std::find_if(chosen.begin(), chosen.end(),
                                        [&](const Submission* c) { return c->unit == s.unit && c->minister == s.minister; });
        if (first == chosen.end()) {
            chosen.push_back(&s);
            continue;
        }
        const std::string whose = s.minister.empty() ? to_string(s.unit) : "the war minister of " + s.minister;
        errors.list.push_back(on_order_line(s.line, 0,
                                            "a second submission for " + whose + " (the first is at line " +
                                                std::to_string((*first)->line) +
                                                "): without \"credentials\" in the state each unit may have one, "
                                                "as no rule can choose between them"));
    }
    if (!errors.list.empty()) return errors;
    return chosen;
}

// The submissions that count under the acceptance rules: judge_orders decides, and
// its accepted header lines pick the submissions' UnitOrders values (a header line
// is one submission's alone).
std::vector<const Submission*> accepted(const gitm::CheckedOrders& checked, const GameState& state, const Rulings& rulings) {
    std::vector<const Submission*> chosen;
    for (const auto& o : gitm::judge_orders(checked, state, rulings).orders) {
        if (o.line == 0) continue;  // rule 6.9's defaults: the resolver applies them itself
        const auto s = std::find_if(checked.file.submissions.begin(), checked.file.submissions.end(),
                                    [&](const Submission& x) { return x.line == o.line; });
        assert(s != checked.file.submissions.end() && "the desk accepts only submissions it was given");
        chosen.push_back(&*s);
    }
    return chosen;
}

}  // namespace

// validate_phase names TurnOrders entries ("orders[2].unit"); the case's "orders"
// are lines, so the entry becomes its submission's header line.
Diagnostic on_case_order_line(Diagnostic d, const CaseTurnOrders& orders) {
    const std::string& f = d.where.field;
    if (!f.starts_with("orders[")) return d;
    const auto close = f.find(']');
    if (close == std::string::npos) return d;
    std::size_t entry = 0;
    for (std::size_t i = 7; i < close; ++i) {
        if (f[i] < '0' || f[i] > '9') return d;
        entry = entry * 10 + static_cast<std::size_t>(f[i] - '0');
    }
    if (entry >= orders.lines.size()) return d;
    std::string rest = f.substr(close + 1);
    if (rest.starts_with('.')) rest.erase(0, 1);
    std::string what = rest.empty() ? d.what : rest + ": " + d.what;
    return on_order_line(orders.lines[entry], 0, std::move(what));
}

namespace {

Expected<CaseTurnOrders> valid_turn_orders(const PhaseCase& c, const Rulings& rulings) {
    auto orders = case_turn_orders(c.state, c.orders, rulings);
    if (!orders) return orders;
    Errors errors;
    for (auto& d : gitm::validate_phase(c.state, orders->orders, c.phase))
        errors.list.push_back(on_case_order_line(std::move(d), *orders));
    if (!errors.list.empty()) return errors;
    return orders;
}

}  // namespace

Expected<CaseTurnOrders> case_turn_orders(const GameState& state, const std::vector<std::string>& lines,
                                          const Rulings& rulings) {
    Errors errors;
    std::string text;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        // A newline inside an entry would shift every later line number.
        if (lines[i].find('\n') != std::string::npos)
            errors.list.push_back(on_order_line(static_cast<int>(i) + 1, 0, "one line of the order file per string: "
                                                                            "this one holds a newline"));
        text += lines[i];
        text += '\n';
    }
    if (!errors.list.empty()) return errors;
    const gitm::CheckedOrders checked = gitm::check_orders(text, "orders", &state, rulings);
    for (const auto& d : checked.errors) {
        std::string what = d.where.field.empty() ? d.what : d.where.field + ": " + d.what;
        errors.list.push_back(on_order_line(d.where.line, d.where.column, std::move(what)));
    }
    if (!errors.list.empty()) return errors;

    std::vector<const Submission*> chosen;
    if (state.credentials) {
        chosen = accepted(checked, state, rulings);
    } else {
        auto one = one_per_unit(checked.file);
        if (!one) return std::move(one).take_errors();
        chosen = std::move(one).value();
    }
    std::sort(chosen.begin(), chosen.end(), [](const Submission* a, const Submission* b) {
        return std::tie(a->minister, a->unit) < std::tie(b->minister, b->unit);
    });
    CaseTurnOrders out;
    for (const Submission* s : chosen) {
        if (!s->minister.empty()) {
            out.orders.ministers.push_back({s->minister, s->orders.supply.shipments});  // rule 10.6
            continue;
        }
        out.orders.push_back({s->unit, s->orders});
        out.lines.push_back(s->line);
    }
    return out;
}

std::vector<Diagnostic> validate_phase_case(const CaseFile& file, const Rulings& rulings) {
    auto orders = valid_turn_orders(std::get<PhaseCase>(file.payload), rulings);
    return orders ? std::vector<Diagnostic>{} : orders.errors();
}

Expected<std::vector<gitm::PhaseOutcome>> run_phase_case(const CaseFile& file, const Rulings& rulings) {
    const auto& c = std::get<PhaseCase>(file.payload);
    auto orders = valid_turn_orders(c, rulings);
    if (!orders) return std::move(orders).take_errors();
    // Rule 6.9's defaults are the turn's orders too: built once from the state the run
    // starts with, so a unit's default support box stays where it began.
    const gitm::TurnOrders turn = gitm::with_default_orders(c.state, orders->orders);
    const ParamSet params = file.resolved_params();
    std::vector<gitm::PhaseOutcome> out;
    const int last = c.through.value_or(c.phase);
    for (int p = c.phase; p <= last; ++p) {
        const GameState& before = out.empty() ? c.state : out.back().state;
        out.push_back(gitm::resolve_tactical_phase(before, turn, p, file.seed, rulings, params));
    }
    return out;
}

PhaseCaseReport report_phase_case(const std::vector<gitm::PhaseOutcome>& outcomes) {
    const auto by_id = [](const auto& a, const auto& b) { return a.id < b.id; };
    PhaseCaseReport r;
    for (const auto& o : outcomes) {
        PhaseRecord p{o.phase, o.events, o.battles, o.reports, o.units};
        std::stable_sort(p.units.begin(), p.units.end(),
                         [](const gitm::UnitPhase& a, const gitm::UnitPhase& b) { return a.unit < b.unit; });
        r.phases.push_back(std::move(p));
    }
    if (!outcomes.empty()) {
        r.units = outcomes.back().state.units;
        std::stable_sort(r.units.begin(), r.units.end(), by_id);
    }
    return r;
}

}  // namespace umpire
