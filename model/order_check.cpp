#include "model/order_check.hpp"

#include <algorithm>
#include <map>

#include "model/polity.hpp"
#include "model/state_index.hpp"
#include "model/text.hpp"

namespace umpire {
namespace {

class Checker {
public:
    Checker(const GameState& s, const std::string& file) : state_(s), index_(s), file_(file) {
        for (const auto& q : s.squares)
            if (q.city) cities_.emplace(*q.city, q.owner);
    }

    void check(const Submission& sub) {
        line_ = sub.line;
        if (!sub.minister.empty()) return minister(sub);
        const Unit* unit = index_.unit(sub.unit);
        if (unit == nullptr) fail(sub.unit_at, OrderField::Unit, "6.2", "no unit " + to_string(sub.unit) + " in this game");
        const UnitOrders& o = sub.orders;
        merger(sub, unit);
        const StrategicOrders& s = o.strategic;
        const bool path_ok = strategic_path(s, unit);
        const bool moves_strategically =
            (path_ok && !s.path.empty()) || s.conditional_move();
        // On the deployment turn an entry square alone moves the unit within its own
        // strategic square (rule 7.18).
        if (s.entry && !moves_strategically && !state_.deployment)
            fail(s.entry_at, OrderField::Entry, "7.14",
                 "an entry square is used only on arriving by a strategic move (rule 7.14); this form orders none");
        bool intercept_ok = true;
        for (const auto field : {OrderField::Support, OrderField::Intercept}) {
            const auto& box = field == OrderField::Support ? o.reactions.support : o.reactions.intercept;
            if (!box || (box->radius >= 1 && box->radius <= kMaxReactionRadius)) continue;
            fail(box->at, field, field == OrderField::Support ? "8.10" : "8.11",
                 "a reaction radius is 1 to " + std::to_string(kMaxReactionRadius) + " (" +
                     std::to_string(kMaxReactionRadius) + " already covers the whole map from any centre); found " +
                     std::to_string(box->radius));
            if (field == OrderField::Intercept) intercept_ok = false;
        }
        if (intercept_ok && o.reactions.intercept && o.postures.attack == OffensiveMode::Evade)
            fail(o.reactions.intercept->at, OrderField::Intercept, "8.11", "a unit in evade mode may not intercept (rule 8.11)");
        supply(sub, unit);
        shipments(sub, unit);
    }

    std::vector<OrderRefusal> take() { return std::move(out_); }

private:
    // Whether the path stands; a refused path is reported once, at its first fault.
    bool strategic_path(const StrategicOrders& s, const Unit* unit) {
        if (s.path.empty()) return true;
        for (const auto& box : s.path) {
            if (box.kind == StrategicBox::Kind::Square && !index_.square(box.square)) {
                fail(box.at, OrderField::Strategic, "7.4",
                     "strategic square " + to_string(box.square) + " is not on this game's map");
                return false;
            }
            const bool boards = box.kind == StrategicBox::Kind::Transport || box.kind == StrategicBox::Kind::Port;
            if (boards && unit != nullptr && unit->id.type == UnitType::Militia) {
                fail(box.at, OrderField::Strategic, "7.17", "militia may not board transports (rule 7.17)");
                return false;
            }
        }
        const bool any_move = std::any_of(s.path.begin(), s.path.end(),
                                          [](const StrategicBox& b) { return b.kind != StrategicBox::Kind::Blank; });
        // On the deployment turn a blank box means "my own strategic square" (7.18).
        if (!any_move && !state_.deployment) {
            fail(s.path.front().at, OrderField::Strategic, "7.6",
                 "a strategic path of blanks only moves nowhere (a blank box skips a phase, rule 7.6): leave the field out");
            return false;
        }
        return true;
    }

    // Rule 3.5, what no order of the turn can change: the target, the two types and
    // the owning state. What can change (both active, the squares, an enemy present,
    // a target merged away first) is the orders phase's to judge (rules/gitm/units/
    // orders_phase.hpp). Activation and inactivation on one form are not refused:
    // 3.5 lets a unit be activated before a merger and inactivated after it.
    void merger(const Submission& sub, const Unit* unit) {
        const StatusOrders& m = sub.orders.status;
        if (!m.merge_into) return;
        const UnitId& into = *m.merge_into;
        const auto refuse = [&](const std::string& why) { fail(m.merge_at, OrderField::MergeInto, "3.5", why); };
        if (into == sub.unit) return refuse("a unit cannot merge into itself");
        if (is_headquarters(sub.unit.type) || sub.unit.type == UnitType::Militia)
            return refuse("headquarters and militia may not merge (rule 3.5)");
        const Unit* target = index_.unit(into);
        if (target == nullptr) return refuse("no unit " + to_string(into) + " in this game to merge into");
        if (into.type != sub.unit.type)
            return refuse("only units of one type merge (rule 3.5): " + to_string(sub.unit) + " is " +
                          std::string(name(sub.unit.type)) + ", " + to_string(into) + " " + std::string(name(into.type)));
        if (unit != nullptr && unit->state != target->state)
            refuse("a state merges only its own units (rule 3.5): " + to_string(into) + " belongs to " + target->state);
    }

    // Rule 10.7's levels; rules 10.5 and 10.11's sources (10.11: an invalid source
    // leaves the unit with the one on its status report).
    void supply(const Submission& sub, const Unit* unit) {
        const SupplyOrders& p = sub.orders.supply;
        if (p.carry && unit != nullptr) {
            const int most = unit->id.type == UnitType::CorpsHQ ? kMaxCarry : 1;
            if (*p.carry > most)
                fail(p.carry_at, OrderField::SupplyCarry, "10.7",
                     to_string(unit->id) + " carries at most " + std::to_string(most) +
                         " unit of supply (rule 10.7: only a corps headquarters carries more, up to 12)");
        }
        const auto invalid = [&](const std::string& why) {
            fail(p.source_at, OrderField::SupplySource, "10.11",
                 why + "; the unit keeps the source on its status report (rule 10.11)");
        };
        if (p.source == SupplyOrders::Source::Unit) {
            const Unit* src = index_.unit(p.source_unit);
            if (src == nullptr) invalid("no unit " + to_string(p.source_unit) + " in this game to draw supply from");
            else if (src->id.type != UnitType::CorpsHQ)
                invalid("a unit supply source is a corps headquarters (rules 10.5, 10.11); " + to_string(src->id) + " is not");
            else if (src->id == sub.unit) invalid("a unit cannot draw supply from itself");
            else if (unit != nullptr && !friendly_states(unit->state, src->state))
                invalid(to_string(src->id) + " is not a same-side or actively allied corps headquarters (rule 10.5)");
        }
        if (p.source == SupplyOrders::Source::City) {
            const auto city = cities_.find(p.source_city);
            if (city == cities_.end()) invalid("no city " + quote_input(p.source_city) + " in this game");
            else if (unit != nullptr && !friendly_states(unit->state, city->second))
                invalid(quote_input(p.source_city) + " is not a same-side or actively allied city (rule 10.5)");
        }
    }

    // Rule 10.6: what the state at the order desk already decides. Whether a shipment
    // can go (its line or its sea, a siege, the limits) is the supply phase's.
    void shipments(const Submission& sub, const Unit* unit) {
        const auto& list = sub.orders.supply.shipments;
        if (list.empty() || unit == nullptr) return;
        if (unit->id.type != UnitType::ArmyHQ) {
            fail(list.front().at, OrderField::Ship, "10.6",
                 "only an army headquarters' commander or the war minister may order supplies moved between cities; " +
                     to_string(unit->id) + " is not an army headquarters (rule 10.6)");
            return;
        }
        shipments_of(list, unit->state, to_string(unit->id) + "'s state");
    }

    // A war minister's form (rule 10.6): for a state of the game, shipments from its cities.
    void minister(const Submission& sub) {
        const bool known = std::any_of(state_.states.begin(), state_.states.end(),
                                       [&](const PolityState& p) { return p.id == sub.minister; });
        if (!known) return fail(sub.unit_at, OrderField::Unit, "3.4", "no state " + quote_input(sub.minister) + " in this game");
        shipments_of(sub.orders.supply.shipments, sub.minister, "the minister's state");
    }

    void shipments_of(const std::vector<Shipment>& list, const std::string& shipper, const std::string& whose) {
        const auto refuse = [&](SourcePos at, const std::string& why) { fail(at, OrderField::Ship, "10.6", why + " (rule 10.6)"); };
        for (const Shipment& sh : list) {
            const auto from = cities_.find(sh.from);
            if (from == cities_.end()) refuse(sh.at, "no city " + quote_input(sh.from) + " in this game to ship from");
            else if (!cities_.count(sh.to)) refuse(sh.at, "no city " + quote_input(sh.to) + " in this game to ship to");
            else if (sh.from == sh.to) refuse(sh.at, "a shipment goes from one city to another, not to " + quote_input(sh.to) + " itself");
            else if (from->second != shipper)
                refuse(sh.at, quote_input(sh.from) + " is held by " + quote_input(from->second) + ", not by " + whose + " " +
                                  quote_input(shipper));
        }
    }

    bool friendly_states(const std::string& a, const std::string& b) const {
        const auto r = state_.relation(a, b);
        return r && friendly(*r);
    }

    void fail(SourcePos at, OrderField field, std::string rule, std::string what) {
        OrderRefusal r;
        r.diagnostic = Diagnostic{{file_, at.line, at.column, {}}, std::move(what)};
        r.field = field;
        r.rule = std::move(rule);
        r.submission_line = line_;
        out_.push_back(std::move(r));
    }

    const GameState& state_;
    const StateIndex index_;  // every submission's unit and path squares are looked up
    const std::string& file_;
    std::map<std::string, std::string> cities_;  // name, owning state
    std::vector<OrderRefusal> out_;
    int line_ = 0;
};

}  // namespace

const char* field_name(OrderField f) noexcept {
    switch (f) {
        case OrderField::Unit: return "unit";
        case OrderField::MergeInto: return "merge-into";
        case OrderField::Strategic: return "strategic";
        case OrderField::Entry: return "entry";
        case OrderField::Support: return "support";
        case OrderField::Intercept: return "intercept";
        case OrderField::SupplyCarry: return "supply carry";
        case OrderField::SupplySource: return "supply from";
        case OrderField::Ship: return "ship";
    }
    return "unit";
}

void sort_by_position(std::vector<Diagnostic>& diagnostics) {
    std::stable_sort(diagnostics.begin(), diagnostics.end(), [](const Diagnostic& a, const Diagnostic& b) {
        return std::pair(a.where.line, a.where.column) < std::pair(b.where.line, b.where.column);
    });
}

std::vector<OrderRefusal> refuse_values(const OrderFile& file, const GameState& state, const std::string& file_name) {
    Checker c(state, file_name);
    for (const auto& s : file.submissions) c.check(s);
    std::vector<OrderRefusal> out = c.take();
    std::stable_sort(out.begin(), out.end(), [](const OrderRefusal& a, const OrderRefusal& b) {
        return std::pair(a.diagnostic.where.line, a.diagnostic.where.column) <
               std::pair(b.diagnostic.where.line, b.diagnostic.where.column);
    });
    return out;
}

std::vector<Diagnostic> validate_orders(const OrderFile& file, const GameState& state, const std::string& file_name) {
    std::vector<Diagnostic> out;
    for (auto& r : refuse_values(file, state, file_name)) out.push_back(std::move(r.diagnostic));
    return out;
}

void drop_field(UnitOrders& o, OrderField field) noexcept {
    switch (field) {
        case OrderField::Unit: break;
        case OrderField::MergeInto: o.status.merge_into.reset(); break;
        case OrderField::Strategic: o.strategic.path.clear(); break;
        case OrderField::Entry: o.strategic.entry.reset(); break;
        case OrderField::Support: o.reactions.support.reset(); break;
        case OrderField::Intercept: o.reactions.intercept.reset(); break;
        case OrderField::SupplyCarry: o.supply.carry.reset(); break;
        case OrderField::SupplySource:
            // Rule 10.11: the source on the status report, which the form's empty box names (6.7).
            o.supply.source = SupplyOrders::Source::Nearest;
            o.supply.source_unit = UnitId{};
            o.supply.source_city.clear();
            break;
        case OrderField::Ship: o.supply.shipments.clear(); break;
    }
}

}  // namespace umpire
