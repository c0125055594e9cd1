#include "rules/gitm/strategic_explain.hpp"

namespace umpire::gitm {
namespace {

std::string join(const std::vector<UnitId>& units) {
    std::string s;
    for (std::size_t i = 0; i < units.size(); ++i) s += (i ? ", " : "") + to_string(units[i]);
    return s;
}
std::string sq(const StratEvent& e, std::size_t i) { return i < e.squares.size() ? to_string(e.squares[i]) : "?"; }
std::string tac(const StratEvent& e, std::size_t i) { return i < e.tactical.size() ? to_string(e.tactical[i]) : "?"; }

std::string sentence(const StratEvent& e) {
    const std::string n = std::to_string(e.amount);
    switch (e.kind) {
        case StratEventKind::Moved: return "moves from " + sq(e, 0) + " to " + sq(e, 1) + "; fatigue now " + n;
        case StratEventKind::ForcedMarch: return "that step was its forced march, costing " + n + " fatigue";
        case StratEventKind::Withdrew:
            return "withdraws from " + sq(e, 0) + " to " + sq(e, 1) + ", losing " + n + " men as stragglers";
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
        case StratEventKind::Impassable: return "cannot enter " + sq(e, 0) + ", impassable terrain; its path ends";
        case StratEventKind::Guatemala: return "cannot enter " + sq(e, 0) + " in Guatemala; its path ends";
        case StratEventKind::MilitiaAbroad: return "is militia and may not leave home for " + sq(e, 0) + "; its path ends";
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
    }
    return "?";
}

}  // namespace

std::string explain(const StratEvent& e) {
    std::string s = to_string(e.unit) + " " + sentence(e) + " (rule " + e.rule;
    if (!e.ruling.empty()) s += ", ruling " + e.ruling;
    return s + ")";
}

}  // namespace umpire::gitm
