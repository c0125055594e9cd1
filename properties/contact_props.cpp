// Rule 10.2's line of contact (rules/gitm/contact.hpp) on random boards of strategic
// squares with random tactical maps, units and rulings: the Boost.Graph search finds
// the distances and lines of a plain breadth-first reference, a line never enters a
// square holding an enemy and is a chain of king steps as long as its length, and an
// enemy unit added anywhere never makes a line where there was none, nor a shorter one.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>  // needs gtest.h first

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include "properties/generators.hpp"
#include "rules/gitm/contact.hpp"

namespace umpire {
namespace {

namespace gen = rc::gen;
using gitm::ContactBar;
using gitm::ContactEnd;
using gitm::ContactMap;

constexpr int kCols = 7, kRows = 5, kCol0 = 60, kRow0 = 40;

StratSquare sq(int c, int r) { return {static_cast<std::int16_t>(kCol0 + c), static_cast<std::int16_t>(kRow0 + r)}; }

Rulings contact_rulings() {
    Rulings r;
    for (const auto id : {RulingId::InactivePresence, RulingId::CavalryClass, RulingId::ContactTacticalPath,
                          RulingId::DiagonalExit, RulingId::WaterSides})
        r.set(id, *gen::inRange<int>(0, static_cast<int>(info(id).alternatives.size())));
    return r;
}

UnitType unit_type() {
    return *gen::element(UnitType::Infantry, UnitType::LightCavalry, UnitType::Dragoons, UnitType::Lancers,
                         UnitType::CorpsHQ, UnitType::LightArtillery);
}

// US and TX actively allied, MX hostile to both; a board of kCols x kRows squares,
// a few impassable or missing, each with its own map; units of all three anywhere.
GameState board() {
    GameState s;
    s.states = {{"MX", Nation::MX}, {"TX", Nation::US}, {"US", Nation::US}};
    s.relations = {{"MX", "TX", Relation::Hostile}, {"MX", "US", Relation::Hostile},
                   {"TX", "US", Relation::ActivelyAllied}};
    for (int r = 0; r < kRows; ++r)
        for (int c = 0; c < kCols; ++c) {
            if (*gen::inRange(0, 20) == 0) continue;  // a square the state does not list
            StratSquareInfo q;
            q.square = sq(c, r);
            q.owner = "US";
            if (*gen::inRange(0, 12) == 0) q.terrain = StratTerrain::Water;
            else if (*gen::inRange(0, 30) == 0) q.guatemala = true;
            q.map = *props::tactical_map();
            s.squares.push_back(std::move(q));
        }
    const int units = *gen::inRange(0, 14);
    for (int k = 0; k < units && !s.squares.empty(); ++k) {
        const std::string state = *gen::element<std::string>("MX", "MX", "US", "TX");
        Unit u;
        u.id = props::fresh_id(s, state == "MX" ? Nation::MX : Nation::US, unit_type());
        u.state = state;
        u.strength = 500;
        u.status = *gen::element(UnitStatus::Active, UnitStatus::Active, UnitStatus::Inactive);
        u.strategic = (*gen::elementOf(s.squares)).square;
        u.tactical = *props::tac_square();
        s.units.push_back(u);
    }
    return s;
}

ContactEnd an_end(const GameState& s) {
    const StratSquare at = (*gen::elementOf(s.squares)).square;
    if (*gen::arbitrary<bool>()) return {at, std::nullopt};
    return {at, *props::tac_square()};
}

bool hostile_there(const GameState& s, StratSquare q, const Rulings& rulings) {
    for (const Unit& u : s.units)
        if (u.strategic == q && u.state == "MX" &&
            (u.status == UnitStatus::Active || rulings.get<InactivePresence>() == InactivePresence::AnyStatus))
            return true;
    return false;
}

// The search as it was written before Boost.Graph: a queue of squares, the steps tried
// clockwise from north, each square reached once, from the first square that reaches it.
struct Reference {
    std::vector<int> dist, via;
};
Reference reference(const GameState& s, const ContactMap& m, StratSquare from, const Rulings& rulings) {
    const auto index = [&](StratSquare q) {
        for (std::size_t i = 0; i < s.squares.size(); ++i)
            if (s.squares[i].square == q) return static_cast<int>(i);
        return -1;
    };
    const auto enemy_at = [&](StratSquare q) { return index(q) >= 0 && hostile_there(s, q, rulings); };
    Reference r{std::vector<int>(s.squares.size(), -1), std::vector<int>(s.squares.size(), -1)};
    const int start = index(from);
    r.dist[static_cast<std::size_t>(start)] = 0;
    std::vector<int> queue{start};
    for (std::size_t q = 0; q < queue.size(); ++q) {
        const auto here = static_cast<std::size_t>(queue[q]);
        const StratSquare at = s.squares[here].square;
        for (const Direction d : kAllDirections) {
            const auto next = neighbour(at, d);
            const int k = next ? index(*next) : -1;
            if (k < 0 || r.dist[static_cast<std::size_t>(k)] >= 0 || m.bar(*next) != ContactBar::None) continue;
            if (is_diagonal(d) && enemy_at(StratSquare{static_cast<std::int16_t>(at.col + dcol(d)), at.row}) &&
                enemy_at(StratSquare{at.col, static_cast<std::int16_t>(at.row + drow(d))}))
                continue;
            r.dist[static_cast<std::size_t>(k)] = r.dist[here] + 1;
            r.via[static_cast<std::size_t>(k)] = static_cast<int>(here);
            queue.push_back(k);
        }
    }
    return r;
}

// rules: 10.2
RC_GTEST_PROP(ContactProps, TheGraphSearchFindsTheReferenceDistancesAndLines, ()) {
    const GameState s = *gen::exec(board);
    RC_PRE(!s.squares.empty());
    const Rulings rulings = *gen::exec(contact_rulings);
    const ContactMap m(s, "US", rulings);
    const StratSquare from = (*gen::elementOf(s.squares)).square;
    const Reference r = reference(s, m, from, rulings);
    RC_ASSERT(m.distances(from) == r.dist);
    for (std::size_t i = 0; i < s.squares.size(); ++i) {
        const auto line = m.line(from, s.squares[i].square);
        RC_ASSERT(line.has_value() == (r.dist[i] >= 0));
        if (!line) continue;
        // The reference's line: back from the square along `via`.
        std::vector<StratSquare> expected;
        for (int k = static_cast<int>(i); r.dist[static_cast<std::size_t>(k)] > 0; k = r.via[static_cast<std::size_t>(k)])
            expected.insert(expected.begin(), s.squares[static_cast<std::size_t>(k)].square);
        RC_ASSERT(*line == expected);
    }
}

// rules: 10.2
RC_GTEST_PROP(ContactProps, ALineOfContactNeverEntersAnEnemySquare, ()) {
    const GameState s = *gen::exec(board);
    RC_PRE(!s.squares.empty());
    const Rulings rulings = *gen::exec(contact_rulings);
    const ContactMap m(s, "US", rulings);
    const ContactEnd from = *gen::exec([&] { return an_end(s); });
    const ContactEnd to = *gen::exec([&] { return an_end(s); });
    const auto line = m.line(from, to);
    RC_ASSERT(line.has_value() == m.length(from, to).has_value());
    if (!line) return;
    RC_ASSERT(static_cast<int>(line->size()) == *m.length(from, to));
    StratSquare at = from.square;
    for (const StratSquare q : *line) {
        RC_ASSERT(!hostile_there(s, q, rulings));
        RC_ASSERT(m.bar(q) == ContactBar::None);
        RC_ASSERT(std::max(std::abs(q.col - at.col), std::abs(q.row - at.row)) == 1);
        at = q;
    }
    if (!line->empty()) {
        RC_ASSERT(line->back() == to.square);
    }
}

// rules: 10.2
RC_GTEST_PROP(ContactProps, AnAddedEnemyNeverMakesOrShortensALine, ()) {
    GameState s = *gen::exec(board);
    RC_PRE(!s.squares.empty());
    const Rulings rulings = *gen::exec(contact_rulings);
    const ContactEnd from = *gen::exec([&] { return an_end(s); });
    const ContactEnd to = *gen::exec([&] { return an_end(s); });
    const auto before = ContactMap(s, "US", rulings).length(from, to);
    Unit enemy;
    enemy.id = props::fresh_id(s, Nation::MX, unit_type());
    enemy.state = "MX";
    enemy.strength = 500;
    enemy.strategic = (*gen::elementOf(s.squares)).square;
    enemy.tactical = *props::tac_square();
    s.units.push_back(enemy);
    const auto after = ContactMap(s, "US", rulings).length(from, to);
    if (after) {
        RC_ASSERT(before.has_value());
        RC_ASSERT(*after >= *before);
    }
}

}  // namespace
}  // namespace umpire
