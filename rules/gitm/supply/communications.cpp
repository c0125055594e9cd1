#include "rules/gitm/supply/communications.hpp"

#include <algorithm>
#include <cassert>
#include <cstdlib>

#include "rules/gitm/contact.hpp"

namespace umpire::gitm {

bool inside_besieged_city(const GameState& state, const Unit& u) noexcept {
    const StratSquareInfo* q = state.square(u.strategic);
    return q && q->besieged && q->city_square == u.tactical;
}

namespace {

Relation relation(const GameState& state, const std::string& a, const std::string& b) {
    return state.relation(a, b).value_or(Relation::Hostile);
}

}  // namespace

CommsFinder::CommsFinder(const GameState& state, const Rulings& rulings) : state_(state), rulings_(rulings) {
    for (std::size_t i = 0; i < state.units.size(); ++i) {
        const Unit& w = state.units[i];
        if (w.status != UnitStatus::Active) continue;
        if (w.id.type == UnitType::ArmyHQ) army_.push_back(i);
        if (w.id.type == UnitType::CorpsHQ) corps_.push_back(i);
    }
}

const ContactMap& CommsFinder::contact(const std::string& side) {
    auto m = maps_.find(side);
    if (m == maps_.end()) m = maps_.emplace(side, ContactMap(state_, side, rulings_)).first;
    return m->second;
}

UnitComms CommsFinder::at(const Unit& u, StratSquare where, TacSquare tac, const std::vector<char>& corps_in) {
    UnitComms c{u.id};
    if (u.id.type == UnitType::ArmyHQ) {
        c.via = CommsVia::ArmyHq;
        return c;
    }
    const StratSquareInfo& here = *state_.square(where);
    const bool inside = here.besieged && here.city_square == tac;
    if (here.city && friendly(relation(state_, u.state, here.owner)) && (!here.besieged || inside)) {
        c.via = CommsVia::City;
        c.city = here.city;
        return c;
    }
    const bool corps = u.id.type == UnitType::CorpsHQ;
    const int reach = corps ? kCorpsToArmyHq : kUnitToCorpsHq;
    std::vector<std::size_t> candidates;
    for (std::size_t i : corps ? army_ : corps_) {
        const Unit& w = state_.units[i];
        if (w.id == u.id || !friendly(relation(state_, u.state, w.state))) continue;
        if (!corps && !corps_in[i]) continue;
        // 10.3: the inside of a besieged city and its outside do not reach each other.
        const StratSquareInfo& there = *state_.square(w.strategic);
        const bool w_inside = there.besieged && there.city_square == w.tactical;
        if ((inside || w_inside) && !(inside && w_inside && where == w.strategic)) continue;
        if (king_distance(where, w.strategic) <= reach) candidates.push_back(i);
    }
    if (candidates.empty()) return c;
    // A line is never shorter than the king-step distance, so only the few
    // headquarters that near are measured, with one search from the unit.
    const ContactMap& map = contact(u.state);
    const ContactEnd from{where, tac};
    const std::vector<int> dist = map.distances(from, reach);
    for (std::size_t i : candidates) {
        const Unit& w = state_.units[i];
        const auto len = map.arrival(from, dist, ContactEnd{w.strategic, w.tactical}, reach);
        if (!len) continue;
        const int d = *len;
        if (!c.in() || d < c.length || (d == c.length && w.id < *c.through)) {
            c.via = CommsVia::Headquarters;
            c.through = w.id;
            c.length = d;
        }
    }
    return c;
}

std::vector<UnitComms> work_out_communications(const GameState& state, const Rulings& rulings) {
    CommsFinder work(state, rulings);
    std::vector<UnitComms> out(state.units.size());
    std::vector<char> corps_in(state.units.size(), 0);
    // Corps HQs first: the other units draw communications through them.
    for (std::size_t i = 0; i < state.units.size(); ++i) {
        const Unit& u = state.units[i];
        if (u.id.type != UnitType::CorpsHQ) continue;
        out[i] = work.at(u, u.strategic, u.tactical, corps_in);
        corps_in[i] = out[i].in() && u.status == UnitStatus::Active;
    }
    for (std::size_t i = 0; i < state.units.size(); ++i) {
        const Unit& u = state.units[i];
        if (u.id.type != UnitType::CorpsHQ) out[i] = work.at(u, u.strategic, u.tactical, corps_in);
    }
    return out;
}

}  // namespace umpire::gitm
