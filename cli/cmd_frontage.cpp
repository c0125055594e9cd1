// umpire gitm frontage DIRS - the battle lines' capacities for attackers entering a
// square from the given directions (rule 9.4; rulings COMBAT-FRONT-CHAIN and
// COMBAT-FRONT-NO-ENTRY)
#include <iostream>

#include "cli/commands.hpp"
#include "cli/io.hpp"
#include "model/text.hpp"
#include "rules/gitm/combat/frontage.hpp"

namespace umpire::cli {
namespace {

int run_frontage(const std::string& text, bool json, const std::vector<std::string>& ruling_options) {
    std::vector<Diagnostic> errors;
    gitm::DirectionSet entered;
    // "none" (or nothing) is a battle the attackers entered from no direction.
    if (!text.empty() && text != "none") {
        auto parsed = gitm::parse_directions(text);
        if (parsed) entered = *parsed;
        else errors = parsed.errors();
    }
    auto rulings = apply_ruling_options({}, ruling_options);
    if (!rulings) errors.push_back(rulings.errors().front());
    if (!errors.empty()) return report(errors);

    const auto f = gitm::frontage(entered, *rulings);
    const std::string dirs = gitm::to_string(entered);
    if (json) {
        std::cout << "{\"directions\": \"" << dirs << "\", \"front_spaces\": " << f.capacity.front
                  << ", \"second_spaces\": " << f.capacity.second << ", \"rear_spaces\": " << f.capacity.rear
                  << ", \"ruling\": \"" << f.ruling.joined() << "\"}\n";
        return kExitOk;
    }
    std::cout << (entered.empty() ? std::string("Attackers entered from no direction")
                                  : "Attackers from " + dirs)
              << " (rule 9.4" << (f.ruling.empty() ? "" : ", ruling " + f.ruling.joined()) << ")\n";
    std::cout << "  front line   " << f.capacity.front << " spaces\n";
    std::cout << "  second line  " << f.capacity.second << " spaces\n";
    std::cout << "  rear line    " << f.capacity.rear << " spaces\n";
    std::cout << "  an infantryman takes " << gitm::kInfantrySpaces << " space, a cavalryman "
              << gitm::kCavalrySpaces << ", an artilleryman " << gitm::kArtillerySpaces << "; "
              << gitm::kArtilleristsPerBattery << " men of a unit count as artillerists per attached battery\n";
    return kExitOk;
}

}  // namespace

void add_gitm_frontage_command(CLI::App& gitm, int& exit_code) {
    auto* frontage = gitm.add_subcommand(
        "frontage", "The front, second and rear lines' capacities in spaces for attackers from DIRS (rule 9.4)");
    auto dirs = std::make_shared<std::string>();
    auto json = std::make_shared<bool>(false);
    auto rulings = std::make_shared<std::vector<std::string>>();
    frontage->add_option("DIRS", *dirs, "the directions the attackers entered from, e.g. N,NE; none for no direction")
        ->required();
    frontage->add_flag("--json", *json, "print one JSON object");
    frontage->add_option("--ruling", *rulings,
                         "choose a ruling alternative, ID=ALTERNATIVE (COMBAT-FRONT-CHAIN, COMBAT-FRONT-NO-ENTRY)");
    frontage->callback([=, &exit_code] { exit_code = run_frontage(*dirs, *json, *rulings); });
}

}  // namespace umpire::cli
