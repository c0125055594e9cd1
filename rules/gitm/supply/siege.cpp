#include "rules/gitm/supply/siege.hpp"

#include <algorithm>
#include <cstdlib>

#include "rules/gitm/units/unit_end.hpp"

namespace umpire::gitm {
namespace {

bool around(TacSquare a, TacSquare b) noexcept {
    return a != b && std::abs(a.col - b.col) <= 1 && std::abs(a.row - b.row) <= 1;
}

Relation relation(const GameState& s, const std::string& a, const std::string& b) {
    return s.relation(a, b).value_or(Relation::Hostile);
}

// The garrison of a city: active units friendly to its controller on the city square.
std::vector<std::size_t> garrison_of(const GameState& s, const StratSquareInfo& q) {
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < s.units.size(); ++i) {
        const Unit& u = s.units[i];
        if (u.status == UnitStatus::Active && u.strategic == q.square && u.tactical == *q.city_square &&
            friendly(relation(s, q.owner, u.state)))
            out.push_back(i);
    }
    return out;
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

std::vector<SiegeSurrender> siege_surrender_phase(GameState& state, Seed seed, const Rulings& rulings) {
    std::vector<SiegeSurrender> out;
    for (const StratSquareInfo& q : state.squares) {
        if (!q.besieged || !q.city_square) continue;
        const std::vector<std::size_t> garrison = garrison_of(state, q);
        if (garrison.empty()) continue;
        SiegeSurrender s;
        s.square = q.square;
        s.city = q.city.value_or("");
        for (std::size_t i : garrison) s.garrison.push_back(state.units[i].id);
        std::sort(s.garrison.begin(), s.garrison.end());
        if (rulings.get<SiegeSurrenderSupplies>() == SiegeSurrenderSupplies::CityEmpty) {
            s.without_supplies = q.stores == 0;
        } else {
            s.without_supplies = std::none_of(garrison.begin(), garrison.end(),
                                              [&](std::size_t i) { return state.units[i].supplies > 0; });
        }
        if (s.without_supplies) {
            s.rolled = true;
            DrawStream d(seed, {Purpose::SiegeSurrender, static_cast<std::uint32_t>(state.turn), 0,
                                static_cast<std::uint64_t>(q.square.col) << 16 | static_cast<std::uint16_t>(q.square.row)});
            s.surrendered = d.below(3) == 0;  // 10.3: "1/3"
        }
        if (s.surrendered)
            for (std::size_t i : garrison) s.men += take_all_prisoner(state.units[i]);
        out.push_back(std::move(s));
    }
    return out;
}

}  // namespace umpire::gitm
