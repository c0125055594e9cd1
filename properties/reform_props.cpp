// Properties of shattered units reforming and inactive units waking (rules 11.3, 11.5,
// 12.3-12.5; rules/gitm/units/reform.hpp, wake.hpp) over whole turns of the turn
// generator, its shattered units given reforming records and its logistics either way.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>  // needs gtest.h first

#include <algorithm>
#include <string>
#include <vector>

#include "properties/turn_generators.hpp"
#include "rules/gitm/supply/communications.hpp"
#include "rules/gitm/supply/supply_phase.hpp"
#include "rules/gitm/turn.hpp"

namespace umpire::props {
namespace {

// The generator's input with every shattered unit with men reforming at a random
// point of its count, its recorded communications and source random, and the
// logistics recorded or computed.
TurnInput reforming(TurnInput in) {
    if (*rc::gen::arbitrary<bool>()) in.state.logistics = Logistics::Computed;
    for (Unit& u : in.state.units)
        if (u.status == UnitStatus::Shattered && u.strength > 0) {
            u.reforming = Reforming{*rc::gen::inRange(0, 4), *rc::gen::inRange(0, kReformAttempts)};
            // Recorded logistics read these: either way, so that some units reappear.
            u.out_of_communications = *rc::gen::arbitrary<bool>();
            if (*rc::gen::arbitrary<bool>()) u.supply_city = "Recorded";
        }
    return in;
}

struct Seen {
    gitm::TurnStep step;
    int number;
    GameState state;
};

// A generated turn adjudicated, with every phase's state, the one before the turn first.
struct Run {
    TurnInput in;
    gitm::TurnOutcome out;
    std::vector<Seen> seen;
};
Run run_reforming() {
    Run r{reforming(*turn_input()), {}, {}};
    const TurnInput& in = r.in;
    RC_PRE(!in.state.deployment && check_invariants(in.state).empty() && gitm::validate_turn(in.state, in.orders).empty());
    r.seen.push_back({gitm::TurnStep::Supply, -1, in.state});
    r.out = gitm::resolve_turn(in.state, in.orders, in.seed, in.rulings, [&](const gitm::TurnPhase& p, const GameState& s) {
        r.seen.push_back({p.step, p.number, s});
    });
    return r;
}

// A shattered unit becomes active only at the end of the turn, and only with supply
// and communications where it stands then: 10.1 and a source 10.11 would locate with
// computed logistics, the state's record with recorded ones. Invariants hold after
// every phase.
// rules: 12.3 12.5
RC_GTEST_PROP(ReformProps, NoShatteredUnitReappearsWithoutSupplyAndCommunications, ()) {
    const Run r = run_reforming();
    const TurnInput& in = r.in;
    const std::vector<Seen>& seen = r.seen;
    int reappeared = 0;
    for (std::size_t k = 1; k < seen.size(); ++k) {
        const GameState& before = seen[k - 1].state;
        const GameState& after = seen[k].state;
        RC_ASSERT(check_invariants(after).empty());
        std::vector<std::size_t> back;
        for (std::size_t i = 0; i < after.units.size(); ++i)
            if (before.units[i].status == UnitStatus::Shattered && after.units[i].status != UnitStatus::Shattered)
                back.push_back(i);
        if (back.empty()) continue;
        RC_ASSERT(seen[k].step == gitm::TurnStep::EndOfTurn);
        const std::vector<gitm::UnitComms> comms = gitm::work_out_communications(before, in.rulings);
        const std::vector<bool> supply = gitm::sources_available(before, back, in.rulings);
        for (std::size_t j = 0; j < back.size(); ++j) {
            const Unit& u = before.units[back[j]];
            RC_ASSERT(after.units[back[j]].status == UnitStatus::Active);
            RC_ASSERT(u.reforming.has_value() && u.reforming->turns <= 1);
            if (in.state.logistics == Logistics::Computed)
                RC_ASSERT(comms[back[j]].in() && supply[j]);
            else
                RC_ASSERT(!u.out_of_communications && (u.supply_unit || u.supply_city));
            ++reappeared;
        }
    }
    RC_TAG(reappeared > 0 ? "a unit reappeared" : "none reappeared");
}

// A shattered or inactive unit stays where it is, on both maps, through a phase,
// unless 12.4 drives it off at the end of that phase; an inactive unit woken at the
// end of a phase moves only in later ones (11.3, 11.5). A unit shattering in a phase
// was active at its start and may move in it (12.2).
// rules: 11.3 11.5 12.2 12.4
RC_GTEST_PROP(ReformProps, ShatteredAndInactiveUnitsMoveOnlyWhenDrivenOffOrWoken, ()) {
    const Run r = run_reforming();
    const std::vector<Seen>& seen = r.seen;
    const auto& reform = r.out.reforming;
    int driven = 0;
    for (std::size_t k = 1; k < seen.size(); ++k) {
        const GameState& before = seen[k - 1].state;
        const GameState& after = seen[k].state;
        for (std::size_t i = 0; i < after.units.size(); ++i) {
            const Unit& b = before.units[i];
            const Unit& a = after.units[i];
            if (b.status == UnitStatus::Active) continue;
            if (a.strategic == b.strategic && a.tactical == b.tactical) continue;
            const bool driven_off = std::any_of(reform.begin(), reform.end(), [&](const gitm::ReformChange& c) {
                return c.step == seen[k].step && c.number == seen[k].number && c.event.unit == a.id &&
                       c.event.kind == gitm::ReformKind::DrivenOff;
            });
            // ACTIVE-AGAIN-OVER-CAP steps-aside: a unit woken (11.3) or reappearing
            // (12.5) in a full square becomes active on a square of its own map.
            const auto stepped = [&](const auto& changes) {
                return std::any_of(changes.begin(), changes.end(), [&](const auto& c) {
                    return c.step == seen[k].step && c.number == seen[k].number && c.event.unit == a.id &&
                           c.event.stepped_to == a.tactical;
                });
            };
            const bool stepped_aside = a.status == UnitStatus::Active && a.strategic == b.strategic &&
                                       (stepped(r.out.wakes) || stepped(reform));
            RC_ASSERT((b.status == UnitStatus::Shattered && driven_off) || stepped_aside);
            if (stepped_aside) continue;
            ++driven;
        }
    }
    RC_TAG(driven > 0 ? "driven off" : "none driven off");
}

}  // namespace
}  // namespace umpire::props
