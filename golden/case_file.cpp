#include "golden/case_file.hpp"

#include <algorithm>
#include <array>

#include "golden/case_json.hpp"
#include "golden/phase_case.hpp"
#include "golden/turn_case.hpp"
#include "model/input_file.hpp"
#include "rules/catalogue.hpp"
#include "rules/dnd/distance.hpp"
#include "rules/dnd/search.hpp"
#include "rules/gitm/tactical_move.hpp"

namespace umpire {
namespace {
constexpr std::array<std::string_view, kCaseKindCount> kKinds{"path", "move", "sweep", "dnd-distance",
                                                            "dnd-path-cost", "dnd-reach", "dnd-path", "entry",
                                                            "strategic-entry", "sides", "stacking", "restack", "at-move",
                                                            "at-route", "orders", "phase", "turn"};
}  // namespace

std::string_view name(CaseKind k) noexcept { return kKinds[static_cast<std::size_t>(k)]; }
std::optional<CaseKind> case_kind_from_name(std::string_view s) noexcept {
    for (std::size_t i = 0; i < kKinds.size(); ++i)
        if (kKinds[i] == s) return static_cast<CaseKind>(i);
    return std::nullopt;
}

namespace {

template <class Fail>
void validate_entry(const EntryQuery& q, const Fail& fail) {
    if (!q.request && !q.current) fail("entry", "an entry case needs a \"request\" square or the unit's \"current\" one");
    if (q.start_map.has_value() != q.start.has_value())
        fail("entry", "\"start_map\" and \"start\" go together: the map left and the unit's square on it");
    std::array<bool, kTacSquares> seen{};
    for (std::size_t i = 0; i < q.allied.size(); ++i) {
        const auto at = static_cast<std::size_t>(q.allied[i].square.index());
        if (seen[at]) fail("entry.allied[" + std::to_string(i) + "]", "the square is listed twice");
        seen[at] = true;
    }
}

}  // namespace

Rulings CaseFile::resolved_rulings() const {
    Rulings r;
    for (const auto& c : rulings) (void)r.set(c.id, c.choice);
    return r;
}

std::vector<Diagnostic> validate_case(const CaseFile& c) {
    std::vector<Diagnostic> out;
    const auto fail = [&](std::string field, std::string what) {
        out.push_back(field_error(std::move(field), std::move(what)));
    };
    for (std::size_t i = 0; i < c.rules.size(); ++i)
        if (find_catalogue_entry(c.rules[i]) == nullptr)
            fail("rules[" + std::to_string(i) + "]", "not in the rules catalogue: " + quote_input(c.rules[i]));
    Rulings scratch;
    for (std::size_t i = 0; i < c.rulings.size(); ++i) {
        auto ok = scratch.set(c.rulings[i].id, c.rulings[i].choice);
        if (!ok) fail("rulings[" + std::to_string(i) + "]", ok.errors().front().what);
    }
    const bool path = c.kind == CaseKind::Path;
    const bool dnd = is_dnd(c.kind);
    const bool entry = c.kind == CaseKind::Entry;
    const bool sides = c.kind == CaseKind::Sides;
    const std::string kind = "a " + std::string(name(c.kind)) + " case";
    if (path && (!c.from || !c.to)) fail("kind", kind + " needs \"from\" and \"to\"");
    if (!path && (c.from || c.to)) fail("kind", "only a path case has \"from\" and \"to\" at the top level");
    const bool stacking = is_stacking(c.kind);
    const bool strategic_entry = c.kind == CaseKind::StrategicEntry;
    const bool at = is_at(c.kind);
    const bool stateless = path || dnd || entry || sides || at;
    const bool orders = c.kind == CaseKind::Orders;
    const bool phase = c.kind == CaseKind::Phase;
    const bool turn = c.kind == CaseKind::Turn;
    if (turn && !c.state) fail("kind", kind + " needs a \"state\"");
    if (turn && c.order) fail("order", kind + " has \"orders\", the order file's lines, not an \"order\"");
    if (!turn && (c.seed_commitment || c.seed_nonce || c.recorded))
        fail(c.recorded ? "recorded" : c.seed_commitment ? "seed_commitment" : "seed_nonce",
             "only a turn case has a seed commitment or a recorded adjudication");
    if (!stateless && !stacking && !strategic_entry && !orders && !phase && !turn && (!c.state || !c.order))
        fail("kind", kind + " needs \"state\" and \"order\"");
    if ((orders || phase) && c.order) fail("order", kind + " has \"orders\", the order file's lines, not an \"order\"");
    if (phase && !c.state) fail("kind", kind + " needs a \"state\"");
    if (phase != c.phase.has_value())
        fail(phase ? "kind" : "phase", phase ? kind + " needs \"phase\", the first tactical phase to resolve (1-5)"
                                             : "only a phase case has \"phase\"");
    if (!phase && c.through) fail("through", "only a phase case has \"through\"");
    if (c.phase && c.through && *c.through < *c.phase)
        fail("through", "must be \"phase\" (" + std::to_string(*c.phase) + ") or a later phase");
    if (orders && (!c.state || !c.state->credentials))
        fail("kind", kind + " needs a \"state\" with \"credentials\" (rules 3.4, 6.1)");
    if (orders && c.orders.empty()) fail("orders", kind + " needs \"orders\": the lines of an order file");
    if (!orders && !phase && !turn && !c.orders.empty())
        fail("orders", "only orders, phase and turn cases have \"orders\"");
    if (stateless && (c.state || c.order)) fail("kind", kind + " has no \"state\" or \"order\"");
    if (stacking && !c.state) fail("kind", kind + " needs a \"state\"");
    if (stacking && c.order) fail("order", kind + " has no \"order\"");
    if ((c.kind == CaseKind::Stacking) != c.placement.has_value())
        fail("kind", c.placement ? "only a stacking case has a \"placement\"" : kind + " needs a \"placement\"");
    if (entry != c.entry.has_value()) fail("kind", entry ? kind + " needs an \"entry\" object" : "only entry cases have \"entry\"");
    if (entry && c.entry) validate_entry(*c.entry, fail);
    if (strategic_entry && !c.state) fail("kind", kind + " needs a \"state\"");
    if (strategic_entry && c.order) fail("order", kind + " has no \"order\"");
    if (strategic_entry != c.strategic_entry.has_value())
        fail("kind", strategic_entry ? kind + " needs a \"strategic_entry\" object"
                                     : "only a strategic-entry case has \"strategic_entry\"");
    if (strategic_entry && c.state && c.strategic_entry && out.empty()) {
        auto ctx = gitm::entry_context(*c.state, *c.strategic_entry, scratch);
        if (!ctx)
            for (const auto& d : ctx.errors()) fail("strategic_entry." + d.where.field, d.what);
    }
    if (sides != c.map.has_value())
        fail("kind", sides ? kind + " needs a \"map\"" : "only a sides case has a top-level \"map\"");
    if (at != c.at.has_value()) fail("kind", at ? kind + " needs an \"at\" object" : "only at-* cases have \"at\"");
    if (at && c.at && out.empty()) {
        auto w = at::prepare(*c.at, c.kind == CaseKind::AtRoute);
        if (!w)
            for (const auto& d : w.errors()) fail("at." + d.where.field, d.what);
    }
    if (dnd != c.dnd.has_value()) fail("kind", dnd ? kind + " needs a \"dnd\" object" : "only dnd-* cases have \"dnd\"");
    if (dnd && c.dnd) {
        const DndQuery& q = *c.dnd;
        const bool ends = c.kind == CaseKind::DndDistance || c.kind == CaseKind::DndPath;
        if (ends && (!q.from || !q.to)) fail("dnd", kind + " needs \"from\" and \"to\"");
        if (c.kind == CaseKind::DndReach && (!q.from || !q.speed)) fail("dnd", kind + " needs \"from\" and \"speed\"");
        if (c.kind == CaseKind::DndPathCost && q.path.empty()) fail("dnd.path", kind + " needs a \"path\" of squares");
        if (c.kind == CaseKind::DndDistance && q.map) fail("dnd.map", "the closed-form distance has no map");
        if (q.map && q.from && !q.map->contains(*q.from)) fail("dnd.from", "not on the map");
        if (q.map && q.to && !q.map->contains(*q.to)) fail("dnd.to", "not on the map");
        // The queries' own checks (neighbouring steps, blocked squares, search
        // bounds), so that run_case() only meets queries it can answer.
        if (out.empty()) {
            const GridMap* map = q.map ? &*q.map : nullptr;
            const auto rule = scratch.get<DifficultTerrain>();
            const auto corners = scratch.get<CornerCutting>();
            const auto ties = scratch.get<EqualPaths>();
            const auto relay = [&](const std::vector<Diagnostic>& ds) {
                for (const auto& d : ds) fail("dnd" + (d.where.field.empty() ? "" : "." + d.where.field), d.what);
            };
            if (c.kind == CaseKind::DndPathCost) {
                if (auto r = dnd::path_cost(q.path, q.diagonals, map, rule, corners); !r) relay(r.errors());
            } else if (c.kind == CaseKind::DndReach) {
                if (auto r = dnd::reach(*q.from, *q.speed, q.diagonals, map, rule, corners); !r) relay(r.errors());
            } else if (c.kind == CaseKind::DndPath) {
                if (auto r = dnd::cheapest_path(*q.from, *q.to, q.diagonals, map, rule, corners, ties); !r) relay(r.errors());
            }
        }
    }
    if (c.state) {
        auto bad = check_invariants(*c.state);
        for (auto& d : bad) {
            d.where.field = "state." + d.where.field;
            out.push_back(std::move(d));
        }
        if (bad.empty() && c.order)
            for (auto& d : gitm::validate_move(*c.state, *c.order)) out.push_back(std::move(d));
    }
    // The orders are read only from a consistent state and a well-formed case.
    if (phase && c.state && c.phase && out.empty())
        for (auto& d : validate_phase_case(c, scratch)) out.push_back(std::move(d));
    if (turn && c.state && out.empty())
        for (auto& d : validate_turn_case(c, scratch)) out.push_back(std::move(d));
    if (c.kind == CaseKind::Stacking && c.state && c.placement && out.empty()) {
        if (c.state->unit(c.placement->unit) == nullptr)
            fail("placement.unit", "no unit " + to_string(c.placement->unit) + " in the state");
        if (c.state->square(c.placement->strategic) == nullptr)
            fail("placement.strategic", "strategic square " + to_string(c.placement->strategic) + " is not in squares");
    }
    if (c.kind == CaseKind::Restack && c.state && !c.state->deployment)
        fail("state.deployment", "the restack ends a deployment turn (rule 7.18): the state needs \"deployment\": true");
    if (c.kind == CaseKind::Sweep && c.state && c.order && out.empty()) {
        const Unit* mover = c.state->unit(c.order->unit);
        bool hostile = false;
        for (const auto& s : c.state->states)
            if (c.state->relation(mover->state, s.id) == Relation::Hostile) hostile = true;
        if (!hostile) fail("state.states", "a sweep needs a state hostile to the mover, for the probe unit");
        // The probe (golden/case_outcome.cpp) is an infantry unit of the other nation
        // with the highest free number; with all 9999 taken it would be number 0 and
        // break check_invariants() inside run_case.
        const Nation probe = mover->id.nation == Nation::US ? Nation::MX : Nation::US;
        const auto taken = std::count_if(c.state->units.begin(), c.state->units.end(), [&](const Unit& u) {
            return u.id.nation == probe && u.id.type == UnitType::Infantry;
        });
        if (taken >= kMaxUnitNumber)
            fail("state.units", "a sweep needs a free " + std::string(code(probe)) + " infantry number for its probe unit");
    }
    return out;
}

Expected<CaseFile> load_case(std::string_view text, const std::string& file) {
    return load_json<CaseFile>(text, file, validate_case);
}

Expected<CaseFile> load_case_file(const std::string& path) {
    // One byte more than the loader accepts is read: a larger file is refused by its
    // size without being read into memory whole.
    auto text = read_input_file(path, JsonLimits{}.max_bytes);
    if (!text) return std::move(text).take_errors();
    return load_case(*text, input_name(path));
}

std::string save_case(const CaseFile& c) { return save_json(c, JsonFields::Compact); }

}  // namespace umpire
