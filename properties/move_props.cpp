// Properties of gitm::decide_move (rules 8.3, 8.5 and the tactical-movement text)
// over generated game states; see properties/generators.hpp for what is generated.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>  // needs gtest.h first

#include <algorithm>
#include <cstddef>
#include <iterator>
#include <set>
#include <string>
#include <vector>

#include "golden/case_outcome.hpp"
#include "properties/citations.hpp"
#include "properties/generators.hpp"
#include "rules/catalogue.hpp"
#include "rules/gitm/line.hpp"
#include "rules/gitm/river_crossing.hpp"
#include "rules/gitm/tactical_move.hpp"
#include "rules/rulings.hpp"

namespace umpire {
namespace {

namespace gen = rc::gen;
using gitm::EventKind;
using gitm::MoveResult;

// decide_move() only promises anything for a valid state and order, so every
// property first checks what the generator claims to build.
void require_valid(const CaseFile& c) {
    const auto problems = validate_case(c);
    if (!problems.empty()) RC_FAIL("generated case is invalid: " + format(problems));
}

const MoveCase& move_of(const CaseFile& c) { return std::get<MoveCase>(c.payload); }
MoveCase& move_of(CaseFile& c) { return std::get<MoveCase>(c.payload); }

gitm::MoveOutcome decide(const CaseFile& c) {
    return gitm::decide_move(move_of(c).state, move_of(c).order, c.seed, c.resolved_rulings());
}

const Unit& mover_of(const CaseFile& c) { return *move_of(c).state.unit(move_of(c).order.unit); }

// Whether the rules see `u` at all (ruling TM-INACTIVE-PRESENCE).
bool present(const Unit& u, const Rulings& r) {
    return u.status == UnitStatus::Active || r.get<InactivePresence>() == InactivePresence::AnyStatus;
}

// Neither a foe nor a neutral: none of rule 8.5's obstacles (allied states included).
bool neither_foe_nor_neutral(Relation r) { return r != Relation::Hostile && r != Relation::Neutral; }

// Removes every hostile or neutral unit the rules can see in the mover's square.
// Unseen ones (inactive, under active-only) stay: they must not matter either.
void remove_foes_and_neutrals(GameState& s, const Unit& me, const Rulings& rulings) {
    std::erase_if(s.units, [&](const Unit& u) {
        if (u.id == me.id || u.strategic != me.strategic || !present(u, rulings)) return false;
        return !neither_foe_nor_neutral(*s.relation(me.state, u.state));
    });
}

// Sometimes a crowd of 11 to 13 friends on the waypoint or destination, as many as
// the stacking caps of rules 2.5 and 11.2 let the state hold.
void maybe_crowd_the_move(CaseFile& c, const Unit& me) {
    GameState& s = move_of(c).state;
    if (!*gen::arbitrary<bool>()) return;
    std::vector<std::string> friends;
    for (const auto& st : s.states)
        if (neither_foe_nor_neutral(*s.relation(me.state, st.id))) friends.push_back(st.id);
    const TacSquare at =
        move_of(c).order.waypoint && *gen::arbitrary<bool>() ? *move_of(c).order.waypoint : move_of(c).order.destination;
    for (int i = *gen::element(11, 12, 13); i > 0; --i) {
        Unit u;
        u.state = *gen::elementOf(friends);
        const auto home = s.state(u.state)->home;
        u.id = props::fresh_id(s, home.value_or(Nation::US), UnitType::Infantry);
        u.strength = 500;
        u.status = *gen::weightedElement<UnitStatus>({{4, UnitStatus::Active}, {1, UnitStatus::Inactive}});
        u.strategic = me.strategic;
        u.tactical = at;
        s.units.push_back(u);
        if (!check_invariants(s).empty()) {
            s.units.pop_back();
            break;
        }
    }
}

// Rule 8.3's full square, as the oracle counts it: 12 allied units the rules see
// (TM-ALLIED-COUNT says which relations count).
bool full_for(const GameState& s, const Unit& me, TacSquare q, const Rulings& rulings) {
    const bool all = rulings.get<AlliedCount>() == AlliedCount::AllAllied;
    int n = 0;
    for (const auto& u : s.units) {
        if (u.id == me.id || u.strategic != me.strategic || u.tactical != q || !present(u, rulings)) continue;
        const Relation r = *s.relation(me.state, u.state);
        if (r == Relation::SameSide || r == Relation::ActivelyAllied || (all && r == Relation::Allied)) ++n;
    }
    return n >= 12;
}

// Among friends nothing blocks, limits or fights.
void check_no_foe_events(const gitm::MoveOutcome& o) {
    RC_ASSERT(!o.straight_line);
    RC_ASSERT(!o.combat);
    for (const auto& e : o.events) {
        RC_ASSERT(e.kind != EventKind::BlockedImpassable);
        RC_ASSERT(e.kind != EventKind::BlockedDiagonalJoin);
        RC_ASSERT(e.kind != EventKind::BlockedCliff);
        RC_ASSERT(e.kind != EventKind::BlockedNeutral);
        RC_ASSERT(e.kind != EventKind::LimitApplies);
    }
}

// rules: tm-straight-line 8.3 8.5 8.7
RC_GTEST_PROP(MoveProps, AmongFriendsTheMoveIsFree, ()) {
    CaseFile c = *props::move_case();
    const Rulings rulings = c.resolved_rulings();
    GameState& s = move_of(c).state;
    const Unit me = mover_of(c);
    remove_foes_and_neutrals(s, me, rulings);
    // Without foes or neutrals the only obstacles left are rule 8.7's river crossing
    // and rule 8.3's full square (12 allied units on the waypoint or destination; a
    // neutral on them is gone with the neutrals). The generator's at most 11 other
    // units can never fill a square, so crowds of friends probe the limit.
    maybe_crowd_the_move(c, me);
    require_valid(c);
    const auto full = [&](TacSquare q) { return full_for(s, me, q, rulings); };

    const auto o = decide(c);
    check_no_foe_events(o);
    const auto& order = move_of(c).order;
    if (me.status != UnitStatus::Active) {
        RC_ASSERT(o.result == MoveResult::NotMoved);
        RC_ASSERT(o.end == me.tactical);
    } else if (!order.waypoint && order.destination == me.tactical) {
        RC_ASSERT(o.result == MoveResult::Moved);
        RC_ASSERT(o.end == me.tactical);
    } else if ((order.waypoint && full(*order.waypoint)) || full(order.destination)) {
        RC_ASSERT(o.result == MoveResult::Blocked);
        RC_ASSERT(o.events.back().kind == EventKind::BlockedFullSquare);
        RC_ASSERT(o.end == me.tactical);
    } else if (!gitm::check_river_crossing(s.square(me.strategic)->map, me.tactical, order.waypoint,
                                           order.destination, rulings)
                    .allowed) {
        // Rule 8.7 holds among friends too (its sides have their own properties).
        RC_ASSERT(o.result == MoveResult::Blocked);
        RC_ASSERT(o.events.back().kind == EventKind::BlockedRiverCrossing);
        RC_ASSERT(o.end == me.tactical);
    } else {
        RC_ASSERT(o.result == MoveResult::Moved);
        RC_ASSERT(o.end == order.destination);
    }
    RC_TAG(std::string(gitm::name(o.result)));
}

// rules: 8.3 8.5
RC_GTEST_PROP(MoveProps, DecisionAndItsJsonAreReproducible, ()) {
    const CaseFile c = *props::move_case();
    require_valid(c);
    const auto first = decide(c);
    RC_ASSERT(decide(c) == first);

    const CaseOutcome ran = run_case(c);
    RC_ASSERT(ran.move.has_value());
    RC_ASSERT(*ran.move == first);
    const std::string bytes = save_outcome(ran);
    RC_ASSERT(save_outcome(run_case(c)) == bytes);

    // The case as a game master would store it: the file must replay byte for byte
    // and be a fixed point of load-then-save.
    const std::string text = save_case(c);
    const auto loaded = load_case(text, "generated.case.json");
    if (!loaded) RC_FAIL("saved case does not load: " + format(loaded.errors()));
    RC_ASSERT(*loaded == c);
    RC_ASSERT(save_case(*loaded) == text);
    RC_ASSERT(save_outcome(run_case(*loaded)) == bytes);

    const auto reread = load_outcome(bytes, "generated.expected.json");
    if (!reread) RC_FAIL("saved outcome does not load: " + format(reread.errors()));
    RC_ASSERT(*reread == ran);
}

// rules: 8.3 8.5 tm-case-1 tm-case-2 tm-case-3
RC_GTEST_PROP(MoveProps, TheUnitEndsOnItsPathOrAtTheCombat, ()) {
    const CaseFile c = *props::move_case();
    require_valid(c);
    const Rulings rulings = c.resolved_rulings();
    const GameState& s = move_of(c).state;
    const Unit& me = mover_of(c);
    const auto& order = move_of(c).order;

    // The squares walked and the squares touched by the ordered line(s).
    std::set<TacSquare> walked{me.tactical}, touched;
    TacSquare from = me.tactical;
    std::vector<TacSquare> ends;
    if (order.waypoint) ends.push_back(*order.waypoint);
    ends.push_back(order.destination);
    for (const auto to : ends) {
        const auto line = gitm::trace_line(from, to, rulings.get<StepTypo>());
        for (int k = 0; k < line.count; ++k) {
            const auto& step = line.steps[static_cast<std::size_t>(k)];
            walked.insert(step.square);
            touched.insert(step.contacts.begin(), step.contacts.begin() + step.contact_count);
        }
        from = to;
    }

    const auto o = decide(c);
    RC_ASSERT(o.unit == me.id);
    RC_ASSERT(o.from == me.tactical);
    RC_ASSERT(o.combat.has_value() == (o.result == MoveResult::Encounter));
    const bool cannot_fight = order.offensive == OffensiveMode::Evade || is_headquarters(me.id.type);
    switch (o.result) {
        case MoveResult::Moved: RC_ASSERT(o.end == order.destination); break;
        case MoveResult::Blocked:
        case MoveResult::NotMoved: RC_ASSERT(o.end == me.tactical); break;
        case MoveResult::HaltedShort:
            RC_ASSERT(cannot_fight);
            RC_ASSERT(walked.count(o.end) == 1u);
            break;
        case MoveResult::Encounter: {
            RC_ASSERT(!cannot_fight);
            const auto& combat = *o.combat;
            RC_ASSERT(o.end == combat.square || walked.count(o.end) == 1u);
            RC_ASSERT(touched.count(combat.square) == 1u);
            RC_ASSERT(combat.initiator == me.id);
            RC_ASSERT(std::count(combat.attackers.begin(), combat.attackers.end(), me.id) == 1);
            RC_ASSERT(!combat.defenders.empty());
            for (const auto& id : combat.defenders) {
                const Unit* u = s.unit(id);
                RC_ASSERT(u != nullptr);
                RC_ASSERT(*s.relation(me.state, u->state) == Relation::Hostile);
                RC_ASSERT(u->strategic == me.strategic);
                RC_ASSERT(u->tactical == combat.square);
                RC_ASSERT(present(*u, rulings));
            }
            for (const auto& id : combat.attackers) {
                if (id == me.id) continue;
                const Unit* u = s.unit(id);
                RC_ASSERT(u != nullptr);
                RC_ASSERT(neither_foe_nor_neutral(*s.relation(me.state, u->state)));
                RC_ASSERT(u->strategic == me.strategic);
                RC_ASSERT(u->tactical == combat.square);
            }
            break;
        }
    }
    std::string kinds;
    for (const auto& e : o.events)
        kinds += std::string(gitm::name(e.kind)) + (e.ruling.empty() ? "" : "[" + e.ruling.joined() + "]") + " ";
    RC_TAG(kinds);
}

// rules: 8.3 8.5
RC_GTEST_PROP(MoveProps, UnitsInAnotherStrategicSquareChangeNothing, ()) {
    const CaseFile c = *props::move_case();
    require_valid(c);
    CaseFile d = c;
    GameState& s = move_of(d).state;
    const Unit me = mover_of(c);

    StratSquareInfo other;
    other.square = StratSquare{static_cast<std::int16_t>(*gen::inRange(0, kStratColumns)),
                               static_cast<std::int16_t>(*gen::inRange(0, kStratRows))};
    if (other.square == me.strategic)
        other.square.col = static_cast<std::int16_t>((other.square.col + 1) % kStratColumns);
    other.nation = *gen::element(Nation::US, Nation::MX);
    other.owner = (*gen::elementOf(s.states)).id;
    other.map = *props::tactical_map();
    s.squares.insert(s.squares.begin() + *gen::inRange<std::ptrdiff_t>(0, std::ssize(s.squares) + 1), other);

    // Enemies of the mover when there are any, on the tactical squares that would
    // matter most if they stood in the mover's own square.
    std::vector<std::string> foes;
    for (const auto& st : s.states)
        if (s.relation(me.state, st.id) == Relation::Hostile) foes.push_back(st.id);
    if (foes.empty()) foes.push_back((*gen::elementOf(s.states)).id);
    for (int i = *gen::element(1, 2, 3); i > 0; --i) {
        Unit u;
        u.state = *gen::elementOf(foes);
        u.id = props::fresh_id(s, s.state(u.state)->home.value_or(Nation::MX), UnitType::Infantry);
        u.strength = 1000;
        u.strategic = other.square;
        u.tactical = *gen::weightedOneOf<TacSquare>({{2, gen::just(move_of(d).order.destination)},
                                                     {1, gen::just(move_of(d).order.waypoint.value_or(me.tactical))},
                                                     {1, gen::just(me.tactical)},
                                                     {2, props::tac_square()}});
        s.units.insert(s.units.begin() + *gen::inRange<std::ptrdiff_t>(0, std::ssize(s.units) + 1), u);
    }
    require_valid(d);
    RC_ASSERT(decide(d) == decide(c));
}

// rules: 8.3 8.5
RC_GTEST_PROP(MoveProps, TheOrderOfUnitsDoesNotMatter, ()) {
    const CaseFile c = *props::move_case();
    require_valid(c);
    CaseFile d = c;
    auto& units = move_of(d).state.units;
    // Fisher-Yates with RapidCheck's choices, so a failure shrinks and replays.
    for (std::size_t i = units.size(); i > 1; --i) std::swap(units[i - 1], units[*gen::inRange<std::size_t>(0, i)]);
    RC_ASSERT(decide(d) == decide(c));
}

// rules: 8.3 8.5
RC_GTEST_PROP(MoveProps, EventsCiteKnownRulesAndRulings, ()) {
    const CaseFile c = *props::move_case();
    require_valid(c);
    const auto o = decide(c);
    RC_ASSERT(!o.events.empty());
    props::check_citations(o.events);
    for (const auto& e : o.events) RC_ASSERT(e.unit == o.unit);
}

}  // namespace
}  // namespace umpire
