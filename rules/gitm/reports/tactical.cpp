// Rules 4.2, 4.6: the tactical maps as a player sees them (see tactical.hpp).
#include "rules/gitm/reports/tactical.hpp"

#include <algorithm>
#include <span>
#include <string_view>
#include <tuple>
#include <vector>

#include "rules/gitm/sighting.hpp"

namespace umpire::gitm {
namespace {

// A unit of the position with its state's place in UnitPlaces::states().
struct Placed {
    const Unit* unit;
    std::size_t state;
};

// Whom `eye` counts an enemy, to sight and to be screened by (4.2, REPORT-SIGHTED-AS-ENEMY).
bool enemy_of(Relation r, SightedAsEnemy sight) noexcept {
    if (friendly(r)) return false;
    return sight == SightedAsEnemy::NonAllied || r == Relation::Hostile;
}

TacticalMapView view_map(const StateRelations& relations, StratSquare square, const std::vector<Placed>& on_map,
                         const std::vector<Placed>& readers, const Rulings& rulings, RulingList& cited) {
    TacticalMapView v;
    v.square = square;
    const auto sight = rulings.get<SightedAsEnemy>();
    const auto mode = rulings.get<SightDirection>();
    const bool hq_hidden = rulings.get<HqSeen>() == HqSeen::NeverSeen;
    const bool shattered_hidden = rulings.get<DetectShattered>() == DetectShattered::Hidden;
    auto relation_of = [&](const Placed& a, const Placed& b) { return relations(a.state, b.state); };

    auto reader_friend = [&](const Placed& u) {
        return std::any_of(readers.begin(), readers.end(), [&](const Placed& r) { return friendly(relation_of(r, u)); });
    };
    std::vector<Placed> eyes, strangers;
    for (const Placed& p : on_map) {
        const Unit* u = p.unit;
        if (reader_friend(p)) {
            v.friends.push_back({u->id, u->tactical});
            if (u->status == UnitStatus::Active && !is_headquarters(u->id.type)) eyes.push_back(p);  // 4.2, 11.3, 12.3
        } else {
            strangers.push_back(p);
        }
    }
    for (const Placed& e : eyes) v.eyes.push_back(e.unit->id);
    if (eyes.empty() || strangers.empty()) return v;

    cited.add(RulingId::SightDirection);
    for (const Placed& s : strangers) {
        if (is_headquarters(s.unit->id.type)) cited.add(RulingId::HqSeen);
        if (s.unit->status == UnitStatus::Shattered) cited.add(RulingId::DetectShattered);
        for (const Placed& e : eyes)
            if (!friendly(relation_of(e, s)) && relation_of(e, s) != Relation::Hostile) cited.add(RulingId::SightedAsEnemy);
    }

    // Each eye's screens are the non-headquarters units it counts enemies (4.2); the
    // stranger is seen if some eye counts it an enemy and nothing of those screens
    // stands strictly nearer in its direction.
    std::vector<bool> seen(strangers.size(), false);
    for (const Placed& e : eyes) {
        SquareSet screens;
        for (const Placed& u : on_map)
            if (!is_headquarters(u.unit->id.type) && enemy_of(relation_of(e, u), sight)) screens.add(u.unit->tactical);
        for (std::size_t i = 0; i < strangers.size(); ++i) {
            const Unit& s = *strangers[i].unit;
            if (seen[i] || !enemy_of(relation_of(e, strangers[i]), sight)) continue;
            if (is_headquarters(s.id.type) && hq_hidden) continue;
            if (s.status == UnitStatus::Shattered && shattered_hidden) continue;
            seen[i] = sees(e.unit->tactical, s.tactical, screens, mode);
        }
    }
    const bool identified = rulings.get<SightedIdentity>() == SightedIdentity::Identified;
    for (std::size_t i = 0; i < strangers.size(); ++i)
        if (seen[i]) {
            const Unit& s = *strangers[i].unit;
            v.sighted.push_back({s.id, s.state, s.id.type, s.tactical, identified});
            cited.add(RulingId::SightedIdentity);
        }
    std::sort(v.sighted.begin(), v.sighted.end(), [](const TacticalSighting& a, const TacticalSighting& b) {
        return std::tie(a.at, a.state, a.type, a.unit) < std::tie(b.at, b.state, b.type, b.unit);
    });
    return v;
}

}  // namespace

TacticalView view_tactical(const GameState& state, std::span<const UnitId> readers, const Rulings& rulings) {
    return view_tactical(UnitPlaces(state), readers, rulings);
}

TacticalView view_tactical(const UnitPlaces& places, std::span<const UnitId> readers, const Rulings& rulings) {
    const auto states = places.states();
    const StateRelations relations(places.state(), states);
    std::vector<Placed> own;
    for (const UnitId& id : readers)
        if (const Unit* u = places.find(id))
            own.push_back({u, static_cast<std::size_t>(std::find(states.begin(), states.end(), u->state) - states.begin())});
    std::vector<StratSquare> squares;
    for (const Placed& p : own) squares.push_back(p.unit->strategic);
    std::sort(squares.begin(), squares.end());
    squares.erase(std::unique(squares.begin(), squares.end()), squares.end());

    TacticalView out;
    std::vector<Placed> on_map, here;
    for (StratSquare q : squares) {
        const auto at = places.at(q);
        const auto ordinals = places.ordinals_at(q);
        on_map.clear();  // by id
        for (std::size_t i = 0; i < at.size(); ++i) on_map.push_back({at[i], places.state_of(ordinals[i])});
        here.clear();
        for (const Placed& p : own)
            if (p.unit->strategic == q) here.push_back(p);
        out.maps.push_back(view_map(relations, q, on_map, here, rulings, out.rulings));
    }
    return out;
}

}  // namespace umpire::gitm
