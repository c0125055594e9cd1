#include "rules/gitm/supply/siege.hpp"

#include <algorithm>

namespace umpire::gitm {
namespace {

bool around(TacSquare a, TacSquare b) noexcept {
    return a != b && std::abs(a.col - b.col) <= 1 && std::abs(a.row - b.row) <= 1;
}

Relation relation(const GameState& s, const std::string& a, const std::string& b) {
    return s.relation(a, b).value_or(Relation::Hostile);
}

}  // namespace

std::vector<SiegeTest> siege_tests(const GameState& state) {
    std::vector<SiegeTest> out;
    for (const StratSquareInfo& q : state.squares) {
        if (!q.city_square) continue;
        SiegeTest t{q.square, q.city.value_or(""), q.besieged, false};
        const TacSquare city = *q.city_square;
        for (const Unit& u : state.units) {
            if (u.status != UnitStatus::Active || u.strategic != q.square) continue;
            const bool at = u.tactical == city, near = around(u.tactical, city);
            if (!at && !near) continue;
            const Relation r = relation(state, q.owner, u.state);
            if (friendly(r)) {
                t.defenders_present = true;
                t.friendly += u.strength;
            } else if (r == Relation::Hostile && near) {
                t.hostile += u.strength;
            }
        }
        const bool outnumbered = static_cast<long long>(t.hostile) * 10 > static_cast<long long>(t.friendly) * 11;
        bool fort_ok = true;
        if (q.fort > 0 && q.fort_capacity) {
            t.fort_capacity = q.fort_capacity;
            fort_ok = static_cast<long long>(t.hostile) * 2 >= *q.fort_capacity;
        }
        t.after = t.defenders_present && outnumbered && fort_ok;
        out.push_back(std::move(t));
    }
    return out;
}

std::vector<SiegeTest> apply_sieges(GameState& state) {
    std::vector<SiegeTest> tests = siege_tests(state);
    for (const SiegeTest& t : tests)
        for (StratSquareInfo& q : state.squares)
            if (q.square == t.square) q.besieged = t.after;
    return tests;
}

}  // namespace umpire::gitm
