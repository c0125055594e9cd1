#include "app/turn_orders.hpp"

#include <algorithm>
#include <cassert>
#include <numeric>
#include <tuple>
#include <utility>

#include "model/order_text.hpp"
#include "rules/gitm/order_desk.hpp"

namespace umpire::app {
namespace {

// The case's "orders" are one order file's lines, so its line n is the list's entry
// n-1: a diagnostic of the order desk is moved onto that entry, where the case loader
// can locate it in the case file.
Diagnostic on_order_line(int line, int column, std::string what) {
    if (column > 0) what = "column " + std::to_string(column) + ": " + what;
    const std::string field = line > 0 ? "orders[" + std::to_string(line - 1) + "]" : "orders";
    return field_error(field, std::move(what));
}

// At a line of an order file (column 0: the whole line).
Diagnostic at_line(const std::string& file, int line, std::string field, std::string what) {
    Diagnostic d = field_error(std::move(field), std::move(what));
    d.where.file = file;
    d.where.line = line;
    return d;
}

// Every file's submissions as one desk input. The desk tells submissions apart by
// their header line, so each file's lines are numbered on after the files before it;
// `origin` keeps where each submission was written.
struct Stream {
    gitm::CheckedOrders checked;
    std::vector<OrderOrigin> origin;  // per submission of checked.file
};

int lines_in(const std::string& text) {
    return static_cast<int>(std::count(text.begin(), text.end(), '\n')) + 1;
}

Stream read_stream(const GameState& state, const std::vector<OrderText>& files, const Rulings& rulings) {
    Stream out;
    int offset = 0;
    for (std::size_t k = 0; k < files.size(); ++k) {
        gitm::CheckedOrders c = gitm::check_orders(files[k].text, files[k].name, &state, rulings);
        for (auto& d : c.errors) out.checked.errors.push_back(std::move(d));
        for (auto& s : c.file.submissions) {
            if (files[k].arrived) s.at = *files[k].arrived;
            out.origin.push_back({k, s.line});
            s.line += offset;
            out.checked.file.submissions.push_back(std::move(s));
        }
        for (auto& r : c.refused) {
            if (files[k].arrived) r.at = *files[k].arrived;
            r.refusal.diagnostic.where.line += offset;
            r.refusal.submission_line += offset;
            out.checked.refused.push_back(std::move(r));
        }
        offset += lines_in(files[k].text);
    }
    return out;
}

using Chosen = std::vector<std::size_t>;  // submissions, by their index in the stream

// Without credentials nobody can be told apart (rules 3.4, 6.1), so a game that
// wants a choice between submissions must give the state credentials. A war
// minister's form likewise, one per state (rule 10.6).
Expected<Chosen> one_per_unit(const Stream& in, const std::vector<OrderText>& files) {
    Chosen chosen;
    Errors errors;
    const auto& subs = in.checked.file.submissions;
    // Each submission's first of its kind (same unit, same minister), found by sorting
    // rather than by a search per submission: a turn has thousands.
    std::vector<std::size_t> by_form(subs.size());
    std::iota(by_form.begin(), by_form.end(), std::size_t{0});
    const auto form = [&](std::size_t k) { return std::tie(subs[k].minister, subs[k].unit); };
    std::stable_sort(by_form.begin(), by_form.end(), [&](std::size_t a, std::size_t b) { return form(a) < form(b); });
    std::vector<std::size_t> first(subs.size());
    for (std::size_t k = 0; k < by_form.size(); ++k)
        first[by_form[k]] = k > 0 && form(by_form[k]) == form(by_form[k - 1]) ? first[by_form[k - 1]] : by_form[k];
    for (std::size_t i = 0; i < subs.size(); ++i) {
        if (first[i] == i) {
            chosen.push_back(i);
            continue;
        }
        const OrderOrigin& was = in.origin[first[i]];
        const OrderOrigin& now = in.origin[i];
        std::string at = "line " + std::to_string(was.line);
        if (was.file != now.file) at += " of " + files[was.file].name;
        const std::string whose =
            subs[i].minister.empty() ? to_string(subs[i].unit) : "the war minister of " + subs[i].minister;
        errors.list.push_back(at_line(files[now.file].name, now.line, "",
                                      "a second submission for " + whose + " (the first is at " + at +
                                          "): without \"credentials\" in the state each unit may have one, as no rule "
                                          "can choose between them"));
    }
    if (!errors.list.empty()) return errors;
    return chosen;
}

// The submissions that count under the acceptance rules: judge_orders decides, and
// its accepted header lines pick the submissions (a header line is one submission's alone).
Chosen accepted(const Stream& in, const GameState& state, const Rulings& rulings) {
    Chosen chosen;
    const auto& subs = in.checked.file.submissions;
    // The stream numbers its lines on from file to file, so its submissions come in line order.
    const auto by_line = [](const Submission& x, int line) { return x.line < line; };
    assert(std::is_sorted(subs.begin(), subs.end(), [](const Submission& a, const Submission& b) { return a.line < b.line; }));
    for (const auto& o : gitm::judge_orders(in.checked, state, rulings).orders) {
        if (o.line == 0) continue;  // rule 6.9's defaults: the resolver applies them itself
        const auto s = std::lower_bound(subs.begin(), subs.end(), o.line, by_line);
        assert(s != subs.end() && s->line == o.line && "the desk accepts only submissions it was given");
        chosen.push_back(static_cast<std::size_t>(s - subs.begin()));
    }
    return chosen;
}

}  // namespace

Expected<TurnOrderSet> orders_in_force(const GameState& state, const std::vector<OrderText>& files,
                                       const Rulings& rulings) {
    const Stream in = read_stream(state, files, rulings);
    if (!in.checked.errors.empty()) return Errors{in.checked.errors};
    Chosen chosen;
    if (state.credentials) {
        chosen = accepted(in, state, rulings);
    } else {
        auto one = one_per_unit(in, files);
        if (!one) return std::move(one).take_errors();
        chosen = std::move(one).value();
    }
    const auto& subs = in.checked.file.submissions;
    std::sort(chosen.begin(), chosen.end(), [&](std::size_t a, std::size_t b) {
        return std::tie(subs[a].minister, subs[a].unit) < std::tie(subs[b].minister, subs[b].unit);
    });
    TurnOrderSet out;
    for (const std::size_t i : chosen) {
        const Submission& s = subs[i];
        if (!s.minister.empty()) {
            out.orders.ministers.push_back({s.minister, s.orders.supply.shipments});  // rule 10.6
            continue;
        }
        out.orders.push_back({s.unit, s.orders});
        out.origins.push_back(in.origin[i]);
    }
    for (const auto& f : files) out.files.push_back(f.name);
    return out;
}

std::vector<FileVerdict> submission_verdicts(const GameState& state, const std::vector<OrderText>& files,
                                             const Rulings& rulings) {
    std::vector<FileVerdict> out;
    if (!state.credentials) return out;
    const Stream in = read_stream(state, files, rulings);
    std::vector<int> offsets;  // the stream line each file's first line follows
    int offset = 0;
    for (const auto& f : files) {
        offsets.push_back(offset);
        offset += lines_in(f.text);
    }
    for (gitm::DeskSubmission d : gitm::judge_orders(in.checked, state, rulings).submissions) {
        std::size_t k = 0;
        while (k + 1 < offsets.size() && offsets[k + 1] < d.line) ++k;
        d.line -= offsets.empty() ? 0 : offsets[k];
        d.superseded_by = 0;
        out.push_back({k, std::move(d)});
    }
    return out;
}

Expected<TurnOrderSet> orders_in_force(const GameState& state, const std::vector<std::string>& lines,
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
    auto set = orders_in_force(state, std::vector<OrderText>{{"orders", std::move(text)}}, rulings);
    if (!set) {
        for (const auto& d : set.errors()) {
            std::string what = d.where.field.empty() ? d.what : d.where.field + ": " + d.what;
            errors.list.push_back(on_order_line(d.where.line, d.where.column, std::move(what)));
        }
        return errors;
    }
    set->files.clear();
    return set;
}

// validate_turn and validate_phase name TurnOrders entries ("orders[2].unit"); the
// entry becomes its submission's header line.
Diagnostic on_submission(Diagnostic d, const TurnOrderSet& set) {
    const std::string& f = d.where.field;
    if (!f.starts_with("orders[")) return d;
    const auto close = f.find(']');
    if (close == std::string::npos) return d;
    std::size_t entry = 0;
    for (std::size_t i = 7; i < close; ++i) {
        if (f[i] < '0' || f[i] > '9') return d;
        entry = entry * 10 + static_cast<std::size_t>(f[i] - '0');
    }
    if (entry >= set.origins.size()) return d;
    std::string rest = f.substr(close + 1);
    if (rest.starts_with('.')) rest.erase(0, 1);
    const OrderOrigin& at = set.origins[entry];
    if (set.files.empty()) return on_order_line(at.line, 0, rest.empty() ? d.what : rest + ": " + d.what);
    return at_line(set.files[at.file], at.line, std::move(rest), std::move(d.what));
}

Expected<TurnOrderSet> checked(Expected<TurnOrderSet> set, const OrdersCheck& check) {
    if (!set) return set;
    Errors errors;
    for (auto& d : check(set->orders)) errors.list.push_back(on_submission(std::move(d), *set));
    if (!errors.list.empty()) return errors;
    return set;
}

namespace {

std::vector<Diagnostic> turn_check(const GameState& state, const gitm::TurnOrders& orders) {
    return gitm::validate_turn(state, orders);
}

Expected<gitm::TurnOutcome> resolve(const GameState& state, Expected<TurnOrderSet> set, Seed seed,
                                    const Rulings& rulings, const ParamSet& params) {
    if (!set) return std::move(set).take_errors();
    return gitm::resolve_turn(state, set->orders, seed, rulings, params);
}

}  // namespace

Expected<TurnOrderSet> turn_orders(const GameState& state, const std::vector<std::string>& lines,
                                   const Rulings& rulings) {
    return checked(orders_in_force(state, lines, rulings), [&](const auto& o) { return turn_check(state, o); });
}

Expected<TurnOrderSet> turn_orders(const GameState& state, const std::vector<OrderText>& files, const Rulings& rulings) {
    return checked(orders_in_force(state, files, rulings), [&](const auto& o) { return turn_check(state, o); });
}

Expected<gitm::TurnOutcome> run_turn(const GameState& state, const std::vector<std::string>& lines, Seed seed,
                                     const Rulings& rulings, const ParamSet& params) {
    return resolve(state, turn_orders(state, lines, rulings), seed, rulings, params);
}

Expected<gitm::TurnOutcome> run_turn(const GameState& state, const std::vector<OrderText>& files, Seed seed,
                                     const Rulings& rulings, const ParamSet& params) {
    return resolve(state, turn_orders(state, files, rulings), seed, rulings, params);
}

}  // namespace umpire::app
