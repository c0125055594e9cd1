#include "model/stacking.hpp"

#include <algorithm>
#include <array>
#include <map>

namespace umpire {

bool counts_tactically(const Unit& u, const StackReading& reading) noexcept {
    switch (u.status) {
        case UnitStatus::Active: return true;
        case UnitStatus::Inactive: return reading.inactive_count_tactically;
        case UnitStatus::Shattered: return reading.shattered_count_tactically;
    }
    return true;
}

bool counts_as_inactive(const Unit& u, const StratSquareInfo& square) noexcept {
    if (u.status != UnitStatus::Inactive || u.in_fort) return false;
    const bool militia_at_home =
        u.id.type == UnitType::Militia && u.home_city && square.city && *u.home_city == *square.city;
    return !militia_at_home;
}

int inactive_cap(const StratSquareInfo& square) noexcept { return square.city ? kMaxInactiveWithCity : kMaxInactive; }

namespace {
#define UMPIRE_STACK_LIMIT_RULE_(id, name, rule) std::string_view{rule},
constexpr std::array<std::string_view, enum_count<StackLimit>> kRules{UMPIRE_STACK_LIMITS(UMPIRE_STACK_LIMIT_RULE_)};
#undef UMPIRE_STACK_LIMIT_RULE_
}  // namespace

std::string_view rule_of(StackLimit l) noexcept { return kRules[static_cast<std::size_t>(l)]; }

bool deployment_waives(const GameState& s, StackLimit l, const StackReading& reading) noexcept {
    if (!s.deployment) return false;
    if (l == StackLimit::TacticalAllied) return true;
    return l == StackLimit::TacticalUnits && reading.deployment_waives_24;
}

RelationTable::RelationTable(const GameState& s) {
    for (const auto& st : s.states) ids_.push_back(st.id);
    const std::size_t n = ids_.size();
    rel_.assign(n * n, Relation::Hostile);
    for (std::size_t a = 0; a < n; ++a) rel_[a * n + a] = Relation::SameSide;
    // From the list rather than pair by pair through GameState::relation(): the
    // fuzzer's 64 states would make that a scan of 2016 entries for each of 4096 pairs.
    for (const auto& r : s.relations) {
        const int a = index(r.a), b = index(r.b);
        if (a < 0 || b < 0) continue;
        rel_[static_cast<std::size_t>(a) * n + static_cast<std::size_t>(b)] = r.relation;
        rel_[static_cast<std::size_t>(b) * n + static_cast<std::size_t>(a)] = r.relation;
    }
}

int RelationTable::index(std::string_view state) const noexcept {
    for (std::size_t i = 0; i < ids_.size(); ++i)
        if (ids_[i] == state) return static_cast<int>(i);
    return -1;
}

bool RelationTable::allied(int a, int b, bool allied_relation_counts) const noexcept {
    if (a < 0 || b < 0) return a == b;
    return counts_as_allied(rel_[static_cast<std::size_t>(a) * ids_.size() + static_cast<std::size_t>(b)],
                            allied_relation_counts);
}

std::vector<int> RelationTable::group_sizes(const GameState& s, std::span<const std::size_t> members,
                                           bool allied_relation_counts, bool mutually_allied) const {
    std::vector<int> state_of;
    for (const auto i : members) state_of.push_back(index(s.units[i].state));
    return group_sizes(state_of, allied_relation_counts, mutually_allied);
}

namespace {

// The heaviest set of states, every two allied, that can be added to `weight` from
// `candidates` (each allied to all chosen so far); `best` is raised to what is found.
// Units of one state are always allied, so the search runs over the square's states
// (at most 24 where the allied cap is counted), pruned by the weight still available.
void heaviest_clique(const RelationTable& t, bool allied_relation_counts, const std::vector<int>& states,
                     const std::vector<int>& weights, std::vector<std::size_t> candidates, int weight, int& best) {
    int available = weight;
    for (const auto c : candidates) available += weights[c];
    if (available <= best) return;
    if (candidates.empty()) {
        best = weight;
        return;
    }
    while (!candidates.empty()) {
        const std::size_t v = candidates.back();
        candidates.pop_back();
        std::vector<std::size_t> next;
        for (const auto c : candidates)
            if (t.allied(states[v], states[c], allied_relation_counts)) next.push_back(c);
        heaviest_clique(t, allied_relation_counts, states, weights, std::move(next), weight + weights[v], best);
        int rest = weight;
        for (const auto c : candidates) rest += weights[c];
        if (rest <= best) return;
    }
    best = std::max(best, weight);
}

}  // namespace

std::vector<int> RelationTable::group_sizes(std::span<const int> state_of, bool allied_relation_counts,
                                           bool mutually_allied) const {
    const std::size_t n = state_of.size();
    std::vector<int> out(n, 0);
    if (!mutually_allied) {
        for (std::size_t a = 0; a < n; ++a)
            for (std::size_t b = 0; b < n; ++b)
                if (allied(state_of[a], state_of[b], allied_relation_counts)) ++out[a];
        return out;
    }
    std::vector<int> states, weights;  // the distinct states present, with their units
    for (const int st : state_of) {
        const auto at = std::find(states.begin(), states.end(), st);
        if (at == states.end()) {
            states.push_back(st);
            weights.push_back(1);
        } else {
            ++weights[static_cast<std::size_t>(at - states.begin())];
        }
    }
    std::vector<int> by_state(states.size(), 0);
    for (std::size_t v = 0; v < states.size(); ++v) {
        std::vector<std::size_t> candidates;
        for (std::size_t c = 0; c < states.size(); ++c)
            if (c != v && allied(states[v], states[c], allied_relation_counts)) candidates.push_back(c);
        int best = 0;
        heaviest_clique(*this, allied_relation_counts, states, weights, std::move(candidates), weights[v], best);
        by_state[v] = best;
    }
    for (std::size_t a = 0; a < n; ++a)
        out[a] = by_state[static_cast<std::size_t>(std::find(states.begin(), states.end(), state_of[a]) - states.begin())];
    return out;
}

std::vector<StackBreach> stacking_breaches(const GameState& s, const StackReading& reading) {
    std::vector<StackBreach> out;
    // Units by square, in file order within each; squares in map order.
    std::map<StratSquare, std::vector<std::size_t>> by_strat;
    std::map<std::pair<StratSquare, TacSquare>, std::vector<std::size_t>> by_tac;
    for (std::size_t i = 0; i < s.units.size(); ++i) {
        const Unit& u = s.units[i];
        by_strat[u.strategic].push_back(i);
        if (counts_tactically(u, reading)) by_tac[{u.strategic, u.tactical}].push_back(i);
    }

    for (const auto& [where, members] : by_strat) {
        const StratSquareInfo* square = s.square(where);
        if (square == nullptr) continue;  // check_invariants reports the unit's square
        int active = 0, inactive = 0;
        const int cap = inactive_cap(*square);
        for (const auto i : members) {
            const Unit& u = s.units[i];
            if (u.status == UnitStatus::Active && ++active == kMaxActivePerStratSquare + 1)
                out.push_back({StackLimit::StrategicActive, where, std::nullopt, 0, kMaxActivePerStratSquare, i});
            if (counts_as_inactive(u, *square) && ++inactive == cap + 1)
                out.push_back({StackLimit::StrategicInactive, where, std::nullopt, 0, cap, i});
        }
        for (auto& b : out)
            if (b.strategic == where && !b.tactical)
                b.count = b.limit == StackLimit::StrategicActive ? active : inactive;
    }

    const RelationTable table(s);
    for (const auto& [where, members] : by_tac) {
        const int n = static_cast<int>(members.size());
        if (n > kMaxUnitsPerTacSquare) {
            if (!deployment_waives(s, StackLimit::TacticalUnits, reading))
                out.push_back({StackLimit::TacticalUnits, where.first, where.second, n, kMaxUnitsPerTacSquare,
                               members[kMaxUnitsPerTacSquare]});
            continue;
        }
        if (n <= kMaxAlliedPerTacSquare || deployment_waives(s, StackLimit::TacticalAllied, reading)) continue;
        const auto groups = table.group_sizes(s, members, reading.allied_relation_counts, reading.mutually_allied);
        const auto at = static_cast<std::size_t>(std::max_element(groups.begin(), groups.end()) - groups.begin());
        const int worst = groups[at];
        const std::size_t worst_unit = members[at];
        if (worst > kMaxAlliedPerTacSquare)
            out.push_back({StackLimit::TacticalAllied, where.first, where.second, worst, kMaxAlliedPerTacSquare,
                           worst_unit});
    }
    return out;
}

}  // namespace umpire
