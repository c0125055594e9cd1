#include "cli/combat_text.hpp"

#include <algorithm>

#include "model/text.hpp"

namespace umpire::cli {
namespace {

// Where a unit ended up decides the wording; `strategic` and `square` are where it stands after.
std::string fate_text(gitm::CombatFate fate, StratSquare strategic, TacSquare square) {
    switch (fate) {
        case gitm::CombatFate::Stood: return "stood its ground";
        case gitm::CombatFate::Held: return "failed its morale but held in the fort (rule 9.8)";
        case gitm::CombatFate::Retreated: return "retreated to " + to_string(square) + " (rule 9.8)";
        case gitm::CombatFate::Routed:
            return "routed to " + to_string(strategic) + " " + to_string(square) + " (rule 9.8)";
        case gitm::CombatFate::FellBack: return "fell back to " + to_string(square) + " (rule 9.9)";
        case gitm::CombatFate::Surrendered: return "surrendered (rules 9.9, 9.2)";
        case gitm::CombatFate::Shattered:
            return "shattered and went to reform in " + to_string(strategic) + " (rules 12.1, 12.2)";
        case gitm::CombatFate::Destroyed: return "shattered with nowhere to reform: destroyed (rule 12.2)";
    }
    return "";
}

}  // namespace

std::string fate_text(const gitm::CombatUnit& u) { return fate_text(u.fate, u.strategic_after, u.square_after); }

std::string mass_rout_text(const gitm::MassRoutUnit& u) {
    const std::string check = "(chance " + std::to_string(u.check.chance) + "/1000, drew " + std::to_string(u.check.draw) + ")";
    if (u.check.result == gitm::MoraleResult::Passed) return "passed its morale check " + check;
    const std::string failed = u.check.result == gitm::MoraleResult::Exhausted
                                   ? "took its morale check at fatigue 16 or more (rule 12.1)"
                                   : "failed its morale check " + check;
    if (u.fate == gitm::CombatFate::Surrendered) return failed + ", found its way blocked and surrendered (rule 9.12)";
    return failed + " and " + fate_text(u.fate, u.strategic_after, u.square_after);
}

std::string mass_rout_heading(const gitm::MassRout& m) {
    return "9.12: " + std::to_string(m.broken.size()) + " of " + std::to_string(m.side_units) + " combat units of " +
           escape_text(m.state) + "'s side in " + to_string(m.strategic) + " retreated or routed";
}

std::vector<std::string> combat_sentences(const gitm::CombatOutcome& c, const UnitId* unit) {
    std::vector<std::string> out;
    if (!c.fought) {
        if (!unit) out.push_back("no combat on a peace or truce turn (rule 9.1)");
        return out;
    }
    for (const auto& b : c.bombardments) {
        const bool mine = !unit || b.unit == *unit ||
                          std::any_of(b.losses.begin(), b.losses.end(), [&](const auto& l) { return l.unit == *unit; });
        if (!mine) continue;
        std::string s = to_string(b.unit) + " bombards " + to_string(b.strategic) + " " + to_string(b.target) +
                        " (rule 9.14):";
        for (const auto& l : b.losses) s += " " + to_string(l.unit) + " loses " + std::to_string(l.men) + ";";
        if (b.fort_roll)
            s += " the fort goes from level " + std::to_string(b.level_before) + " to " + std::to_string(b.level_after) +
                 ";";
        s.pop_back();
        out.push_back(s);
    }
    for (const auto& b : c.battles)
        for (const auto& u : b.units) {
            if (unit && u.unit != *unit) continue;
            const auto& side = b.sides[static_cast<std::size_t>(u.side)];
            out.push_back("battle at " + to_string(b.strategic) + " " + to_string(b.square) + ": " + to_string(u.unit) +
                          (side.lost ? " (losing side)" : "") + " " + std::to_string(u.strength_before) + " to " +
                          std::to_string(u.strength_after) + " men (killed " + std::to_string(u.losses.killed) +
                          ", wounded " + std::to_string(u.losses.wounded) + ", prisoners " +
                          std::to_string(u.losses.prisoners) + ", stragglers " + std::to_string(u.losses.stragglers) +
                          "), " + fate_text(u));
        }
    for (const auto& m : c.mass_routs)
        for (const auto& u : m.units) {
            if (unit && u.unit != *unit) continue;
            out.push_back(mass_rout_heading(m) + ": " + to_string(u.unit) + " " + mass_rout_text(u));
        }
    return out;
}

}  // namespace umpire::cli
