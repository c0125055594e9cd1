#include "model/credentials.hpp"

#include <algorithm>
#include <set>

#include "model/hex.hpp"
#include "model/text.hpp"

namespace umpire {
namespace {

// True when a change at `change` is in force for something submitted at `t`.
bool in_force(Timestamp change, Timestamp t, SameSecond s) noexcept {
    return s == SameSecond::ChangeFirst ? change <= t : change < t;
}

}  // namespace

bool valid_player_name(std::string_view s) noexcept {
    if (s.empty() || s.size() > kMaxPlayerName) return false;
    return std::all_of(s.begin(), s.end(), [](char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '.' || c == '-';
    });
}

const Assignment* assignment_at(const Credentials& c, const UnitId& unit, Timestamp t, SameSecond s) noexcept {
    const Assignment* found = nullptr;
    for (const auto& a : c.assignments)
        if (a.unit == unit) found = &a;
    for (const auto& r : c.reassignments)
        if (r.assignment.unit == unit && in_force(r.at, t, s)) found = &r.assignment;
    return found;
}

const PasswordHash* password_at(const Credentials& c, std::string_view player, Timestamp t, SameSecond s) noexcept {
    const PasswordHash* found = nullptr;
    for (const auto& p : c.players)
        if (p.name == player) found = &p.password;
    if (found == nullptr) return nullptr;
    for (const auto& ch : c.password_changes)
        if (ch.player == player && in_force(ch.at, t, s)) found = &ch.password;
    return found;
}

const Assignment* final_assignment(const Credentials& c, const UnitId& unit) noexcept {
    return assignment_at(c, unit, max_timestamp(), SameSecond::ChangeFirst);
}

namespace {

// Each unit's assignment once the turn's reassignments are in, given to `f` (a
// reassigned unit's may come twice). Only a unit reassigned during the turn needs
// final_assignment's search; every other unit's assignment is its start one. So this
// stays linear in the units (before, a search per unit made a campaign's 200 reports
// quadratic).
template <class F>
void each_final_assignment(const Credentials& c, F f) {
    std::vector<UnitId> changed;
    for (const Reassignment& r : c.reassignments) changed.push_back(r.assignment.unit);
    std::sort(changed.begin(), changed.end());
    for (const Assignment& start : c.assignments) {
        const Assignment* a =
            std::binary_search(changed.begin(), changed.end(), start.unit) ? final_assignment(c, start.unit) : &start;
        if (a) f(*a);
    }
    for (const Reassignment& r : c.reassignments)
        if (const Assignment* a = final_assignment(c, r.assignment.unit)) f(*a);
}

}  // namespace

std::vector<UnitId> commanded_units(const Credentials& c, std::string_view player) {
    std::vector<UnitId> out;
    each_final_assignment(c, [&](const Assignment& a) {
        if (a.commander == player || (a.deputy && *a.deputy == player)) out.push_back(a.unit);
    });
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

Commands::Commands(const Credentials& c) {
    each_final_assignment(c, [&](const Assignment& a) {
        by_player_.emplace_back(a.commander, a.unit);
        if (a.deputy) by_player_.emplace_back(*a.deputy, a.unit);
    });
    std::sort(by_player_.begin(), by_player_.end());
    by_player_.erase(std::unique(by_player_.begin(), by_player_.end()), by_player_.end());
}

std::vector<UnitId> Commands::of(std::string_view player) const {
    auto it = std::lower_bound(by_player_.begin(), by_player_.end(), player,
                               [](const auto& e, std::string_view p) { return e.first < p; });
    std::vector<UnitId> out;
    for (; it != by_player_.end() && it->first == player; ++it) out.push_back(it->second);
    return out;
}

bool password_changed(const Credentials& c, std::string_view player) noexcept {
    return std::any_of(c.password_changes.begin(), c.password_changes.end(),
                       [&](const PasswordChange& p) { return p.player == player; });
}

const std::string* war_minister_of(const Credentials& c, std::string_view state) noexcept {
    for (const auto& m : c.war_ministers)
        if (m.state == state) return &m.player;
    return nullptr;
}

std::vector<Diagnostic> check_credentials(const Credentials& c, std::span<const UnitId> units,
                                          std::span<const std::string> states) {
    std::vector<Diagnostic> out;
    const auto fail = [&](std::string field, std::string what) {
        out.push_back(field_error(std::move(field), std::move(what)));
    };
    const auto at = [](const char* list, std::size_t i) { return std::string(list) + "[" + std::to_string(i) + "]"; };
    std::set<std::string> names;
    for (std::size_t i = 0; i < c.players.size(); ++i) {
        const auto& p = c.players[i];
        if (!valid_player_name(p.name)) fail(at("players", i) + ".name", "a player name is 1-32 of A-Z a-z 0-9 _ . -");
        else if (!names.insert(p.name).second) fail(at("players", i) + ".name", "player " + p.name + " is listed twice");
    }
    const std::set<UnitId> known(units.begin(), units.end());
    const auto check_assignment = [&](const Assignment& a, const std::string& f) {
        if (!known.count(a.unit)) fail(f + ".unit", "no unit " + to_string(a.unit) + " in the state");
        if (!names.count(a.commander)) fail(f + ".commander", "unknown player " + quote_input(a.commander));
        if (a.deputy && !names.count(*a.deputy)) fail(f + ".deputy", "unknown player " + quote_input(*a.deputy));
        if (a.deputy && *a.deputy == a.commander)
            fail(f + ".deputy", "the commander cannot also be the deputy (rule 3.4 names two people)");
    };
    std::set<UnitId> assigned;
    for (std::size_t i = 0; i < c.assignments.size(); ++i) {
        check_assignment(c.assignments[i], at("assignments", i));
        if (!assigned.insert(c.assignments[i].unit).second)
            fail(at("assignments", i) + ".unit", "unit " + to_string(c.assignments[i].unit) + " is assigned twice");
    }
    // Changes are kept in the order they were submitted, which is time order; a
    // file out of order is more likely a mistake than a meaning.
    for (std::size_t i = 0; i < c.reassignments.size(); ++i) {
        check_assignment(c.reassignments[i].assignment, at("reassignments", i) + ".assignment");
        if (i > 0 && c.reassignments[i].at < c.reassignments[i - 1].at)
            fail(at("reassignments", i) + ".at", "reassignments are listed in time order");
    }
    for (std::size_t i = 0; i < c.password_changes.size(); ++i) {
        const auto& ch = c.password_changes[i];
        if (!names.count(ch.player)) fail(at("password_changes", i) + ".player", "unknown player " + quote_input(ch.player));
        if (i > 0 && ch.at < c.password_changes[i - 1].at)
            fail(at("password_changes", i) + ".at", "password changes are listed in time order");
    }
    std::set<std::string> ministered;
    for (std::size_t i = 0; i < c.war_ministers.size(); ++i) {
        const auto& m = c.war_ministers[i];
        if (std::find(states.begin(), states.end(), m.state) == states.end())
            fail(at("war_ministers", i) + ".state", "no state " + quote_input(m.state) + " in the game");
        else if (!ministered.insert(m.state).second)
            fail(at("war_ministers", i) + ".state", "state " + quote_input(m.state) + " has one war minister, not two (rule 3.4)");
        if (!names.count(m.player)) fail(at("war_ministers", i) + ".player", "unknown player " + quote_input(m.player));
    }
    return out;
}

}  // namespace umpire
