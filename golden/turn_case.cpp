#include "golden/turn_case.hpp"

#include <algorithm>
#include <type_traits>
#include <utility>

#include "app/next_turn.hpp"
#include "app/turn_orders.hpp"

namespace umpire {

std::vector<Diagnostic> validate_turn_case(const CaseFile& file, const Rulings& rulings,
                                           std::optional<ReadTurnOrders>* kept) {
    const auto& c = std::get<TurnCase>(file.payload);
    std::vector<Diagnostic> out = app::check_seed_commitment(file.seed, c.seed_commitment, c.seed_nonce);
    if (c.recorded)
        for (auto& d : app::check_record(*c.recorded, "recorded")) out.push_back(std::move(d));
    if (!out.empty()) return out;
    auto orders = app::turn_orders(c.state, c.orders, rulings);
    if (!orders) return orders.errors();
    if (kept) kept->emplace(ReadTurnOrders{rulings, std::move(*orders)});
    return {};
}

Expected<gitm::TurnOutcome> run_turn_case(const CaseFile& file, const Rulings& rulings) {
    const auto& c = std::get<TurnCase>(file.payload);
    return app::run_turn(c.state, c.orders, file.seed, rulings, file.resolved_params());
}

Expected<gitm::TurnOutcome> run_turn_case(const CaseFile& file, const Rulings& rulings,
                                          std::optional<ReadTurnOrders> read) {
    if (!read || !(read->rulings == rulings)) return run_turn_case(file, rulings);
    const auto& c = std::get<TurnCase>(file.payload);
    return gitm::resolve_turn(c.state, read->set.orders, file.seed, rulings, file.resolved_params());
}

CaseFile next_turn_case(const CaseFile& played, const gitm::TurnOutcome& outcome) {
    CaseFile next = played;
    next.payload = TurnCase{.state = app::next_turn_state(outcome), .orders = {}, .seed_commitment = std::nullopt,
                            .seed_nonce = std::nullopt, .recorded = std::nullopt};
    return next;
}

namespace {

// x of the outcome, moved from when the outcome is given up (Outcome not a reference).
template <class Outcome, class T>
decltype(auto) take(T& x) {
    if constexpr (std::is_lvalue_reference_v<Outcome>) return static_cast<const T&>(x);
    else return std::move(x);
}

template <class Outcome>
TurnCaseReport report_of(Outcome&& o) {
    TurnCaseReport r;
    r.phases = take<Outcome>(o.phases);
    r.orders = take<Outcome>(o.status);
    for (auto& t : o.tactical) {
        PhaseRecord p{t.phase, take<Outcome>(t.events), take<Outcome>(t.battles), take<Outcome>(t.reports),
                      take<Outcome>(t.units)};
        // Units without a turn in the phase's move order and no move say nothing.
        std::erase_if(p.units, [](const gitm::UnitPhase& u) { return u.kind == gitm::MoveKind::None && !u.supported && u.order == 0; });
        r.tactical.push_back(std::move(p));
    }
    for (auto& s : o.strategic) {
        StrategicRecord p{s.phase, take<Outcome>(s.events), take<Outcome>(s.units), take<Outcome>(s.reports)};
        std::erase_if(p.units, [](const gitm::UnitStep& u) { return u.kind == gitm::StepKind::None; });
        r.strategic.push_back(std::move(p));
    }
    for (auto& c : o.combat)
        if (!c.bombardments.empty() || !c.battles.empty())
            r.combat.push_back({c.phase, take<Outcome>(c.bombardments), take<Outcome>(c.battles), take<Outcome>(c.mass_routs)});
    r.end = take<Outcome>(o.end);
    r.units = take<Outcome>(o.state.units);
    std::sort(r.units.begin(), r.units.end(), [](const Unit& a, const Unit& b) { return a.id < b.id; });
    r.battles = take<Outcome>(o.state.battles_last_turn);
    if (o.supply) {
        r.supply = take<Outcome>(o.supply->units);
        r.cities = take<Outcome>(o.supply->cities);
        r.shipments = take<Outcome>(o.supply->shipments);
    }
    r.sieges = take<Outcome>(o.sieges);
    r.surrenders = take<Outcome>(o.surrenders);
    r.reforming = take<Outcome>(o.reforming);
    r.wakes = take<Outcome>(o.wakes);
    return r;
}

}  // namespace

TurnCaseReport report_turn_case(const gitm::TurnOutcome& o) { return report_of<const gitm::TurnOutcome&>(o); }

TurnCaseReport report_turn_case(gitm::TurnOutcome&& o) { return report_of<gitm::TurnOutcome>(std::move(o)); }

}  // namespace umpire
