// Rules 4.2, 4.6: the tactical maps as a player sees them (see tactical.hpp).
#include "rules/gitm/reports/tactical.hpp"

#include <algorithm>
#include <tuple>

#include "rules/gitm/sighting.hpp"

namespace umpire::gitm {
namespace {

Relation relation_of(const GameState& state, const Unit& a, const Unit& b) {
    return state.relation(a.state, b.state).value_or(Relation::Hostile);
}

// Whom `eye` counts an enemy, to sight and to be screened by (4.2, REPORT-SIGHTED-AS-ENEMY).
bool enemy_of(Relation r, SightedAsEnemy sight) noexcept {
    if (friendly(r)) return false;
    return sight == SightedAsEnemy::NonAllied || r == Relation::Hostile;
}

TacticalMapView view_map(const GameState& state, StratSquare square, const std::vector<const Unit*>& on_map,
                         const std::vector<const Unit*>& readers, const Rulings& rulings, RulingList& cited) {
    TacticalMapView v;
    v.square = square;
    const auto sight = rulings.get<SightedAsEnemy>();
    const auto mode = rulings.get<SightDirection>();
    const bool hq_hidden = rulings.get<HqSeen>() == HqSeen::NeverSeen;
    const bool shattered_hidden = rulings.get<DetectShattered>() == DetectShattered::Hidden;

    auto reader_friend = [&](const Unit& u) {
        return std::any_of(readers.begin(), readers.end(),
                           [&](const Unit* r) { return friendly(relation_of(state, *r, u)); });
    };
    std::vector<const Unit*> eyes, strangers;
    for (const Unit* u : on_map) {
        if (reader_friend(*u)) {
            v.friends.push_back({u->id, u->tactical});
            if (u->status == UnitStatus::Active && !is_headquarters(u->id.type)) eyes.push_back(u);  // 4.2, 11.3, 12.3
        } else {
            strangers.push_back(u);
        }
    }
    for (const Unit* e : eyes) v.eyes.push_back(e->id);
    if (eyes.empty() || strangers.empty()) return v;

    cited.add(RulingId::SightDirection);
    for (const Unit* s : strangers) {
        if (is_headquarters(s->id.type)) cited.add(RulingId::HqSeen);
        if (s->status == UnitStatus::Shattered) cited.add(RulingId::DetectShattered);
        for (const Unit* e : eyes)
            if (!friendly(relation_of(state, *e, *s)) && relation_of(state, *e, *s) != Relation::Hostile)
                cited.add(RulingId::SightedAsEnemy);
    }

    // Each eye's screens are the non-headquarters units it counts enemies (4.2); the
    // stranger is seen if some eye counts it an enemy and nothing of those screens
    // stands strictly nearer in its direction.
    std::vector<bool> seen(strangers.size(), false);
    for (const Unit* e : eyes) {
        SquareSet screens;
        for (const Unit* u : on_map)
            if (!is_headquarters(u->id.type) && enemy_of(relation_of(state, *e, *u), sight)) screens.add(u->tactical);
        for (std::size_t i = 0; i < strangers.size(); ++i) {
            const Unit& s = *strangers[i];
            if (seen[i] || !enemy_of(relation_of(state, *e, s), sight)) continue;
            if (is_headquarters(s.id.type) && hq_hidden) continue;
            if (s.status == UnitStatus::Shattered && shattered_hidden) continue;
            seen[i] = sees(e->tactical, s.tactical, screens, mode);
        }
    }
    const bool identified = rulings.get<SightedIdentity>() == SightedIdentity::Identified;
    for (std::size_t i = 0; i < strangers.size(); ++i)
        if (seen[i]) {
            const Unit& s = *strangers[i];
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
    std::vector<const Unit*> own;
    for (const UnitId& id : readers)
        if (const Unit* u = places.find(id)) own.push_back(u);
    std::vector<StratSquare> squares;
    for (const Unit* u : own) squares.push_back(u->strategic);
    std::sort(squares.begin(), squares.end());
    squares.erase(std::unique(squares.begin(), squares.end()), squares.end());

    TacticalView out;
    std::vector<const Unit*> on_map, here;
    for (StratSquare q : squares) {
        const auto at = places.at(q);
        on_map.assign(at.begin(), at.end());  // by id
        here.clear();
        for (const Unit* u : own)
            if (u->strategic == q) here.push_back(u);
        out.maps.push_back(view_map(places.state(), q, on_map, here, rulings, out.rulings));
    }
    return out;
}

}  // namespace umpire::gitm
