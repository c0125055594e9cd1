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

CommsFinder::CommsFinder(const GameState& state, const Rulings& rulings)
    : state_(state), rulings_(rulings), own_within_(state.units.size()), own_known_(state.units.size(), 0) {
    for (std::size_t i = 0; i < state.units.size(); ++i) {
        const Unit& w = state.units[i];
        if (w.status != UnitStatus::Active) continue;
        if (w.id.type == UnitType::ArmyHQ) army_.push_back(i);
        if (w.id.type == UnitType::CorpsHQ) {
            corps_by_place_.emplace_back(w.strategic.row, w.strategic.col, i);
        }
    }
    std::sort(corps_by_place_.begin(), corps_by_place_.end());
}

const ContactMap& CommsFinder::contact(const std::string& side) {
    auto m = maps_.find(side);
    if (m == maps_.end()) {
        const ContactMap* other = maps_.empty() ? nullptr : &maps_.begin()->second;
        m = maps_.emplace(side, ContactMap(state_, side, rulings_, other)).first;
    }
    return m->second;
}

UnitComms CommsFinder::at(const Unit& u, StratSquare where, TacSquare tac, const std::vector<char>& corps_in) {
    if (auto c = without_headquarters(u, where, tac)) return std::move(*c);
    return through_headquarters(u, headquarters_within(u, where, tac), corps_in);
}

UnitComms CommsFinder::at(std::size_t i, const std::vector<char>& corps_in) {
    const Unit& u = state_.units[i];
    if (auto c = without_headquarters(u, u.strategic, u.tactical)) return std::move(*c);
    return through_headquarters(u, headquarters_within(i), corps_in);
}

std::optional<UnitComms> CommsFinder::without_headquarters(const Unit& u, StratSquare where, TacSquare tac) const {
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
    return std::nullopt;
}

UnitComms CommsFinder::through_headquarters(const Unit& u, const Within& within,
                                            const std::vector<char>& corps_in) const {
    UnitComms c{u.id};
    const bool corps = u.id.type == UnitType::CorpsHQ;
    for (const auto& [i, d] : within) {
        const Unit& w = state_.units[i];
        if (!corps && !corps_in[i]) continue;
        if (!c.in() || d < c.length || (d == c.length && w.id < *c.through)) {
            c.via = CommsVia::Headquarters;
            c.through = w.id;
            c.length = d;
        }
    }
    return c;
}

const std::vector<std::pair<std::size_t, int>>& CommsFinder::headquarters_within(const Unit& u, StratSquare where,
                                                                                   TacSquare tac) {
    const auto key = std::tuple{pack(u.id), where, tac.index()};
    if (const auto hit = within_.find(key); hit != within_.end()) return hit->second;
    return within_.emplace(key, work_out_within(u, where, tac)).first->second;
}

const std::vector<std::pair<std::size_t, int>>& CommsFinder::headquarters_within(std::size_t i) {
    if (!own_known_[i]) {
        const Unit& u = state_.units[i];
        own_within_[i] = work_out_within(u, u.strategic, u.tactical);
        own_known_[i] = 1;
    }
    return own_within_[i];
}

CommsFinder::Within CommsFinder::work_out_within(const Unit& u, StratSquare where, TacSquare tac) {
    Within out;
    const StratSquareInfo& here = *state_.square(where);
    const bool inside = here.besieged && here.city_square == tac;
    const bool corps = u.id.type == UnitType::CorpsHQ;
    const int reach = corps ? kCorpsToArmyHq : kUnitToCorpsHq;
    std::vector<std::size_t> candidates;
    // Corps HQs by place: only the rows within reach are looked at.
    std::vector<std::size_t> near;
    if (corps) {
        near = army_;
    } else {
        for (int row = where.row - reach; row <= where.row + reach; ++row) {
            const auto first = std::lower_bound(corps_by_place_.begin(), corps_by_place_.end(),
                                                std::tuple{row, where.col - reach, std::size_t{0}});
            for (auto it = first; it != corps_by_place_.end() && std::get<0>(*it) == row &&
                                  std::get<1>(*it) <= where.col + reach;
                 ++it)
                near.push_back(std::get<2>(*it));
        }
        std::sort(near.begin(), near.end());  // the order of state.units
    }
    for (std::size_t i : near) {
        const Unit& w = state_.units[i];
        if (w.id == u.id || king_distance(where, w.strategic) > reach) continue;
        if (!friendly(relation(state_, u.state, w.state))) continue;
        // 10.3: the inside of a besieged city and its outside do not reach each other.
        const StratSquareInfo& there = *state_.square(w.strategic);
        const bool w_inside = there.besieged && there.city_square == w.tactical;
        if ((inside || w_inside) && !(inside && w_inside && where == w.strategic)) continue;
        candidates.push_back(i);
    }
    if (candidates.empty()) return out;
    // A line is never shorter than the king-step distance, so only the few
    // headquarters that near are measured, with one search from the unit.
    std::vector<ContactEnd> ends;
    for (std::size_t i : candidates) ends.push_back({state_.units[i].strategic, state_.units[i].tactical});
    const auto found = contact(u.state).lengths(ContactEnd{where, tac}, ends, reach);
    for (std::size_t k = 0; k < candidates.size(); ++k)
        if (found[k]) out.emplace_back(candidates[k], *found[k]);
    return out;
}

std::vector<UnitComms> work_out_communications(const GameState& state, const Rulings& rulings) {
    CommsFinder work(state, rulings);
    return work_out_communications(state, work);
}

std::vector<UnitComms> work_out_communications(const GameState& state, CommsFinder& work) {
    std::vector<UnitComms> out(state.units.size());
    std::vector<char> corps_in(state.units.size(), 0);
    // Corps HQs first: the other units draw communications through them.
    for (std::size_t i = 0; i < state.units.size(); ++i) {
        const Unit& u = state.units[i];
        if (u.id.type != UnitType::CorpsHQ) continue;
        out[i] = work.at(i, corps_in);
        corps_in[i] = out[i].in() && u.status == UnitStatus::Active;
    }
    for (std::size_t i = 0; i < state.units.size(); ++i) {
        const Unit& u = state.units[i];
        if (u.id.type != UnitType::CorpsHQ) out[i] = work.at(i, corps_in);
    }
    return out;
}

}  // namespace umpire::gitm
