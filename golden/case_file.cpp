#include "golden/case_file.hpp"

#include <algorithm>
#include <array>

#include "golden/case_json.hpp"
#include "golden/combat_case.hpp"
#include "golden/supply_case.hpp"
#include "golden/phase_case.hpp"
#include "golden/turn_case.hpp"
#include "model/input_file.hpp"
#include "rules/catalogue.hpp"
#include "rules/dnd/distance.hpp"
#include "rules/dnd/search.hpp"
#include "rules/gitm/tactical_move.hpp"

namespace umpire {

std::string a_case_of(CaseKind k) {
    const std::string n(name(k));
    return (n.find_first_of("aeiou") == 0 ? "an " : "a ") + n + " case";
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

CasePayload payload_of_kind(CaseKind k) {
    const auto make = []<std::size_t... I>(std::size_t i, std::index_sequence<I...>) {
        CasePayload p;
        // The payload at index i: the fold stops at the first index that matches.
        [[maybe_unused]] const bool made = ((i == I && (p.emplace<I>(), true)) || ...);
        return p;
    };
    return make(static_cast<std::size_t>(k), std::make_index_sequence<std::variant_size_v<CasePayload>>{});
}

const GameState* CaseFile::state() const noexcept {
    return std::visit(
        [](const auto& p) -> const GameState* {
            if constexpr (requires { p.state; }) return &p.state;
            else return nullptr;
        },
        payload);
}

Rulings CaseFile::resolved_rulings() const {
    Rulings r;
    for (const auto& c : rulings) (void)r.set(c.id, c.choice);
    return r;
}

bool ParamOverrides::empty() const noexcept {
    return std::none_of(values.begin(), values.end(), [](const auto& v) { return v.has_value(); });
}

ParamSet CaseFile::resolved_params() const {
    ParamSet p;
    for (std::size_t i = 0; i < params.values.size(); ++i)
        if (params.values[i]) p.set(static_cast<Param>(i), *params.values[i]);
    return p;
}

namespace {

// The overrides' own checks: the reader has kept each value in its range; what is left
// is the kind (only a case with a state has combat to parametrise) and the checks
// across parameters (rules/params.hpp check_consistency).
void validate_params(const CaseFile& c, std::vector<Diagnostic>& out) {
    if (c.params.empty()) return;
    if (c.state() == nullptr) {
        out.push_back(field_error("params", a_case_of(c.kind()) + " has no state, so no combat to take parameters; "
                                            "only cases with a \"state\" take \"params\""));
        return;
    }
    // The reader keeps values in range; a case built in code is checked the same way.
    bool in_range = true;
    for (const auto& p : params_register()) {
        const auto& v = c.params.values[static_cast<std::size_t>(p.id)];
        if (!v || (*v >= p.min && *v <= p.max)) continue;
        in_range = false;
        out.push_back(field_error("params." + std::string(p.name), "must be from " + std::to_string(p.min) + " to " +
                                                                       std::to_string(p.max) + ", found " +
                                                                       std::to_string(*v)));
    }
    if (!in_range) return;
    for (const auto& d : check_consistency(c.resolved_params()))
        out.push_back(field_error("params." + d.where.field, d.what));
}

// The checks of one kind's payload, after the catalogue ids and rulings. `out` holds
// the diagnostics so far; the deeper checks run only on a case without any.
class PayloadCheck {
public:
    PayloadCheck(const CaseFile& file, const Rulings& rulings, CaseChecks checks, std::vector<Diagnostic>& out,
                 std::optional<ReadTurnOrders>* kept)
        : file_(file), kind_(file.kind()), rulings_(rulings), orders_(checks == CaseChecks::All), out_(out),
          kept_(kept) {}

    void operator()(const PathCase&) const {}
    void operator()(const MoveCase& c) const { state_and_order(c); }
    void operator()(const SweepCase& c) const {
        state_and_order(c);
        if (out_.empty()) sweep(c);
    }
    void operator()(const DndCase& c) const { dnd(c.dnd); }
    void operator()(const EntryCase& c) const {
        validate_entry(c.entry, [this](std::string f, std::string w) { fail(std::move(f), std::move(w)); });
    }
    void operator()(const StrategicEntryCase& c) const {
        state(c.state);
        if (!out_.empty()) return;
        auto ctx = gitm::entry_context(c.state, c.strategic_entry, rulings_);
        if (!ctx)
            for (const auto& d : ctx.errors()) fail("strategic_entry." + d.where.field, d.what);
    }
    void operator()(const SidesCase&) const {}
    void operator()(const StackingCase& c) const {
        state(c.state);
        if (!out_.empty()) return;
        if (c.state.unit(c.placement.unit) == nullptr)
            fail("placement.unit", "no unit " + to_string(c.placement.unit) + " in the state");
        if (c.state.square(c.placement.strategic) == nullptr)
            fail("placement.strategic", "strategic square " + to_string(c.placement.strategic) + " is not in squares");
    }
    void operator()(const RestackCase& c) const {
        state(c.state);
        if (!c.state.deployment)
            fail("state.deployment", "the restack ends a deployment turn (rule 7.18): the state needs \"deployment\": true");
    }
    void operator()(const AtKindCase& c) const {
        if (!out_.empty()) return;
        auto w = at::prepare(c.at, kind_ == CaseKind::AtRoute);
        if (!w)
            for (const auto& d : w.errors()) fail("at." + d.where.field, d.what);
    }
    void operator()(const OrdersCase& c) const {
        if (!c.state.credentials) fail("state", a_case() + " needs a \"state\" with \"credentials\" (rules 3.4, 6.1)");
        if (orders_ && c.orders.empty()) fail("orders", a_case() + " needs \"orders\": the lines of an order file");
        state(c.state);
    }
    void operator()(const PhaseCase& c) const {
        if (c.through && *c.through < c.phase)
            fail("through", "must be \"phase\" (" + std::to_string(c.phase) + ") or a later phase");
        state(c.state);
        // The orders are read only from a consistent state and a well-formed case.
        if (orders_ && out_.empty())
            for (auto& d : validate_phase_case(file_, rulings_)) out_.push_back(std::move(d));
    }
    void operator()(const TurnCase& c) const {
        state(c.state);
        if (orders_ && out_.empty())
            for (auto& d : validate_turn_case(file_, rulings_, kept_)) out_.push_back(std::move(d));
    }

    void operator()(const CombatCase& c) const {
        state(c.state);
        if (orders_ && out_.empty())
            for (auto& d : validate_combat_case(file_, rulings_)) out_.push_back(std::move(d));
    }

    void operator()(const SupplyCase& c) const {
        state(c.state);
        if (orders_ && out_.empty())
            for (auto& d : validate_supply_case(file_, rulings_)) out_.push_back(std::move(d));
    }

    void operator()(const CombatLinesCase& c) const {
        for (std::size_t i = 0; i < c.directions.size(); ++i)
            for (std::size_t j = 0; j < i; ++j)
                if (c.directions[j] == c.directions[i])
                    fail("directions[" + std::to_string(i) + "]", "direction " + std::string(code(c.directions[i])) +
                                                                     " is given twice");
        if (c.units.empty()) fail("units", a_case() + " needs one side's \"units\"");
        for (std::size_t i = 0; i < c.units.size(); ++i) {
            const std::string at = "units[" + std::to_string(i) + "]";
            if (is_headquarters(c.units[i].id.type))
                fail(at + ".id", "a headquarters takes no battle line (rule 9.2): " + to_string(c.units[i].id));
            for (std::size_t j = 0; j < i; ++j)
                if (c.units[j].id == c.units[i].id) fail(at + ".id", to_string(c.units[i].id) + " is listed twice");
        }
        for (std::size_t i = 0; i < c.losses.size(); ++i) {
            const std::string at = "losses[" + std::to_string(i) + "]";
            const auto u = std::find_if(c.units.begin(), c.units.end(),
                                        [&](const gitm::LineUnit& x) { return x.id == c.losses[i].unit; });
            if (u == c.units.end()) fail(at + ".unit", "no unit " + to_string(c.losses[i].unit) + " in \"units\"");
            else if (c.losses[i].men > u->men)
                fail(at + ".men", "more than the unit's " + std::to_string(u->men) + " men");
            for (std::size_t j = 0; j < i; ++j)
                if (c.losses[j].unit == c.losses[i].unit)
                    fail(at + ".unit", to_string(c.losses[i].unit) + " is listed twice");
        }
    }

    void operator()(const ReportCase& c) const {
        state(c.state);
        if (c.viewers.empty() == c.player.empty())
            fail(c.player.empty() ? "viewers" : "player", "give either \"viewers\" (unit ids) or \"player\", not both");
        for (std::size_t i = 0; i < c.viewers.size(); ++i)
            if (!c.state.unit(c.viewers[i]))
                fail("viewers[" + std::to_string(i) + "]", "no unit " + to_string(c.viewers[i]) + " in the case's state");
        if (!c.player.empty()) {
            const bool known = c.state.credentials &&
                               std::any_of(c.state.credentials->players.begin(), c.state.credentials->players.end(),
                                           [&](const Player& p) { return p.name == c.player; });
            if (!known) fail("player", "no player " + quote_input(c.player) + " in the state's credentials");
        }
    }

    void operator()(const ContactCase& c) const {
        state(c.state);
        if (!out_.empty()) return;
        auto ends = resolve_contact(c.state, c.contact, "contact.from", "contact.to", "contact.side");
        if (!ends)
            for (auto& d : ends.errors()) out_.push_back(std::move(d));
    }

private:
    void fail(std::string field, std::string what) const { out_.push_back(field_error(std::move(field), std::move(what))); }
    [[nodiscard]] std::string a_case() const { return a_case_of(kind_); }

    void state(const GameState& s) const {
        for (auto& d : check_invariants(s)) {
            d.where.field = "state." + d.where.field;
            out_.push_back(std::move(d));
        }
    }
    void state_and_order(const MoveCase& c) const {
        const auto before = out_.size();
        state(c.state);
        if (out_.size() == before)
            for (auto& d : gitm::validate_move(c.state, c.order)) out_.push_back(std::move(d));
    }
    void sweep(const MoveCase& c) const {
        const Unit* mover = c.state.unit(c.order.unit);
        bool hostile = false;
        for (const auto& s : c.state.states)
            if (c.state.relation(mover->state, s.id) == Relation::Hostile) hostile = true;
        if (!hostile) fail("state.states", "a sweep needs a state hostile to the mover, for the probe unit");
        // The probe (golden/case_outcome.cpp) is an infantry unit of the other nation
        // with the highest free number; with all 9999 taken it would be number 0 and
        // break check_invariants() inside run_case.
        const Nation probe = mover->id.nation == Nation::US ? Nation::MX : Nation::US;
        const auto taken = std::count_if(c.state.units.begin(), c.state.units.end(), [&](const Unit& u) {
            return u.id.nation == probe && u.id.type == UnitType::Infantry;
        });
        if (taken >= kMaxUnitNumber)
            fail("state.units", "a sweep needs a free " + std::string(code(probe)) + " infantry number for its probe unit");
    }
    void dnd(const DndQuery& q) const {
        const bool ends = kind_ == CaseKind::DndDistance || kind_ == CaseKind::DndPath;
        if (ends && (!q.from || !q.to)) fail("dnd", a_case() + " needs \"from\" and \"to\"");
        if (kind_ == CaseKind::DndReach && (!q.from || !q.speed)) fail("dnd", a_case() + " needs \"from\" and \"speed\"");
        if (kind_ == CaseKind::DndPathCost && q.path.empty()) fail("dnd.path", a_case() + " needs a \"path\" of squares");
        if (kind_ == CaseKind::DndDistance && q.map) fail("dnd.map", "the closed-form distance has no map");
        if (q.map && q.from && !q.map->contains(*q.from)) fail("dnd.from", "not on the map");
        if (q.map && q.to && !q.map->contains(*q.to)) fail("dnd.to", "not on the map");
        if (!out_.empty()) return;
        // The queries' own checks (neighbouring steps, blocked squares, search
        // bounds), so that run_case() only meets queries it can answer.
        const GridMap* map = q.map ? &*q.map : nullptr;
        const auto rule = rulings_.get<DifficultTerrain>();
        const auto corners = rulings_.get<CornerCutting>();
        const auto ties = rulings_.get<EqualPaths>();
        const auto relay = [&](const std::vector<Diagnostic>& ds) {
            for (const auto& d : ds) fail("dnd" + (d.where.field.empty() ? "" : "." + d.where.field), d.what);
        };
        if (kind_ == CaseKind::DndPathCost) {
            if (auto r = dnd::path_cost(q.path, q.diagonals, map, rule, corners); !r) relay(r.errors());
        } else if (kind_ == CaseKind::DndReach) {
            if (auto r = dnd::reach(*q.from, *q.speed, q.diagonals, map, rule, corners); !r) relay(r.errors());
        } else if (kind_ == CaseKind::DndPath) {
            if (auto r = dnd::cheapest_path(*q.from, *q.to, q.diagonals, map, rule, corners, ties); !r) relay(r.errors());
        }
    }

    const CaseFile& file_;
    CaseKind kind_;
    const Rulings& rulings_;
    bool orders_;  // whether the case's own orders are checked
    std::vector<Diagnostic>& out_;
    std::optional<ReadTurnOrders>* kept_;
};

}  // namespace

std::vector<Diagnostic> validate_case(const CaseFile& c, CaseChecks checks, std::optional<ReadTurnOrders>* kept) {
    std::vector<Diagnostic> out;
    for (std::size_t i = 0; i < c.rules.size(); ++i)
        if (find_catalogue_entry(c.rules[i]) == nullptr)
            out.push_back(field_error("rules[" + std::to_string(i) + "]",
                                      "not in the rules catalogue: " + quote_input(c.rules[i])));
    Rulings scratch;
    for (std::size_t i = 0; i < c.rulings.size(); ++i) {
        auto ok = scratch.set(c.rulings[i].id, c.rulings[i].choice);
        if (!ok) out.push_back(field_error("rulings[" + std::to_string(i) + "]", ok.errors().front().what));
    }
    validate_params(c, out);
    // Last: the orders are kept only from a case that passes everything.
    std::visit(PayloadCheck(c, scratch, checks, out, kept), c.payload);
    return out;
}

Expected<CaseFile> load_case(std::string_view text, const std::string& file) {
    return load_case(text, file, nullptr);
}

Expected<CaseFile> load_case(std::string_view text, const std::string& file, std::optional<ReadTurnOrders>* kept) {
    return load_json<CaseFile>(text, file, [kept](const CaseFile& c) { return validate_case(c, CaseChecks::All, kept); });
}

Expected<CaseFile> load_case_file(const std::string& path) {
    // One byte more than the loader accepts is read: a larger file is refused by its
    // size without being read into memory whole.
    auto text = read_input_file(path, JsonLimits{}.max_bytes);
    if (!text) return std::move(text).take_errors();
    return load_case(*text, input_name(path));
}

Expected<CaseFile> load_case_state(const std::string& path) {
    auto text = read_input_file(path, JsonLimits{}.max_bytes);
    if (!text) return std::move(text).take_errors();
    return load_json<CaseFile>(*text, input_name(path),
                               [](const CaseFile& c) { return validate_case(c, CaseChecks::StateOnly); });
}

std::string save_case(const CaseFile& c) { return save_json(c, JsonFields::Compact); }

}  // namespace umpire
