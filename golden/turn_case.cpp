#include "golden/turn_case.hpp"

#include <algorithm>
#include <cassert>

#include "model/hex.hpp"
#include "model/seed_commit.hpp"
#include "model/text.hpp"

namespace umpire {
namespace {

Expected<CaseTurnOrders> valid_orders(const TurnCase& c, const Rulings& rulings) {
    auto orders = case_turn_orders(c.state, c.orders, rulings);
    if (!orders) return orders;
    Errors errors;
    for (auto& d : gitm::validate_turn(c.state, orders->orders))
        errors.list.push_back(on_case_order_line(std::move(d), *orders));
    if (!errors.list.empty()) return errors;
    return orders;
}

}  // namespace

std::vector<Diagnostic> validate_turn_case(const CaseFile& file, const Rulings& rulings) {
    const auto& c = std::get<TurnCase>(file.payload);
    std::vector<Diagnostic> out;
    const auto fail = [&](std::string field, std::string what) {
        out.push_back(field_error(std::move(field), std::move(what)));
    };
    if (c.seed_commitment.has_value() != c.seed_nonce.has_value())
        fail(c.seed_commitment ? "seed_nonce" : "seed_commitment",
             "a seed commitment is checked with its nonce: give both \"seed_commitment\" and \"seed_nonce\"");
    if (c.seed_commitment && c.seed_nonce) {
        auto commitment = parse_seed_commitment(*c.seed_commitment);
        auto nonce = parse_nonce_hex(*c.seed_nonce);
        if (!commitment) fail("seed_commitment", commitment.errors().front().what);
        if (!nonce) fail("seed_nonce", nonce.errors().front().what);
        // The point of the commitment: a seed chosen after the orders were seen is refused.
        if (commitment && nonce && !verify_seed(*commitment, file.seed, *nonce))
            fail("seed", "the seed and nonce do not match the seed commitment published before the turn; this "
                         "turn cannot be adjudicated with this seed");
    }
    if (c.recorded)
        for (std::size_t i = 0; i < c.recorded->phases.size(); ++i) {
            const auto& p = c.recorded->phases[i];
            const std::string f = "recorded.phases[" + std::to_string(i) + "]";
            if (!enum_from_name<gitm::TurnStep>(p.step)) fail(f + ".step", "unknown phase kind " + quote_input(p.step));
            if (p.state_hash.size() != 64 || !from_hex(p.state_hash))
                fail(f + ".state_hash", "a state hash is 64 lower-case hex digits");
        }
    if (!out.empty()) return out;
    auto orders = valid_orders(c, rulings);
    return orders ? std::vector<Diagnostic>{} : orders.errors();
}

Expected<gitm::TurnOutcome> run_turn_case(const CaseFile& file, const Rulings& rulings) {
    const auto& c = std::get<TurnCase>(file.payload);
    auto orders = valid_orders(c, rulings);
    if (!orders) return std::move(orders).take_errors();
    return gitm::resolve_turn(c.state, orders->orders, file.seed, rulings, file.resolved_params());
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
        StrategicRecord p{s.phase, s.events, s.units};
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

TurnRecord record_turn(const gitm::TurnOutcome& o, std::string engine, std::string signature) {
    TurnRecord r{std::move(engine), std::move(signature), {}};
    for (const auto& p : o.phases) r.phases.push_back({std::string(gitm::name(p.step)), p.number, p.state_hash, p.draws});
    return r;
}

std::optional<RecordDifference> first_difference(const TurnRecord& recorded, const TurnRecord& now) {
    const std::size_t n = std::max(recorded.phases.size(), now.phases.size());
    for (std::size_t i = 0; i < n; ++i) {
        const bool a = i < recorded.phases.size(), b = i < now.phases.size();
        if (a && b && recorded.phases[i] == now.phases[i]) continue;
        RecordDifference d;
        d.index = i;
        if (a) d.recorded = recorded.phases[i];
        if (b) d.now = now.phases[i];
        return d;
    }
    return std::nullopt;
}

}  // namespace umpire
