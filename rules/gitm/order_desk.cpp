#include "rules/gitm/order_desk.hpp"

#include <algorithm>
#include <cassert>

#include "model/order_check.hpp"
#include "model/order_text.hpp"

namespace umpire::gitm {
namespace {

// Submissions are contiguous blocks from their header to `end`, so a diagnostic
// belongs to the last submission whose header is at or above its line.
std::size_t owner_of(const OrderFile& file, int line) {
    std::size_t owner = file.submissions.size();
    if (line <= 0) return owner;
    for (std::size_t i = 0; i < file.submissions.size(); ++i)
        if (file.submissions[i].line <= line) owner = i;
    return owner;
}

std::string refused_reason(const OrderRefusal& r) {
    const std::string what = r.diagnostic.what;
    if (r.field == OrderField::SupplySource) return "`" + std::string(field_name(r.field)) + "` ignored: " + what;
    return "`" + std::string(field_name(r.field)) + "` ignored, the rest of the submission stands (ruling "
           "DESK-REFUSED-VALUE drop-field): " + what;
}

std::vector<std::string> body_lines(const UnitOrders& orders) {
    std::vector<std::string> out;
    const std::string text = print_unit_orders(orders);
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        out.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return out;
}

}  // namespace

CheckedOrders check_orders(std::string_view text, const std::string& file, const GameState* state,
                           const Rulings& rulings) {
    ParsedOrders parsed = parse_orders(text, file);
    CheckedOrders out{std::move(parsed.file), std::move(parsed.errors), {}};
    if (state == nullptr) return out;
    const bool drop_submission = rulings.get<DeskRefusedValue>() == DeskRefusedValue::DropSubmission;
    std::vector<OrderRefusal> refusals = refuse_values(out.file, *state, file);
    // What each submission loses: nothing, some values, or everything (no such unit;
    // a refused value other than a supply source under drop-submission).
    const std::size_t n = out.file.submissions.size();
    std::vector<bool> gone(n, false), whole(n, false);
    for (const auto& r : refusals) {
        const std::size_t i = owner_of(out.file, r.diagnostic.where.line);
        assert(i < n && "a refusal lies inside its submission");
        if (r.field == OrderField::Unit) gone[i] = true;
        else if (drop_submission && r.field != OrderField::SupplySource) whole[i] = true;
    }
    for (auto& r : refusals) {
        const std::size_t i = owner_of(out.file, r.diagnostic.where.line);
        Submission& s = out.file.submissions[i];
        if (gone[i]) {
            if (r.field == OrderField::Unit) out.errors.push_back(std::move(r.diagnostic));
            continue;
        }
        if (!whole[i]) drop_field(s.orders, r.field);
        out.refused.push_back({std::move(r), s.unit, s.minister, s.sender, s.at, whole[i]});
    }
    std::vector<Submission> kept;
    for (std::size_t i = 0; i < n; ++i)
        if (!gone[i] && !whole[i]) kept.push_back(std::move(out.file.submissions[i]));
    out.file.submissions = std::move(kept);
    sort_by_position(out.errors);
    return out;
}

OrderDeskReport judge_orders(const CheckedOrders& checked, const GameState& state, const Rulings& rulings,
                             const VerifyProgress& progress) {
    assert(state.credentials.has_value());
    OrderDeskReport report;
    for (const auto& d : checked.errors) report.errors.push_back(format(d));
    const auto& subs = checked.file.submissions;
    std::vector<SubmissionMeta> meta;
    meta.reserve(subs.size());
    for (const auto& s : subs) {
        std::optional<std::string_view> password;
        if (s.password) password = s.password->reveal();
        meta.push_back({s.unit, s.sender, s.at, password, s.minister});
    }
    const AcceptanceReport judged = accept_orders(*state.credentials, meta, rulings, progress);
    assert(judged.verdicts.size() == subs.size());
    for (std::size_t i = 0; i < subs.size(); ++i) {
        const auto& v = judged.verdicts[i];
        const int by = v.superseded_by ? subs[*v.superseded_by].line : 0;
        report.submissions.push_back(
            {subs[i].line, subs[i].unit, subs[i].minister, subs[i].sender, subs[i].at, v.verdict, v.role, v.rule, v.reason, by});
    }
    // The refusals' own lines: each ignored value, and each submission dropped whole
    // once, with all its refused values.
    for (std::size_t k = 0; k < checked.refused.size(); ++k) {
        const RefusedValue& r = checked.refused[k];
        const int line = r.refusal.diagnostic.where.line;
        if (!r.whole) {
            report.submissions.push_back(
                {line, r.unit, r.minister, r.sender, r.at, Verdict::ValueIgnored, Role::None, r.refusal.rule,
                 refused_reason(r.refusal), 0});
            continue;
        }
        if (k > 0 && checked.refused[k - 1].whole && checked.refused[k - 1].refusal.submission_line == r.refusal.submission_line)
            continue;
        std::string reason = "the whole submission is dropped for its refused values (ruling DESK-REFUSED-VALUE drop-submission)";
        for (std::size_t j = k; j < checked.refused.size() && checked.refused[j].whole &&
                                checked.refused[j].refusal.submission_line == r.refusal.submission_line;
             ++j)
            reason += "; line " + std::to_string(checked.refused[j].refusal.diagnostic.where.line) + ": " +
                      checked.refused[j].refusal.diagnostic.what;
        report.submissions.push_back(
            {r.refusal.submission_line, r.unit, r.minister, r.sender, r.at, Verdict::Dropped, Role::None, r.refusal.rule, reason, 0});
    }
    std::stable_sort(report.submissions.begin(), report.submissions.end(),
                     [](const DeskSubmission& a, const DeskSubmission& b) { return a.line < b.line; });
    std::vector<const Unit*> units;
    for (const auto& u : state.units) units.push_back(&u);
    std::sort(units.begin(), units.end(), [](const Unit* a, const Unit* b) { return a->id < b->id; });
    for (const Unit* u : units) {
        const auto hit = std::find_if(judged.accepted.begin(), judged.accepted.end(),
                                      [&](const auto& a) { return a.first == u->id; });
        if (hit != judged.accepted.end()) {
            const Submission& s = subs[hit->second];
            report.orders.push_back({u->id, {}, s.line, "6.1", body_lines(s.orders)});
        } else {
            UnitOrders d = default_orders(*u);
            if (rulings.get<DeskDefaultSupply>() == DeskDefaultSupply::CarryOne) d.supply.carry = 1;
            report.orders.push_back({u->id, {}, 0, "6.9", body_lines(d)});
        }
    }
    for (const auto& [state_id, i] : judged.ministers) report.orders.push_back({{}, state_id, subs[i].line, "6.1", body_lines(subs[i].orders)});
    return report;
}

}  // namespace umpire::gitm
