// umpire gitm combat CASE.json - move a combat case's tactical phase, then fight its
// battles (chapter 9) and show each as a combat report: sides, lines, strengths, odds,
// every unit's losses by type, its morale checks and what became of it.
#include <iostream>
#include <string>

#include "cli/combat_text.hpp"
#include "cli/commands.hpp"
#include "cli/io.hpp"
#include "golden/case_json.hpp"
#include "golden/combat_case.hpp"
#include "model/text.hpp"

namespace umpire::cli {
namespace {

// Effective strengths are kept in thousandths of a man; a report shows whole men.
std::string men(gitm::MilliMen m) { return std::to_string(m / 1000); }

std::string role(const gitm::CombatSide& s) {
    if (s.attacking) return "attacking";
    return "defending";
}

void print_side(const gitm::BattleReport& b, int side) {
    const gitm::CombatSide& s = b.sides[static_cast<std::size_t>(side)];
    std::cout << "    " << (side == 0 ? "Initiators" : "Opponents") << ", " << role(s);
    if (s.no_fighters) std::cout << ", nobody able to fight";
    if (s.formed_squares) std::cout << ", infantry in squares (rule 9.5)";
    std::cout << ":\n      lines (rule 9.4): front " << s.front.men << " men in " << s.front.spaces << " of "
              << s.capacity.front << " spaces, second " << s.second.men << ", rear " << s.rear.men;
    if (s.uncounted.men > 0) std::cout << ", " << s.uncounted.men << " beyond the rear";
    std::cout << "\n      flanks (rule 9.8): " << gitm::name(s.flanks);
    if (s.exposed_flanks > 0) std::cout << ", " << s.exposed_flanks << " exposed";
    std::cout << "\n      fire strength " << men(s.fire.strength) << (s.fire.mixed_arms ? " with mixed arms" : "")
              << ", inflicting " << s.fire_inflicted << " casualties (rule 9.7)\n";
    if (s.melee.strength > 0 || s.melee_inflicted > 0)
        std::cout << "      melee strength " << men(s.melee.strength) << (s.melee.mixed_arms ? " with mixed arms" : "")
                  << ", odds measure " << men(s.odds) << (s.switched_to_skirmish ? ", switched to skirmish (rule 9.10)" : "")
                  << ", inflicting " << s.melee_inflicted << " casualties (rule 9.9)\n";
    if (s.lost) std::cout << "      lost the battle\n";
}

void print_unit(const gitm::CombatUnit& u, bool explain) {
    std::cout << "      " << to_string(u.unit);
    if (u.headquarters) std::cout << " (headquarters in the fort, rule 9.2)";
    else
        std::cout << ", " << name(u.line) << " line, " << gitm::name(u.mode)
                  << (u.skirmished ? " then skirmish" : "") << (u.formed_square ? ", in square" : "");
    std::cout << ": " << u.strength_before << " to " << u.strength_after << " men; killed " << u.losses.killed
              << ", wounded " << u.losses.wounded << ", prisoners " << u.losses.prisoners << ", stragglers "
              << u.losses.stragglers << "\n";
    for (const auto& c : u.checks) {
        std::cout << "        morale check after " << gitm::name(c.segment) << " (lost " << c.lost << " of "
                  << c.men_before << "): ";
        if (c.check.result == gitm::MoraleResult::Exhausted) std::cout << "taken at fatigue 16 or more: shatters (rule 12.1)\n";
        else
            std::cout << "chance " << c.check.chance << "/1000, drew " << c.check.draw << ", "
                      << gitm::name(c.check.result) << "\n";
    }
    std::cout << "        " << fate_text(u) << "; fatigue " << u.fatigue_before << " to " << u.fatigue_after
              << ", experience " << u.experience_before << " to " << u.experience_after << ", morale "
              << u.morale_before << " to " << u.morale_after << ", ammunition " << u.ammunition_before << " to "
              << u.ammunition_after << "\n";
    if (!explain) return;
    if (!u.factors.empty()) {
        std::cout << "        strength factors (rule 9.6):";
        for (const auto& f : u.factors) std::cout << " " << param_name(f.param) << " " << f.per_mille << "/1000";
        std::cout << "\n";
    }
    if (!u.headquarters)
        std::cout << "        effective fire " << men(u.fire_strength) << ", melee " << men(u.melee_strength)
                  << "; losses in fire " << u.fire_losses << ", in melee " << u.melee_losses << "\n";
    if (!u.rulings.empty()) std::cout << "        rulings: " << u.rulings.joined() << "\n";
}

// 9.14: one bombarding unit's fire.
void print_bombardment(const gitm::Bombardment& b) {
    std::cout << "  " << to_string(b.unit) << " at " << to_string(b.strategic) << " " << to_string(b.from)
              << " bombards " << to_string(b.target) << " (" << code(b.direction) << "), strength " << men(b.strength)
              << " with the +50% of rule 9.14, " << b.casualties << " casualties";
    if (b.choices > 1) std::cout << " (chosen among " << b.choices << " squares, " << b.cite.rulings.joined() << ")";
    std::cout << "\n";
    for (const auto& l : b.losses)
        std::cout << "    " << to_string(l.unit) << " loses " << l.men << " of " << l.strength_before << ": killed "
                  << l.split.killed << ", wounded " << l.split.wounded << ", prisoners " << l.split.prisoners
                  << ", stragglers " << l.split.stragglers << "\n";
    if (b.fort_roll)
        std::cout << "    against the fort: chance " << b.chance_per_mille << "/1000, drew " << b.draw << ", level "
                  << b.level_before << " to " << b.level_after << "\n";
}

void print_battle(const gitm::BattleReport& b, bool explain) {
    std::cout << "\n  Battle at " << to_string(b.strategic) << " " << to_string(b.square) << " ("
              << gitm::name(b.stance);
    if (!b.entered.empty()) std::cout << ", attackers entered from " << gitm::to_string(b.entered);
    if (b.fort_battle) std::cout << ", fort level " << b.fort_level;
    std::cout << ")\n";
    if (!b.rulings.empty()) std::cout << "    rulings: " << b.rulings.joined() << "\n";
    for (int side = 0; side < 2; ++side) {
        print_side(b, side);
        for (const auto& u : b.units)
            if (u.side == side) print_unit(u, explain);
    }
    for (const auto& n : b.nearby)
        std::cout << "    " << to_string(n.unit) << " nearby: morale " << n.before << " to " << n.after << " (rule 3.7)\n";
}

int run_combat(const std::string& path, bool explain, bool json, const std::vector<std::string>& ruling_options) {
    auto c = load_case_for(path, "gitm combat", {CaseKind::Combat});
    if (!c) return report(c.errors());
    auto rulings = apply_ruling_options(c->resolved_rulings(), ruling_options);
    if (!rulings) return report(rulings.errors());
    auto run = run_combat_case(*c, *rulings);
    if (!run) {
        auto errors = run.errors();
        for (auto& d : errors) d.where.file = path;
        return report(errors);
    }
    const CombatCaseReport r = report_combat_case(*run);
    if (json) {
        write_json(std::cout, r);
        return kExitOk;
    }
    std::cout << escape_text(c->title) << "\n\nCombat after tactical phase " << run->combat.phase << "\n";
    if (!r.fought) std::cout << "  no combat on a peace or truce turn (rule 9.1)\n";
    for (const auto& b : r.bombardments) print_bombardment(b);
    if (r.fought && r.battles.empty()) std::cout << "  no battle (rule 9.1)\n";
    for (const auto& b : r.battles) print_battle(b, explain);
    for (const auto& m : r.mass_routs) {
        std::cout << "\n  " << mass_rout_heading(m)
                  << (m.units.empty() ? "; none of its other units is there\n" : "; the others check their morale\n");
        for (const auto& u : m.units)
            std::cout << "    " << to_string(u.unit) << " " << mass_rout_text(u) << "; " << u.strength_before << " to "
                      << u.strength_after << " men, prisoners " << u.losses.prisoners << ", stragglers "
                      << u.losses.stragglers << ", fatigue " << u.fatigue_before << " to " << u.fatigue_after << "\n";
        if (explain)
            for (const auto& u : m.units)
                if (!u.rulings.empty()) std::cout << "    " << to_string(u.unit) << " rulings: " << u.rulings.joined() << "\n";
    }
    return kExitOk;
}

}  // namespace

void add_gitm_combat_command(CLI::App& gitm, int& exit_code) {
    struct Options {
        std::string file;
        bool explain = false, json = false;
        std::vector<std::string> rulings;
    };
    auto o = std::make_shared<Options>();
    auto* combat = gitm.add_subcommand(
        "combat", "Move a case's tactical phase, then fight its battles and show each combat report (chapter 9)");
    combat->add_option("CASE", o->file, "case file of kind \"combat\"")->required();
    combat->add_flag("--explain", o->explain, "add each unit's strength factors, effective strengths and rulings");
    combat->add_flag("--json", o->json, "print the snapshot as JSON");
    combat->add_option("--ruling", o->rulings, "override a ruling alternative, ID=ALTERNATIVE");
    combat->callback([o, &exit_code] { exit_code = run_combat(o->file, o->explain, o->json, o->rulings); });
}

}  // namespace umpire::cli
