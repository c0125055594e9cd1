#include "cli/supply_text.hpp"

#include <sstream>

#include "model/text.hpp"

namespace umpire::cli {
namespace {

std::string consumption_text(const gitm::UnitSupply& u) {
    switch (u.consumed) {
        case gitm::Consumption::NotRequired: return "consumed nothing and needed nothing (10.5: inactive, shattered, or a peace or truce turn)";
        case gitm::Consumption::Carried: return "consumed the supply it carried (10.7)";
        case gitm::Consumption::City: return "consumed a supply from the city (10.7)";
        case gitm::Consumption::CorpsSource: return "consumed a supply from its corps headquarters' city (10.7)";
        case gitm::Consumption::CorpsCarried: return "consumed a supply its corps headquarters carried (10.7)";
        case gitm::Consumption::Requisition: return "requisitioned (10.5)";
        case gitm::Consumption::Nothing: return "had nothing to consume (10.8)";
    }
    return "";
}

// Where a war minister and an army headquarters both shipped from the city.
std::string whose_first(const gitm::ShipmentOutcome& s) {
    return s.rulings.contains(RulingId::ShipMinisterOrder) ? " (SHIP-MINISTER-ORDER: whose orders went first)" : "";
}

std::string refusal_text(const gitm::ShipmentOutcome& s) {
    switch (s.refusal) {
        case gitm::ShipRefusal::UnknownCity: return "no such pair of cities";
        case gitm::ShipRefusal::NotArmyHq: return "only an army headquarters may order it";
        case gitm::ShipRefusal::NotHeld: return "the city is not held by the shipper's state";
        case gitm::ShipRefusal::Destination: return "the destination is not a city it may ship to (SHIP-DESTINATION)";
        case gitm::ShipRefusal::Besieged: return "a besieged city sends and receives nothing (10.3)";
        case gitm::ShipRefusal::NoRoute: {
            // SHIP-PEACE-ROUTE is cited on peace and truce turns only, which have no limit of squares.
            const bool peace = s.rulings.contains(RulingId::ShipPeaceRoute);
            std::string why = peace ? "no line of contact, and by sea "
                                    : "no line of contact within " + std::to_string(gitm::kShipLandLimit) + " squares, and by sea ";
            switch (s.sea) {
                case gitm::SeaBar::NotPorts: return why + "the cities are not both ports";
                case gitm::SeaBar::SeaAreasApart: return why + "the ports' sea areas are neither the same nor adjacent";
                case gitm::SeaBar::HostileShipsInPort: return why + "a hostile ship lies in one of the ports";
                case gitm::SeaBar::RaidersOutnumberConvoys: return why + "hostile raiders outnumber the friendly convoys";
                case gitm::SeaBar::None: break;
            }
            return why + "nothing";
        }
        case gitm::ShipRefusal::NothingLeft: return "the city had no more of the supplies it began the turn with" + whose_first(s);
        case gitm::ShipRefusal::CityLimit: return "the city had sent its 60 for the turn" + whose_first(s);
        case gitm::ShipRefusal::None: break;
    }
    return "";
}

}  // namespace

std::string shipment_line(const gitm::ShipmentOutcome& s) {
    std::ostringstream out;
    out << (s.minister.empty() ? to_string(s.by) : "the war minister of " + escape_text(s.minister)) << " ships " << s.ordered << " from " << escape_text(s.from) << " to " << escape_text(s.to) << ": ";
    if (s.moved > 0) {
        out << (s.moved == s.ordered ? "moved " : "moved only ") << s.moved;
        switch (s.route) {
            case gitm::ShipRoute::Land: out << " by land, a line of contact of " << *s.line_length; break;
            case gitm::ShipRoute::Sea: out << " by sea"; break;
            case gitm::ShipRoute::Anywhere: out << " on a peace or truce turn (SHIP-PEACE-ROUTE)"; break;
            case gitm::ShipRoute::None: break;
        }
        if (s.moved < s.ordered) out << "; " << refusal_text(s);
    } else {
        out << "moved nothing; " << refusal_text(s);
    }
    out << " (10.6)";
    return out.str();
}

std::string communications_text(const gitm::UnitComms& c) {
    switch (c.via) {
        case gitm::CommsVia::ArmyHq: return "in communications: an army headquarters always is (10.1)";
        case gitm::CommsVia::City: return "in communications: in the square of the friendly city " + escape_text(*c.city) + " (10.1)";
        case gitm::CommsVia::Headquarters:
            return "in communications through " + to_string(*c.through) + ", a line of contact of " +
                   std::to_string(c.length) + (c.length == 1 ? " square" : " squares") + " (10.1, 10.2)";
        case gitm::CommsVia::None: break;
    }
    return "out of communications: one square less of strategic allowance (10.1, 10.4)";
}

std::string source_sentence(const gitm::UnitSupply& u) {
    std::string name = u.source_unit ? to_string(*u.source_unit) : u.source_city ? escape_text(*u.source_city) : "";
    std::string how;
    switch (u.choice) {
        case gitm::SourceChoice::Ordered: how = "as ordered"; break;
        case gitm::SourceChoice::Located: how = "located at the end of last turn"; break;
        case gitm::SourceChoice::Nearest: how = "the nearest"; break;
        case gitm::SourceChoice::OrderedNone: return "no source: ordered none (6.7, 10.5)";
        case gitm::SourceChoice::None: return "no source within reach (10.5)";
    }
    std::string line = "source " + name + ", " + how;
    if (u.source_length > 0) line += ", a line of contact of " + std::to_string(u.source_length);
    return line + " (10.5, 10.11)";
}

std::string supply_line(const gitm::UnitSupply& u) {
    std::ostringstream out;
    out << to_string(u.unit) << ": " << consumption_text(u);
    if (u.drew > 0) out << "; drew " << u.drew;
    if (u.unloaded > 0) out << "; unloaded " << u.unloaded;
    if (u.unload_refused) out << "; could not unload (10.7: a hostile unit present or no source)";
    out << "; carries " << u.carried_before << " to " << u.carried_after;
    if (u.deserters > 0)
        out << "; " << u.deserters << " deserted (10.8: " << u.deserter_stragglers << " stragglers, "
            << u.deserter_prisoners << " prisoners)";
    if (u.destroyed) out << "; destroyed in high desert (1.2, 10.8)";
    if (u.ammunition_replenished) out << "; ammunition replenished (10.9)";
    return out.str();
}

std::string siege_change_line(const gitm::SiegeChange& c) {
    const gitm::SiegeTest& t = c.test;
    std::string line = "the siege of " + escape_text(t.city) + " (" + to_string(t.square) + ") " +
                       (t.after ? "begins" : "ends") + " (10.3): ";
    if (!t.defenders_present) return line + "no unit of its side in or beside it";
    line += std::to_string(t.hostile) + " hostile men beside it against " + std::to_string(t.friendly) +
            " of its side in and beside it";
    if (t.fort_capacity) line += ", the fort holding " + std::to_string(*t.fort_capacity) + " spaces";
    return line;
}

std::string surrender_line(const gitm::SiegeSurrender& s) {
    std::string garrison;
    for (const auto& id : s.garrison) garrison += (garrison.empty() ? "" : ", ") + to_string(id);
    std::string line = "besieged " + escape_text(s.city) + " (" + to_string(s.square) + "), garrison " + garrison + ": ";
    if (!s.without_supplies) return line + "has supplies, no surrender roll (10.3, 10.8)";
    if (!s.surrendered) return line + "without supplies, the one-in-three roll fails: it holds (10.3)";
    return line + "without supplies, the one-in-three roll succeeds: all surrender, " + std::to_string(s.men) +
           " men taken prisoner (10.3)";
}

}  // namespace umpire::cli
