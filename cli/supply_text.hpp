#pragma once
// Sentences for chapter 10's results, shared by `umpire gitm supply` and `umpire gitm
// turn`: what a unit consumed, drew and lost in the supply phase, its communications
// and source, a shipment between cities, a siege that began or ended, a besieged
// garrison's surrender roll.
#include <string>

#include "rules/gitm/supply/siege.hpp"
#include "rules/gitm/supply/supply_phase.hpp"
#include "rules/gitm/turn.hpp"

namespace umpire::cli {

[[nodiscard]] std::string supply_line(const gitm::UnitSupply& u);
[[nodiscard]] std::string communications_text(const gitm::UnitComms& c);
[[nodiscard]] std::string source_sentence(const gitm::UnitSupply& u);
[[nodiscard]] std::string siege_change_line(const gitm::SiegeChange& c);
[[nodiscard]] std::string surrender_line(const gitm::SiegeSurrender& s);
[[nodiscard]] std::string shipment_line(const gitm::ShipmentOutcome& s);

}  // namespace umpire::cli
