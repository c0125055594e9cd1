#include "rules/gitm/turn.hpp"

#include <algorithm>
#include <cassert>
#include <future>
#include <optional>
#include <system_error>

#include "model/hex.hpp"
#include "model/state_hash.hpp"
#include "model/state_index.hpp"
#include "rules/gitm/combat/shatter.hpp"
#include "rules/gitm/deployment.hpp"
#include "rules/gitm/stacking.hpp"
#include "rules/gitm/units/upkeep.hpp"

namespace umpire::gitm {

std::vector<Diagnostic> validate_turn(const GameState& state, const TurnOrders& orders) {
    std::vector<Diagnostic> out = validate_phase(state, orders, 1);
    for (auto& d : validate_strategic(state, orders))
        if (std::none_of(out.begin(), out.end(), [&](const Diagnostic& o) { return o.where.field == d.where.field; }))
            out.push_back(std::move(d));
    if (state.turn >= kMaxTurn)
        out.push_back(field_error("state.turn", "the turn after this one would be past the last, " + std::to_string(kMaxTurn)));
    return out;
}

namespace {

// Rule 3.2: cavalry, light artillery and army headquarters regain 4, the rest 3.
int recovery(UnitType t) noexcept {
    switch (t) {
        case UnitType::LightCavalry:
        case UnitType::Dragoons:
        case UnitType::Lancers:
        case UnitType::LightArtillery:
        case UnitType::ArmyHQ: return 4;
        default: return 3;
    }
}

// Rule 3.6: one point a turn for marching, up to 8.
inline constexpr int kMarchingExperienceCap = 8;

// From how many squares their digest is worked out on a second thread while the turn
// is adjudicated: a whole map's is megabytes of hashing, a few milliseconds, where
// starting a thread costs tens of microseconds. Only speed depends on it, never a
// digest. Our choice, because a hundred squares hash in about as long as a thread starts.
inline constexpr std::size_t kSquaresOnSecondThread = 512;

// The squares' digest of the turn's first position: no phase changes what it reads.
class SquaresJob {
public:
    explicit SquaresJob(const GameState& state) {
        if (state.squares.size() >= kSquaresOnSecondThread) {
            try {
                job_ = std::async(std::launch::async, [&state] { return squares_digest(state); });
                return;
            } catch (const std::system_error&) {  // no thread to be had: work it out here
            }
        }
        digest_ = squares_digest(state);
    }
    const Digest256& get() {
        if (!digest_) digest_ = job_.get();
        return *digest_;
    }

private:
    std::future<Digest256> job_;
    std::optional<Digest256> digest_;
};

class TurnRun {
public:
    TurnRun(const GameState& state, const TurnOrders& orders, Seed seed, const Rulings& rulings,
            const ParamSet& params, const PhaseObserver* observe)
        : seed_(seed), rulings_(rulings), params_(params), observe_(observe), squares_(state),
          square_count_(state.squares.size()), read_again_(squares_read_again(state)), cities_(city_squares(state)) {
        out_.state = state;
        if (state.deployment) {  // rule 7.18: the orders as given; no march, no defaults needed
            orders_ = orders;
            return;
        }
        for (Unit& u : out_.state.units) {
            u.move.reset();
            u.march = MarchProgress{u.tactical};
            u.march->start_strength = u.strength;  // 8.6 reads it all turn
        }
        // Rule 6.9's defaults, fixed where each unit begins the turn; their supply level
        // (DESK-DEFAULT-SUPPLY) matters only to a supply phase that is adjudicated.
        computed_ = state.logistics == Logistics::Computed;
        orders_ = with_default_orders(state, computed_ ? with_default_supply(state, orders, rulings) : orders);
        std::sort(orders_.begin(), orders_.end(), [](const auto& a, const auto& b) { return a.unit < b.unit; });
        last_look_ = whereabouts(out_.state);
    }

    TurnOutcome run() {
        if (out_.state.deployment) deployment();
        else play();
        // The phases' digests, now that the squares' is known (an observer had them at once).
        assert(rests_.empty() || rests_.size() == out_.phases.size());
        for (std::size_t k = 0; k < rests_.size(); ++k)
            out_.phases[k].state_hash = to_hex(join_state_digest(squares_.get(), rests_[k]));
        return std::move(out_);
    }

private:
    void play() {
        orders_phase();
        supply();
        // 7.2's load as movement begins, for STRAT-ALLOWANCE-LOAD movement-start.
        for (Unit& u : out_.state.units)
            if (u.march) u.march->start_load = march_load(u);
        strategic(kWithdrawalPhase);
        tactical(1), tactical(2);
        strategic(1);
        tactical(3), tactical(4);
        for (int p = 2; p <= kStrategicPhases; ++p) strategic(p);
        tactical(5);
        if (computed_) siege_surrender();
        end_of_turn();
    }

    Seed counted(std::uint64_t& tally) const {
        Seed s = seed_;
        s.tally = &tally;
        return s;
    }

    void record(TurnStep step, int number, bool adjudicated, std::string rule, std::uint64_t draws) {
        TurnPhase p;
        p.step = step;
        p.number = number;
        p.adjudicated = adjudicated;
        p.rule = std::move(rule);
        p.draws = draws;
        const Digest256 rest = rest_digest(out_.state, square_count_, read_again_);
        if (observe_ && *observe_) {
            p.state_hash = to_hex(join_state_digest(squares_.get(), rest));
            out_.phases.push_back(std::move(p));
            (*observe_)(out_.phases.back(), out_.state);
        } else {
            rests_.push_back(rest);
            out_.phases.push_back(std::move(p));
        }
    }

    // Rule 7.18: the pre-game deployment turn, recorded as two phases: its moves
    // (TurnOutcome::strategic holds one outcome, numbered 1, whose events are the
    // moves' and then the restack's) and the restack that ends the turn (the turn
    // number goes up there).
    void deployment() {
        std::uint64_t draws = 0;
        StrategicPhaseOutcome moves = resolve_deployment(out_.state, orders_, counted(draws), rulings_);
        out_.state = std::move(moves.state);
        moves.state = {};
        record(TurnStep::Deployment, 0, true, "7.18", draws);

        std::uint64_t restack_draws = 0;
        RestackOutcome restack = restack_deployment(out_.state, counted(restack_draws), rulings_);
        for (StratEvent& e : restack_events(restack)) moves.events.push_back(std::move(e));
        out_.state = std::move(restack.state);
        out_.strategic.push_back(std::move(moves));
        GameState& s = out_.state;
        for (Unit& u : s.units) {
            u.move.reset();
            u.march.reset();
            u.engage_stopped = false;
        }
        s.battles_last_turn.clear();  // no battles on a deployment turn
        ++s.turn;
        record(TurnStep::Restack, 0, true, "7.18", restack_draws);
    }

    // Rule 3.5's orders phase. A unit merged away leaves with its orders; the turn's
    // movement and its start-of-turn readings (8.6's strength, 9.13's stragglers) begin
    // from the state after it.
    void orders_phase() {
        OrdersPhaseOutcome o = resolve_orders_phase(std::move(out_.state), orders_, rulings_);
        out_.state = std::move(o.state);
        out_.status = std::move(o.events);
        std::erase_if(orders_, [&](const UnitOrderEntry& e) {
            return std::binary_search(o.merged_away.begin(), o.merged_away.end(), e.unit);
        });
        start_.units = out_.state.units;
        record(TurnStep::Orders, 0, true, "3.5", 0);
    }

    // Rule 5.2's supply phase: chapter 10 with Logistics::Computed; otherwise the
    // state's record of communications and supply stands and the phase passes through.
    void supply() {
        if (!computed_) {
            record(TurnStep::Supply, 0, false, "5.2", 0);
            return;
        }
        std::uint64_t draws = 0;
        SupplyOutcome o = resolve_supply_phase(out_.state, orders_, counted(draws), rulings_, params_);
        out_.state = std::move(o.state);
        o.state = {};
        out_.supply = std::move(o);
        record(TurnStep::Supply, 0, true, "10.5", draws);
    }

    // The end of a movement phase: the look for arrivals (11.3's waking, 12.4), then
    // 10.3's siege test (a siege begins or ends only there).
    void movement_end(TurnStep step, int number, std::uint64_t& draws) {
        const int strategic_phase = step == TurnStep::Strategic ? number : 0;
        for (WakeEvent& e : wake_inactive(out_.state, last_look_, strategic_phase, rulings_))
            out_.wakes.push_back({step, number, std::move(e)});
        const auto key = static_cast<std::uint32_t>(static_cast<int>(step) * 8 + number);
        for (ReformEvent& e : drive_off_reforming(out_.state, last_look_, counted(draws), key, rulings_, &cities_))
            out_.reforming.push_back({step, number, std::move(e)});
        last_look_ = whereabouts(out_.state);
        sieges(step, number);
    }

    void sieges(TurnStep step, int number) {
        if (!computed_) return;
        for (SiegeTest& t : apply_sieges(out_.state))
            if (t.before != t.after) out_.sieges.push_back({step, number, std::move(t)});
    }

    void siege_surrender() {
        std::uint64_t draws = 0;
        out_.surrenders = siege_surrender_phase(out_.state, counted(draws), rulings_);
        record(TurnStep::SiegeSurrender, 0, true, "10.3", draws);
    }

    void strategic(int phase) {
        std::uint64_t draws = 0;
        StrategicPhaseOutcome o =
            resolve_strategic_phase(std::move(out_.state), orders_, phase, counted(draws), rulings_, start_);
        out_.state = std::move(o.state);
        o.state = {};
        out_.strategic.push_back(std::move(o));
        const TurnStep step = phase == kWithdrawalPhase ? TurnStep::Withdrawal : TurnStep::Strategic;
        movement_end(step, phase, draws);
        record(step, phase, true,
               phase == kWithdrawalPhase ? "7.5" : "7.1", draws);
    }

    void tactical(int phase) {
        std::uint64_t draws = 0;
        PhaseOutcome o = resolve_tactical_phase(std::move(out_.state), orders_, phase, counted(draws), rulings_, params_);
        out_.state = std::move(o.state);
        o.state = {};
        out_.tactical.push_back(std::move(o));
        // Combat follows movement in phases 1-4 (5.2); none in the final phase. The
        // siege test ends the phase: after its combat (10.3).
        if (phase == kTacticalPhases) movement_end(TurnStep::Tactical, phase, draws);
        record(TurnStep::Tactical, phase, true, "8.1", draws);
        if (phase < kTacticalPhases) combat(out_.tactical.back());
    }

    void combat(const PhaseOutcome& moved) {
        std::uint64_t draws = 0;
        CombatOutcome c = resolve_combat(std::move(out_.state), orders_, moved.battles, moved.units, moved.phase,
                                         counted(draws), rulings_, params_, &cities_);
        out_.state = std::move(c.state);
        c.state = {};
        for (const BattleReport& b : c.battles) fought_.push_back(b.strategic);
        out_.combat.push_back(std::move(c));
        movement_end(TurnStep::Combat, moved.phase, draws);
        record(TurnStep::Combat, moved.phase, true, "9.1", draws);
    }

    void end_of_turn() {
        GameState& s = out_.state;
        // 3.7: morale drifts only where no battle moved it this turn; every unit's,
        // whatever its status, as the rule makes no exception.
        const std::vector<UnitId> held =
            battle_morale_units(out_.combat, rulings_.get<DriftNearby>() == DriftNearby::Counts);
        // The loop changes units' fields, never the lists the indexes point into.
        const StateIndex at_start(start_), now(s);
        for (Unit& u : s.units) {
            TurnEnd e{u.id, u.fatigue, u.fatigue, u.experience, u.experience, u.march ? u.march->squares : 0,
                      u.stragglers, u.stragglers, u.morale, u.morale};
            u.fatigue = std::max(0, u.fatigue - recovery(u.id.type));
            if (e.squares_marched > 0 && u.experience < kMarchingExperienceCap) ++u.experience;
            rejoin_stragglers(u, e.squares_marched, at_start.unit(u.id), now.square(u.strategic));
            if (!std::binary_search(held.begin(), held.end(), u.id)) u.morale = drifted_morale(u.morale, params_);
            e.fatigue_after = u.fatigue;
            e.experience_after = u.experience;
            e.stragglers_after = u.stragglers;
            e.morale_after = u.morale;
            // This turn's movement is over (8.2, chapter 7); so is 8.8's stop.
            u.move.reset();
            u.march.reset();
            u.engage_stopped = false;
            out_.end.push_back(e);
        }
        std::sort(out_.end.begin(), out_.end.end(), [](const TurnEnd& a, const TurnEnd& b) { return a.unit < b.unit; });
        // Where battles were fought this turn: next turn's withdrawal squares (7.5).
        std::sort(fought_.begin(), fought_.end());
        fought_.erase(std::unique(fought_.begin(), fought_.end()), fought_.end());
        s.battles_last_turn = fought_;
        // 12.3, 12.5; before 10.11, so that a unit reappearing has its source located.
        for (ReformEvent& e : reform_at_end_of_turn(s, rulings_))
            out_.reforming.push_back({TurnStep::EndOfTurn, 0, std::move(e)});
        if (computed_) locate_supply_sources(s, rulings_);  // 10.11
        ++s.turn;
        record(TurnStep::EndOfTurn, 0, true, "3.2", 0);
    }

    // Rule 9.13: of the stragglers it had when the turn began (those of this turn's
    // withdrawals and battles start coming back next turn, "each successive turn"),
    // a share rejoins; none in a besieged fort. Every unit, inactive or shattered too:
    // the rule names the besieged fort as its only exception.
    // `at_start` is the unit when the turn began (null for none), `here` its square now.
    void rejoin_stragglers(Unit& u, int squares_marched, const Unit* at_start, const StratSquareInfo* here) const {
        if (!at_start) return;
        const int waiting = std::min(at_start->stragglers, u.stragglers);
        if (waiting <= 0) return;  // none come back (stragglers_rejoining), so its orders need no search
        bool move_order = false;
        if (rulings_.get<StragglerOrder>() == StragglerOrder::Moved) {
            move_order = squares_marched > 0;
        } else if (u.status == UnitStatus::Active) {  // others carry out no orders (11.3, 11.5, 12.2)
            const auto it = std::lower_bound(orders_.begin(), orders_.end(), u.id,
                                             [](const UnitOrderEntry& o, const UnitId& id) { return o.unit < id; });
            move_order = it != orders_.end() && it->unit == u.id && it->orders.strategic.orders_move();
        }
        const bool besieged_fort = u.in_fort && here && here->besieged;
        const int back = stragglers_rejoining(u.id.type, u.strength, waiting, move_order, besieged_fort, params_);
        u.strength += back;
        u.stragglers -= back;
    }

    Seed seed_;
    const Rulings& rulings_;
    const ParamSet& params_;
    const PhaseObserver* observe_;
    SquaresJob squares_;
    std::size_t square_count_;
    std::vector<std::uint32_t> read_again_;  // SquaresDigest::read_again of the turn's squares
    // 12.2's and 12.4's moves look for cities; no rule adds one, so the turn lists them
    // once rather than each combat phase and each look reading every square.
    std::vector<std::size_t> cities_;
    std::vector<Digest256> rests_;  // rest_digest() of each phase recorded, when no observer has had the digests
    TurnOrders orders_;
    // The units as the orders phase left them; the only part of the state that 7.5's
    // withdrawals and 9.13's stragglers read of the turn's start, so the map is not copied.
    GameState start_;
    Whereabouts last_look_;  // 12.4: where units stood at the end of the last movement phase
    std::vector<StratSquare> fought_;
    bool computed_ = false;  // Logistics::Computed: chapter 10 is adjudicated
    TurnOutcome out_;
};

}  // namespace

TurnOutcome resolve_turn(const GameState& state, const TurnOrders& orders, Seed seed, const Rulings& rulings,
                         const ParamSet& params, const PhaseObserver& observe) {
    assert(check_invariants(state).empty());
    assert(validate_turn(state, orders).empty());
    TurnOutcome out = TurnRun(state, orders, seed, rulings, params, &observe).run();
    assert(check_invariants(out.state).empty());
    return out;
}

TurnOutcome resolve_turn(const GameState& state, const TurnOrders& orders, Seed seed, const Rulings& rulings,
                         const PhaseObserver& observe) {
    return resolve_turn(state, orders, seed, rulings, ParamSet{}, observe);
}

TurnOutcome resolve_turn(const GameState& state, const TurnOrders& orders, Seed seed, const Rulings& rulings,
                         const ParamSet& params) {
    return resolve_turn(state, orders, seed, rulings, params, PhaseObserver{});
}

TurnOutcome resolve_turn(const GameState& state, const TurnOrders& orders, Seed seed, const Rulings& rulings) {
    return resolve_turn(state, orders, seed, rulings, ParamSet{}, PhaseObserver{});
}

}  // namespace umpire::gitm
