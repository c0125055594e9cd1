#include "rules/gitm/order_desk.hpp"

#include <algorithm>
#include <cassert>

#include "model/order_check.hpp"
#include "model/order_text.hpp"

namespace umpire::gitm {
namespace {

// Submissions are contiguous blocks from their header to `end`, so a diagnostic
// belongs to the last submission whose header is at or above its line.
std::vector<bool> spoiled(const OrderFile& file, const std::vector<Diagnostic>& errors) {
    std::vector<bool> bad(file.submissions.size(), false);
    for (const auto& d : errors) {
        if (d.where.line <= 0) continue;
        std::size_t owner = file.submissions.size();
        for (std::size_t i = 0; i < file.submissions.size(); ++i)
            if (file.submissions[i].line <= d.where.line) owner = i;
        if (owner < bad.size()) bad[owner] = true;
    }
    return bad;
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

CheckedOrders check_orders(std::string_view text, const std::string& file, const GameState* state) {
    ParsedOrders parsed = parse_orders(text, file);
    CheckedOrders out{std::move(parsed.file), std::move(parsed.errors)};
    if (state == nullptr) return out;
    std::vector<Diagnostic> semantic = validate_orders(out.file, *state, file);
    const std::vector<bool> bad = spoiled(out.file, semantic);
    std::vector<Submission> kept;
    for (std::size_t i = 0; i < out.file.submissions.size(); ++i)
        if (!bad[i]) kept.push_back(std::move(out.file.submissions[i]));
    out.file.submissions = std::move(kept);
    for (auto& d : semantic) out.errors.push_back(std::move(d));
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
        meta.push_back({s.unit, s.sender, s.at, password});
    }
    const AcceptanceReport judged = accept_orders(*state.credentials, meta, rulings, progress);
    assert(judged.verdicts.size() == subs.size());
    for (std::size_t i = 0; i < subs.size(); ++i) {
        const auto& v = judged.verdicts[i];
        const int by = v.superseded_by ? subs[*v.superseded_by].line : 0;
        report.submissions.push_back(
            {subs[i].line, subs[i].unit, subs[i].sender, subs[i].at, v.verdict, v.role, v.rule, v.reason, by});
    }
    std::vector<const Unit*> units;
    for (const auto& u : state.units) units.push_back(&u);
    std::sort(units.begin(), units.end(), [](const Unit* a, const Unit* b) { return a->id < b->id; });
    for (const Unit* u : units) {
        const auto hit = std::find_if(judged.accepted.begin(), judged.accepted.end(),
                                      [&](const auto& a) { return a.first == u->id; });
        if (hit != judged.accepted.end()) {
            const Submission& s = subs[hit->second];
            report.orders.push_back({u->id, s.line, "6.1", body_lines(s.orders)});
        } else {
            report.orders.push_back({u->id, 0, "6.9", body_lines(default_orders(*u))});
        }
    }
    return report;
}

}  // namespace umpire::gitm
