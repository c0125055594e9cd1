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

// Higher counts first: commander's orders before the deputy's (6.1). A war minister
// is the only one who writes his form, so his rank is never compared with another's.
int rank(Role r) noexcept { return r == Role::Commander || r == Role::WarMinister ? 2 : r == Role::Deputy ? 1 : 0; }

// Whose orders a submission is: a unit's, or a state's war minister's. Units come
// first, by id, as the report lists them.
using Orderer = std::pair<std::string_view, UnitId>;
Orderer orderer(const SubmissionMeta& s) { return {s.minister, s.unit}; }

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

using Attempts = std::map<Attempt, bool, AttemptLess>;

// Rule 6.10: a refusal on a unit reassigned, or a sender whose password changed,
// this turn was decided by what was in force at the time.
bool reassigned_this_turn(const Credentials& c, const UnitId& unit) {
    return std::any_of(c.reassignments.begin(), c.reassignments.end(),
                       [&](const Reassignment& r) { return r.assignment.unit == unit; });
}
bool password_changed_this_turn(const Credentials& c, std::string_view player) {
    return std::any_of(c.password_changes.begin(), c.password_changes.end(),
                       [&](const PasswordChange& p) { return p.player == player; });
}

// What is decided before any password is checked: a unit no one commands (6.1), an
// unknown sender (3.4), one neither commander nor deputy of the unit then (3.4, 6.10),
// an order without a password (6.2). Returns the stored hash the password must match,
// or nullptr when `v` is decided already.
const PasswordHash* judge_minister(const Credentials& c, const SubmissionMeta& s, SameSecond same, SubmissionVerdict& v) {
    const std::string* minister = war_minister_of(c, s.minister);
    const PasswordHash* hash = password_at(c, s.sender, s.at, same);
    v.rule = "3.4";
    if (minister == nullptr) {
        v.verdict = Verdict::NoWarMinister;
        v.reason = "the credentials name no war minister for " + std::string(s.minister);
    } else if (hash == nullptr) {
        v.verdict = Verdict::UnknownSender;
        v.reason = "the sender is not a known player";
    } else if (*minister != s.sender) {
        v.verdict = Verdict::NotWarMinister;
        v.reason = "the sender is not the war minister of " + std::string(s.minister);
    } else if (!s.password) {
        v.role = Role::WarMinister;
        v.verdict = Verdict::NoPassword;
        v.rule = "6.2";
        v.reason = "the order carries no password";
    } else {
        v.role = Role::WarMinister;
        v.rule = "6.1";
        return hash;
    }
    return nullptr;
}

const PasswordHash* judge_sender(const Credentials& c, const SubmissionMeta& s, SameSecond same, SubmissionVerdict& v) {
    if (!s.minister.empty()) return judge_minister(c, s, same, v);
    const Assignment* now = assignment_at(c, s.unit, s.at, same);
    const PasswordHash* hash = password_at(c, s.sender, s.at, same);
    v.role = role_in(now, s.sender);
    v.rule = "6.1";
    if (now == nullptr) {
        v.verdict = Verdict::UnassignedUnit;
        v.reason = "no commander is assigned to " + to_string(s.unit);
    } else if (hash == nullptr) {
        v.verdict = Verdict::UnknownSender;
        v.rule = "3.4";
        v.reason = "the sender is not a known player";
    } else if (v.role == Role::None) {
        v.verdict = Verdict::NotCommanderOrDeputy;
        v.rule = reassigned_this_turn(c, s.unit) ? "6.10" : "3.4";
        v.reason = "the sender was neither commander nor deputy of " + to_string(s.unit) + " at that time";
    } else if (!s.password) {
        v.verdict = Verdict::NoPassword;
        v.rule = "6.2";
        v.reason = "the order carries no password";
    } else {
        return hash;
    }
    return nullptr;
}

// Each distinct attempt verified once, telling `progress` after each; returns how many.
std::size_t verify_attempts(Attempts& attempts, const VerifyProgress& progress) {
    std::size_t done = 0;
    for (auto& [attempt, ok] : attempts) {
        ok = verify_password(*attempt.hash, attempt.password);
        ++done;
        if (progress) progress(done, attempts.size());
    }
    return done;
}

// Rule 6.1: the commander's order counts before the deputy's; of the same rank the
// later one, and the later in the input at the same time (it reached the desk later).
bool counts_before(const SubmissionMeta& s, Role role, const SubmissionMeta& other, Role other_role) noexcept {
    return rank(role) != rank(other_role) ? rank(role) > rank(other_role) : !(s.at < other.at);
}

// The submissions whose password decides: refused when it is wrong (6.2, 6.10 after a
// password change this turn), else candidates for their unit, in the role they hold at
// the end of the turn under ORDERS-ROLE-TIME end-of-turn. Returns the one that counts
// per unit (6.1), in unit order.
std::map<Orderer, std::size_t> judge_passwords(const Credentials& c, std::span<const SubmissionMeta> subs,
                                               const std::vector<const PasswordHash*>& hashes,
                                               const Attempts& attempts, bool end_of_turn,
                                               std::vector<SubmissionVerdict>& verdicts) {
    std::map<Orderer, std::size_t> best;
    for (std::size_t i = 0; i < subs.size(); ++i) {
        if (hashes[i] == nullptr) continue;
        const SubmissionMeta& s = subs[i];
        SubmissionVerdict& v = verdicts[i];
        if (!attempts.at(Attempt{hashes[i], *s.password})) {
            v.verdict = Verdict::WrongPassword;
            v.rule = password_changed_this_turn(c, s.sender) ? "6.10" : "6.2";
            v.reason = "the password does not match the sender's password at that time";
            continue;
        }
        if (end_of_turn && s.minister.empty()) {
            const Role final_role = role_in(final_assignment(c, s.unit), s.sender);
            if (final_role != Role::None) v.role = final_role;
        }
        auto [it, fresh] = best.try_emplace(orderer(s), i);
        if (!fresh && counts_before(s, v.role, subs[it->second], verdicts[it->second].role)) it->second = i;
    }
    return best;
}

std::string role_words(Role r) { return r == Role::WarMinister ? "war minister" : std::string(name(r)); }

// Rule 6.1's words on each valid order: the one that counts, or why another does.
void explain_precedence(std::span<const SubmissionMeta> subs, const std::map<Orderer, std::size_t>& best,
                        std::vector<SubmissionVerdict>& verdicts) {
    for (std::size_t i = 0; i < subs.size(); ++i) {
        SubmissionVerdict& v = verdicts[i];
        if (v.verdict != Verdict::Accepted) continue;
        const std::size_t winner = best.at(orderer(subs[i]));
        if (winner == i) {
            v.reason = "the last valid order from the " + role_words(v.role) +
                       (v.role == Role::Deputy ? ", the commander having sent none that counts" : "");
            continue;
        }
        v.verdict = Verdict::Superseded;
        v.superseded_by = winner;
        const Role wr = verdicts[winner].role;
        v.reason = rank(wr) > rank(v.role) ? "the commander's order counts before the deputy's"
                                           : "a later order from the " + role_words(wr) + " counts";
    }
}

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
    Attempts attempts;
    std::vector<const PasswordHash*> hashes(subs.size(), nullptr);  // set where the password decides
    for (std::size_t i = 0; i < subs.size(); ++i) {
        hashes[i] = judge_sender(c, subs[i], same, out.verdicts[i]);
        if (hashes[i] != nullptr) attempts.emplace(Attempt{hashes[i], *subs[i].password}, false);
    }
    out.verifications = verify_attempts(attempts, progress);
    const auto best = judge_passwords(c, subs, hashes, attempts, end_of_turn, out.verdicts);
    for (const auto& [who, winner] : best) {
        if (who.first.empty()) out.accepted.emplace_back(who.second, winner);
        else out.ministers.emplace_back(std::string(who.first), winner);
    }
    explain_precedence(subs, best, out.verdicts);
    return out;
}

}  // namespace umpire::gitm
