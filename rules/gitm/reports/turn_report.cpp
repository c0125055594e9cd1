// What one player learns from a turn (see turn_report.hpp).
#include "rules/gitm/reports/turn_report.hpp"

#include <algorithm>
#include <tuple>

namespace umpire::gitm {
namespace {

// The units of the turn by id, as they ended it or, gone during it, as they began:
// the moves of thousands of units are read against it, so it is sorted once rather
// than searched unit by unit.
class UnitIndex {
public:
    UnitIndex(const GameState& start, const GameState& end) {
        for (const Unit& u : end.units) units_.emplace_back(u.id, &u);
        for (const Unit& u : start.units) units_.emplace_back(u.id, &u);
        // Stable: of a unit in both, the end's entry comes first and is kept.
        std::stable_sort(units_.begin(), units_.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        units_.erase(std::unique(units_.begin(), units_.end(), [](const auto& a, const auto& b) { return a.first == b.first; }),
                     units_.end());
    }
    [[nodiscard]] const Unit* find(const UnitId& id) const {
        const auto it = std::lower_bound(units_.begin(), units_.end(), id,
                                         [](const auto& e, const UnitId& v) { return e.first < v; });
        return it != units_.end() && it->first == id ? it->second : nullptr;
    }

private:
    std::vector<std::pair<UnitId, const Unit*>> units_;
};

std::vector<UnitId> command_of(const GameState& s, std::string_view player) {
    if (!s.credentials) return {};
    std::vector<UnitId> ids = commanded_units(*s.credentials, player);
    std::erase_if(ids, [&](const UnitId& id) { return s.unit(id) == nullptr; });
    return ids;
}

// The place of (step, number) in the turn's record, for putting happenings in turn order.
int rank_of(const TurnOutcome& t, TurnStep step, int number) {
    for (std::size_t i = 0; i < t.phases.size(); ++i)
        if (t.phases[i].step == step && t.phases[i].number == number) return static_cast<int>(i);
    for (std::size_t i = 0; i < t.phases.size(); ++i)  // the deployment turn records its moves as one phase
        if (t.phases[i].step == TurnStep::Deployment) return static_cast<int>(i);
    return static_cast<int>(t.phases.size());
}

// Rule 4.4 read for the player: the moves made in a strategic square where he had a
// unit, as told to his units and their friends (4.6). His own units' moves are in
// their status reports.
void seen_moves(const GameState& start, const TurnOutcome& t, const UnitIndex& units, const std::vector<UnitId>& mine,
                const Rulings& rulings, PlayerReport& out) {
    const bool identify = rulings.get<SightedIdentity>() == SightedIdentity::Identified;
    std::vector<std::pair<StratSquare, const Unit*>> here;  // his units in each square this phase
    for (const PhaseOutcome& ph : t.tactical) {
        here.clear();
        for (const UnitId& id : mine) {
            auto it = std::lower_bound(ph.units.begin(), ph.units.end(), id,
                                       [](const UnitPhase& p, const UnitId& v) { return p.unit < v; });
            if (it == ph.units.end() || it->unit != id) continue;
            if (const Unit* u = units.find(id)) here.emplace_back(it->strategic, u);
        }
        std::sort(here.begin(), here.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        for (const MoveReport& r : ph.reports) {
            if (std::binary_search(mine.begin(), mine.end(), r.mover)) continue;
            const auto range = std::equal_range(here.begin(), here.end(), std::pair<StratSquare, const Unit*>{r.strategic, nullptr},
                                                [](const auto& a, const auto& b) { return a.first < b.first; });
            const auto lo = range.first, hi = range.second;
            if (lo == hi) continue;
            const Unit* mover = units.find(r.mover);
            if (mover == nullptr) continue;
            auto friend_of_his = [&](const UnitId& id) {
                const Unit* u = units.find(id);
                return u && std::any_of(lo, hi, [&](const auto& m) {
                           return friendly(start.relation(m.second->state, u->state).value_or(Relation::Hostile));
                       });
            };
            auto any_friend = [&](const std::vector<UnitId>& ids) { return std::any_of(ids.begin(), ids.end(), friend_of_his); };
            const bool ours = friend_of_his(r.mover);
            const bool whole = ours || any_friend(r.whole);
            const bool start_seen = whole || any_friend(r.start_only);
            const bool end_seen = whole || any_friend(r.end_only);
            if (!start_seen && !end_seen) continue;
            if (!ours) out.rulings.add(RulingId::SightedIdentity);
            out.moves.push_back({ph.phase, r.strategic, r.mover, mover->state, r.mover.type, ours || identify, start_seen,
                                 end_seen, start_seen ? r.from : TacSquare{}, end_seen ? r.to : TacSquare{}});
        }
    }
}

// Rule 4.5 read for the player: what his own units were told (4.6: on the strategic
// map he sees what his command sees). His own units' marches are in their status.
void seen_marches(const TurnOutcome& t, const UnitIndex& units, const std::vector<UnitId>& mine, const Rulings& rulings,
                  PlayerReport& out) {
    const bool identify = rulings.get<SightedIdentity>() == SightedIdentity::Identified;
    auto his = [&](const std::vector<UnitId>& ids) {
        return std::any_of(ids.begin(), ids.end(), [&](const UnitId& id) { return std::binary_search(mine.begin(), mine.end(), id); });
    };
    for (const StrategicPhaseOutcome& s : t.strategic)
        for (const PresenceReport& r : s.reports) {
            if (std::binary_search(mine.begin(), mine.end(), r.mover)) continue;
            const bool ours = his(r.told_friends);
            if (!ours && !his(r.told_others)) continue;
            const Unit* mover = units.find(r.mover);
            if (mover == nullptr) continue;
            if (!ours) out.rulings.add(RulingId::SightedIdentity);
            out.marches.push_back({s.phase, r.strategic, r.arrival, r.mover, mover->state, r.mover.type, ours || identify, r.at});
        }
}

struct Ranked {
    int rank = 0;
    Happening h;
};

void happenings(const TurnOutcome& t, const UnitId& id, std::vector<Happening>& out) {
    std::vector<Ranked> all;
    auto add = [&](TurnStep step, int number, Happening h) {
        h.step = step;
        h.number = number;
        all.push_back({rank_of(t, step, number), std::move(h)});
    };
    for (const StatusEvent& e : t.status)
        if (e.unit == id) {
            Happening h;
            h.kind = HappeningKind::OrdersPhase;
            h.rule = e.rule;
            h.outcome = std::string(name(e.action)) + " " + std::string(name(e.result));
            h.strength_after = e.strength_after;
            add(TurnStep::Orders, 0, h);
        }
    for (const PhaseOutcome& ph : t.tactical) {
        auto it = std::lower_bound(ph.units.begin(), ph.units.end(), id,
                                   [](const UnitPhase& p, const UnitId& v) { return p.unit < v; });
        if (it == ph.units.end() || it->unit != id || it->kind == MoveKind::None) continue;
        Happening h;
        h.kind = HappeningKind::TacticalMove;
        h.rule = "8.12";
        h.outcome = std::string(name(it->kind));
        h.strategic_from = h.strategic_to = it->strategic;
        h.from = it->from;
        h.to = it->to;
        add(TurnStep::Tactical, ph.phase, h);
    }
    for (const CombatOutcome& c : t.combat) {
        for (const BattleReport& b : c.battles)
            for (const CombatUnit& u : b.units)
                if (u.unit == id) {
                    Happening h;
                    h.kind = HappeningKind::Battle;
                    h.rule = "9.1";
                    h.outcome = std::string(name(u.fate));
                    h.strategic_from = b.strategic;
                    h.strategic_to = u.strategic_after;
                    h.from = b.square;
                    h.to = u.square_after;
                    h.strength_before = u.strength_before;
                    h.strength_after = u.strength_after;
                    add(TurnStep::Combat, c.phase, h);
                }
        for (const MassRout& m : c.mass_routs)
            for (const MassRoutUnit& u : m.units)
                if (u.unit == id) {
                    Happening h;
                    h.kind = HappeningKind::MassRout;
                    h.rule = "9.12";
                    h.outcome = std::string(name(u.fate));
                    h.strategic_from = m.strategic;
                    h.strategic_to = u.strategic_after;
                    h.to = u.square_after;
                    h.strength_before = u.strength_before;
                    h.strength_after = u.strength_after;
                    add(TurnStep::Combat, c.phase, h);
                }
    }
    for (const StrategicPhaseOutcome& s : t.strategic) {
        auto it = std::lower_bound(s.units.begin(), s.units.end(), id,
                                   [](const UnitStep& p, const UnitId& v) { return p.unit < v; });
        if (it == s.units.end() || it->unit != id || !it->moved) continue;
        Happening h;
        h.kind = HappeningKind::StrategicMove;
        h.rule = s.phase == kWithdrawalPhase ? "7.5" : "7.1";
        h.outcome = std::string(name(it->kind));
        h.strategic_from = it->from;
        h.strategic_to = it->to;
        h.to = it->entry;
        add(s.phase == kWithdrawalPhase ? TurnStep::Withdrawal : TurnStep::Strategic, s.phase, h);
    }
    for (const ReformChange& r : t.reforming)
        if (r.event.unit == id) {
            Happening h;
            h.kind = HappeningKind::Reforming;
            h.rule = "12.4";
            h.outcome = std::string(name(r.event.kind));
            h.strategic_from = h.strategic_to = r.event.square;
            if (r.event.stepped_to) h.to = *r.event.stepped_to;
            add(r.step, r.number, h);
        }
    for (const WakeChange& w : t.wakes)
        if (w.event.unit == id) {
            Happening h;
            h.kind = HappeningKind::Woken;
            h.rule = "11.3";
            h.outcome = w.event.stepped_to || w.event.no_room == StackLimit::None ? "woken" : "no-room";
            h.strategic_from = h.strategic_to = w.event.square;
            if (w.event.stepped_to) h.to = *w.event.stepped_to;
            add(w.step, w.number, h);
        }
    std::stable_sort(all.begin(), all.end(), [](const Ranked& a, const Ranked& b) { return a.rank < b.rank; });
    for (auto& r : all) out.push_back(std::move(r.h));
}

UnitStatusReport status_of(const Unit& u, bool in_game) {
    UnitStatusReport s;
    s.unit = u.id;
    s.in_game = in_game;
    s.strategic = u.strategic;
    s.tactical = u.tactical;
    s.status = u.status;
    s.in_fort = u.in_fort;
    s.strength = u.strength;
    s.batteries = u.batteries;
    s.fatigue = u.fatigue;
    s.morale = u.morale;
    s.ammunition = u.ammunition;
    s.supplies = u.supplies;
    s.experience = u.experience;
    s.stragglers = u.stragglers;
    s.killed = u.killed;
    s.wounded = u.wounded;
    s.prisoners = u.prisoners;
    s.out_of_communications = u.out_of_communications;
    s.supply_unit = u.supply_unit;
    s.supply_city = u.supply_city;
    return s;
}

}  // namespace

Readers readers_of(const GameState& start, const GameState& end, std::string_view player) {
    Readers r{std::string(player), command_of(start, player), command_of(end, player), {}};
    if (start.credentials)
        for (const WarMinister& m : start.credentials->war_ministers)
            if (m.player == player) r.ministries.push_back(m.state);
    std::sort(r.ministries.begin(), r.ministries.end());
    return r;
}

PlayerReport report_readers(const GameState& start, const TurnOutcome* turn, const Readers& readers, Seed seed,
                            const Rulings& rulings, const ParamSet& params) {
    const GameState& end = turn ? turn->state : start;
    PlayerReport out;
    out.player = readers.player;
    out.command = readers.at_end;
    out.strategic = view_strategic(end, out.command, seed, rulings, params);
    for (const Detection& d : out.strategic.detections)
        if (d.exact) out.friends_at.emplace_back(d.unit, end.unit(d.unit)->strategic);
    out.tactical = view_tactical(end, out.command, rulings);

    std::vector<UnitId> ever = readers.at_start;
    ever.insert(ever.end(), out.command.begin(), out.command.end());
    std::sort(ever.begin(), ever.end());
    ever.erase(std::unique(ever.begin(), ever.end()), ever.end());
    if (turn) {
        const UnitIndex units(start, turn->state);
        seen_moves(start, *turn, units, ever, rulings, out);
        seen_marches(*turn, units, ever, rulings, out);
    }
    for (const UnitId& id : ever) {
        const Unit* now = end.unit(id);
        const Unit* was = now ? now : start.unit(id);
        if (was == nullptr) continue;  // not a unit of the game
        UnitStatusReport st = status_of(*was, now != nullptr);
        if (turn) happenings(*turn, id, st.happened);
        out.units.push_back(std::move(st));
    }
    for (const std::string& state : readers.ministries)
        out.minister.push_back(minister_report(start, state, seed, rulings, params));
    return out;
}

PlayerReport report_player(const GameState& start, const TurnOutcome* turn, std::string_view player, Seed seed,
                           const Rulings& rulings, const ParamSet& params) {
    return report_readers(start, turn, readers_of(start, turn ? turn->state : start, player), seed, rulings, params);
}

}  // namespace umpire::gitm
