// Rule 9.8: anchored flanks (see flanks.hpp).
#include "rules/gitm/combat/flanks.hpp"

#include <algorithm>
#include <cassert>
#include <cstdlib>
#include <string_view>
#include <utility>
#include <vector>

namespace umpire::gitm {
namespace {

struct Place {
    const StratSquareInfo* info = nullptr;  // null: nothing there for rule 9.8
    TacSquare square;
};

// The square adjacent to `battle` in direction d, on this map or (FLANK-MAP-EDGE
// neighbour-map) the map beyond the edge; `beyond` says whether it is off this map.
Place adjacent(const GameState& state, const StratSquareInfo& here, TacSquare battle, Direction d, bool neighbour_map,
               bool& beyond) {
    const int col = battle.col + dcol(d);
    const int row = battle.row + drow(d);
    beyond = !TacSquare::in_range(col, row);
    if (!beyond) return {&here, TacSquare{col, row}};
    if (!neighbour_map) return {};
    const int sc = col < 0 ? -1 : (col >= kTacSize ? 1 : 0);
    const int sr = row < 0 ? -1 : (row >= kTacSize ? 1 : 0);
    const StratSquare s{static_cast<std::int16_t>(here.square.col + sc), static_cast<std::int16_t>(here.square.row + sr)};
    if (!s.valid()) return {};
    return {state.square(s), TacSquare{col - sc * kTacSize, row - sr * kTacSize}};
}

bool adjacent_directions(Direction a, Direction b) noexcept {
    const int d = (static_cast<int>(a) - static_cast<int>(b) + 8) % 8;
    return d == 1 || d == 7;
}

}  // namespace

Flanks flanks(const GameState& state, const StratSquareInfo& here, TacSquare battle, std::span<const Unit* const> side,
              FrontLine front, const Rulings& rulings) {
    // Every square rule 9.8 looks at is the battle's own or (beyond the map's edge)
    // one next to it: the units anywhere else are passed over in one scan.
    std::vector<const Unit*> near;
    for (const Unit& u : state.units)
        if (std::abs(u.strategic.col - here.square.col) <= 1 && std::abs(u.strategic.row - here.square.row) <= 1)
            near.push_back(&u);
    return flanks(state, here, battle, side, front, rulings, near);
}

Flanks flanks(const GameState& state, const StratSquareInfo& here, TacSquare battle, std::span<const Unit* const> side,
              FrontLine front, const Rulings& rulings, std::span<const Unit* const> near) {
    assert(!side.empty());
    const StratSquare strategic = here.square;
    Flanks out;
    out.cite.rule = "9.8";
    out.front_full = three_quarters_full(front);
    const bool active_only = rulings.get<InactivePresence>() == InactivePresence::ActiveOnly;

    for (const Unit* n : near)
        if (const Unit& u = *n; u.status == UnitStatus::Active && u.in_fort && u.strategic == strategic && u.tactical == battle) {
            out.status = FlankStatus::FortBattle;
            return out;
        }

    const bool neighbour_map = rulings.get<FlankMapEdge>() == FlankMapEdge::NeighbourMap;
    std::array<Place, 8> places{};
    bool on_edge = false;
    for (const Direction d : kAllDirections) {
        bool beyond = false;
        places[static_cast<std::size_t>(d)] = adjacent(state, here, battle, d, neighbour_map, beyond);
        on_edge = on_edge || beyond;
    }
    if (on_edge) out.cite.rulings.add(RulingId::FlankMapEdge);

    auto friend_of_side_state = [&](std::string_view st) {
        bool any_friend = false;
        for (const Unit* s : side) {
            const Relation r = state.relation(s->state, st).value_or(Relation::Hostile);
            if (r == Relation::Hostile) return false;
            any_friend = any_friend || friendly(r);
        }
        return any_friend;
    };
    // The answer depends only on the unit's state: decided once per state, as the
    // squares around a battle fill with its own units after retreats and falls back.
    std::vector<std::pair<std::string_view, bool>> decided;
    auto friend_of_side = [&](const Unit& u) {
        for (const auto& [st, is_friend] : decided)
            if (st == u.state) return is_friend;
        return decided.emplace_back(u.state, friend_of_side_state(u.state)).second;
    };
    std::array<bool, 8> friends{};
    for (const Unit* n : near) {
        const Unit& u = *n;
        if (is_headquarters(u.id.type) || (active_only && u.status != UnitStatus::Active)) continue;
        for (std::size_t k = 0; k < places.size(); ++k)
            if (places[k].info && u.strategic == places[k].info->square && u.tactical == places[k].square &&
                !friends[k] && friend_of_side(u))
                friends[k] = true;
    }

    for (const Direction d : kAllDirections) {
        const Place& p = places[static_cast<std::size_t>(d)];
        if (!p.info) continue;
        if (!passable(p.info->map.at(p.square)))
            out.anchors.push_back({d, p.info->square, p.square, AnchorKind::Impassable});
        else if (friends[static_cast<std::size_t>(d)])
            out.anchors.push_back({d, p.info->square, p.square, AnchorKind::Friends});
    }
    for (std::size_t i = 0; i < out.anchors.size() && !out.apart; ++i)
        for (std::size_t j = i + 1; j < out.anchors.size(); ++j)
            if (!adjacent_directions(out.anchors[i].direction, out.anchors[j].direction)) {
                out.apart = std::array<Direction, 2>{out.anchors[i].direction, out.anchors[j].direction};
                break;
            }
    if (out.apart && out.front_full) out.status = FlankStatus::BothAnchored;
    else if (!out.anchors.empty()) out.status = FlankStatus::OneAnchored;
    return out;
}

}  // namespace umpire::gitm
