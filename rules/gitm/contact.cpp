#include "rules/gitm/contact.hpp"

#include <cassert>

#include "model/direction.hpp"

namespace umpire::gitm {

bool light_or_medium_cavalry(UnitType t, const Rulings& rulings) noexcept {
    if (t == UnitType::LightCavalry) return true;
    return (t == UnitType::Dragoons || t == UnitType::Lancers) &&
           rulings.get<CavalryClass>() == CavalryClass::AllCavalryFast;
}

namespace {
int slot(StratSquare s) noexcept { return s.row * kStratColumns + s.col; }
}  // namespace

ContactMap::ContactMap(const GameState& state, std::string_view side, const Rulings& rulings) : state_(state) {
    const std::size_t n = state.squares.size();
    slot_.assign(static_cast<std::size_t>(kStratColumns * kStratRows), -1);
    for (std::size_t i = 0; i < n; ++i) slot_[static_cast<std::size_t>(slot(state.squares[i].square))] = static_cast<int>(i);
    enemy_.assign(n, 0);
    friends_.assign(n, 0);
    cavalry_.assign(n, 0);
    const bool any_status = rulings.get<InactivePresence>() == InactivePresence::AnyStatus;
    for (const Unit& u : state.units) {
        if (u.status != UnitStatus::Active && !any_status) continue;
        const int k = index(u.strategic);
        if (k < 0) continue;
        // An unlisted pair cannot pass check_invariants(); read it as hostile, as RelationTable does.
        const Relation r = state.relation(side, u.state).value_or(Relation::Hostile);
        const auto at = static_cast<std::size_t>(k);
        if (r == Relation::Hostile) {
            enemy_[at] = 1;
            if (light_or_medium_cavalry(u.id.type, rulings)) cavalry_[at] = 1;
        } else if (friendly(r) && !is_headquarters(u.id.type)) {
            friends_[at] = 1;
        }
    }
    bar_.assign(n, ContactBar::None);
    for (std::size_t i = 0; i < n; ++i) {
        const StratSquareInfo& q = state.squares[i];
        ContactBar& b = bar_[i];
        if (!passable(q.terrain)) b = ContactBar::Impassable;
        else if (q.guatemala) b = ContactBar::Guatemala;
        else if (enemy_[i]) b = ContactBar::Enemy;
    }
    // The cavalry bar is marked outwards from the few squares holding hostile cavalry
    // rather than by testing the eight neighbours of every square: the map is built
    // for each shattered unit (12.2), and a full map has 15,400 squares.
    for (std::size_t k = 0; k < n; ++k) {
        if (!cavalry_[k] || friends_[k]) continue;
        for (Direction d : kAllDirections) {
            const auto next = neighbour(state.squares[k].square, d);
            const int j = next ? index(*next) : -1;
            if (j < 0) continue;
            const auto at = static_cast<std::size_t>(j);
            if (bar_[at] == ContactBar::None && !friends_[at]) bar_[at] = ContactBar::EnemyCavalry;
        }
    }
}

int ContactMap::index(StratSquare s) const noexcept {
    if (!s.valid()) return -1;
    return slot_[static_cast<std::size_t>(slot(s))];
}

bool ContactMap::enemy_at(StratSquare s) const noexcept {
    const int k = index(s);
    return k >= 0 && enemy_[static_cast<std::size_t>(k)];
}

ContactBar ContactMap::bar(StratSquare s) const {
    const int k = index(s);
    return k < 0 ? ContactBar::NotInState : bar_[static_cast<std::size_t>(k)];
}

std::vector<int> ContactMap::distances(StratSquare from, std::optional<int> max_steps) const {
    return search(from, nullptr, max_steps);
}

std::vector<int> ContactMap::search(StratSquare from, std::vector<int>* via, std::optional<int> max_steps) const {
    const int start = index(from);
    assert(start >= 0);
    if (via) via->assign(state_.squares.size(), -1);
    std::vector<int> dist(state_.squares.size(), -1);
    dist[static_cast<std::size_t>(start)] = 0;
    std::vector<int> queue{start};
    for (std::size_t q = 0; q < queue.size(); ++q) {
        const auto here = static_cast<std::size_t>(queue[q]);
        // The queue holds squares in order of distance, so every square within the
        // bound is reached, and from the same square, as by the unbounded search.
        if (max_steps && dist[here] >= *max_steps) break;
        const StratSquare s = state_.squares[here].square;
        for (Direction d : kAllDirections) {
            const auto next = neighbour(s, d);
            const int k = next ? index(*next) : -1;
            if (k < 0 || dist[static_cast<std::size_t>(k)] >= 0 || bar_[static_cast<std::size_t>(k)] != ContactBar::None)
                continue;
            // Passing diagonally between two squares that both hold hostile units.
            if (is_diagonal(d) &&
                enemy_at(StratSquare{static_cast<std::int16_t>(s.col + dcol(d)), s.row}) &&
                enemy_at(StratSquare{s.col, static_cast<std::int16_t>(s.row + drow(d))}))
                continue;
            dist[static_cast<std::size_t>(k)] = dist[here] + 1;
            if (via) (*via)[static_cast<std::size_t>(k)] = static_cast<int>(here);
            queue.push_back(k);
        }
    }
    return dist;
}

std::optional<int> ContactMap::length(StratSquare from, StratSquare to, std::optional<int> max_steps) const {
    if (from == to) return 0;
    if (index(from) < 0 || index(to) < 0) return std::nullopt;
    const int d = distances(from, max_steps)[static_cast<std::size_t>(index(to))];
    if (d < 0 || (max_steps && d > *max_steps)) return std::nullopt;
    return d;
}

std::optional<std::vector<StratSquare>> ContactMap::line(StratSquare from, StratSquare to,
                                                         std::optional<int> max_steps) const {
    if (from == to) return std::vector<StratSquare>{};
    if (index(from) < 0 || index(to) < 0) return std::nullopt;
    std::vector<int> via;
    const int d = search(from, &via, max_steps)[static_cast<std::size_t>(index(to))];
    if (d < 0 || (max_steps && d > *max_steps)) return std::nullopt;
    std::vector<StratSquare> squares(static_cast<std::size_t>(d));
    for (int k = index(to), n = d; n > 0; k = via[static_cast<std::size_t>(k)])
        squares[static_cast<std::size_t>(--n)] = state_.squares[static_cast<std::size_t>(k)].square;
    return squares;
}

std::optional<int> contact_length(const GameState& state, std::string_view side, StratSquare from, StratSquare to,
                                  const Rulings& rulings, std::optional<int> max_steps) {
    return ContactMap(state, side, rulings).length(from, to, max_steps);
}

}  // namespace umpire::gitm
