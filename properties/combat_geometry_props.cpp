// Properties of the combat movements of rules 9.8, 9.9 and 12.1 (rules/gitm/combat/)
// on generated positions: a strategic square with impassable terrain scattered over
// its map and units of four states around a beaten US unit. A retreat never ends on
// or passes an enemy, neutral or impassable square and runs straight for at most four
// squares; a fall back goes to an adjacent square that is passable, free of enemies
// and friendly when one can be; shattering's losses stay in 30-80% and split exactly;
// the same inputs give the same result.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>  // needs gtest.h first

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "model/stacking.hpp"
#include "rules/gitm/combat/fall_back.hpp"
#include "rules/gitm/combat/retreat.hpp"
#include "rules/gitm/combat/shatter.hpp"
#include "rules/gitm/phase_board.hpp"

namespace umpire {
namespace {

namespace gen = rc::gen;
using namespace gitm;

constexpr StratSquare kHere{10, 10};

TacSquare any_square() {
    return TacSquare{*gen::inRange(0, kTacSize), *gen::inRange(0, kTacSize)};
}

// US and TX actively allied, MX hostile to both, GB neutral. At most 10 units, so no
// square can break rule 2.5's caps.
GameState position() {
    GameState s;
    s.states = {{"GB", std::nullopt}, {"MX", Nation::MX}, {"TX", Nation::US}, {"US", Nation::US}};
    s.relations = {{"GB", "MX", Relation::Neutral}, {"GB", "TX", Relation::Neutral}, {"GB", "US", Relation::Neutral},
                   {"MX", "TX", Relation::Hostile}, {"MX", "US", Relation::Hostile}, {"TX", "US", Relation::ActivelyAllied}};
    StratSquareInfo info;
    info.square = kHere;
    info.owner = "US";
    const int blocks = *gen::inRange(0, 60);
    for (int k = 0; k < blocks; ++k)
        info.map.set(any_square(), *gen::element(Terrain::River, Terrain::Mountain, Terrain::Water, Terrain::Ford,
                                                 Terrain::HighHills));
    s.squares.push_back(info);
    const int others = *gen::inRange(2, 11);
    const char* states[] = {"US", "MX", "TX", "GB"};
    for (int k = 0; k < others; ++k) {
        Unit u;
        u.state = k == 0 ? "US" : (k == 1 ? "MX" : states[*gen::inRange(0, 4)]);
        u.id = UnitId{u.state == "MX" ? Nation::MX : Nation::US, static_cast<std::uint16_t>(k + 1), UnitType::Infantry};
        u.strength = 500;
        u.strategic = kHere;
        u.tactical = k == 1 ? s.units[0].tactical : any_square();  // MX1 fights US1 on its square
        u.status = *gen::element(UnitStatus::Active, UnitStatus::Active, UnitStatus::Inactive);
        if (k <= 1) u.status = UnitStatus::Active;
        s.squares[0].map.set(u.tactical, Terrain::Open);  // units stand on passable ground
        s.units.push_back(u);
    }
    return s;
}

struct Fixture {
    explicit Fixture(const GameState& state) : s(state), relations(s), board(s, s.squares[0], members(), relations, r) {}
    std::vector<std::size_t> members() const {
        std::vector<std::size_t> m(s.units.size());
        for (std::size_t i = 0; i < m.size(); ++i) m[i] = i;
        std::sort(m.begin(), m.end(), [&](std::size_t a, std::size_t b) { return s.units[a].id < s.units[b].id; });
        return m;
    }
    int us1() const {
        for (int i = 0; i < board.size(); ++i)
            if (board.unit(i).id == s.units[0].id) return i;
        return -1;
    }
    // An enemy or neutral the board sees on q (TM-INACTIVE-PRESENCE default: active ones).
    bool barred(int mover, TacSquare q) const {
        bool any = false;
        board.each_at(q, [&](int j) { any = any || board.stance(mover, j) == Stance::Enemy || board.stance(mover, j) == Stance::Neutral; });
        return any;
    }
    const GameState& s;
    Rulings r;
    RelationTable relations;
    Board board;
};

Rulings retreat_rulings() {
    Rulings r;
    if (*gen::arbitrary<bool>()) r.set(RulingId::RetreatOpen, 1);
    return r;
}

// rules: 9.8, 12.1, 2.2
RC_GTEST_PROP(CombatGeometryProps, ARetreatRunsStraightOverOpenGroundAndEndsWithRoom, ()) {
    const GameState s = position();
    RC_PRE(check_invariants(s).empty());
    const Fixture f(s);
    const Rulings r = retreat_rulings();
    const int u = f.us1();
    const Seed seed{*gen::arbitrary<std::uint64_t>()};
    const Retreat a = retreat(f.board, u, seed, {2, 1}, r);
    RC_ASSERT(a == retreat(f.board, u, seed, {2, 1}, r));
    if (a.result == RetreatResult::Shatters) {
        RC_ASSERT(a.open.empty());
        RC_ASSERT(a.path.empty());
        return;
    }
    RC_ASSERT(a.result == RetreatResult::Retreated);
    RC_ASSERT(a.direction.has_value());
    RC_ASSERT(std::find(a.open.begin(), a.open.end(), *a.direction) != a.open.end());
    RC_ASSERT(!a.path.empty() && a.path.size() <= static_cast<std::size_t>(kRetreatSquares));
    if (r.get<RetreatOpen>() == RetreatOpen::FourClear) RC_ASSERT(a.path.size() == 4u);
    TacSquare at = s.units[0].tactical;
    for (const TacSquare q : a.path) {
        RC_ASSERT(q == (TacSquare{at.col + dcol(*a.direction), at.row + drow(*a.direction)}));
        RC_ASSERT(passable(s.squares[0].map.at(q)));
        RC_ASSERT(!f.barred(u, q));
        at = q;
    }
    RC_ASSERT(f.board.room(u, a.path.back()));
    RC_ASSERT(a.fatigue == kRetreatFatigue);
}

// rules: 9.9, 2.2
RC_GTEST_PROP(CombatGeometryProps, AFallBackGoesNextDoorNeverOntoImpassableGroundOrEnemies, ()) {
    const GameState s = position();
    RC_PRE(check_invariants(s).empty());
    const Fixture f(s);
    Rulings r;
    if (*gen::arbitrary<bool>()) r.set(RulingId::FallBackTie, 1);
    const int u = f.us1();
    const Seed seed{*gen::arbitrary<std::uint64_t>()};
    const FallBack a = fall_back(f.board, u, seed, {2, 1}, r);
    RC_ASSERT(a == fall_back(f.board, u, seed, {2, 1}, r));
    if (a.result == FallBackResult::Shatters) {
        RC_ASSERT(a.legal.empty());
        return;
    }
    RC_ASSERT(a.to.has_value());
    const TacSquare from = s.units[0].tactical;
    RC_ASSERT(std::max(std::abs(a.to->col - from.col), std::abs(a.to->row - from.row)) == 1);
    RC_ASSERT(passable(s.squares[0].map.at(*a.to)));
    bool enemy = false;
    f.board.each_at(*a.to, [&](int j) { enemy = enemy || f.board.stance(u, j) == Stance::Enemy; });
    RC_ASSERT(!enemy);
    if (!a.preferred.empty()) RC_ASSERT(std::find(a.preferred.begin(), a.preferred.end(), *a.to) != a.preferred.end());
    RC_ASSERT(a.fatigue == kFallBackFatigue);
}

// rules: 12.1
RC_GTEST_PROP(CombatGeometryProps, ShatteringLosesThirtyToEightyPercentSplitExactly, ()) {
    Unit u;
    u.id = UnitId{Nation::US, static_cast<std::uint16_t>(*gen::inRange(1, 10000)), UnitType::Infantry};
    u.strength = *gen::inRange(0, kMaxStrength + 1);
    const Seed seed{*gen::arbitrary<std::uint64_t>()};
    const CombatDraw draw{*gen::arbitrary<std::uint32_t>(), *gen::arbitrary<std::uint32_t>()};
    const ShatterLosses l = shatter_losses(u, seed, draw);
    RC_ASSERT(l == shatter_losses(u, seed, draw));
    const long long s = u.strength;
    RC_ASSERT(100LL * l.losses <= 80 * s);
    if (u.strength != 1) RC_ASSERT(100LL * l.losses >= 30 * s);
    RC_ASSERT(l.stragglers + l.prisoners == l.losses);
    RC_ASSERT(l.stragglers - l.prisoners == l.losses % 2);
    RC_ASSERT(l.strength_after == u.strength - l.losses && l.strength_after >= 0);
}

}  // namespace
}  // namespace umpire
