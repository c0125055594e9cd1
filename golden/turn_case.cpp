#include "golden/turn_case.hpp"

#include <algorithm>

#include "app/next_turn.hpp"
#include "app/turn_orders.hpp"

namespace umpire {

std::vector<Diagnostic> validate_turn_case(const CaseFile& file, const Rulings& rulings) {
    const auto& c = std::get<TurnCase>(file.payload);
    std::vector<Diagnostic> out = app::check_seed_commitment(file.seed, c.seed_commitment, c.seed_nonce);
    if (c.recorded)
        for (auto& d : app::check_record(*c.recorded, "recorded")) out.push_back(std::move(d));
    if (!out.empty()) return out;
    auto orders = app::turn_orders(c.state, c.orders, rulings);
    return orders ? std::vector<Diagnostic>{} : orders.errors();
}

Expected<gitm::TurnOutcome> run_turn_case(const CaseFile& file, const Rulings& rulings) {
    const auto& c = std::get<TurnCase>(file.payload);
    return app::run_turn(c.state, c.orders, file.seed, rulings, file.resolved_params());
}

CaseFile next_turn_case(const CaseFile& played, const gitm::TurnOutcome& outcome) {
    CaseFile next = played;
    next.payload = TurnCase{.state = app::next_turn_state(outcome), .orders = {}, .seed_commitment = std::nullopt,
                            .seed_nonce = std::nullopt, .recorded = std::nullopt};
    return next;
}

TurnCaseReport report_turn_case(const gitm::TurnOutcome& o) {
    TurnCaseReport r;
    r.phases = o.phases;
    r.orders = o.status;
    for (const auto& t : o.tactical) {
        PhaseRecord p{t.phase, t.events, t.battles, t.reports, t.units};
        // Units without a turn in the phase's move order and no move say nothing.
        std::erase_if(p.units, [](const gitm::UnitPhase& u) { return u.kind == gitm::MoveKind::None && !u.supported && u.order == 0; });
        r.tactical.push_back(std::move(p));
    }
    for (const auto& s : o.strategic) {
        StrategicRecord p{s.phase, s.events, s.units, s.reports};
        std::erase_if(p.units, [](const gitm::UnitStep& u) { return u.kind == gitm::StepKind::None; });
        r.strategic.push_back(std::move(p));
    }
    for (const auto& c : o.combat)
        if (!c.bombardments.empty() || !c.battles.empty())
            r.combat.push_back({c.phase, c.bombardments, c.battles, c.mass_routs});
    r.end = o.end;
    r.units = o.state.units;
    std::sort(r.units.begin(), r.units.end(), [](const Unit& a, const Unit& b) { return a.id < b.id; });
    r.battles = o.state.battles_last_turn;
    if (o.supply) {
        r.supply = o.supply->units;
        r.cities = o.supply->cities;
        r.shipments = o.supply->shipments;
    }
    r.sieges = o.sieges;
    r.surrenders = o.surrenders;
    r.reforming = o.reforming;
    r.wakes = o.wakes;
    return r;
}

}  // namespace umpire
