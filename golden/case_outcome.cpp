#include "golden/case_outcome.hpp"

#include <algorithm>
#include <cassert>
#include <cstdlib>
#include <utility>

#include "golden/case_json.hpp"
#include "rules/gitm/explain.hpp"
#include "rules/dnd/distance.hpp"
#include "rules/dnd/search.hpp"
#include "rules/gitm/tactical_move.hpp"

namespace umpire {

namespace {

// A report case's viewers: those listed, or the units its player commands (4.6).
std::vector<UnitId> report_viewers(const ReportCase& c) {
    if (c.player.empty()) return c.viewers;
    return c.state.credentials ? commanded_units(*c.state.credentials, c.player) : std::vector<UnitId>{};
}

// A hostile unit that can stand anywhere without colliding with the case's ids.
Unit probe_unit(const GameState& s, const Unit& mover) {
    Unit p;
    p.id = UnitId{mover.id.nation == Nation::US ? Nation::MX : Nation::US, kMaxUnitNumber, UnitType::Infantry};
    while (s.unit(p.id) != nullptr) --p.id.number;
    for (const auto& st : s.states)
        if (s.relation(mover.state, st.id) == Relation::Hostile) {
            p.state = st.id;
            break;
        }
    p.strength = 1000;
    p.strategic = mover.strategic;
    return p;
}

SweepReport sweep(const CaseFile& c, const Rulings& rulings) {
    const auto& sweep = std::get<SweepCase>(c.payload);
    const GameState& base = sweep.state;
    const TacticalMoveOrder& order = sweep.order;
    const Unit& mover = *base.unit(order.unit);
    SweepReport r;
    r.drawing.assign(kTacSize, std::string(kTacSize, '.'));
    r.drawing[static_cast<std::size_t>(mover.tactical.row)][static_cast<std::size_t>(mover.tactical.col)] = 'S';
    const Unit probe = probe_unit(base, mover);
    for (int i = 0; i < kTacSquares; ++i) {
        const TacSquare q = TacSquare::from_index(i);
        if (q == mover.tactical) continue;
        GameState with_unit = base;
        with_unit.units.push_back(probe);
        with_unit.units.back().tactical = q;
        const bool by_unit = gitm::decide_move(with_unit, order, c.seed, rulings).result != gitm::MoveResult::Moved;

        GameState with_water = base;
        for (auto& sq : with_water.squares)
            if (sq.square == mover.strategic) sq.map.set(q, Terrain::Water);
        const bool by_terrain =
            gitm::decide_move(with_water, order, c.seed, rulings).result == gitm::MoveResult::Blocked;

        if (by_unit) r.unit_blocks.push_back(q);
        if (by_terrain) r.terrain_blocks.push_back(q);
        const char mark = by_unit && by_terrain ? 'B' : by_unit ? 'U' : by_terrain ? 'T' : '.';
        r.drawing[static_cast<std::size_t>(q.row)][static_cast<std::size_t>(q.col)] = mark;
    }
    return r;
}

DndReport run_dnd(const CaseFile& c, const Rulings& rulings) {
    const DndQuery& q = c.get<DndCase>()->dnd;
    const GridMap* map = q.map ? &*q.map : nullptr;
    const auto rule = rulings.get<DifficultTerrain>();
    const auto corners = rulings.get<CornerCutting>();
    const auto ties = rulings.get<EqualPaths>();
    DndReport r;
    switch (c.kind()) {
        case CaseKind::DndDistance: {
            r.feet = dnd::distance_feet(*q.from, *q.to, q.diagonals);
            r.diagonals = q.diagonals + std::min(std::abs(q.to->col - q.from->col), std::abs(q.to->row - q.from->row));
            break;
        }
        case CaseKind::DndPathCost: {
            const auto cost = dnd::path_cost(q.path, q.diagonals, map, rule, corners);
            assert(cost.ok() && "validate_case() checked the path");
            r.feet = cost->feet;
            r.diagonals = cost->diagonals;
            break;
        }
        case CaseKind::DndReach: {
            const auto reached = dnd::reach(*q.from, *q.speed, q.diagonals, map, rule, corners);
            assert(reached.ok() && "validate_case() checked the query");
            for (const auto& s : *reached) r.squares.push_back({s.square, s.feet});
            break;
        }
        case CaseKind::DndPath: {
            const auto found = dnd::cheapest_path(*q.from, *q.to, q.diagonals, map, rule, corners, ties);
            assert(found.ok() && "validate_case() checked the query");
            r.reachable = found->has_value();
            if (r.reachable) {
                r.feet = (*found)->feet;
                r.diagonals = (*found)->diagonals;
                for (const auto& s : (*found)->steps) r.squares.push_back({s.square, s.feet});
            }
            break;
        }
        default: assert(false && "not a dnd case");
    }
    return r;
}

StackingReport run_stacking(const CaseFile& c, const Rulings& rulings) {
    const auto& stacking = std::get<StackingCase>(c.payload);
    const PlacementQuery& q = stacking.placement;
    Unit unit = *stacking.state.unit(q.unit);
    if (q.status) unit.status = *q.status;
    if (q.in_fort) unit.in_fort = *q.in_fort;
    const auto p = gitm::check_placement(stacking.state, unit, q.strategic, q.tactical, rulings);
    return {p.allowed, std::string(rule_of(p.limit)), p.limit, p.waived, p.counts};
}

CombatLinesReport run_combat_lines(const CombatLinesCase& c, Seed seed, const Rulings& rulings) {
    gitm::DirectionSet entered;
    for (const Direction d : c.directions) entered.add(d);
    const auto f = gitm::frontage(entered, rulings);
    CombatLinesReport r;
    r.directions = gitm::to_string(entered);
    r.front_spaces = f.capacity.front;
    r.second_spaces = f.capacity.second;
    r.rear_spaces = f.capacity.rear;
    r.ruling = f.ruling;
    r.lines = gitm::place_lines(c.units, f.capacity, seed, c.battle);
    if (!c.losses.empty()) r.refilled = gitm::refill_front(r.lines, c.losses);
    return r;
}

}  // namespace

CaseOutcome run_case(const CaseFile& c) {
    const Rulings rulings = c.resolved_rulings();
    CaseOutcome o;
    o.kind = c.kind();
    switch (c.kind()) {
        case CaseKind::Path: {
            const auto& path = std::get<PathCase>(c.payload);
            o.path = gitm::report_path(path.from, path.to, rulings.get<StepTypo>());
            break;
        }
        case CaseKind::Move: {
            const auto& move = std::get<MoveCase>(c.payload);
            o.move = gitm::decide_move(move.state, move.order, c.seed, rulings);
            break;
        }
        case CaseKind::Sweep: o.sweep = sweep(c, rulings); break;
        case CaseKind::DndDistance:
        case CaseKind::DndPathCost:
        case CaseKind::DndReach:
        case CaseKind::DndPath: o.dnd = run_dnd(c, rulings); break;
        case CaseKind::Entry: o.entry = run_entry(std::get<EntryCase>(c.payload).entry, c.seed, rulings); break;
        case CaseKind::StrategicEntry: {
            const auto& entry = std::get<StrategicEntryCase>(c.payload);
            auto r = run_strategic_entry(entry.state, entry.strategic_entry, c.seed, rulings);
            assert(r.ok() && "validate_case() built the entry context");
            o.entry = std::move(r).value();
            break;
        }
        case CaseKind::Sides: o.sides = gitm::report_sides(std::get<SidesCase>(c.payload).map, rulings); break;
        case CaseKind::Stacking: o.stacking = run_stacking(c, rulings); break;
        case CaseKind::Restack: {
            auto r = gitm::restack_deployment(std::get<RestackCase>(c.payload).state, c.seed, rulings);
            o.restack = RestackReport{std::move(r.moves), std::move(r.leftovers)};
            break;
        }
        case CaseKind::AtMove:
        case CaseKind::AtRoute: {
            const at::AtCase& at = c.get<AtKindCase>()->at;
            const auto w = at::prepare(at, c.kind() == CaseKind::AtRoute);
            assert(w.ok() && "validate_case() checked the scenario and the order");
            if (c.kind() == CaseKind::AtMove) o.at_move = at::adjudicate_move(*w, at.order, rulings);
            else o.at_route = at::route_report(*w, at.order, rulings);
            break;
        }
        case CaseKind::Orders: {
            const auto& desk = std::get<OrdersCase>(c.payload);
            std::string text;
            for (const auto& line : desk.orders) text += line + "\n";
            // Diagnostics name the order file "orders": lines count within it.
            o.order_desk = gitm::judge_orders(gitm::check_orders(text, "orders", &desk.state, rulings), desk.state, rulings);
            break;
        }
        case CaseKind::Phase: {
            const auto run = run_phase_case(c, rulings);
            assert(run.ok() && "validate_case() checked the orders");
            o.phase_run = report_phase_case(*run);
            break;
        }
        case CaseKind::Turn: {
            auto run = run_turn_case(c, rulings);
            assert(run.ok() && "validate_case() checked the orders");
            o.turn_run = report_turn_case(std::move(*run));
            break;
        }
        case CaseKind::CombatLines:
            o.combat_lines = run_combat_lines(std::get<CombatLinesCase>(c.payload), c.seed, rulings);
            break;
        case CaseKind::Combat: {
            const auto run = run_combat_case(c, rulings);
            assert(run.ok() && "validate_case() checked the orders");
            o.combat = report_combat_case(*run);
            break;
        }
        case CaseKind::Supply: {
            const auto run = run_supply_case(c, rulings);
            assert(run.ok() && "validate_case() checked the orders");
            o.supply = report_supply_case(*run);
            break;
        }
        case CaseKind::Report: {
            const auto& r = std::get<ReportCase>(c.payload);
            const auto viewers = report_viewers(r);
            o.report = gitm::view_strategic(r.state, viewers, c.seed, rulings, c.resolved_params());
            o.tactical = gitm::view_tactical(r.state, viewers, rulings);
            if (r.state.credentials && !r.player.empty())
                for (const auto& m : r.state.credentials->war_ministers)
                    if (m.player == r.player)
                        o.minister.push_back(gitm::minister_report(r.state, m.state, c.seed, rulings, c.resolved_params()));
            break;
        }
        case CaseKind::Contact: {
            const auto& contact = std::get<ContactCase>(c.payload);
            const auto ends = resolve_contact(contact.state, contact.contact, "contact.from", "contact.to", "contact.side");
            assert(ends.ok() && "validate_case() resolved the ends");
            o.contact = gitm::report_contact(contact.state, ends->side, ends->from, ends->to, rulings);
            break;
        }
    }
    return o;
}

std::string save_outcome(const CaseOutcome& o) { return save_json(o); }

Expected<CaseOutcome> load_outcome(std::string_view text, const std::string& file) {
    return load_json<CaseOutcome>(text, file);
}

}  // namespace umpire
