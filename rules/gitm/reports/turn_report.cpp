// What one player learns from a turn (see turn_report.hpp).
#include "rules/gitm/reports/turn_report.hpp"

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <tuple>

#include "rules/gitm/reports/unit_places.hpp"

namespace umpire::gitm {
namespace {

// The units of the turn by id, as they ended it or, gone during it, as they began,
// each with its state's place in states(): the moves of thousands of units are read
// against it, so it is sorted once rather than searched unit by unit.
class UnitIndex {
public:
    struct Entry {
        UnitId id;
        const Unit* unit = nullptr;
        std::size_t state = 0;
    };
    UnitIndex(const GameState& start, const GameState& end) {
        for (const Unit& u : end.units) entries_.push_back({u.id, &u});
        for (const Unit& u : start.units) entries_.push_back({u.id, &u});
        // Stable: of a unit in both, the end's entry comes first and is kept.
        std::stable_sort(entries_.begin(), entries_.end(), [](const Entry& a, const Entry& b) { return a.id < b.id; });
        entries_.erase(std::unique(entries_.begin(), entries_.end(), [](const Entry& a, const Entry& b) { return a.id == b.id; }),
                       entries_.end());
        for (Entry& e : entries_) {
            e.state = intern_state(states_, e.unit->state);
            ids_.push_back(e.id);
        }
        lookup_ = IdLookup(ids_);
    }
    UnitIndex(const UnitIndex&) = delete;  // the lookup points into ids_
    UnitIndex& operator=(const UnitIndex&) = delete;

    // A unit's place among the units of the turn (by id), IdLookup::kNone if it is none of them.
    [[nodiscard]] std::uint32_t ordinal(const UnitId& id) const noexcept { return lookup_.find(id); }
    [[nodiscard]] const Entry* find(const UnitId& id) const noexcept {
        const std::uint32_t k = ordinal(id);
        return k == IdLookup::kNone ? nullptr : &entries_[k];
    }
    [[nodiscard]] std::span<const UnitId> ids() const noexcept { return ids_; }
    [[nodiscard]] std::span<const std::string_view> states() const noexcept { return states_; }

private:
    std::vector<Entry> entries_;
    std::vector<UnitId> ids_;  // the entries' ids
    IdLookup lookup_{{}};
    std::vector<std::string_view> states_;
};

// A position's units as a player commands them (3.4), read once for all its readers.
struct Command {
    explicit Command(const GameState& s) : places(s) {
        if (s.credentials) commands.emplace(*s.credentials);
    }
    [[nodiscard]] std::vector<UnitId> of(std::string_view player) const {
        if (!commands) return {};
        std::vector<UnitId> ids = commands->of(player);
        std::erase_if(ids, [&](const UnitId& id) { return places.find(id) == nullptr; });
        return ids;
    }
    UnitPlaces places;
    std::optional<Commands> commands;
};

// The place of (step, number) in the turn's record, for putting happenings in turn order.
int rank_of(const TurnOutcome& t, TurnStep step, int number) {
    for (std::size_t i = 0; i < t.phases.size(); ++i)
        if (t.phases[i].step == step && t.phases[i].number == number) return static_cast<int>(i);
    for (std::size_t i = 0; i < t.phases.size(); ++i)  // the deployment turn records its moves as one phase
        if (t.phases[i].step == TurnStep::Deployment) return static_cast<int>(i);
    return static_cast<int>(t.phases.size());
}

// The reports of each tactical phase's moves by the strategic square they were
// made in (then as made), so that a reader looks only at the squares he stood in.
using MovesBySquare = std::vector<std::vector<std::uint32_t>>;  // per phase, indices into its reports

MovesBySquare moves_by_square(const TurnOutcome& t) {
    MovesBySquare out;
    for (const PhaseOutcome& ph : t.tactical) {
        std::vector<std::uint32_t> idx(ph.reports.size());
        for (std::uint32_t i = 0; i < idx.size(); ++i) idx[i] = i;
        std::stable_sort(idx.begin(), idx.end(),
                         [&](std::uint32_t a, std::uint32_t b) { return ph.reports[a].strategic < ph.reports[b].strategic; });
        out.push_back(std::move(idx));
    }
    return out;
}

// Rule 4.4 read for the player: the moves made in a strategic square where he had a
// unit, as told to his units and their friends (4.6). His own units' moves are in
// their status reports.
void seen_moves(const StateRelations& relation, const TurnOutcome& t, const MovesBySquare& by_square,
                const UnitIndex& units, const std::vector<UnitId>& mine, const Rulings& rulings, PlayerReport& out) {
    using Entry = UnitIndex::Entry;
    const bool identify = rulings.get<SightedIdentity>() == SightedIdentity::Identified;
    std::vector<std::pair<StratSquare, const Entry*>> here;  // his units in each square this phase
    std::vector<std::uint32_t> told;                         // the reports made where he stood, as made
    for (std::size_t p = 0; p < t.tactical.size(); ++p) {
        const PhaseOutcome& ph = t.tactical[p];
        here.clear();
        for (const UnitId& id : mine) {
            auto it = std::lower_bound(ph.units.begin(), ph.units.end(), id,
                                       [](const UnitPhase& u, const UnitId& v) { return u.unit < v; });
            if (it == ph.units.end() || it->unit != id) continue;
            if (const Entry* u = units.find(id)) here.emplace_back(it->strategic, u);
        }
        std::sort(here.begin(), here.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        told.clear();
        const std::vector<std::uint32_t>& order = by_square[p];
        for (std::size_t i = 0; i < here.size(); ++i) {
            if (i > 0 && here[i].first == here[i - 1].first) continue;
            const StratSquare q = here[i].first;
            const auto lo = std::lower_bound(order.begin(), order.end(), q,
                                             [&](std::uint32_t k, StratSquare v) { return ph.reports[k].strategic < v; });
            for (auto it = lo; it != order.end() && ph.reports[*it].strategic == q; ++it) told.push_back(*it);
        }
        std::sort(told.begin(), told.end());
        for (const std::uint32_t k : told) {
            const MoveReport& r = ph.reports[k];
            if (std::binary_search(mine.begin(), mine.end(), r.mover)) continue;
            const auto range = std::equal_range(here.begin(), here.end(), std::pair<StratSquare, const Entry*>{r.strategic, nullptr},
                                                [](const auto& a, const auto& b) { return a.first < b.first; });
            const auto lo = range.first, hi = range.second;
            const Entry* mover = units.find(r.mover);
            if (mover == nullptr) continue;
            auto friend_of_his = [&](const UnitId& id) {
                const Entry* u = units.find(id);
                return u && std::any_of(lo, hi, [&](const auto& m) { return friendly(relation(m.second->state, u->state)); });
            };
            auto any_friend = [&](const std::vector<UnitId>& ids) { return std::any_of(ids.begin(), ids.end(), friend_of_his); };
            const bool ours = friend_of_his(r.mover);
            const bool whole = ours || any_friend(r.whole);
            const bool start_seen = whole || any_friend(r.start_only);
            const bool end_seen = whole || any_friend(r.end_only);
            if (!start_seen && !end_seen) continue;
            if (!ours) out.rulings.add(RulingId::SightedIdentity);
            out.moves.push_back({ph.phase, r.strategic, r.mover, mover->unit->state, r.mover.type, ours || identify, start_seen,
                                 end_seen, start_seen ? r.from : TacSquare{}, end_seen ? r.to : TacSquare{}});
        }
    }
}

// Who was told of each strategic departure and arrival: (unit told, phase index,
// report index, whether told as the mover's friend), by unit, then in turn order.
struct Told {
    UnitId unit;
    std::uint32_t phase = 0, report = 0;
    bool as_friend = false;
};
class MarchesTold {
public:
    explicit MarchesTold(const TurnOutcome* t) {
        if (t == nullptr) return;
        for (std::uint32_t p = 0; p < t->strategic.size(); ++p)
            for (std::uint32_t k = 0; k < t->strategic[p].reports.size(); ++k) {
                const PresenceReport& r = t->strategic[p].reports[k];
                for (const UnitId& id : r.told_friends) told_.push_back({id, p, k, true});
                for (const UnitId& id : r.told_others) told_.push_back({id, p, k, false});
            }
        std::stable_sort(told_.begin(), told_.end(), [](const Told& a, const Told& b) { return a.unit < b.unit; });
        for (std::uint32_t i = 0; i < told_.size(); ++i)
            if (i == 0 || told_[i].unit != told_[i - 1].unit) {
                units_.push_back(told_[i].unit);
                first_.push_back(i);
            }
        first_.push_back(static_cast<std::uint32_t>(told_.size()));
        lookup_ = IdLookup(units_);
    }
    MarchesTold(const MarchesTold&) = delete;  // the lookup points into units_
    MarchesTold& operator=(const MarchesTold&) = delete;

    // What one unit was told, in turn order: looked up, not searched for, as each
    // reader's units are (issue 17).
    [[nodiscard]] std::span<const Told> of(const UnitId& id) const noexcept {
        const std::uint32_t k = lookup_.find(id);
        if (k == IdLookup::kNone) return {};
        return {told_.data() + first_[k], first_[k + 1] - first_[k]};
    }

private:
    std::vector<Told> told_;
    std::vector<UnitId> units_;         // each unit told, once, in order
    std::vector<std::uint32_t> first_;  // by place in units_, and one more: where its entries begin in told_
    IdLookup lookup_{{}};
};

// Rule 4.5 read for the player: what his own units were told (4.6: on the strategic
// map he sees what his command sees). His own units' marches are in their status.
void seen_marches(const TurnOutcome& t, const MarchesTold& told, const UnitIndex& units,
                  const std::vector<UnitId>& mine, const Rulings& rulings, PlayerReport& out) {
    const bool identify = rulings.get<SightedIdentity>() == SightedIdentity::Identified;
    // (phase, report, told to one of his units as a friend) for each time his units were told
    std::vector<std::tuple<std::uint32_t, std::uint32_t, bool>> reports;
    for (const UnitId& id : mine)
        for (const Told& e : told.of(id)) reports.emplace_back(e.phase, e.report, e.as_friend);
    // Each report once: the last of its entries, which says "as a friend" if any does.
    std::sort(reports.begin(), reports.end());
    for (std::size_t i = 0; i < reports.size(); ++i) {
        const auto [p, k, ours] = reports[i];
        if (i + 1 < reports.size() && std::get<0>(reports[i + 1]) == p && std::get<1>(reports[i + 1]) == k) continue;
        const StrategicPhaseOutcome& s = t.strategic[p];
        const PresenceReport& r = s.reports[k];
        if (std::binary_search(mine.begin(), mine.end(), r.mover)) continue;
        const UnitIndex::Entry* mover = units.find(r.mover);
        if (mover == nullptr) continue;
        if (!ours) out.rulings.add(RulingId::SightedIdentity);
        out.marches.push_back({s.phase, r.strategic, r.arrival, r.mover, mover->unit->state, r.mover.type, ours || identify, r.at});
    }
}

struct Ranked {
    UnitId unit;
    int rank = 0;
    Happening h;
};

// What befell every unit, by unit, then in turn order: one pass over the turn for
// all its readers. A unit's happenings are gathered kind by kind, then put in turn
// order keeping that order among equals.
std::vector<Ranked> all_happenings(const TurnOutcome& t) {
    std::vector<Ranked> all;
    auto add = [&](const UnitId& id, TurnStep step, int number, Happening h) {
        h.step = step;
        h.number = number;
        all.push_back({id, rank_of(t, step, number), std::move(h)});
    };
    for (const StatusEvent& e : t.status) {
        Happening h;
        h.kind = HappeningKind::OrdersPhase;
        h.rule = e.rule;
        h.outcome = std::string(name(e.action)) + " " + std::string(name(e.result));
        h.strength_after = e.strength_after;
        add(e.unit, TurnStep::Orders, 0, h);
    }
    for (const PhaseOutcome& ph : t.tactical)
        for (const UnitPhase& u : ph.units) {
            if (u.kind == MoveKind::None) continue;
            Happening h;
            h.kind = HappeningKind::TacticalMove;
            h.rule = "8.12";
            h.outcome = std::string(name(u.kind));
            h.strategic_from = h.strategic_to = u.strategic;
            h.from = u.from;
            h.to = u.to;
            add(u.unit, TurnStep::Tactical, ph.phase, h);
        }
    for (const CombatOutcome& c : t.combat) {
        for (const BattleReport& b : c.battles)
            for (const CombatUnit& u : b.units) {
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
                add(u.unit, TurnStep::Combat, c.phase, h);
            }
        for (const MassRout& m : c.mass_routs)
            for (const MassRoutUnit& u : m.units) {
                Happening h;
                h.kind = HappeningKind::MassRout;
                h.rule = "9.12";
                h.outcome = std::string(name(u.fate));
                h.strategic_from = m.strategic;
                h.strategic_to = u.strategic_after;
                h.to = u.square_after;
                h.strength_before = u.strength_before;
                h.strength_after = u.strength_after;
                add(u.unit, TurnStep::Combat, c.phase, h);
            }
    }
    for (const StrategicPhaseOutcome& s : t.strategic)
        for (const UnitStep& u : s.units) {
            if (!u.moved) continue;
            Happening h;
            h.kind = HappeningKind::StrategicMove;
            h.rule = s.phase == kWithdrawalPhase ? "7.5" : "7.1";
            h.outcome = std::string(name(u.kind));
            h.strategic_from = u.from;
            h.strategic_to = u.to;
            h.to = u.entry;
            add(u.unit, s.phase == kWithdrawalPhase ? TurnStep::Withdrawal : TurnStep::Strategic, s.phase, h);
        }
    for (const ReformChange& r : t.reforming) {
        Happening h;
        h.kind = HappeningKind::Reforming;
        h.rule = "12.4";
        h.outcome = std::string(name(r.event.kind));
        h.strategic_from = h.strategic_to = r.event.square;
        if (r.event.stepped_to) h.to = *r.event.stepped_to;
        add(r.event.unit, r.step, r.number, h);
    }
    for (const WakeChange& w : t.wakes) {
        Happening h;
        h.kind = HappeningKind::Woken;
        h.rule = "11.3";
        h.outcome = w.event.stepped_to || w.event.no_room == StackLimit::None ? "woken" : "no-room";
        h.strategic_from = h.strategic_to = w.event.square;
        if (w.event.stepped_to) h.to = *w.event.stepped_to;
        add(w.event.unit, w.step, w.number, h);
    }
    std::stable_sort(all.begin(), all.end(),
                     [](const Ranked& a, const Ranked& b) { return std::tie(a.unit, a.rank) < std::tie(b.unit, b.rank); });
    return all;
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

// A player's command at both ends of the turn and his ministries (3.4, 4.6, 4.7).
Readers readers_at(const Command& start, const Command& end, std::string_view player) {
    Readers r{std::string(player), start.of(player), end.of(player), {}};
    if (start.places.state().credentials)
        for (const WarMinister& m : start.places.state().credentials->war_ministers)
            if (m.player == player) r.ministries.push_back(m.state);
    std::sort(r.ministries.begin(), r.ministries.end());
    return r;
}

}  // namespace

// What TurnReports works out once.
struct TurnReports::Book {
    Book(const GameState& start_, const TurnOutcome* turn_, Seed seed_, const Rulings& rulings_, const ParamSet& params_)
        : start(start_), turn(turn_), end(turn_ ? turn_->state : start_), seed(seed_), rulings(rulings_), params(params_),
          start_command(start_), end_command(end), units(start_, end), relations(start_, units.states()), marches(turn_) {
        if (!turn) return;
        moves = moves_by_square(*turn);
        happened = all_happenings(*turn);
    }
    const GameState& start;
    const TurnOutcome* turn;
    const GameState& end;
    Seed seed;
    // Copies: small values, which callers build in place (a harness's Rulings{}
    // outlived only its statement, and every report then read freed memory).
    const Rulings rulings;
    const ParamSet params;
    Command start_command, end_command;
    UnitIndex units;
    StateRelations relations;  // as they stood at the start, between units.states()
    MovesBySquare moves;
    MarchesTold marches;
    std::vector<Ranked> happened;  // by unit, then in turn order
};

TurnReports::TurnReports(const GameState& start, const TurnOutcome* turn, Seed seed, const Rulings& rulings,
                         const ParamSet& params)
    : book_(std::make_unique<const Book>(start, turn, seed, rulings, params)) {}

TurnReports::~TurnReports() = default;

Readers TurnReports::readers_of(std::string_view player) const {
    return readers_at(book_->start_command, book_->end_command, player);
}

PlayerReport TurnReports::report(const Readers& readers) const {
    const Book& b = *book_;
    PlayerReport out;
    out.player = readers.player;
    out.command = readers.at_end;
    out.strategic = view_strategic(b.end_command.places, out.command, b.seed, b.rulings, b.params);
    // Detections come by id, as the indexed units do: one walk finds their squares.
    const UnitPlaces& places = b.end_command.places;
    const auto ids = places.ids();
    std::uint32_t k = 0;
    for (const Detection& d : out.strategic.detections) {
        if (!d.exact) continue;
        while (ids[k] < d.unit) ++k;
        out.friends_at.emplace_back(d.unit, places.square_of(k));
    }
    out.tactical = view_tactical(b.end_command.places, out.command, b.rulings);

    std::vector<UnitId> ever = readers.at_start;
    ever.insert(ever.end(), out.command.begin(), out.command.end());
    std::sort(ever.begin(), ever.end());
    ever.erase(std::unique(ever.begin(), ever.end()), ever.end());
    if (b.turn) {
        seen_moves(b.relations, *b.turn, b.moves, b.units, ever, b.rulings, out);
        seen_marches(*b.turn, b.marches, b.units, ever, b.rulings, out);
    }
    for (const UnitId& id : ever) {
        const Unit* now = b.end_command.places.find(id);
        const Unit* was = now ? now : b.start_command.places.find(id);
        if (was == nullptr) continue;  // not a unit of the game
        UnitStatusReport st = status_of(*was, now != nullptr);
        auto it = std::lower_bound(b.happened.begin(), b.happened.end(), id,
                                   [](const Ranked& r, const UnitId& v) { return r.unit < v; });
        for (; it != b.happened.end() && it->unit == id; ++it) st.happened.push_back(it->h);
        out.units.push_back(std::move(st));
    }
    for (const std::string& state : readers.ministries)
        out.minister.push_back(minister_report(b.start, state, b.seed, b.rulings, b.params));
    return out;
}

Readers readers_of(const GameState& start, const GameState& end, std::string_view player) {
    return readers_at(Command(start), Command(end), player);
}

PlayerReport report_readers(const GameState& start, const TurnOutcome* turn, const Readers& readers, Seed seed,
                            const Rulings& rulings, const ParamSet& params) {
    return TurnReports(start, turn, seed, rulings, params).report(readers);
}

PlayerReport report_player(const GameState& start, const TurnOutcome* turn, std::string_view player, Seed seed,
                           const Rulings& rulings, const ParamSet& params) {
    return TurnReports(start, turn, seed, rulings, params).report(player);
}

}  // namespace umpire::gitm
