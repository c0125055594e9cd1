#include "rules/gitm/deployment.hpp"

#include <algorithm>
#include <cassert>
#include <map>
#include <optional>
#include <tuple>

#include "model/stacking.hpp"
#include "rules/gitm/contact.hpp"
#include "rules/gitm/supply/communications.hpp"

namespace umpire::gitm {
namespace {

constexpr int kRowS0 = 30;         // 1.1: rows are numbered from P0 = 0 in the north

// Rule 7.19's two cities the US may not move units into or out of.
bool us_barred_city(const StratSquareInfo& q) { return q.city && (*q.city == "Yerba Buena" || *q.city == "Fort Dodge"); }

// What a unit's orders ask of the deployment turn.
struct Intent {
    enum class Kind : std::uint8_t { None, Move, Transport, Port };
    Kind kind = Kind::None;
    StratSquare to;
    std::optional<TacSquare> entry;
};

Intent intent_of(const Unit& u, const UnitOrders& o) {
    Intent in;
    in.entry = o.strategic.entry;
    in.to = u.strategic;
    if (!o.strategic.path.empty()) {
        const StrategicBox& first = o.strategic.path.front();
        switch (first.kind) {
            case StrategicBox::Kind::Transport: in.kind = Intent::Kind::Transport; return in;
            case StrategicBox::Kind::Port: in.kind = Intent::Kind::Port; return in;
            case StrategicBox::Kind::Square: in.to = first.square; break;
            case StrategicBox::Kind::Blank: break;  // 7.18: the strategic square left blank
        }
    }
    // Nothing to do: its own square and its own tactical square (or none) asked for.
    if (in.to == u.strategic && (!in.entry || *in.entry == u.tactical)) return {};
    in.kind = Intent::Kind::Move;
    return in;
}

class DeploymentRun {
public:
    DeploymentRun(const GameState& state, const TurnOrders& orders, Seed seed, const Rulings& rulings)
        : start_(state), st_(state), seed_(seed), r_(rulings), comms_(state, rulings) {
        const std::size_t n = state.units.size();
        intents_.resize(n);
        steps_.resize(n);
        for (std::size_t i = 0; i < n; ++i) {
            const Unit& u = state.units[i];
            steps_[i] = step_before(u);
            for (const auto& e : orders)
                if (e.unit == u.id) intents_[i] = intent_of(u, e.orders);
        }
    }

    StrategicPhaseOutcome run() {
        // DEPLOY-MOVE-ORDER: only the 200 active units of a square depend on it.
        std::vector<std::pair<std::uint64_t, std::size_t>> order;
        const bool random = r_.get<DeployOrder>() == DeployOrder::SeededRandom;
        for (std::size_t i = 0; i < st_.units.size(); ++i) {
            if (intents_[i].kind == Intent::Kind::None) continue;
            std::uint64_t key = 0;
            if (random) {
                DrawStream d(seed_, {Purpose::DeploymentMoveOrder, static_cast<std::uint32_t>(st_.turn), 0,
                                     pack(st_.units[i].id)});
                key = d.next();
            }
            order.push_back({key, i});
        }
        std::sort(order.begin(), order.end(), [&](const auto& a, const auto& b) {
            if (a.first != b.first) return a.first < b.first;
            return st_.units[a.second].id < st_.units[b.second].id;
        });
        for (std::size_t k = 0; k < order.size(); ++k) {
            steps_[order[k].second].order = static_cast<int>(k) + 1;
            take_turn(order[k].second);
        }

        return phase_outcome(1, std::move(st_), std::move(steps_), std::move(events_));
    }

private:
    StratEvent& emit(std::size_t i, StratEventKind kind, std::string rule, RulingList ruling = {}) {
        StratEvent& e = record_event(events_, st_.units[i].id, kind, std::move(rule));
        e.ruling = ruling;
        return e;
    }

    Relation relation(const std::string& a, const std::string& b) const {
        return start_.relation(a, b).value_or(Relation::Hostile);
    }

    // A line of contact of at most `steps` (any length when absent) for `side`'s units,
    // over the positions at the start of movement (10.2; the tactical squares of the
    // ends, when given, as CONTACT-TACTICAL-PATH has them).
    bool contact(const std::string& side, const ContactEnd& from, const ContactEnd& to,
                 std::optional<int> steps = std::nullopt) {
        if (from.square == to.square) return true;
        const ContactMap& m = map(side);
        const DistanceKey key{side, from.square, from.tactical ? from.tactical->index() : -1};
        auto d = distances_.find(key);
        if (d == distances_.end()) d = distances_.emplace(key, m.distances(from)).first;
        return m.arrival(from, d->second, to, steps).has_value();
    }

    // A line of contact with the city in `c` (10.2: none when it is besieged).
    bool city_contact(const std::string& side, const ContactEnd& from, const StratSquareInfo& c, int steps) {
        const auto end = map(side).city_end(c.square);
        return end && contact(side, from, *end, steps);
    }

    const ContactMap& map(const std::string& side) {
        return comms_.contact(side);
    }

    bool friendly_city(const Unit& u, const StratSquareInfo& q) const {
        return q.city.has_value() && friendly(relation(u.state, q.owner));
    }

    // The sources of 10.1 and 10.5: active, other than the unit, same-side or actively allied.
    bool source(const Unit& u, const Unit& w) const {
        return w.id != u.id && w.status == UnitStatus::Active && friendly(relation(u.state, w.state));
    }

    // Rule 10.1 for `u` standing in `where` on `tac`, from the positions at the start
    // of movement, with the corps HQs' communications as recorded then.
    bool communications_at(const Unit& u, StratSquare where, TacSquare tac) {
        if (corps_in_.empty()) {
            corps_in_.assign(start_.units.size(), 0);
            for (std::size_t i = 0; i < start_.units.size(); ++i)
                corps_in_[i] = start_.units[i].id.type == UnitType::CorpsHQ && !start_.units[i].out_of_communications;
        }
        return comms_.at(u, where, tac, corps_in_).in();
    }

    // DEPLOY-SUPPLY: whether `u` is in supply standing in `where` at `tac`; `own`: the
    // square it stands in now.
    bool in_supply(const Unit& u, StratSquare where, TacSquare tac, bool own) {
        if (r_.get<DeploySupply>() == DeploySupply::Communications) {
            if (own) return u.id.type == UnitType::ArmyHQ || !u.out_of_communications;
            return communications_at(u, where, tac);
        }
        // city-or-corps: the sources of 10.5.
        const StratSquareInfo& q = *start_.square(where);
        if (friendly_city(u, q) && (!q.besieged || q.city_square == tac)) return true;
        if (u.id.type == UnitType::CorpsHQ) {
            for (const StratSquareInfo& c : start_.squares)
                if (friendly_city(u, c) && city_contact(u.state, {where, tac}, c, kCorpsToCity)) return true;
            return false;
        }
        for (const Unit& w : start_.units)
            if (source(u, w) && w.id.type == UnitType::CorpsHQ &&
                contact(u.state, {where, tac}, {w.strategic, w.tactical}, kUnitToCorpsHq))
                return true;
        return false;
    }

    // DEPLOY-ROW-S0: a city square "in row S0 or higher".
    bool northern_city_row(int row) const {
        return r_.get<DeployRows>() == DeployRows::S0AndNorth ? row <= kRowS0 : row >= kRowS0;
    }

    // Rule 7.19; true when the move may be made.
    bool rule_7_19(std::size_t i, const StratSquareInfo& here, const StratSquareInfo& dest) {
        const Unit& u = st_.units[i];
        if (u.id.nation == Nation::US) {
            for (const StratSquareInfo* q : {&here, &dest})
                if (us_barred_city(*q)) {
                    emit(i, StratEventKind::DeployCityBarred, "7.19").squares = {q->square};
                    return false;
                }
            return true;
        }
        if (dest.north_of_rio_grande) {
            emit(i, StratEventKind::DeployRioGrande, "7.19").squares = {dest.square};
            return false;
        }
        if (dest.city && northern_city_row(dest.square.row)) {
            emit(i, StratEventKind::DeployNorthernCity, "7.19", {RulingId::DeployRows}).squares = {dest.square};
            return false;
        }
        return true;
    }

    void take_turn(std::size_t i) {
        const Intent& in = intents_[i];
        Unit& u = st_.units[i];
        steps_[i].kind = StepKind::Path;
        steps_[i].to = in.to;
        if (!may_move(i, in)) return;
        const StratSquareInfo& here = *start_.square(u.strategic);
        const StratSquareInfo& dest = *start_.square(in.to);
        const bool leaves = in.to != u.strategic;
        if (leaves && !may_enter(i, here, dest)) return;
        if (!in_supply(start_.units[i], here.square, u.tactical, true)) {
            auto& e = emit(i, StratEventKind::DeployNoSupply, "7.18", {RulingId::DeploySupply});
            e.squares = {here.square};
            return;
        }
        const std::optional<Placed> placed = tactical_square(i, in, dest);
        if (!placed) return;
        if (leaves && !arrives(i, here, dest, placed->square)) return;
        if (leaves && !in_supply(start_.units[i], dest.square, placed->square, false)) {
            auto& e = emit(i, StratEventKind::DeployNoSupply, "7.18", {RulingId::DeploySupply});
            e.squares = {dest.square};
            e.amount = 1;
            return;
        }
        auto& e = emit(i, StratEventKind::Deployed, "7.18");
        e.squares = {u.strategic, dest.square};
        e.tactical = {u.tactical, placed->square};
        e.amount = placed->how;
        u.strategic = dest.square;
        u.tactical = placed->square;
        u.in_fort = false;
        u.move.reset();
        steps_[i].moved = true;
        steps_[i].entry = placed->square;
    }

    // Rule 7.18 on the unit itself: active (11.3, 12.3), not militia, no transport or
    // port box, in communications (an army HQ always is, 10.1).
    bool may_move(std::size_t i, const Intent& in) {
        const Unit& u = st_.units[i];
        if (u.status != UnitStatus::Active) {
            emit(i, StratEventKind::DeployNotActive, u.status == UnitStatus::Inactive ? "11.3" : "12.3");
            return false;
        }
        if (u.id.type == UnitType::Militia) {
            emit(i, StratEventKind::DeployMilitia, "7.18");
            return false;
        }
        if (in.kind == Intent::Kind::Transport) {
            emit(i, StratEventKind::DeployNoTransport, "7.18");
            return false;
        }
        if (in.kind == Intent::Kind::Port) {  // 7.18's moves to off-map ports: the model has no ports yet
            emit(i, StratEventKind::NotAdjudicated, "7.18");
            return false;
        }
        if (u.id.type != UnitType::ArmyHQ && u.out_of_communications) {
            emit(i, StratEventKind::DeployNoCommunications, "7.18");
            return false;
        }
        return true;
    }

    // The new strategic square: passable (1.2), not in Guatemala (7.16), no hostile
    // unit and no neutral owner (7.18), rule 7.19, and a chain of contact to it (10.2).
    bool may_enter(std::size_t i, const StratSquareInfo& here, const StratSquareInfo& dest) {
        const Unit& u = st_.units[i];
        if (!passable(dest.terrain)) {
            emit(i, StratEventKind::Impassable, "1.2").squares = {dest.square};
            return false;
        }
        if (dest.guatemala) {
            emit(i, StratEventKind::Guatemala, "7.16").squares = {dest.square};
            return false;
        }
        // Hostile units there as the moves are made (any status: the square
        // "contains" them), so no two hostile units end the moves together.
        std::vector<UnitId> hostile;
        for (const Unit& w : st_.units)
            if (w.strategic == dest.square && relation(u.state, w.state) == Relation::Hostile) hostile.push_back(w.id);
        if (!hostile.empty()) {
            std::sort(hostile.begin(), hostile.end());
            auto& e = emit(i, StratEventKind::DeployHostileSquare, "7.18");
            e.squares = {dest.square};
            e.others = std::move(hostile);
            return false;
        }
        if (relation(u.state, dest.owner) == Relation::Neutral) {
            emit(i, StratEventKind::DeployNeutralSquare, "7.18").squares = {dest.square};
            return false;
        }
        if (!rule_7_19(i, here, dest)) return false;
        // The line's start: the unit on its tactical square; where it arrives is
        // checked once its tactical square there is known (arrives()).
        if (!contact(u.state, {here.square, u.tactical}, {dest.square, {}})) {
            auto& e = emit(i, StratEventKind::DeployNoContact, "7.18");
            e.squares = {here.square, dest.square};
            // The unit's tactical square is named when it decided: the squares alone are joined.
            if (contact(u.state, {here.square, {}}, {dest.square, {}})) {
                e.tactical = {u.tactical};
                e.ruling = {RulingId::ContactTacticalPath};
            }
            return false;
        }
        return true;
    }

    // The chain of contact's other end (10.2): the unit on its tactical square in the
    // new strategic square must be reachable from the side the line arrives by.
    bool arrives(std::size_t i, const StratSquareInfo& here, const StratSquareInfo& dest, TacSquare placed) {
        const Unit& u = start_.units[i];
        if (contact(u.state, {here.square, u.tactical}, {dest.square, placed})) return true;
        auto& e = emit(i, StratEventKind::DeployNoContact, "7.18", {RulingId::ContactTacticalPath});
        e.squares = {here.square, dest.square};
        e.tactical = {u.tactical, placed};
        return false;
    }

    // Its tactical square in `dest`, and how it was found (the Deployed event's amount):
    // 0 the one ordered, 1 its own, 2 drawn at random among those with room.
    struct Placed {
        TacSquare square;
        int how = 0;
    };

    // Rule 7.18's tactical square: the one ordered if passable (else
    // DEPLOY-ENTRY-IMPASSABLE), its own if passable, else one drawn at random; then
    // room for it (1.4's 200, 2.5's caps under DEPLOY-TACTICAL-CAPS). Nullopt, the
    // event written, when it does not move.
    std::optional<Placed> tactical_square(std::size_t i, const Intent& in, const StratSquareInfo& dest) {
        const Unit& u = st_.units[i];
        std::optional<TacSquare> tac;
        int how = 0;
        if (in.entry) {
            if (passable(dest.map.at(*in.entry))) {
                tac = *in.entry;
            } else {
                const bool no_move = r_.get<DeployEntry>() == DeployEntry::NoMove;
                auto& e = emit(i, StratEventKind::EntryImpassable, "7.18", {RulingId::DeployEntry});
                e.squares = {dest.square};
                e.tactical = {*in.entry};
                e.amount = no_move ? 1 : 0;
                if (no_move) return std::nullopt;
            }
        }
        if (!tac && passable(dest.map.at(u.tactical))) {
            tac = u.tactical;
            how = 1;
        }
        PlacementCheck refusal;
        if (!tac) {
            how = 2;
            tac = drawn_square(u, dest, refusal);
        } else {
            refusal = check_placement(st_, u, dest.square, *tac, r_);
            if (!refusal.allowed) tac.reset();
        }
        if (tac) return Placed{*tac, how};
        // 1.4's 200 (or 2.5's caps under DEPLOY-TACTICAL-CAPS 24-holds); a map with
        // no passable square at all is refused as full too.
        const StackLimit limit = refusal.allowed ? StackLimit::TacticalUnits : refusal.limit;
        const bool strategic = limit == StackLimit::StrategicActive;
        auto& e = emit(i, StratEventKind::SquareFull, std::string(rule_of(limit)),
                       {strategic ? RulingId::DeployOrder : RulingId::DeployTacticalCaps});
        e.squares = {dest.square};
        e.amount = strategic ? refusal.counts.strategic_active - 1 : refusal.counts.tactical_units - 1;
        return std::nullopt;
    }

    // Rule 7.18: a square drawn at random among the passable ones with room
    // (Purpose::DeploymentTactical, keyed by the unit); `refusal`: the first refused.
    std::optional<TacSquare> drawn_square(const Unit& u, const StratSquareInfo& dest, PlacementCheck& refusal) {
        std::vector<TacSquare> open;
        for (int t = 0; t < kTacSquares; ++t) {
            const TacSquare s = TacSquare::from_index(t);
            if (!passable(dest.map.at(s))) continue;
            const PlacementCheck p = check_placement(st_, u, dest.square, s, r_);
            if (p.allowed) open.push_back(s);
            else if (refusal.allowed) refusal = p;
        }
        if (open.empty()) return std::nullopt;
        DrawStream d(seed_, {Purpose::DeploymentTactical, static_cast<std::uint32_t>(st_.turn), 0, pack(u.id)});
        return open[d.below(open.size())];
    }

    const GameState& start_;
    GameState st_;
    Seed seed_;
    const Rulings& r_;
    std::vector<Intent> intents_;
    std::vector<UnitStep> steps_;
    std::vector<StratEvent> events_;
    CommsFinder comms_;          // the lines of contact of the start of movement, per side
    std::vector<char> corps_in_;  // per unit of start_: a corps HQ recorded in communications
    // A search's start: the side, the square and the tactical square's index (-1: none).
    using DistanceKey = std::tuple<std::string, StratSquare, int>;
    std::map<DistanceKey, std::vector<int>> distances_;
};

}  // namespace

StrategicPhaseOutcome resolve_deployment(const GameState& state, const TurnOrders& orders, Seed seed,
                                         const Rulings& rulings) {
    assert(state.deployment);
    assert(check_invariants(state).empty());
    assert(validate_strategic(state, orders).empty());
    StrategicPhaseOutcome out = DeploymentRun(state, orders, seed, rulings).run();
    assert(check_invariants(out.state).empty());
    return out;
}

std::vector<StratEvent> restack_events(const RestackOutcome& restack) {
    std::vector<StratEvent> out;
    for (const RestackMove& m : restack.moves) {
        StratEvent e;
        e.kind = StratEventKind::Restacked;
        e.rule = "7.18";
        e.ruling = {RulingId::DeployRestack};
        e.unit = m.unit;
        e.squares = {m.strategic};
        e.tactical = {m.from, m.to};
        e.amount = m.left_fort ? 1 : 0;
        out.push_back(std::move(e));
    }
    for (const RestackLeftover& l : restack.leftovers) {
        std::vector<UnitId> there;
        for (const Unit& u : restack.state.units)
            if (u.strategic == l.strategic && u.tactical == l.tactical) there.push_back(u.id);
        std::sort(there.begin(), there.end());
        if (there.empty()) continue;
        StratEvent e;
        e.kind = StratEventKind::RestackLeftover;
        e.rule = std::string(rule_of(l.limit));
        e.ruling = {RulingId::DeployRestack};
        e.unit = there.front();
        e.squares = {l.strategic};
        e.tactical = {l.tactical};
        e.others = std::move(there);
        e.amount = l.limit == StackLimit::TacticalAllied ? kMaxAlliedPerTacSquare : kMaxUnitsPerTacSquare;
        out.push_back(std::move(e));
    }
    return out;
}

}  // namespace umpire::gitm
