#include "rules/gitm/units/orders_phase.hpp"

#include <algorithm>
#include <cstdint>
#include <map>

#include "model/stacking.hpp"
#include "rules/gitm/stacking.hpp"

namespace umpire::gitm {
namespace {

// Rule 3.5's average weighted by strength, to the nearest integer (a half up). Two
// units of no men average plainly.
int weighted(int a, int wa, int b, int wb) {
    const std::int64_t total = std::int64_t{wa} + wb;
    if (total == 0) return (a + b + 1) / 2;
    return static_cast<int>((std::int64_t{a} * wa + std::int64_t{b} * wb + total / 2) / total);
}

bool hostile(const GameState& s, const Unit& a, const Unit& b) {
    return s.relation(a.state, b.state) == Relation::Hostile;
}

// Rule 11.2: "neutral or enemy": neither same-side nor allied in any degree. A pair
// of states the state does not list counts as neutral.
bool neutral_or_enemy(const GameState& s, const Unit& a, const Unit& b) {
    const auto r = s.relation(a.state, b.state);
    return !r || *r == Relation::Neutral || *r == Relation::Hostile;
}

class OrdersPhase {
public:
    OrdersPhase(GameState&& state, const TurnOrders& orders, const Rulings& rulings)
        : orders_(orders), rulings_(rulings) {
        out_.state = std::move(state);
    }

    OrdersPhaseOutcome run() {
        for (const UnitOrderEntry& e : orders_)
            if (e.orders.status.activate) activate(e.unit);
        merges();
        inactivations();
        std::sort(out_.merged_away.begin(), out_.merged_away.end());
        return std::move(out_);
    }

private:
    Unit* unit(const UnitId& id) {
        auto& us = out_.state.units;
        const auto it = std::find_if(us.begin(), us.end(), [&](const Unit& u) { return u.id == id; });
        return it == us.end() ? nullptr : &*it;
    }

    StatusEvent& event(const UnitId& id, StatusAction action, StatusResult result, const char* rule) {
        StatusEvent e;
        e.unit = id;
        e.action = action;
        e.result = result;
        e.rule = rule;
        out_.events.push_back(std::move(e));
        return out_.events.back();
    }

    // Rules 3.5, 11.1: a shattered unit reforms (12.3-12.5), no order activates it.
    void activate(const UnitId& id) {
        Unit* u = unit(id);
        if (!u) return;
        if (u->status == UnitStatus::Shattered) {
            event(id, StatusAction::Activate, StatusResult::Shattered, "12.3");
        } else if (u->status == UnitStatus::Active) {
            event(id, StatusAction::Activate, StatusResult::AlreadySo, "11.1");
        } else if (const ActiveAgain room = place_active_again(out_.state, *u, false, rulings_); !room.allowed) {
            // Under either reading of ACTIVE-AGAIN-OVER-CAP an ordered activation never moves
            // the unit: like 11.2's inactivation at its cap, it fails.
            event(id, StatusAction::Activate, StatusResult::StackingCap, rule_of(room.limit).data());
        } else {
            u->status = UnitStatus::Active;
            event(id, StatusAction::Activate, StatusResult::Done, "3.5");
        }
    }

    void merges() {
        std::map<UnitId, UnitId> pending;  // merging unit -> survivor
        for (const UnitOrderEntry& e : orders_)
            if (e.orders.status.merge_into) pending.emplace(e.unit, *e.orders.status.merge_into);
        if (rulings_.get<MergeChain>() == MergeChain::Refuse) {
            // Every merge into a unit that is itself ordered to merge fails; the others
            // go in the merging units' order.
            for (const auto& [from, into] : pending)
                if (pending.count(into)) event(from, StatusAction::Merge, StatusResult::TargetMerging, "3.5").other = into;
                else merge(from, into);
            return;
        }
        // MergeChain::Follow: a unit first takes in those merging into it, then merges
        // on; rounds in unit id order until no merge is ready. What is left waits on
        // itself round a cycle.
        while (!pending.empty()) {
            bool any = false;
            for (auto it = pending.begin(); it != pending.end();) {
                const UnitId from = it->first;
                const bool awaited = std::any_of(pending.begin(), pending.end(),
                                                 [&](const auto& p) { return p.second == from; });
                if (awaited) {
                    ++it;
                    continue;
                }
                const UnitId into = it->second;
                it = pending.erase(it);
                merge(from, into);
                any = true;
            }
            if (any) continue;
            for (const auto& [from, into] : pending)
                event(from, StatusAction::Merge, StatusResult::Cycle, "3.5").other = into;
            pending.clear();
        }
    }

    // Rule 3.5: every condition, as the state stands after the activations and the
    // mergers before this one.
    void merge(const UnitId& from, const UnitId& into) {
        Unit* a = unit(from);
        if (!a) return;
        const auto fail = [&](StatusResult r) { event(from, StatusAction::Merge, r, "3.5").other = into; };
        Unit* b = unit(into);
        if (!b) return fail(StatusResult::TargetGone);
        // The order desk refuses these (model/order_check.cpp); a turn given orders
        // straight from code meets them here.
        if (from == into || from.type != into.type || is_headquarters(from.type) || from.type == UnitType::Militia ||
            a->state != b->state)
            return fail(StatusResult::NotMergeable);
        if (a->status != UnitStatus::Active) return fail(StatusResult::NotActive);
        if (b->status != UnitStatus::Active) return fail(StatusResult::TargetNotActive);
        if (a->strategic != b->strategic) return fail(StatusResult::OtherSquare);
        const GameState& s = out_.state;
        const bool enemy_here = std::any_of(s.units.begin(), s.units.end(), [&](const Unit& w) {
            return w.strategic == a->strategic && hostile(s, *a, w);
        });
        if (enemy_here && a->tactical != b->tactical) return fail(StatusResult::OtherTacticalSquare);

        Unit m = *b;  // id, state, place, initiative, communications: the survivor's
        const int wa = a->strength, wb = b->strength;
        m.strength = a->strength + b->strength;
        m.batteries = a->batteries + b->batteries;
        m.stragglers = a->stragglers + b->stragglers;
        m.killed = a->killed + b->killed;
        m.wounded = a->wounded + b->wounded;
        m.prisoners = a->prisoners + b->prisoners;
        m.experience = weighted(a->experience, wa, b->experience, wb);
        m.morale = weighted(a->morale, wa, b->morale, wb);
        m.fatigue = weighted(a->fatigue, wa, b->fatigue, wb);
        m.ammunition = weighted(a->ammunition, wa, b->ammunition, wb);
        m.quality = static_cast<Quality>(
            weighted(static_cast<int>(a->quality), wa, static_cast<int>(b->quality), wb));
        m.supplies = std::min(a->supplies, b->supplies);
        StatusEvent& e = event(from, StatusAction::Merge, StatusResult::Done, "3.5");
        e.other = into;
        e.excess_men = std::max(0, m.strength - max_unit_strength(into.type));
        e.excess_batteries = std::max(0, m.batteries - max_unit_batteries(into.type));
        m.strength -= e.excess_men;
        m.batteries -= e.excess_batteries;
        const StratSquareInfo* here = s.square(m.strategic);
        if (here && here->nation != into.nation) e.lost_abroad = (e.excess_men * 40 + 50) / 100;
        e.strength_after = m.strength;
        e.batteries_after = m.batteries;
        if (m.march) m.march->start_strength = m.strength;  // 8.6 reads the turn's start
        *b = std::move(m);
        leave(from);
    }

    // The merged unit leaves the state, and the assignments naming it (3.4) with it.
    void leave(const UnitId& id) {
        std::erase_if(out_.state.units, [&](const Unit& u) { return u.id == id; });
        if (auto& c = out_.state.credentials) {
            std::erase_if(c->assignments, [&](const Assignment& a) { return a.unit == id; });
            std::erase_if(c->reassignments, [&](const Reassignment& r) { return r.assignment.unit == id; });
        }
        out_.merged_away.push_back(id);
    }

    // Rules 11.1 (3), 11.2.
    void inactivations() {
        std::vector<UnitId> ordered;
        for (const UnitOrderEntry& e : orders_)
            if (e.orders.status.inactivate) ordered.push_back(e.unit);
        const bool all_or_none = rulings_.get<InactivateOrder>() == InactivateOrder::AllOrNone;
        // Under all-or-none the cap is judged on every eligible unit of a square at once.
        std::map<StratSquare, bool> square_fits;
        if (all_or_none)
            for (const UnitId& id : ordered) {
                const Unit* u = unit(id);
                if (!u || square_fits.count(u->strategic)) continue;
                square_fits[u->strategic] = fits_all(u->strategic, ordered);
            }
        for (const UnitId& id : ordered) {
            Unit* u = unit(id);
            if (!u) continue;  // merged away
            if (u->status == UnitStatus::Inactive) {
                event(id, StatusAction::Inactivate, StatusResult::AlreadySo, "11.1");
                continue;
            }
            if (u->status == UnitStatus::Shattered) {
                event(id, StatusAction::Inactivate, StatusResult::Shattered, "12.3");
                continue;
            }
            if (const Unit* w = stranger_present(*u)) {
                event(id, StatusAction::Inactivate, StatusResult::HostilePresent, "11.2").other = w->id;
                continue;
            }
            const bool fits = all_or_none ? square_fits[u->strategic] : fits_one(*u);
            if (!fits) {
                event(id, StatusAction::Inactivate, StatusResult::InactiveCap, "11.2");
                continue;
            }
            u->status = UnitStatus::Inactive;
            event(id, StatusAction::Inactivate, StatusResult::Done, "11.1");
        }
    }

    const Unit* stranger_present(const Unit& u) const {
        for (const Unit& w : out_.state.units)
            if (w.strategic == u.strategic && neutral_or_enemy(out_.state, u, w)) return &w;
        return nullptr;
    }

    // Rule 11.2: the inactive units counted in the square.
    int inactive_here(const StratSquareInfo& sq) const {
        int n = 0;
        for (const Unit& w : out_.state.units)
            if (w.strategic == sq.square && counts_as_inactive(w, sq)) ++n;
        return n;
    }

    // Whether one more inactive unit, this one, stays within the cap.
    bool fits_one(const Unit& u) const {
        const StratSquareInfo* sq = out_.state.square(u.strategic);
        if (!sq) return true;
        Unit as = u;
        as.status = UnitStatus::Inactive;
        if (!counts_as_inactive(as, *sq)) return true;  // a militia at home, a fort's garrison
        return inactive_here(*sq) < inactive_cap(*sq);
    }

    // Whether every unit of `ordered` in the square that could inactivate fits at once.
    bool fits_all(const StratSquare& where, const std::vector<UnitId>& ordered) const {
        const StratSquareInfo* sq = out_.state.square(where);
        if (!sq) return true;
        int n = inactive_here(*sq);
        for (const UnitId& id : ordered) {
            const Unit* u = out_.state.unit(id);
            if (!u || u->strategic != where || u->status != UnitStatus::Active || stranger_present(*u)) continue;
            Unit as = *u;
            as.status = UnitStatus::Inactive;
            if (counts_as_inactive(as, *sq)) ++n;
        }
        return n <= inactive_cap(*sq);
    }

    const TurnOrders& orders_;
    const Rulings& rulings_;
    OrdersPhaseOutcome out_;
};

std::string batteries(int n) { return std::to_string(n) + (n == 1 ? " battery" : " batteries"); }

std::string failure_text(const StatusEvent& e) {
    const std::string other = e.other ? to_string(*e.other) : std::string("?");
    switch (e.result) {
        case StatusResult::Done:
        case StatusResult::AlreadySo: break;
        case StatusResult::Shattered: return "it is shattered and reforms (rule 12.3)";
        case StatusResult::NotActive: return "it is not active (rule 3.5)";
        case StatusResult::TargetNotActive: return other + " is not active (rule 3.5)";
        case StatusResult::TargetGone: return other + " is no longer in the game (merged away first, rule 3.5)";
        case StatusResult::TargetMerging:
            return other + " is itself ordered to merge (rule 3.5, ruling MERGE-CHAIN refuse)";
        case StatusResult::Cycle: return "the merge orders go round in a circle (rule 3.5, ruling MERGE-CHAIN follow)";
        case StatusResult::OtherSquare: return "it is not in " + other + "'s strategic square (rule 3.5)";
        case StatusResult::OtherTacticalSquare:
            return "an enemy unit is in the strategic square and it is not in " + other + "'s tactical square (rule 3.5)";
        case StatusResult::NotMergeable: return "only two units of one type and state merge, neither a headquarters nor militia (rule 3.5)";
        case StatusResult::HostilePresent:
            return "neutral or enemy unit " + other + " is in its strategic square (rule 11.2)";
        case StatusResult::InactiveCap: return "the square already holds the most inactive units it may (rule 11.2)";
        case StatusResult::StackingCap:
            return "active, it would put its square over a stacking cap (rule " + e.rule + ")";
    }
    return {};
}

}  // namespace

OrdersPhaseOutcome resolve_orders_phase(const GameState& state, const TurnOrders& orders, const Rulings& rulings) {
    return resolve_orders_phase(GameState(state), orders, rulings);
}

OrdersPhaseOutcome resolve_orders_phase(GameState&& state, const TurnOrders& orders, const Rulings& rulings) {
    return OrdersPhase(std::move(state), orders, rulings).run();
}

std::string explain(const StatusEvent& e) {
    const std::string u = to_string(e.unit);
    const std::string other = e.other ? to_string(*e.other) : std::string();
    switch (e.action) {
        case StatusAction::Activate:
            if (e.result == StatusResult::Done) return u + " is activated (rules 3.5, 11.1)";
            if (e.result == StatusResult::AlreadySo) return u + " is already active (rule 11.1)";
            return u + " cannot be activated: " + failure_text(e);
        case StatusAction::Merge:
            if (e.result == StatusResult::Done) {
                std::string s = u + " merges into " + other + ", now " + std::to_string(e.strength_after) + " men";
                if (e.batteries_after > 0) s += " and " + batteries(e.batteries_after);
                if (e.excess_men > 0 || e.excess_batteries > 0) {
                    s += "; over the size of its type " + std::to_string(e.excess_men) + " men";
                    if (e.excess_batteries > 0) s += " and " + batteries(e.excess_batteries);
                    s += " leave";
                    if (e.excess_men > 0)
                        s += e.lost_abroad > 0
                                 ? " (on foreign soil " + std::to_string(e.lost_abroad) + " of the men are lost)"
                                 : " for the manpower pool";
                }
                return s + " (rule 3.5)";
            }
            return u + " does not merge into " + other + ": " + failure_text(e);
        case StatusAction::Inactivate:
            if (e.result == StatusResult::Done) return u + " is inactivated (rule 11.1)";
            if (e.result == StatusResult::AlreadySo) return u + " is already inactive (rule 11.1)";
            return u + " cannot be inactivated: " + failure_text(e);
    }
    return u;
}

}  // namespace umpire::gitm
