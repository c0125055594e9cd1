#include "rules/gitm/explain.hpp"

#include "model/stacking.hpp"
#include "model/text.hpp"

namespace umpire::gitm {
namespace {

std::string sq(const Event& e, std::size_t i) { return i < e.squares.size() ? to_string(e.squares[i]) : "?"; }

}  // namespace

std::string explain(const Event& e) {
    const std::string u = to_string(e.unit);
    std::string s;
    switch (e.kind) {
        case EventKind::NotActive: s = u + " is not active and does not move"; break;
        case EventKind::StaysInPlace: s = u + " is ordered to its own square " + sq(e, 0) + " and stays there"; break;
        case EventKind::LimitApplies:
            s = e.others.empty() ? u + " must keep to straight lines: neutrals are present"
                                 : u + " must keep to straight lines: present are " + join(e.others);
            break;
        case EventKind::MovedFree: s = u + " moves to " + sq(e, 0) + ": no enemy or qualifying neutral is present"; break;
        case EventKind::Moved: s = u + " moves along its line to " + sq(e, 0); break;
        case EventKind::BlockedImpassable: s = u + " does not move: impassable terrain at " + sq(e, 0); break;
        case EventKind::BlockedDiagonalJoin:
            s = u + " does not move: the line passes between " + sq(e, 0) + " and " + sq(e, 1) + ", which join";
            break;
        case EventKind::BlockedCliff: s = u + " does not move: a cliff lies between " + sq(e, 0) + " and " + sq(e, 1); break;
        case EventKind::BlockedNeutral: s = u + " does not move: it would meet neutral " + join(e.others) + " at " + sq(e, 0); break;
        case EventKind::BlockedFullSquare:
            // amount: the rule 2.5 cap it would break (0: rule 8.3's 12 allied units).
            s = u + " does not move: " + sq(e, 0) +
                (e.amount == kMaxUnitsPerTacSquare ? " already holds 24 units"
                 : e.amount == kMaxAlliedPerTacSquare
                     ? " would hold more than 12 units allied to one another"
                     : " already holds 12 allied units");
            break;
        case EventKind::Encounter: s = u + " meets " + join(e.others) + " at " + sq(e, 0); break;
        case EventKind::HaltedShort: s = u + " cannot give combat and halts one square short, at " + sq(e, 0); break;
        case EventKind::CombatBegins: s = "combat begins at " + sq(e, 0) + ": " + u + " attacks " + join(e.others); break;
        case EventKind::EnemyHalted: s = "the movement of " + join(e.others) + " is halted too"; break;
        case EventKind::BlockedRiverCrossing:
            s = u + " does not move: " + sq(e, 0) + " and " + sq(e, 1) +
                " are on different sides of a river or range, and no ford or pass waypoint joins them";
            break;
        case EventKind::CrossingAllowed:
            s = e.squares.size() == 1
                    ? u + " changes side of a river or range by its waypoint " + sq(e, 0) + ", a ford or pass touching both"
                    : u + " may move: " + sq(e, 0) + " and " + sq(e, 1) + " are on a common side of every river and range";
            break;
        case EventKind::FortEntered: s = u + " enters the fort at " + sq(e, 0); break;
        case EventKind::FortLeft: s = u + " leaves the fort at " + sq(e, 0); break;
        case EventKind::TooTired:
            s = u + " has fatigue " + std::to_string(e.amount) + ", above 8 with enemies present, and may not move";
            break;
        case EventKind::FatiguePaid:
            s = u + " moves with hostile units present and pays a fatigue point, now " + std::to_string(e.amount);
            break;
        case EventKind::MovedPartly:
            s = u + " moves as far as its allowance takes it, to " + sq(e, 0) + ", and goes on towards " + sq(e, 1) +
                " in a later phase";
            break;
        case EventKind::ReachedWaypoint: s = u + " reaches its waypoint " + sq(e, 0); break;
        case EventKind::NoCrossingSquare: s = u + " has no such crossing square on its map to move to"; break;
        case EventKind::BesiegedHeld:
            s = u + " is in the besieged city at " + sq(e, 0) +
                " and may leave only by a one-square move to attack a besieger";
            break;
        case EventKind::BesiegedBarred: s = u + " may not enter the besieged city at " + sq(e, 0); break;
        case EventKind::EngageTarget: s = u + " engages " + join(e.others) + ", the nearest enemy, at " + sq(e, 0); break;
        case EventKind::NoEngageTarget: s = u + " has no enemy unit to engage"; break;
        case EventKind::Intercepts: s = u + " intercepts " + join(e.others) + " at " + sq(e, 0); break;
        case EventKind::InterceptFallsShort:
            s = u + " cannot reach the interception point " + sq(e, 0) + " of " + join(e.others) +
                " within its allowance and moves as far as it can";
            break;
        case EventKind::Intercepted: s = u + " is intercepted at " + sq(e, 0) + " by " + join(e.others); break;
        case EventKind::Supports: s = u + " moves to support the battle at " + sq(e, 0); break;
        case EventKind::HqStepsAside:
            s = u + " is entered by an enemy and steps aside from " + sq(e, 0) + " to " + sq(e, 1);
            break;
        case EventKind::HqShatters:
            s = e.amount ? u + " is entered by an enemy at " + sq(e, 0) + ", has no square to step aside to, and shatters"
                         : u + " is entered by an enemy at " + sq(e, 0) + " and shatters by chance (hq-shatter-chance)";
            break;
        case EventKind::SuppliesDestroyed:
            s = u + " loses the " + std::to_string(e.amount) + " supply units it carried at " + sq(e, 0) +
                ": they are destroyed";
            break;
        case EventKind::SquareFull:
            s = u + " cannot stay on " + sq(e, 0) + ", which is full, and stops at " + sq(e, 1);
            break;
        case EventKind::HeldInCombat: s = u + " shares " + sq(e, 0) + " with hostile units and is held there"; break;
        case EventKind::MoveEnded: s = u + "'s specified move is over, at " + sq(e, 0); break;
        case EventKind::CrossingEnd:
            s = u + " may not stop at " + sq(e, 0) + ", across a river or range it has not crossed by a ford or pass, "
                "and stops at " + sq(e, 1);
            break;
        case EventKind::EnemyOutOfReach:
            s = u + "'s line touches " + join(e.others) + " at " + sq(e, 0) +
                ", beyond its allowance: it does not reach them and does not meet them";
            break;
        case EventKind::ImpassableEnd:
            s = u + " may pass " + sq(e, 0) + " but not stop on impassable terrain, and stops at " + sq(e, 1);
            break;
    }
    s += " (rule " + e.rule;
    if (!e.ruling.empty()) s += ", ruling " + e.ruling.joined();
    return s + ")";
}

}  // namespace umpire::gitm
