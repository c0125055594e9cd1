#include "rules/gitm/acceptance.hpp"

#include <algorithm>
#include <functional>
#include <map>

namespace umpire::gitm {
namespace {

Role role_in(const Assignment* a, std::string_view sender) noexcept {
    if (a == nullptr) return Role::None;
    if (a->commander == sender) return Role::Commander;
    if (a->deputy && *a->deputy == sender) return Role::Deputy;
    return Role::None;
}

// Higher counts first: commander's orders before the deputy's (6.1).
int rank(Role r) noexcept { return r == Role::Commander ? 2 : r == Role::Deputy ? 1 : 0; }

// The memo's key: a stored hash (an entry of the credentials, so also its player)
// and a password as submitted. Both are borrowed for the call: no clear password
// is copied, so none is left to wipe.
struct Attempt {
    const PasswordHash* hash;
    std::string_view password;
};
struct AttemptLess {
    bool operator()(const Attempt& a, const Attempt& b) const noexcept {
        if (a.hash != b.hash) return std::less<const PasswordHash*>{}(a.hash, b.hash);
        return a.password < b.password;
    }
};

}  // namespace

AcceptanceReport accept_orders(const Credentials& c, std::span<const SubmissionMeta> subs, const Rulings& rulings,
                               const VerifyProgress& progress) {
    const SameSecond same = rulings.get<OrdersSameSecond>() == OrdersSameSecond::ChangeFirst ? SameSecond::ChangeFirst
                                                                                             : SameSecond::OrderFirst;
    const bool end_of_turn = rulings.get<OrdersRoleTime>() == OrdersRoleTime::EndOfTurn;
    AcceptanceReport out;
    out.verdicts.resize(subs.size());
    // First every verdict that needs no password, and the distinct attempts the
    // others need; then each attempt verified once; then the verdicts that waited.
    std::map<Attempt, bool, AttemptLess> attempts;
    std::vector<const PasswordHash*> hashes(subs.size(), nullptr);  // set where the password decides
    std::vector<bool> password_changed(subs.size(), false);
    for (std::size_t i = 0; i < subs.size(); ++i) {
        const SubmissionMeta& s = subs[i];
        SubmissionVerdict& v = out.verdicts[i];
        const Assignment* now = assignment_at(c, s.unit, s.at, same);
        const PasswordHash* hash = password_at(c, s.sender, s.at, same);
        v.role = role_in(now, s.sender);
        // A refusal on a unit reassigned, or a sender whose password changed, this
        // turn was decided by what was in force at the time: rule 6.10.
        const bool unit_changed = std::any_of(c.reassignments.begin(), c.reassignments.end(),
                                              [&](const Reassignment& r) { return r.assignment.unit == s.unit; });
        password_changed[i] = std::any_of(c.password_changes.begin(), c.password_changes.end(),
                                          [&](const PasswordChange& p) { return p.player == s.sender; });
        v.rule = "6.1";
        if (now == nullptr) {
            v.verdict = Verdict::UnknownUnit;
            v.reason = "no commander is assigned to " + to_string(s.unit);
        } else if (hash == nullptr) {
            v.verdict = Verdict::UnknownSender;
            v.rule = "3.4";
            v.reason = "the sender is not a known player";
        } else if (v.role == Role::None) {
            v.verdict = Verdict::NotCommanderOrDeputy;
            v.rule = unit_changed ? "6.10" : "3.4";
            v.reason = "the sender was neither commander nor deputy of " + to_string(s.unit) + " at that time";
        } else if (!s.password) {
            v.verdict = Verdict::NoPassword;
            v.rule = "6.2";
            v.reason = "the order carries no password";
        } else {
            hashes[i] = hash;
            attempts.emplace(Attempt{hash, *s.password}, false);
        }
    }
    std::size_t done = 0;
    for (auto& [attempt, ok] : attempts) {
        ok = verify_password(*attempt.hash, attempt.password);
        ++done;
        if (progress) progress(done, attempts.size());
    }
    out.verifications = done;
    // The best candidate per unit so far; std::map keeps the output in unit order.
    std::map<UnitId, std::size_t> best;
    for (std::size_t i = 0; i < subs.size(); ++i) {
        if (hashes[i] == nullptr) continue;
        const SubmissionMeta& s = subs[i];
        SubmissionVerdict& v = out.verdicts[i];
        if (!attempts.at(Attempt{hashes[i], *s.password})) {
            v.verdict = Verdict::WrongPassword;
            v.rule = password_changed[i] ? "6.10" : "6.2";
            v.reason = "the password does not match the sender's password at that time";
        } else {
            if (end_of_turn) {
                const Role final_role = role_in(final_assignment(c, s.unit), s.sender);
                if (final_role != Role::None) v.role = final_role;
            }
            auto [it, fresh] = best.try_emplace(s.unit, i);
            if (!fresh) {
                const SubmissionMeta& b = subs[it->second];
                const Role br = out.verdicts[it->second].role;
                // Later in the input wins a tie in time: it reached the desk later.
                const bool better = rank(v.role) != rank(br) ? rank(v.role) > rank(br) : !(s.at < b.at);
                if (better) it->second = i;
            }
        }
    }
    for (const auto& [unit, winner] : best) out.accepted.emplace_back(unit, winner);
    for (std::size_t i = 0; i < subs.size(); ++i) {
        SubmissionVerdict& v = out.verdicts[i];
        const bool valid = v.verdict == Verdict::Accepted;
        if (!valid) continue;
        const std::size_t winner = best.at(subs[i].unit);
        if (winner == i) {
            v.reason = "the last valid order from the " + std::string(name(v.role)) +
                       (v.role == Role::Deputy ? ", the commander having sent none that counts" : "");
            continue;
        }
        v.verdict = Verdict::Superseded;
        v.superseded_by = winner;
        const Role wr = out.verdicts[winner].role;
        v.reason = rank(wr) > rank(v.role) ? "the commander's order counts before the deputy's"
                                           : "a later order from the " + std::string(name(wr)) + " counts";
    }
    return out;
}

}  // namespace umpire::gitm
