#include "rules/gitm/strategic_explain.hpp"

#include "model/text.hpp"

namespace umpire::gitm {
namespace {

std::string sq(const StratEvent& e, std::size_t i) { return i < e.squares.size() ? to_string(e.squares[i]) : "?"; }
std::string tac(const StratEvent& e, std::size_t i) { return i < e.tactical.size() ? to_string(e.tactical[i]) : "?"; }

std::string ends(const StratEvent& e) { return e.amount ? "; its path ends" : "; the box is passed over"; }

std::string sentence(const StratEvent& e) {
    const std::string n = std::to_string(e.amount);
    switch (e.kind) {
        case StratEventKind::Moved: return "moves from " + sq(e, 0) + " to " + sq(e, 1) + "; fatigue now " + n;
        case StratEventKind::ForcedMarch: return "that step was its forced march, costing " + n + " fatigue";
        case StratEventKind::Withdrew:
            return "withdraws from " + sq(e, 0) + " to " + sq(e, 1) + ", paying " + std::to_string(e.fatigue.value_or(0)) +
                   " fatigue and losing " + n + " men as stragglers";
        case StratEventKind::WithdrawalBarred:
            return "cannot withdraw to " + sq(e, 1) + ": hostile combat units were there when the turn began (" +
                   join(e.others) + ")";
        case StratEventKind::NoWithdrawal: return "makes no withdrawal; its first box is left for strategic phase 1";
        case StratEventKind::TooTired: return "is too tired to move strategically (fatigue " + n + ", above 18)";
        case StratEventKind::AllowanceSpent: return "has no strategic move left this turn (" + n + " steps taken)";
        case StratEventKind::NoForcedMarch: return "would need a forced march, which militia may not make";
        case StratEventKind::HaltBeforeForced: return "halts rather than force march, as ordered";
        case StratEventKind::NotAdjacent:
            return "halts: " + sq(e, 1) + " is not next to " + sq(e, 0) + ", so its path ends";
        case StratEventKind::Impassable: return "cannot enter " + sq(e, 0) + ", impassable terrain" + ends(e);
        case StratEventKind::Guatemala: return "cannot enter " + sq(e, 0) + " in Guatemala" + ends(e);
        case StratEventKind::MilitiaAbroad: return "is militia and may not leave home for " + sq(e, 0) + ends(e);
        case StratEventKind::NotAdjudicated:
            return "has a transport or off-map port box, which is not adjudicated yet (rule 7.17); its path ends";
        case StratEventKind::Besieged: return "is in the besieged city of " + sq(e, 0) + " and cannot move strategically";
        case StratEventKind::EdgeBlocked:
            return "has no path to the map edge clear of enemy combat units (" + join(e.others) + ")";
        case StratEventKind::DiagonalBetween:
            return "would pass diagonally between units at " + tac(e, 0) + " and " + tac(e, 1);
        case StratEventKind::CrossingBlocked:
            return "must first cross the river or range tactically: enemy combat units are present (" + join(e.others) + ")";
        case StratEventKind::MarshEdge: return "is not at the edge of the marsh it would leave by (at " + tac(e, 0) + ")";
        case StratEventKind::Retries:
            return "will try the move again next phase; the rest of its path runs " + n + " phase(s) late";
        case StratEventKind::DiagonalInterrupted:
            return "is stopped moving diagonally to " + sq(e, 1) + " by " + join(e.others) + " in " + sq(e, 2) +
                   "; the step and its fatigue are charged (fatigue now " + n + ")";
        case StratEventKind::SquareFull: return "cannot enter " + sq(e, 0) + ": no room there";
        case StratEventKind::HaltOnDetection:
            return "halts on finding enemy units in " + sq(e, 0) + " (" + join(e.others) + ")";
        case StratEventKind::HaltOnEnemyEntry: return "halts as " + join(e.others) + " enters its square " + sq(e, 0);
        case StratEventKind::Pursues: return "pursues " + join(e.others) + " into " + sq(e, 0) + "; its path is cancelled";
        case StratEventKind::PursuitTooLate:
            return "cannot pursue " + join(e.others) + ": it left after this unit's turn in the phase";
        case StratEventKind::MarchToBattle: return "marches to the largest battle nearby, in " + sq(e, 0);
        case StratEventKind::MarchToAllies: return "marches to the most allies nearby, in " + sq(e, 0);
        case StratEventKind::MarchToEnemies: return "marches to the most enemies nearby, in " + sq(e, 0);
        case StratEventKind::StaysAtBattle: return "stays: the largest battle is in its own square";
        case StratEventKind::Entered:
            return "enters " + sq(e, 0) + " at " + tac(e, 0) + (e.amount ? " (the random square: no combat)" : "");
        case StratEventKind::TacticalMoveCancelled: return "its tactical movement for the turn is cancelled";
        case StratEventKind::Deployed:
            return "deploys from " + sq(e, 0) + " " + tac(e, 0) + " to " + sq(e, 1) + " " + tac(e, 1) +
                   (e.amount == 1   ? ", keeping its tactical square"
                    : e.amount == 2 ? ", on a passable tactical square drawn at random"
                                    : "");
        case StratEventKind::DeployMilitia: return "is militia, which cannot move on the deployment turn";
        case StratEventKind::DeployNotActive: return "is not active and does not move";
        case StratEventKind::DeployNoCommunications: return "is out of communications and stays where it is";
        case StratEventKind::DeployNoSupply:
            return std::string("would not be in supply in ") + (e.amount ? "its destination " : "its square ") +
                   sq(e, 0) + "; it does not move";
        case StratEventKind::DeployNoContact:
            if (e.tactical.size() == 2)
                return "has no chain of contact from " + sq(e, 0) + " " + tac(e, 0) + " to " + tac(e, 1) + " in " +
                       sq(e, 1) + " at the start of movement: none arrives by an edge " + tac(e, 1) +
                       " has a clear path to (rule 10.2); it does not move";
            return "has no chain of contact from " + sq(e, 0) + (e.tactical.empty() ? "" : " " + tac(e, 0)) + " to " +
                   sq(e, 1) + " at the start of movement (rule 10.2); it does not move";
        case StratEventKind::DeployHostileSquare:
            return "may not move into " + sq(e, 0) + ", which holds hostile units (" + join(e.others) + ")";
        case StratEventKind::DeployNeutralSquare:
            return "may not move into " + sq(e, 0) + ", owned by a neutral power";
        case StratEventKind::DeployNoTransport: return "may not board a transport on the deployment turn";
        case StratEventKind::DeployCityBarred:
            return "is a US unit, which may not move into or out of the city in " + sq(e, 0) + " on the deployment turn";
        case StratEventKind::DeployRioGrande:
            return "is a Mexican unit, which may not deploy north of the Rio Grande, in " + sq(e, 0);
        case StratEventKind::DeployNorthernCity:
            return "is a Mexican unit, which may not deploy into the city in " + sq(e, 0) + ", in row S0 or higher";
        case StratEventKind::EntryImpassable:
            return "was ordered to tactical square " + tac(e, 0) + ", impassable in " + sq(e, 0) +
                   (e.amount ? "; it does not move" : "; the box is read as blank");
        case StratEventKind::Restacked:
            return "is restacked in " + sq(e, 0) + " from " + tac(e, 0) + " to " + tac(e, 1) +
                   (e.amount ? ", leaving the fort" : "");
        case StratEventKind::RestackLeftover:
            return "is among the units the restack could not bring within the cap of " + n + " at " + sq(e, 0) + " " +
                   tac(e, 0) + " (" + join(e.others) + ")";
    }
    return "?";
}

}  // namespace

std::string explain(const StratEvent& e) {
    std::string s = to_string(e.unit) + " " + sentence(e) + " (rule " + e.rule;
    if (!e.ruling.empty()) s += ", ruling " + e.ruling.joined();
    return s + ")";
}

}  // namespace umpire::gitm
