#include "model/order_check.hpp"

#include <algorithm>
#include <set>

#include "model/text.hpp"

namespace umpire {
namespace {

class Checker {
public:
    Checker(const GameState& s, const std::string& file) : state_(s), file_(file) {
        for (const auto& q : s.squares) {
            squares_.insert(q.square);
            if (q.city) cities_.insert(*q.city);
        }
    }

    void check(const Submission& sub) {
        const Unit* unit = state_.unit(sub.unit);
        if (unit == nullptr) fail(sub.unit_at, "no unit " + to_string(sub.unit) + " in this game");
        const UnitOrders& o = sub.orders;
        const StrategicOrders& s = o.strategic;
        for (const auto& box : s.path) {
            if (box.kind == StrategicBox::Kind::Square && !squares_.count(box.square))
                fail(box.at, "strategic square " + to_string(box.square) + " is not on this game's map");
            const bool boards = box.kind == StrategicBox::Kind::Transport || box.kind == StrategicBox::Kind::Port;
            if (boards && unit != nullptr && unit->id.type == UnitType::Militia)
                fail(box.at, "militia may not board transports (rule 7.17)");
        }
        const bool moves_strategically =
            !s.path.empty() || s.pursuit || s.march_to_battle || s.march_to_allies || s.march_to_enemies;
        // On the deployment turn an entry square alone moves the unit within its own
        // strategic square (rule 7.18).
        if (s.entry && !moves_strategically && !state_.deployment)
            fail(s.entry_at, "an entry square is used only on arriving by a strategic move (rule 7.14); this form orders none");
        for (const ReactionBox* b : {o.reactions.support ? &*o.reactions.support : nullptr,
                                     o.reactions.intercept ? &*o.reactions.intercept : nullptr}) {
            if (b == nullptr) continue;
            if (b->radius < 1 || b->radius > kMaxReactionRadius)
                fail(b->at, "a reaction radius is 1 to " + std::to_string(kMaxReactionRadius) + " (" +
                                std::to_string(kMaxReactionRadius) + " already covers the whole map from any centre); found " +
                                std::to_string(b->radius));
        }
        if (o.reactions.intercept && o.postures.attack == OffensiveMode::Evade)
            fail(o.reactions.intercept->at, "a unit in evade mode may not intercept (rule 8.11)");
        const SupplyOrders& p = o.supply;
        if (p.carry && unit != nullptr) {
            const int most = unit->id.type == UnitType::CorpsHQ ? kMaxCarry : 1;
            if (*p.carry > most)
                fail(p.carry_at, to_string(unit->id) + " carries at most " + std::to_string(most) +
                                     " unit of supply (rule 10.7: only a corps headquarters carries more, up to 12)");
        }
        if (p.source == SupplyOrders::Source::Unit) {
            const Unit* src = state_.unit(p.source_unit);
            if (src == nullptr) fail(p.source_at, "no unit " + to_string(p.source_unit) + " in this game to draw supply from");
            else if (src->id.type != UnitType::CorpsHQ)
                fail(p.source_at, "a unit supply source is a corps headquarters (rule 10.7); " + to_string(src->id) + " is not");
            else if (src->id == sub.unit) fail(p.source_at, "a unit cannot draw supply from itself");
        }
        if (p.source == SupplyOrders::Source::City && !cities_.count(p.source_city))
            fail(p.source_at, "no city " + quote_input(p.source_city) + " in this game");
    }

    std::vector<Diagnostic> take() {
        sort_by_position(out_);
        return std::move(out_);
    }

private:
    void fail(SourcePos at, std::string what) { out_.push_back({{file_, at.line, at.column, {}}, std::move(what)}); }

    const GameState& state_;
    const std::string& file_;
    std::set<StratSquare> squares_;
    std::set<std::string> cities_;
    std::vector<Diagnostic> out_;
};

}  // namespace

void sort_by_position(std::vector<Diagnostic>& diagnostics) {
    std::stable_sort(diagnostics.begin(), diagnostics.end(), [](const Diagnostic& a, const Diagnostic& b) {
        return std::pair(a.where.line, a.where.column) < std::pair(b.where.line, b.where.column);
    });
}

std::vector<Diagnostic> validate_orders(const OrderFile& file, const GameState& state, const std::string& file_name) {
    Checker c(state, file_name);
    for (const auto& s : file.submissions) c.check(s);
    return c.take();
}

}  // namespace umpire
