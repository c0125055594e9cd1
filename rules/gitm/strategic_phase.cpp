#include "rules/gitm/strategic_phase.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <climits>
#include <map>
#include <optional>

#include "model/stacking.hpp"
#include "model/state_index.hpp"
#include "rules/gitm/entry.hpp"
#include "rules/gitm/entry_state.hpp"
#include "rules/gitm/march_allowance.hpp"
#include "rules/gitm/sides.hpp"
#include "rules/gitm/stacking.hpp"
#include "rules/gitm/strategic_exit.hpp"

namespace umpire::gitm {

std::vector<Diagnostic> validate_strategic(const GameState& state, const TurnOrders& orders) {
    std::vector<Diagnostic> out;
    const StateIndex index(state);
    for (std::size_t i = 0; i < orders.size(); ++i) {
        const std::string f = "orders[" + std::to_string(i) + "]";
        if (!index.unit(orders[i].unit)) {
            out.push_back(field_error(f + ".unit", "no unit " + to_string(orders[i].unit) + " in the state"));
            continue;
        }
        const auto& path = orders[i].orders.strategic.path;
        if (path.size() > static_cast<std::size_t>(kStrategicPhases))
            out.push_back(field_error(f + ".strategic.path", "a path has at most 6 boxes (rule 7.4)"));
        for (std::size_t b = 0; b < path.size(); ++b)
            if (path[b].kind == StrategicBox::Kind::Square && !index.square(path[b].square))
                out.push_back(field_error(f + ".strategic.path[" + std::to_string(b) + "]", "strategic square " + to_string(path[b].square) + " is not in the state's squares"));
    }
    return out;
}

UnitStep step_before(const Unit& u) {
    return UnitStep{u.id, 0, StepKind::None, false, u.strategic, u.strategic, u.tactical, u.fatigue, u.fatigue};
}

StratEvent& record_event(std::vector<StratEvent>& events, const UnitId& unit, StratEventKind kind, std::string rule) {
    StratEvent& e = events.emplace_back();
    e.kind = kind;
    e.rule = std::move(rule);
    e.unit = unit;
    return e;
}

StrategicPhaseOutcome phase_outcome(int phase, GameState state, std::vector<UnitStep> units,
                                    std::vector<StratEvent> events) {
    std::sort(units.begin(), units.end(), [](const UnitStep& a, const UnitStep& b) { return a.unit < b.unit; });
    StrategicPhaseOutcome out;
    out.phase = phase;
    out.units = std::move(units);
    out.events = std::move(events);
    out.state = std::move(state);
    return out;
}

namespace {

constexpr int kSlots = kStratColumns * kStratRows;
int slot(StratSquare s) noexcept { return s.index(); }

// Why a step was not made, and what follows for the unit's path.
enum class Refusal : std::uint8_t { None, Stop, Retry, Halt };

class PhaseRun {
public:
    PhaseRun(GameState&& state, const TurnOrders& orders, int phase, Seed seed, const Rulings& rulings,
             const GameState& turn_start)
        : st_(std::move(state)), phase_(phase), seed_(seed), r_(rulings), start_(turn_start), rel_(st_) {
        const std::size_t n = st_.units.size();
        bucket_.assign(kSlots, -1);
        for (std::size_t i = 0; i < n; ++i) enter(static_cast<int>(i), st_.units[i].strategic);
        state_of_.resize(n);
        for (std::size_t i = 0; i < n; ++i) state_of_[i] = rel_.index(st_.units[i].state);
        orders_.assign(n, &kNoOrders);
        {
            std::vector<std::pair<UnitId, int>> ids;
            for (std::size_t i = 0; i < n; ++i) ids.push_back({st_.units[i].id, static_cast<int>(i)});
            if (!std::is_sorted(ids.begin(), ids.end())) std::sort(ids.begin(), ids.end());  // mostly listed by id
            for (const auto& e : orders) {
                auto it = std::lower_bound(ids.begin(), ids.end(), std::pair<UnitId, int>{e.unit, INT_MIN});
                if (it != ids.end() && it->first == e.unit) orders_[static_cast<std::size_t>(it->second)] = &e.orders;
            }
        }
        reacts_.resize(n);
        for (std::size_t i = 0; i < n; ++i) {
            const StrategicOrders& o = orders_[i]->strategic;
            reacts_[i] = Reacts{o.halt_on_enemy_entry, o.pursuit};
        }
        pos_.assign(n, 0);
        done_.assign(n, 0);
        pending_.assign(n, std::nullopt);
        steps_.resize(n);
        seen_.resize(n);
        for (std::size_t i = 0; i < n; ++i) {
            Unit& u = st_.units[i];
            steps_[i] = step_before(u);
            seen_[i] = Seen{u.id, u.tactical, u.status, u.strength};
            if (!u.march) u.march = MarchProgress{u.tactical};
        }
    }

    StrategicPhaseOutcome run() {
        std::vector<std::pair<std::uint64_t, int>> order;
        for (std::size_t i = 0; i < st_.units.size(); ++i) {
            const Unit& u = st_.units[i];
            if (u.status != UnitStatus::Active) continue;
            DrawStream d(seed_, {Purpose::StrategicMoveOrder, static_cast<std::uint32_t>(st_.turn),
                                 static_cast<std::uint32_t>(phase_), pack(u.id)});
            order.push_back({d.next(), static_cast<int>(i)});
        }
        std::sort(order.begin(), order.end(), [&](const auto& a, const auto& b) {
            if (a.first != b.first) return a.first < b.first;
            return unit(a.second).id < unit(b.second).id;
        });
        for (std::size_t k = 0; k < order.size(); ++k) pos_[static_cast<std::size_t>(order[k].second)] = static_cast<int>(k) + 1;
        for (std::size_t k = 0; k < order.size(); ++k) {
            const std::size_t last = order.size() - 1;
            prefetch(order[std::min(k + kAhead, last)].second, order[std::min(k + 2 * kAhead, last)].second);
            take_turn(order[k].second);
        }

        assert(mirror_holds());
        for (std::size_t i = 0; i < steps_.size(); ++i) {
            steps_[i].order = pos_[i];
            steps_[i].fatigue_after = st_.units[i].fatigue;
        }
        StrategicPhaseOutcome out = phase_outcome(phase_, std::move(st_), std::move(steps_), std::move(events_));
        out.reports = std::move(reports_);
        return out;
    }

private:
    static inline const UnitOrders kNoOrders{};

    // The drawn order visits the units at random places in memory; past the second-level
    // cache (some thousands of units) each turn would wait on its unit, its orders and
    // its path in turn. Asking for them some turns ahead overlaps those waits with the
    // work. A prefetch reads nothing the phase decides on.
    static constexpr std::size_t kAhead = 4;
    // No branch guards them: gcc 12 drops a prefetch under a condition in this loop.
    // A prefetch never faults, so the null data of an empty path is no harm.
    void prefetch(int next, int later) const {
        __builtin_prefetch(orders_[static_cast<std::size_t>(later)]);
        const auto* u = reinterpret_cast<const char*>(&st_.units[static_cast<std::size_t>(later)]);
        for (std::size_t b = 0; b < sizeof(Unit); b += 64) __builtin_prefetch(u + b);
        __builtin_prefetch(orders_[static_cast<std::size_t>(next)]->strategic.path.data());
    }

    Unit& unit(int i) { return st_.units[static_cast<std::size_t>(i)]; }
    const StrategicOrders& so(int i) const { return orders_[static_cast<std::size_t>(i)]->strategic; }
    // The two orders an arrival reads of every enemy in the square (7.11, 7.12), copied
    // in unit order when the phase begins: read through so(), each was a cache miss.
    struct Reacts {
        bool halt_on_enemy_entry = false;
        bool pursuit = false;
    };
    const Reacts& reacts(int o) const { return reacts_[static_cast<std::size_t>(o)]; }
    MarchProgress& prog(int i) { return *unit(i).march; }
    // The state's entry for s, or null. A whole map listed in reading order has each
    // square at its own index; any other list is indexed at the first lookup that
    // misses (each phase would otherwise read all 15,400 entries of a whole map).
    const StratSquareInfo* info(StratSquare s) const {
        const auto at = static_cast<std::size_t>(slot(s));
        if (at < st_.squares.size() && st_.squares[at].square == s) return &st_.squares[at];
        if (square_.empty()) {
            square_.assign(kSlots, -1);
            for (std::size_t i = 0; i < st_.squares.size(); ++i) square_[slot(st_.squares[i].square)] = static_cast<int>(i);
        }
        const int k = square_[at];
        return k < 0 ? nullptr : &st_.squares[static_cast<std::size_t>(k)];
    }
    // The indices of the units in s: those there when the phase began in list order,
    // then those that came, in the order they came.
    const std::vector<int>& present(StratSquare s) const {
        static const std::vector<int> kNone;
        const int b = bucket_[static_cast<std::size_t>(slot(s))];
        return b < 0 ? kNone : present_[static_cast<std::size_t>(b)];
    }
    void enter(int i, StratSquare s) {
        int& b = bucket_[static_cast<std::size_t>(slot(s))];
        if (b < 0) {
            b = static_cast<int>(present_.size());
            present_.emplace_back();
        }
        present_[static_cast<std::size_t>(b)].push_back(i);
    }
    // The units in `s` when the turn began (start_'s indices), gathered at the first
    // question: only withdrawals ask it, and a scan of the state for each withdrawal
    // grew with the square of the units.
    const std::vector<int>& at_start(StratSquare s) {
        if (start_present_.empty()) {
            start_present_.resize(kSlots);
            for (std::size_t k = 0; k < start_.units.size(); ++k)
                start_present_[static_cast<std::size_t>(slot(start_.units[k].strategic))].push_back(static_cast<int>(k));
        }
        return start_present_[static_cast<std::size_t>(slot(s))];
    }
    // What the loops over a square's units read of each: a copy small enough for the
    // second-level cache at 10,000 units (16 bytes against the Unit's 304), kept
    // equal to the unit by the two places that change these fields here (make_step's
    // strength, move_unit's square). Neighbouring units are read in no order memory
    // likes, and each read of a Unit was a cache miss on a large turn.
    struct Seen {
        UnitId id;
        TacSquare tactical;
        UnitStatus status;
        int strength;
    };
    static_assert(sizeof(Seen) <= 16, "four Seen to a cache line");
    const Seen& seen(int o) const { return seen_[static_cast<std::size_t>(o)]; }
    bool mirror_holds() const {
        for (std::size_t k = 0; k < seen_.size(); ++k) {
            const Unit& u = st_.units[k];
            const Seen& m = seen_[k];
            if (m.id != u.id || m.tactical != u.tactical || m.status != u.status || m.strength != u.strength) return false;
        }
        return true;
    }
    Relation relation(int a, int b) const {
        return rel_.at(state_of_[static_cast<std::size_t>(a)], state_of_[static_cast<std::size_t>(b)]);
    }
    bool counts_present(UnitStatus status) const {
        return status == UnitStatus::Active || r_.get<InactivePresence>() == InactivePresence::AnyStatus;
    }
    // Hostile, or neutral in its home nation, as rules 7.8, 7.9 and 7.15 have it;
    // `where` is the square whose nation decides "home".
    bool blocks(int mover, int other, const StratSquareInfo& where) const {
        const Relation rel = relation(mover, other);
        if (rel == Relation::Hostile) return true;
        if (rel != Relation::Neutral) return false;
        const PolityState* home = st_.state(st_.units[static_cast<std::size_t>(other)].state);
        return home && home->home == where.nation;
    }

    StratEvent& emit(int i, StratEventKind kind, std::string rule) {
        return record_event(events_, unit(i).id, kind, std::move(rule));
    }

    // ---- the unit's turn ---------------------------------------------------------

    void take_turn(int i) {
        done_[static_cast<std::size_t>(i)] = 1;
        MarchProgress& p = prog(i);
        if (phase_ == kWithdrawalPhase) return withdrawal_turn(i);
        if (phase_ == 1 && p.withdrew) return;  // 7.5: its phase 1 step was made in the withdrawal phase

        if (const auto& due = pending_[static_cast<std::size_t>(i)]) {
            // A pursuit that cannot be made leaves the phase's step to the path (7.12:
            // it follows its path until a pursuit succeeds).
            if (attempt(i, due->to, StepKind::Pursuit, due->target) || p.pursuing) return;
        }
        if (p.pursuing) return;  // 7.12: it pursues and does nothing else for the rest of the turn
        if (p.resume && !p.halted) {
            // A rout since (9.8 keeps the strategic orders) may have moved the unit away
            // from the square it was stopped short of, even into it.
            if (!halted_not_adjacent(i, *p.resume)) attempt(i, *p.resume, StepKind::Resume);
            return;
        }
        if (!p.halted) {
            const auto& path = so(i).path;
            const int b = phase_ - 1 - p.delay;
            if (b >= 0 && static_cast<std::size_t>(b) < path.size()) {
                const StrategicBox& box = path[static_cast<std::size_t>(b)];
                if (box.kind == StrategicBox::Kind::Square) {
                    if (!halted_not_adjacent(i, box.square)) attempt(i, box.square, StepKind::Path);
                    return;
                }
                if (box.kind != StrategicBox::Kind::Blank) {
                    emit(i, StratEventKind::NotAdjudicated, "7.17");
                    p.halted = true;
                    return;
                }
                // A blank box: this phase is free for a march (7.6, 7.13).
            }
        }
        // A blank box, a finished path or one that has ended: 7.13's marches may act.
        march(i);
    }

    // 7.4: a step to a square not next to the unit's (its own included) ends its path
    // there, whether a box of the path or 7.15's step tried again.
    bool halted_not_adjacent(int i, StratSquare to) {
        const Unit& u = unit(i);
        if (step_direction(u.strategic, to)) return false;
        emit(i, StratEventKind::NotAdjacent, "7.4").squares = {u.strategic, to};
        MarchProgress& p = prog(i);
        p.halted = true;
        p.resume.reset();
        return true;
    }

    // ---- 7.5 ---------------------------------------------------------------------

    void withdrawal_turn(int i) {
        if (const auto& due = pending_[static_cast<std::size_t>(i)]) {
            if (attempt(i, due->to, StepKind::Pursuit, due->target)) prog(i).withdrew = true;
            return;
        }
        if (r_.get<Withdraw>() == Withdraw::None) return;
        const Unit& u = unit(i);
        if (!std::binary_search(st_.battles_last_turn.begin(), st_.battles_last_turn.end(), u.strategic)) return;
        const auto& path = so(i).path;
        if (path.empty() || path[0].kind != StrategicBox::Kind::Square) return;
        const StratSquare to = path[0].square;
        if (!step_direction(u.strategic, to)) return;  // 7.4 halts it in phase 1
        // Hostile combat units there when the turn began bar the square, whoever has
        // moved in or out since (7.5's own note on pursuit).
        std::vector<UnitId> there;
        for (const int k : at_start(to)) {
            const Unit& o = start_.units[static_cast<std::size_t>(k)];
            if (o.status != UnitStatus::Active || is_headquarters(o.id.type)) continue;
            const int oi = rel_.index(o.state);
            if (oi >= 0 && rel_.at(state_of_[static_cast<std::size_t>(i)], oi) == Relation::Hostile) there.push_back(o.id);
        }
        if (!there.empty()) {
            std::sort(there.begin(), there.end());
            auto& e = emit(i, StratEventKind::WithdrawalBarred, "7.5");
            e.squares = {u.strategic, to};
            e.others = std::move(there);
            emit(i, StratEventKind::NoWithdrawal, "7.5").ruling = {RulingId::Withdraw};
            return;
        }
        const std::size_t before = events_.size();
        if (!attempt(i, to, StepKind::Withdrawal)) {
            // A refused withdrawal leaves the first box to phase 1, an ordinary move there:
            // that is already the retry 7.8 asks for, one phase later, and the boxes after
            // it keep their phases. A refusal that ends the path (1.2, 7.16, 7.1) stands.
            MarchProgress& p = prog(i);
            p.delay = 0;
            p.resume.reset();
            if (events_.size() > before) emit(i, StratEventKind::NoWithdrawal, "7.5").ruling = {RulingId::Withdraw};
        }
    }

    int straggler_loss(int i, bool enemy_near) {
        Unit& u = unit(i);
        DrawStream d(seed_, {Purpose::Stragglers, static_cast<std::uint32_t>(st_.turn), 0, pack(u.id)});
        const bool per_mille = r_.get<Stragglers>() == Stragglers::PerMille;
        const std::uint64_t scale = per_mille ? 1000 : 100;
        const std::uint64_t lo = (enemy_near ? 10 : 0) * scale / 100, hi = (enemy_near ? 20 : 5) * scale / 100;
        const std::uint64_t share = lo + d.below(hi - lo + 1);
        return static_cast<int>(static_cast<std::uint64_t>(u.strength) * share / scale);
    }

    // 7.5's straggler band: an enemy in its own or an adjacent tactical square, present
    // as TM-INACTIVE-PRESENCE counts it. `by_ruling`: only inactive or shattered enemies
    // are there, so the ruling decided the band.
    bool enemy_adjacent_tactically(int i, bool& by_ruling) const {
        const Unit& u = st_.units[static_cast<std::size_t>(i)];
        bool active = false, other = false;
        for (int o : present(u.strategic)) {
            const Seen& w = seen(o);
            if (o == i || relation(i, o) != Relation::Hostile) continue;
            if (std::abs(w.tactical.col - u.tactical.col) <= 1 && std::abs(w.tactical.row - u.tactical.row) <= 1)
                (w.status == UnitStatus::Active ? active : other) = true;
        }
        by_ruling = !active && other;
        return active || (other && r_.get<InactivePresence>() == InactivePresence::AnyStatus);
    }

    // ---- 7.13 --------------------------------------------------------------------

    void march(int i) {
        const StrategicOrders& o = so(i);
        if (o.march_to_battle && march_to(i, StepKind::Battle)) return;
        if (o.march_to_allies && march_to(i, StepKind::Allies)) return;
        if (o.march_to_enemies) march_to(i, StepKind::Enemies);
    }

    struct Tally {
        int friends = 0, hostile = 0, units = 0;
        long long men = 0;
    };
    Tally tally(int i, StratSquare s) const {
        Tally t;
        for (int o : present(s)) {
            const Seen& w = seen(o);
            if (w.status != UnitStatus::Active) continue;
            ++t.units;
            t.men += w.strength;
            if (o == i) continue;
            const Relation rel = relation(i, o);
            if (friendly(rel)) ++t.friends;
            if (rel == Relation::Hostile) ++t.hostile;
        }
        return t;
    }

    // Whether the option applied (a step tried, or staying with the battle).
    bool march_to(int i, StepKind kind) {
        const Unit& u = unit(i);
        const bool by_men = r_.get<BattleSize>() == BattleSize::Men;
        const auto measure = [&](StratSquare s, bool own) -> long long {
            const Tally t = tally(i, s);
            if (kind == StepKind::Battle) {
                // A battle: a same-side or actively allied unit and a hostile one (the mover counts in its own square).
                if (t.hostile == 0 || (t.friends == 0 && !own)) return -1;
                return by_men ? t.men : t.units;
            }
            return kind == StepKind::Allies ? t.friends : t.hostile;
        };
        const long long here = measure(u.strategic, true);
        long long best = -1;
        std::vector<StratSquare> ties;
        for (Direction d : kAllDirections) {
            const auto n = neighbour(u.strategic, d);
            if (!n || !info(*n)) continue;
            const long long m = measure(*n, false);
            if (m <= 0 || m < best) continue;
            if (m > best) ties.clear();
            best = m;
            ties.push_back(*n);
        }
        if (kind == StepKind::Battle) {
            if (here < 0 && best <= 0) return false;
            if (here >= best) {
                emit(i, StratEventKind::StaysAtBattle, "7.13").squares = {u.strategic};
                return true;
            }
        } else {
            // 7.13: it stays when its own square has more; staying is this option's
            // decision, so the options after it are not consulted. With none anywhere
            // the option does not apply.
            if (here > std::max(best, 0LL)) return true;
            if (best <= 0) return false;
        }
        std::sort(ties.begin(), ties.end());
        StratSquare to = ties.front();
        RulingList ruling;
        if (ties.size() > 1) {
            ruling = {RulingId::MarchTie};
            if (r_.get<MarchTie>() == MarchTie::SeededRandom) {
                DrawStream d(seed_, {Purpose::MarchTieBreak, static_cast<std::uint32_t>(st_.turn),
                                     static_cast<std::uint32_t>(phase_), pack(u.id)});
                    to = ties[static_cast<std::size_t>(d.below(ties.size()))];
            }
        }
        const StratEventKind ev = kind == StepKind::Battle   ? StratEventKind::MarchToBattle
                                  : kind == StepKind::Allies ? StratEventKind::MarchToAllies
                                                             : StratEventKind::MarchToEnemies;
        auto& e = emit(i, ev, "7.13");
        e.squares = {to};
        e.amount = static_cast<int>(best);
        if (!ruling.empty()) e.ruling = ruling;
        else if (kind == StepKind::Battle && by_men) e.ruling = {RulingId::BattleSize};
        attempt(i, to, kind);
        return true;
    }

    // ---- one step ----------------------------------------------------------------

    // Tries the step; true when made. The checks in the order the rules are read:
    // fatigue and allowance (7.1-7.3, 6.3), squares never entered (1.2, 7.16, 7.1),
    // 7.8, 7.9, the diagonal between strategic squares (7.15), room (1.4, 2.5).
    bool attempt(int i, StratSquare to, StepKind kind, std::optional<int> target = std::nullopt) {
        const std::size_t ui = static_cast<std::size_t>(i);
        steps_[ui].kind = kind;
        steps_[ui].to = to;
        Unit& u = unit(i);
        const std::optional<Direction> step = step_direction(u.strategic, to);
        assert(step);  // every caller steps next door (7.4 halts the others)
        const Direction dir = *step;
        const std::optional<StepPrice> price = step_price(i, kind);
        if (!price) return false;

        const StratSquareInfo* dest = info(to);
        const StratSquareInfo& here = *info(u.strategic);
        if (const Refusal r = refuse_square(i, *dest); r != Refusal::None) return refused(i, kind, r);
        // 7.8: besieged, the edge path, the diagonal between two units.
        if (here.besieged && here.city_square == u.tactical) {
            emit(i, StratEventKind::Besieged, "7.8").squares = {u.strategic};
            return refused(i, kind, Refusal::Retry);
        }
        if (const Refusal r = edge_path(i, here, dir); r != Refusal::None) return refused(i, kind, r);
        // 7.9: river, range and marsh with enemies present.
        if (const Refusal r = crossing(i, here, dir); r != Refusal::None) return refused(i, kind, r, "7.9");
        if (is_diagonal(dir) && diagonal_interrupted(i, to, dir, kind, *price, *dest)) return false;
        // 1.4 and 2.5 say nothing of a retry: STRAT-FULL-RETRY.
        const Refusal full = r_.get<FullRetry>() == FullRetry::Retries ? Refusal::Retry : Refusal::Halt;
        if (square_full(i, to)) return refused(i, kind, full, "1.4");

        // 7.14: where it enters.
        const TacSquare request = so(i).entry.value_or(prog(i).turn_start);
        const std::optional<TacSquare> placed = place(i, here, *dest, dir, request);
        if (!placed) {
            auto& e = emit(i, StratEventKind::SquareFull, "2.5");
            e.squares = {to};
            e.ruling = {RulingId::FullRetry};
            return refused(i, kind, full, "2.5");
        }
        const StratSquare from = make_step(i, to, kind, *price, *dest, *placed);
        after_step(i, from, to, kind, target);
        return true;
    }

    // 7.1-7.3 and 6.3: what the step costs, or nullopt (the event written) when the
    // unit is too tired, has no step left, may not force march or halts before it.
    std::optional<StepPrice> step_price(int i, StepKind kind) {
        const Unit& u = unit(i);
        MarchProgress& p = prog(i);
        if (u.fatigue > kStrategicFatigueLimit) {
            emit(i, StratEventKind::TooTired, "7.1").amount = u.fatigue;
            return std::nullopt;
        }
        // 7.2's load, as STRAT-ALLOWANCE-LOAD reads it; the ruling decided the step
        // when the other reading's allowance puts it in another of the three cases.
        const int allow = allowance(u, r_);
        const auto within = [&](int a) { return p.moves < a ? 0 : p.moves > a || p.forced ? 2 : 1; };
        const std::optional<int> other = other_allowance(u, r_);
        load_decided_ = other && within(*other) != within(allow);
        const auto refuse = [&](StratEventKind k, const char* rule) {
            auto& e = emit(i, k, rule);
            e.amount = p.moves;
            if (load_decided_) e.ruling = {RulingId::AllowanceLoad};
        };
        if (p.moves < allow) return kind == StepKind::Withdrawal ? StepPrice::Withdrawal : StepPrice::Ordinary;
        if (p.moves > allow || p.forced) {
            refuse(StratEventKind::AllowanceSpent, "7.3");
            return std::nullopt;
        }
        if (!may_force_march(u.id.type)) {
            refuse(StratEventKind::NoForcedMarch, "7.3");
            return std::nullopt;
        }
        if (so(i).halt_before_forced_march) {
            refuse(StratEventKind::HaltBeforeForced, "6.3");
            p.halted = true;
            return std::nullopt;
        }
        return StepPrice::Forced;
    }

    // 7.1-7.3: a step made or interrupted (7.15) costs its fatigue and one of the
    // allowance; a forced march is the last. Returns the fatigue cost.
    int charge_step(int i, const StratSquareInfo& dest, StepPrice price) {
        Unit& u = unit(i);
        MarchProgress& p = prog(i);
        const int cost = step_fatigue(u.id.type, dest.terrain, price, r_);
        u.fatigue = std::min(u.fatigue + cost, kMaxFatigue);
        ++p.moves;
        if (price == StepPrice::Forced) p.forced = true;
        return cost;
    }

    // 7.15: an enemy in a strategic square passed between interrupts a diagonal step:
    // charged, it is tried again next phase (STRAT-DIAGONAL-RESUME says whether the
    // path's later boxes wait); 7.5: such a withdrawal cannot be made at all.
    bool diagonal_interrupted(int i, StratSquare to, Direction dir, StepKind kind, StepPrice price,
                              const StratSquareInfo& dest) {
        const Unit& u = unit(i);
        std::vector<UnitId> blockers;
        StratSquare where{};
        for (const StratSquare side : {StratSquare{static_cast<std::int16_t>(u.strategic.col + dcol(dir)), u.strategic.row},
                                       StratSquare{u.strategic.col, static_cast<std::int16_t>(u.strategic.row + drow(dir))}}) {
            const StratSquareInfo* q = info(side);
            if (!q) continue;
            for (int o : present(side)) {
                const Seen& w = seen(o);
                if (w.status == UnitStatus::Active && blocks(i, o, *q)) {
                    if (blockers.empty()) where = side;
                    blockers.push_back(w.id);
                }
            }
            if (!blockers.empty()) break;
        }
        if (blockers.empty()) return false;
        std::sort(blockers.begin(), blockers.end());
        if (kind == StepKind::Withdrawal) {
            auto& e = emit(i, StratEventKind::DiagonalInterrupted, "7.5");
            e.squares = {u.strategic, to, where};
            e.others = std::move(blockers);
            return true;
        }
        charge_step(i, dest, price);
        MarchProgress& p = prog(i);
        const bool again = !p.resume;
        p.resume = to;
        if (again && kind == StepKind::Path && r_.get<DiagonalResume>() == DiagonalResume::Shifted)
            p.delay = std::min(p.delay + 1, kStrategicPhases);
        auto& e = emit(i, StratEventKind::DiagonalInterrupted, "7.15");
        e.squares = {u.strategic, to, where};
        e.others = std::move(blockers);
        e.amount = u.fatigue;
        if (kind == StepKind::Path) e.ruling = {RulingId::DiagonalResume};
        return true;
    }

    // 1.4: no room for one more active unit (the event written).
    bool square_full(int i, StratSquare to) {
        int active_there = 0;
        for (int o : present(to)) active_there += seen(o).status == UnitStatus::Active;
        if (active_there < kMaxActivePerStratSquare) return false;
        auto& e = emit(i, StratEventKind::SquareFull, "1.4");
        e.squares = {to};
        e.amount = active_there;
        e.ruling = {RulingId::FullRetry};
        return true;
    }

    // The step is made: charged (a withdrawal loses stragglers, 7.5), the unit placed
    // at `entry` (7.14) and its tactical move cancelled (8.2). Returns where it left.
    StratSquare make_step(int i, StratSquare to, StepKind kind, StepPrice price, const StratSquareInfo& dest,
                   TacSquare entry) {
        const std::size_t ui = static_cast<std::size_t>(i);
        Unit& u = unit(i);
        MarchProgress& p = prog(i);
        const StratSquare from = u.strategic;
        const int cost = charge_step(i, dest, price);
        int lost = 0;
        bool band_by_ruling = false;
        if (kind == StepKind::Withdrawal) {
            lost = straggler_loss(i, enemy_adjacent_tactically(i, band_by_ruling));
            u.strength -= lost;
            seen_[ui].strength = u.strength;
            u.stragglers = std::min(u.stragglers + lost, kMaxStrength);
            p.withdrew = true;
        }
        ++p.squares;
        tell(i, false);
        move_unit(i, to, entry);
        tell(i, true);
        steps_[ui].moved = true;
        steps_[ui].entry = entry;

        auto& e = kind == StepKind::Withdrawal ? emit(i, StratEventKind::Withdrew, "7.5")
                                               : emit(i, StratEventKind::Moved, "7.1");
        e.squares = {from, to};
        e.tactical = {entry};
        e.amount = kind == StepKind::Withdrawal ? lost : u.fatigue;
        if (kind == StepKind::Withdrawal) {
            e.fatigue = cost;  // 7.5's two points (or the mountain's price)
            e.ruling = {RulingId::Stragglers};
            if (const auto r = step_fatigue_ruling(dest.terrain, price)) e.ruling.add(*r);
            if (band_by_ruling) e.ruling.add(RulingId::InactivePresence);
        }
        if (load_decided_) e.ruling.add(RulingId::AllowanceLoad);
        if (price == StepPrice::Forced) {
            auto& f = emit(i, StratEventKind::ForcedMarch, "7.3");
            f.amount = cost;
            if (load_decided_) f.ruling = {RulingId::AllowanceLoad};
        }
        auto& entered = emit(i, StratEventKind::Entered, "7.14");
        entered.squares = {to};
        entered.tactical = {entry};
        entered.amount = entry_fallback_ ? 1 : 0;
        cancel_tactical_move(i);
        return from;
    }

    // What a step made means for the rest of the unit's path: a resumed step is done
    // (7.15), a pursuit takes over the turn (7.12), a march ends the path (7.13); then
    // the arrival's halts and pursuits (7.10-7.12).
    void after_step(int i, StratSquare from, StratSquare to, StepKind kind, std::optional<int> target) {
        MarchProgress& p = prog(i);
        switch (kind) {
            case StepKind::Resume: p.resume.reset(); break;
            case StepKind::Pursuit: {
                p.pursuing = unit(*target).id;
                p.halted = true;
                p.resume.reset();
                auto& e = emit(i, StratEventKind::Pursues, "7.12");
                e.squares = {to};
                e.others = {unit(*target).id};
                pending_[static_cast<std::size_t>(i)].reset();
                break;
            }
            case StepKind::Battle:
            case StepKind::Allies:
            case StepKind::Enemies: p.halted = true; break;
            default: break;
        }
        after_arrival(i, from, to);
    }

    // Rule 8.2 (STRAT-ARRIVAL-MOVE): the tactical move under way, or still to begin,
    // ends; it is marked done so that no later tactical phase starts it again.
    void cancel_tactical_move(int i) {
        Unit& u = unit(i);
        const TacticalOrders& o = orders_[static_cast<std::size_t>(i)]->tactical;
        const bool under_way = u.move && u.move->done_phase == 0;
        const bool to_begin = !u.move && o.destination;
        if (!under_way && !to_begin) return;
        if (to_begin && o.start_phase == kTacticalPhases &&
            r_.get<ArrivalMove>() == ArrivalMove::FinalPhase)
            return;
        // The last tactical phase before this strategic phase (5.2); 1 stands for "before any".
        const int last = phase_ <= 1 ? std::max(phase_ * 2, 1) : 4;
        auto& e = emit(i, StratEventKind::TacticalMoveCancelled, "8.2");
        if (to_begin && o.start_phase == kTacticalPhases) e.ruling = {RulingId::ArrivalMove};
        if (under_way) {
            e.tactical = {u.move->destination};
            u.move->done_phase = last;
        } else {
            u.move = MoveProgress{u.tactical, u.tactical, 0, true, last};
        }
    }

    // `rule`: the rule whose refusal it is; a retry is 7.8's procedure whichever it was.
    bool refused(int i, StepKind kind, Refusal r, std::string_view rule = "7.8") {
        MarchProgress& p = prog(i);
        if (r == Refusal::Halt) p.halted = true;
        if (r == Refusal::Retry && (kind == StepKind::Path)) {
            p.delay = std::min(p.delay + 1, kStrategicPhases);
            auto& e = emit(i, StratEventKind::Retries, std::string(rule));
            e.amount = p.delay;
            if (rule == "7.9") e.ruling = {RulingId::BlockRetry};
            if (rule == "1.4" || rule == "2.5") e.ruling = {RulingId::FullRetry};
        }
        if (kind == StepKind::Pursuit) pending_[static_cast<std::size_t>(i)].reset();
        return false;
    }

    // A square the unit may never enter: the path ends there, or under
    // STRAT-REFUSED-BOX box-skipped the box is passed over (amount 1: the path ends).
    Refusal refuse_square(int i, const StratSquareInfo& dest) {
        const Unit& u = unit(i);
        const bool ends = r_.get<RefusedBox>() == RefusedBox::PathEnds;
        const auto refuse = [&](StratEventKind kind, const char* rule) -> StratEvent& {
            auto& e = emit(i, kind, rule);
            e.squares = {dest.square};
            e.amount = ends ? 1 : 0;
            return e;
        };
        const Refusal refusal = ends ? Refusal::Halt : Refusal::Stop;
        if (!passable(dest.terrain)) {
            refuse(StratEventKind::Impassable, "1.2").ruling = {RulingId::RefusedBox};
            return refusal;
        }
        if (dest.guatemala) {
            refuse(StratEventKind::Guatemala, "7.16").ruling = {RulingId::RefusedBox};
            return refusal;
        }
        if (u.id.type == UnitType::Militia) {
            // Never outside its nation; a US militia unit also not outside its state's
            // squares under STRAT-MILITIA-HOME home-state.
            const bool whole_nation = u.id.nation == Nation::MX || r_.get<MilitiaHome>() == MilitiaHome::HomeNation;
            const bool home = dest.nation == u.id.nation && (whole_nation || dest.owner == u.state);
            if (!home) {
                refuse(StratEventKind::MilitiaAbroad, "7.1").ruling = {
                    u.id.nation == Nation::US ? RulingId::MilitiaHome : RulingId::RefusedBox};
                return refusal;
            }
        }
        return Refusal::None;
    }

    // 7.8: the enemy combat units (neutral ones at home) that stand in the way.
    Refusal edge_path(int i, const StratSquareInfo& here, Direction dir) {
        const Unit& u = unit(i);
        std::array<bool, kTacSquares> enemy{};
        const auto in_the_way = [&](int o) {
            const Seen& w = seen(o);
            return o != i && !is_headquarters(w.id.type) && counts_present(w.status) && blocks(i, o, here);
        };
        // Most steps meet no enemy: the blockers' ids are gathered only for a refusal.
        bool any = false;
        for (int o : present(u.strategic)) {
            if (!in_the_way(o)) continue;
            enemy[static_cast<std::size_t>(seen(o).tactical.index())] = true;
            any = true;
        }
        if (any) {
            std::vector<TacSquare> in_way;
            if (r_.get<EdgePath>() == EdgePath::Ray) {
                for (TacSquare s = u.tactical; s.valid(); s = TacSquare(s.col + dcol(dir), s.row + drow(dir)))
                    if (enemy[static_cast<std::size_t>(s.index())]) in_way.push_back(s);
            } else if (!reaches_exit(u.tactical, dir, enemy)) {
                for (int k = 0; k < kTacSquares; ++k)
                    if (enemy[static_cast<std::size_t>(k)]) in_way.push_back(TacSquare::from_index(k));
            }
            if (!in_way.empty()) {
                std::array<bool, kTacSquares> blocking{};
                for (TacSquare s : in_way) blocking[static_cast<std::size_t>(s.index())] = true;
                std::vector<UnitId> blockers;
                for (int o : present(u.strategic))
                    if (in_the_way(o) && blocking[static_cast<std::size_t>(seen(o).tactical.index())])
                        blockers.push_back(seen(o).id);
                std::sort(blockers.begin(), blockers.end());
                auto& e = emit(i, StratEventKind::EdgeBlocked, "7.8");
                e.ruling = {RulingId::EdgePath};
                e.tactical = std::move(in_way);
                e.others = std::move(blockers);
                return Refusal::Retry;
            }
        }
        // The diagonal between two non-actively-allied units beside it.
        if (is_diagonal(dir)) {
            const TacSquare a(u.tactical.col + dcol(dir), u.tactical.row), b(u.tactical.col, u.tactical.row + drow(dir));
            if (a.valid() && b.valid() && stranger_on(i, a) && stranger_on(i, b)) {
                emit(i, StratEventKind::DiagonalBetween, "7.8").tactical = {a, b};
                return Refusal::Retry;
            }
        }
        return Refusal::None;
    }

    bool stranger_on(int i, TacSquare s) const {
        const Unit& u = st_.units[static_cast<std::size_t>(i)];
        for (int o : present(u.strategic)) {
            const Seen& w = seen(o);
            if (o != i && w.tactical == s && counts_present(w.status) && !friendly(relation(i, o))) return true;
        }
        return false;
    }

    // STRAT-EDGE-PATH any-path: king steps from `from` to an exit square avoiding enemies.
    bool reaches_exit(TacSquare from, Direction dir, const std::array<bool, kTacSquares>& enemy) const {
        const TacSet exits = exit_squares(dir, r_);
        if (enemy[static_cast<std::size_t>(from.index())]) return false;
        std::array<bool, kTacSquares> seen{};
        std::vector<int> queue{from.index()};
        seen[static_cast<std::size_t>(from.index())] = true;
        for (std::size_t q = 0; q < queue.size(); ++q) {
            const TacSquare s = TacSquare::from_index(queue[q]);
            if (exits.test(static_cast<std::size_t>(s.index()))) return true;
            for (int dc = -1; dc <= 1; ++dc)
                for (int dr = -1; dr <= 1; ++dr) {
                    const TacSquare n(s.col + dc, s.row + dr);
                    if (!n.valid()) continue;
                    const auto k = static_cast<std::size_t>(n.index());
                    if (seen[k] || enemy[k]) continue;
                    seen[k] = true;
                    queue.push_back(n.index());
                }
        }
        return false;
    }

    // The sides of a square's map (7.9), worked out once for each distinct map: the
    // squares of a front share a few maps, and labelling one is most of a crossing's cost.
    const MapSides& sides_at(const StratSquareInfo& here) {
        // By the square's place in the state's list: a tree of them was a walk through
        // scattered nodes at every crossing looked at, one that deepened with the turn.
        if (sides_.empty()) sides_.assign(st_.squares.size(), nullptr);
        const MapSides*& sides = sides_[static_cast<std::size_t>(&here - st_.squares.data())];
        if (!sides) {
            auto m = sides_by_map_.find(here.map.cells());
            if (m == sides_by_map_.end())
                m = sides_by_map_.emplace(here.map.cells(), compute_sides(here.map, r_)).first;
            sides = &m->second;
        }
        return *sides;
    }

    Refusal crossing(int i, const StratSquareInfo& here, Direction dir) {
        const Unit& u = unit(i);
        std::vector<UnitId> restrictors;
        for (int o : present(u.strategic)) {
            const Seen& w = seen(o);
            if (o != i && !is_headquarters(w.id.type) && counts_present(w.status) && blocks(i, o, here)) restrictors.push_back(w.id);
        }
        std::sort(restrictors.begin(), restrictors.end());
        const Refusal refusal =
            r_.get<BlockRetry>() == BlockRetry::Retries ? Refusal::Retry : Refusal::Halt;
        if (!restrictors.empty()) {
            if (needs_crossing(sides_at(here), u.tactical, dir, r_)) {
                auto& e = emit(i, StratEventKind::CrossingBlocked, "7.9");
                e.others = restrictors;
                e.ruling = {RulingId::BlockRetry};
                return refusal;
            }
        }
        if (here.terrain == StratTerrain::Marsh &&
            (!restrictors.empty() || r_.get<MarshEdge>() == MarshEdge::Always) &&
            !exit_squares(dir, r_).test(static_cast<std::size_t>(u.tactical.index()))) {
            auto& e = emit(i, StratEventKind::MarshEdge, "7.9");
            e.tactical = {u.tactical};
            e.others = std::move(restrictors);
            e.ruling = {RulingId::MarshEdge};
            return refusal;
        }
        return Refusal::None;
    }

    // Nullopt when no square of the entry band has room (rule 2.5).
    std::optional<TacSquare> place(int i, const StratSquareInfo& here, const StratSquareInfo& dest, Direction dir,
                                   TacSquare request) {
        const Unit& u = unit(i);
        in_from_.clear();
        in_to_.clear();
        for (int o : present(here.square)) in_from_.push_back(&unit(o));
        for (int o : present(dest.square)) in_to_.push_back(&unit(o));
        const EntryContext ctx =
            entry_context_at(st_, u, here, dest, dir, request, phase_, in_from_, in_to_, r_);
        EntryResult placed = place_entry(ctx.input(), seed_, r_);
        if (!fits(i, dest, placed.square)) {
            // Rule 2.5 binds whatever ENTRY-AVAILABLE says: look again among squares with room.
            Rulings strict = r_;
            strict.set(RulingId::EntryAvailable, static_cast<int>(EntryAvailable::PassableBelowTwelve));
            placed = place_entry(ctx.input(), seed_, strict);
            if (!fits(i, dest, placed.square)) return std::nullopt;
        }
        entry_fallback_ = placed.fallback;
        return placed.square;
    }

    // Rule 2.5 for the square entered (the cheap count first; check_placement decides).
    bool fits(int i, const StratSquareInfo& dest, TacSquare s) const {
        int there = 0;
        for (int o : present(dest.square)) there += seen(o).tactical == s;
        if (there < kMaxAlliedPerTacSquare - 1) return true;
        return check_placement(st_, st_.units[static_cast<std::size_t>(i)], dest.square, s, r_).allowed;
    }

    // Rule 4.5: the unit's departure from, or arrival in, the square it stands in, told
    // to the units there; nothing when it is alone.
    void tell(int i, bool arrival) {
        const Unit& u = unit(i);
        onlookers_.clear();
        for (int o : present(u.strategic)) {
            if (o == i) continue;
            const Seen& w = seen(o);
            onlookers_.push_back({w.id, w.tactical, relation(i, o), w.id.type, w.status});
        }
        if (!onlookers_.empty()) reports_.push_back(report_presence(u.id, u.strategic, u.tactical, arrival, onlookers_, r_));
    }

    void move_unit(int i, StratSquare to, TacSquare entry) {
        Unit& u = unit(i);
        auto& from_list = present_[static_cast<std::size_t>(bucket_[static_cast<std::size_t>(slot(u.strategic))])];
        from_list.erase(std::find(from_list.begin(), from_list.end(), i));
        enter(i, to);
        u.strategic = to;
        u.tactical = entry;
        seen_[static_cast<std::size_t>(i)].tactical = entry;
        u.in_fort = false;
    }

    // 7.10, 7.11, 7.12: what an arrival sets off.
    void after_arrival(int i, StratSquare from, StratSquare to) {
        Unit& u = unit(i);
        std::vector<UnitId> enemies_here;
        std::vector<int> watchers;
        for (int o : present(to)) {
            if (o == i) continue;
            const Seen& w = seen(o);
            if (!counts_present(w.status) || relation(i, o) != Relation::Hostile) continue;
            enemies_here.push_back(w.id);
            // An inactive unit detects nothing (11.3).
            if (w.status == UnitStatus::Active && reacts(o).halt_on_enemy_entry && !prog(o).halted) watchers.push_back(o);
        }
        if (!enemies_here.empty() && so(i).halt_on_detection && !prog(i).halted) {
            std::sort(enemies_here.begin(), enemies_here.end());
            auto& e = emit(i, StratEventKind::HaltOnDetection, "7.10");
            e.squares = {to};
            e.others = std::move(enemies_here);
            prog(i).halted = true;
        }
        std::sort(watchers.begin(), watchers.end(), [&](int a, int b) { return unit(a).id < unit(b).id; });
        for (int o : watchers) {
            prog(o).halted = true;
            prog(o).resume.reset();
            auto& e = emit(o, StratEventKind::HaltOnEnemyEntry, "7.11");
            e.squares = {to};
            e.others = {u.id};
        }
        // 7.12: pursuers left behind follow at their own turn, if it is still to come.
        std::vector<int> pursuers;
        for (int o : present(from)) {
            if (seen(o).status != UnitStatus::Active || relation(o, i) != Relation::Hostile || !reacts(o).pursuit) continue;
            if (prog(o).pursuing && *prog(o).pursuing != u.id) continue;
            if (pending_[static_cast<std::size_t>(o)]) continue;
            pursuers.push_back(o);
        }
        std::sort(pursuers.begin(), pursuers.end(), [&](int a, int b) { return unit(a).id < unit(b).id; });
        for (int o : pursuers) {
            if (done_[static_cast<std::size_t>(o)]) {
                auto& e = emit(o, StratEventKind::PursuitTooLate, "7.12");
                e.squares = {to};
                e.others = {u.id};
            } else {
                pending_[static_cast<std::size_t>(o)] = Pending{i, to};
            }
        }
    }

    struct Pending {
        int target;
        StratSquare to;
    };

    GameState st_;
    int phase_;
    Seed seed_;
    const Rulings& r_;
    const GameState& start_;
    RelationTable rel_;
    mutable std::vector<int> square_;  // by slot: the index in st_.squares, -1 for none; see info()
    std::vector<int> bucket_;  // by slot: the index in present_ of its units, -1 for none yet
    std::vector<std::vector<int>> present_;  // see present()
    std::vector<std::vector<int>> start_present_;  // at_start()'s
    std::vector<int> state_of_;
    std::vector<Seen> seen_;  // see Seen
    std::vector<const UnitOrders*> orders_;
    std::vector<Reacts> reacts_;  // see Reacts
    std::vector<int> pos_;
    std::vector<char> done_;
    std::vector<std::optional<Pending>> pending_;
    std::vector<UnitStep> steps_;
    std::vector<StratEvent> events_;
    std::vector<PresenceReport> reports_;  // rule 4.5, in the order made
    // Scratch lists of place() and tell(), kept between steps so that a step of a
    // large turn asks the allocator for nothing of its own; cleared before each use.
    std::vector<const Unit*> in_from_, in_to_;
    std::vector<Onlooker> onlookers_;
    std::vector<const MapSides*> sides_;  // sides_at()'s, by index in st_.squares; null: not yet
    std::map<std::array<Terrain, kTacSquares>, MapSides> sides_by_map_;
    bool entry_fallback_ = false;  // the last placement was 7.14's random square
    bool load_decided_ = false;    // STRAT-ALLOWANCE-LOAD decided the last step_price()
};

}  // namespace

StrategicPhaseOutcome resolve_strategic_phase(const GameState& state, const TurnOrders& orders, int phase, Seed seed,
                                              const Rulings& rulings, const GameState& turn_start) {
    return resolve_strategic_phase(GameState(state), orders, phase, seed, rulings, turn_start);
}

StrategicPhaseOutcome resolve_strategic_phase(GameState&& state, const TurnOrders& orders, int phase, Seed seed,
                                              const Rulings& rulings, const GameState& turn_start) {
    assert(&state != &turn_start);
    assert(phase >= kWithdrawalPhase && phase <= kStrategicPhases);
    assert(validate_strategic(state, orders).empty());
    StrategicPhaseOutcome out = PhaseRun(std::move(state), orders, phase, seed, rulings, turn_start).run();
    assert(check_invariants(out.state).empty());
    return out;
}

}  // namespace umpire::gitm
