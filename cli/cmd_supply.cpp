// umpire gitm supply CASE.json - the supply phase at the start of a turn (chapter 10):
// for each unit whether it is in communications and through whom (10.1), its supply
// source (10.5, 10.11), what it consumed, drew or unloaded (10.7), its carried level,
// its deserters (10.8); then each city's stores and the siege test on the case's
// positions (10.3).
#include <iostream>
#include <string>

#include "cli/commands.hpp"
#include "cli/io.hpp"
#include "cli/supply_text.hpp"
#include "golden/case_json.hpp"
#include "golden/supply_case.hpp"
#include "model/text.hpp"

namespace umpire::cli {
namespace {

void print_unit(const gitm::UnitSupply& u, bool explain) {
    std::cout << "  " << supply_line(u) << "\n";
    if (!explain) return;
    std::cout << "    " << communications_text(u.comms) << "\n    " << source_sentence(u);
    if (u.ordered_invalid) std::cout << "; the source its orders named is not valid (10.11)";
    if (u.level) std::cout << "\n    supply level ordered: " << *u.level << " (10.7)";
    std::cout << "\n";
}

int run_supply(const std::string& path, bool explain, bool json, const std::vector<std::string>& ruling_options) {
    auto c = load_case_for(path, "gitm supply", {CaseKind::Supply});
    if (!c) return report(c.errors());
    auto rulings = apply_ruling_options(c->resolved_rulings(), ruling_options);
    if (!rulings) return report(rulings.errors());
    auto run = run_supply_case(*c, *rulings);
    if (!run) {
        auto errors = run.errors();
        for (auto& d : errors) d.where.file = path;
        return report(errors);
    }
    const SupplyCaseReport r = report_supply_case(*run);
    if (json) {
        write_json(std::cout, r);
        return kExitOk;
    }
    std::cout << escape_text(c->title) << "\n\nSupply phase of turn " << run->supply.state.turn << " (rules 10.1-10.11)\n";
    if (run->supply.state.turn_kind != TurnKind::Campaign)
        std::cout << "  a " << name(run->supply.state.turn_kind) << " turn: no unit consumes supplies (10.5)\n";
    for (const auto& u : r.units) print_unit(u, explain);
    if (!r.cities.empty()) std::cout << "\nCities\n";
    for (const auto& q : r.cities)
        std::cout << "  " << escape_text(q.city) << " (" << to_string(q.square) << ", " << escape_text(q.owner)
                  << "): stores " << q.stores_before << " to " << q.stores_after << (q.besieged ? ", besieged" : "") << "\n";
    if (!r.shipments.empty()) std::cout << "\nShipments between cities (10.6)\n";
    for (const auto& s : r.shipments) std::cout << "  " << shipment_line(s) << "\n";
    if (!r.sieges.empty()) std::cout << "\nSiege test on these positions (10.3)\n";
    for (const auto& t : r.sieges) {
        std::cout << "  " << escape_text(t.city) << ": " << (t.after ? "besieged" : "not besieged");
        if (!t.defenders_present) std::cout << "; no unit of its side in or beside it";
        else std::cout << "; hostile men beside it " << t.hostile << " against " << t.friendly << " of its side in and beside it";
        if (t.fort_capacity) std::cout << "; the fort holds " << *t.fort_capacity << " spaces";
        std::cout << "\n";
    }
    return kExitOk;
}

}  // namespace

void add_gitm_supply_command(CLI::App& gitm, int& exit_code) {
    struct Options {
        std::string file;
        bool explain = false, json = false;
        std::vector<std::string> rulings;
    };
    auto o = std::make_shared<Options>();
    auto* supply = gitm.add_subcommand(
        "supply", "Adjudicate a case's supply phase: communications, sources, consumption, draws, desertion (chapter 10)");
    supply->add_option("CASE", o->file, "case file of kind \"supply\"")->required();
    supply->add_flag("--explain", o->explain, "add each unit's communications, its source and how it was chosen");
    supply->add_flag("--json", o->json, "print the snapshot as JSON");
    supply->add_option("--ruling", o->rulings, "override a ruling alternative, ID=ALTERNATIVE");
    supply->callback([o, &exit_code] { exit_code = run_supply(o->file, o->explain, o->json, o->rulings); });
}

}  // namespace umpire::cli
