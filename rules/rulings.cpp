#include "rules/rulings.hpp"

#include <cassert>
#include <string>

#include "model/text.hpp"

namespace umpire {
namespace {

using Alt = RulingAlternative;
using Rules = std::string_view;

constexpr Rules kR85Tm[] = {"8.5", "tm-fraction"};
constexpr Alt kStepTypo[] = {
    {"longer-axis", "one step per square of the longer axis; the sentence's condition is a slip for "
                    "'more rows than columns', as its own 11-4 to 8-13 example shows"},
    {"shorter-axis", "the sentence taken as written: a move with more columns than rows steps one row at a "
                     "time, C/R columns per step (so 3-1 to 7-3 visits 5-2 and 7-3 only)"},
};

constexpr Rules kGraphic1[] = {"tm-graphic-1", "tm-case-1"};
constexpr Alt kGraphicRow[] = {
    {"caption", "the first drawn example is the move its caption names, 1-1 to 5-1"},
    {"drawing", "the first drawn example is the move as drawn, along row 3 (1-3 to 5-3)"},
};

constexpr Rules kStop[] = {"8.3", "tm-case-2", "tm-case-3"};
constexpr Alt kStopBeside[] = {
    {"enter-enemy-square", "the mover steps into the square of the enemy it touches and the combat is fought "
                           "there"},
    {"halt-adjacent", "the mover stays on its line at the last path point before the contact; the combat is "
                      "declared at the enemy's square with the mover attacking from beside it"},
};

constexpr Alt kTwoBeside[] = {
    {"reading-order", "the first of the touched enemy squares in reading order (north row first, then west)"},
    {"seeded-random", "one of them drawn from the case's seed (purpose EncounterTieBreak, keyed by the mover)"},
};

constexpr Rules kJoin[] = {"8.5", "tm-example-2", "2.3"};
constexpr Alt kJoinAlts[] = {
    {"any-pair", "any two river-or-mountain squares touching diagonally join, a river beside a mountain too"},
    {"same-kind", "only river with river and mountain with mountain join"},
};

constexpr Rules kCliff[] = {"8.5", "tm-example-3"};
constexpr Alt kCliffAlts[] = {
    {"squares-only", "a cliff lies only between consecutive squares of the path: a diagonal step from high "
                     "hills to high hills, or between two non-hill squares, crosses none"},
    {"corner-join", "high-hill squares touching at a corner form one cliff line: a diagonal step whose 2x2 "
                    "block has high hills on one diagonal and non-hill squares on the other crosses a cliff"},
};

constexpr Rules kNeutral[] = {"8.5", "8.3", "tm-straight-line"};
constexpr Alt kNeutralAlts[] = {
    {"free", "with only neutrals outside their home (or actively allied) nation present, the move is free as "
             "among allies: only a neutral on the waypoint or destination stops it"},
    {"straight-line", "such neutrals still force the straight line for unit contacts; only terrain is not "
                      "checked"},
};

constexpr Rules kAllied[] = {"8.3", "2.5"};
constexpr Alt kAlliedAlts[] = {
    {"all-allied", "same-side, actively allied and allied units all count towards the 12"},
    {"actively-allied", "only same-side and actively allied units count"},
};

constexpr Rules kOrder[] = {"8.3", "8.5"};
constexpr Alt kOrderAlts[] = {
    {"validate-whole-path", "terrain, neutrals and full squares are checked over the whole ordered path (both "
                            "legs) before the unit moves; only a clear path is walked, stopping at the first "
                            "enemy"},
    {"first-obstacle-decides", "the path is walked step by step and the first obstacle met decides: an enemy "
                               "before a lake means combat, a lake before an enemy means no move"},
};

constexpr Rules kInactive[] = {"8.5", "8.3", "11.3", "12.2"};
constexpr Alt kInactiveAlts[] = {
    {"active-only", "inactive and shattered units neither trigger the straight-line rules nor stop a move"},
    {"any-status", "every unit in the square counts, whatever its status"},
};

constexpr Rules kCavalry[] = {"3.1", "8.1", "8.6"};
constexpr Alt kCavalryAlts[] = {
    {"all-cavalry-fast", "dragoons (DR) and lancers (LN) are the 'medium cavalry' (MC) of the rules, so fast"},
    {"only-light-fast", "only light cavalry is fast; dragoons and lancers move like infantry"},
};

constexpr Rules kDifficult[] = {"dnd-parity"};
constexpr Alt kDifficultAlts[] = {
    {"doubled-as-two-diagonals", "entering a difficult square costs double: 10 ft straight, and a diagonal step "
                                 "into one is priced as two diagonals in a row, a flat 15 ft, so the 5-10 "
                                 "alternation is where it was before the step"},
    {"doubled-step-price", "entering a difficult square costs twice what the step costs at that point of the "
                           "alternation (10 ft straight; 10 or 20 ft diagonally), and a diagonal step still "
                           "counts as one diagonal"},
};

constexpr Rules kCorner[] = {"dnd-parity", "dnd-movement-circle"};
constexpr Alt kCornerAlts[] = {
    {"allowed", "a blocked square only cannot be entered: a diagonal step may pass the corner of a blocked "
                "square, or squeeze between two blocked squares that touch at a corner"},
    {"no-corner-cutting", "D&D 3.5's rule for walls: a diagonal step is not allowed when either of the two "
                          "squares it passes between (the ones beside both its start and its end) is blocked"},
};

constexpr Rules kEqual[] = {"dnd-parity", "dnd-closed-form"};
constexpr Alt kEqualAlts[] = {
    {"even-count-first", "among equally cheap paths, the one ending on an even diagonal count (the next "
                         "diagonal then costs 5 ft); then, walking back from the destination, a straight step "
                         "into each square before a diagonal one, directions in the order N, E, S, W, NE, SE, "
                         "SW, NW"},
    {"fewest-diagonals", "among equally cheap paths, the one with the fewest diagonal steps; then an even "
                         "ending count, then the same walk-back order"},
};

constexpr Rules kAtRound[] = {"at-movetype-mod", "at-moveredux", "at-air-half"};
constexpr Alt kAtRoundAlts[] = {
    {"half-up", "a percentage or a halving of a whole AP cost is rounded to the nearest whole AP, halves up"},
    {"down", "the result is rounded down (truncated), as integer division does"},
};

constexpr Rules kAtRoad[] = {"at-road"};
constexpr Alt kAtRoadAlts[] = {
    {"cheaper-only", "a road replaces the landscape cost only when the road is cheaper (or the landscape cannot be "
                     "entered without it): a road never makes a step dearer"},
    {"always-overrule", "a road replaces the landscape cost whatever the two costs are, as the sentence says"},
};

constexpr Rules kAtRedux[] = {"at-moveredux"};
constexpr Alt kAtReduxAlts[] = {
    {"surcharge", "MoveRedux is a percentage added to the step's cost: cost x (100 + MoveRedux) / 100"},
    {"discount", "MoveRedux is a percentage taken off the step's cost: cost x (100 - MoveRedux) / 100"},
};

constexpr Rules kAtRecon[] = {"at-air-shroud-rv100"};
constexpr Alt kAtReconAlts[] = {
    {"recon-anywhere", "with rule variable 100 on, recon may go into any shrouded hex, seen before or not; the other "
                       "missions only into shrouded hexes seen before"},
    {"recon-never-seen-only", "with rule variable 100 on, recon goes only into never-seen hexes and the other missions "
                              "only into shrouded hexes seen before"},
};

constexpr Rules kAtFuel[] = {"at-fuel"};
constexpr Alt kAtFuelAlts[] = {
    {"per-step", "a step needs the sum of the fuel use of the uncarried subformations (fuel x count); the unit is "
                 "short when its fuel is below that"},
    {"per-ap", "a step needs that sum times the step's AP cost before the multiplier"},
};

constexpr Rules kAtCarrier[] = {"at-carry-theatre"};
constexpr Alt kAtCarrierAlts[] = {
    {"weight", "aircraft carrier points are spent like carry points: the carried aircraft's weight"},
    {"count", "aircraft carrier points count aircraft: one point per carried air subformation"},
};

constexpr Rules kAtSea[] = {"at-battle-rv326", "at-visible-enemy"};
constexpr Alt kAtSeaAlts[] = {
    {"enter-without-battle", "with rule variable 326 off, a ship that meets unseen enemies at sea enters their hex "
                             "and no battle starts"},
    {"blocked", "with rule variable 326 off, the step into a sea hex with enemies is not allowed"},
};

constexpr Rules kAtMission[] = {"at-visible-enemy", "at-air-shroud-rv100"};
constexpr Alt kAtMissionAlts[] = {
    {"moves-only", "the bar on hexes with visible enemies applies to moves and transfers; recon, bombing, paradrops "
                   "and air strikes are flown at such hexes"},
    {"all-missions", "the bar applies to air missions too"},
};

constexpr Rules kAtConquest[] = {"at-conquest-clear"};
constexpr Alt kAtConquestAlts[] = {
    {"land-subformations", "a land hex of a regime at war changes hands when the group entering it, with no enemies "
                           "there, has an uncarried land subformation"},
    {"any-subformation", "any moving group conquers such a hex, ships and aircraft too"},
};

constexpr RulingInfo kRegister[] = {
    {RulingId::TmStepTypo, "TM-STEP-TYPO", kR85Tm,
     "The sentence on moves with more rows than columns says 'more columns than rows ... 1 row and C/R "
     "columns'. Which reading defines the path?",
     kStepTypo, "Only the longer-axis reading reproduces both worked paths of the text."},
    {RulingId::TmGraphicRow, "TM-GRAPHIC-ROW", kGraphic1,
     "The first drawn example's caption says 1-1 to 5-1 but the drawing shows row 3. Which move is the "
     "example?",
     kGraphicRow,
     "The caption states the coordinates in words; the drawing's row labels are layout. Both are golden cases "
     "and give the same marks, so adjudication does not depend on this ruling."},
    {RulingId::TmStopBeside, "TM-STOP-BESIDE", kStop,
     "An enemy blocks a line from beside it (a square passed between on a diagonal, or the other rounding of "
     "a fraction). Where does the mover end?",
     kStopBeside,
     "Rule 8.3 says the encounter starts a combat, and rule 9.1 fights combats between units in one square."},
    {RulingId::TmTwoBeside, "TM-TWO-BESIDE", kStop,
     "Two enemy-held squares are touched at the same step and neither is on the path. Which one is entered?",
     kTwoBeside, "The texts are silent; a fixed order is easiest to check by hand and replays trivially."},
    {RulingId::TmRiverMountainJoin, "TM-RIVER-MOUNTAIN-JOIN", kJoin,
     "Tactical-movement example 2 speaks of 'river or mountain squares'. Does a river square join a mountain "
     "square diagonally?",
     kJoinAlts,
     "The example groups the two terrains together, and either one is a continuous impassable line (rule 2.3); "
     "a line that changes from river to mountain is still unbroken."},
    {RulingId::TmCliffDiagonal, "TM-CLIFF-DIAGONAL", kCliff,
     "A cliff is the border of high hills with a non-hill square. Does a diagonal step between two high-hill "
     "squares (or between two high-hill squares touching at a corner) cross a cliff?",
     kCliffAlts,
     "The text defines cliffs by the squares a unit moves between; unlike rivers and mountains (example 2) it "
     "says nothing of corners joining."},
    {RulingId::TmNeutralAbroad, "TM-NEUTRAL-ABROAD", kNeutral,
     "Rule 8.5's terrain limit ignores neutrals outside their home or actively allied nation. Must the mover "
     "still keep to the straight line for unit contacts with them?",
     kNeutralAlts,
     "The detail text ties the straight line to the 8.5 limitation, and 8.5 lifts it for such neutrals; rule "
     "8.3 still stops a move that ends on a neutral."},
    {RulingId::TmAlliedCount, "TM-ALLIED-COUNT", kAllied,
     "Rule 8.3 blocks a move into a waypoint or destination holding 12 allied units. Which relations count as "
     "allied?",
     kAlliedAlts, "Rule 2.5 speaks of units allied to one another without qualification."},
    {RulingId::TmObstacleOrder, "TM-OBSTACLE-ORDER", kOrder,
     "A path meets an enemy and, further on, impassable terrain or a neutral (possibly on the second leg). "
     "Which decides?",
     kOrderAlts,
     "Rule 8.5 says a path through impassable terrain is blocked and the unit 'does not move at all', and 8.3 "
     "says the same of a neutral on the path: both describe the path as ordered, not the part walked."},
    {RulingId::TmInactivePresence, "TM-INACTIVE-PRESENCE", kInactive,
     "Do inactive or shattered units count as enemies or neutrals present for rules 8.3 and 8.5?",
     kInactiveAlts,
     "Inactive units do not fight (11.4) and wake when enemies enter (11.3); shattered units leave to reform "
     "(12.2). Neither can hold a line."},
    {RulingId::UnitCavalryClass, "UNIT-CAVALRY-CLASS", kCavalry,
     "The rules make light and medium cavalry (LC, MC) fast, but the AMWOL unit list has dragoons and lancers "
     "and no unit called medium cavalry. Which are fast?",
     kCavalryAlts,
     "Rules 3.2, 7.1 and 7.3 treat all cavalry alike; MC is the only other cavalry code the rules use."},
    {RulingId::DndDifficultTerrain, "DND-DIFFICULT-TERRAIN", kDifficult,
     "The diagonal movement text has no difficult terrain. What does a step into a difficult square cost, and "
     "how does a diagonal one count in the 5-10-5 alternation?",
     kDifficultAlts,
     "It is the reading most commonly used in play: a diagonal into difficult terrain is worth three squares "
     "(15 ft) wherever it falls in the turn."},
    {RulingId::DndCornerCutting, "DND-CORNER-CUTTING", kCorner,
     "The diagonal movement text prices steps on an open grid and has no obstacles. May a diagonal step pass "
     "the corner of a blocked square, or go between two blocked squares that meet at a corner?",
     kCornerAlts,
     "The text prices each step by its kind alone and never forbids one; a map that blocks only the squares it "
     "marks adds nothing the text does not say. Tables that play by the 3.5 wall rule choose the alternative."},
    {RulingId::DndEqualPaths, "DND-EQUAL-PATHS", kEqual,
     "Several paths can cost the same feet (e.g. 0-0 to 2-2 with one or two diagonals, 15 ft either way). The "
     "text gives only the cost; which path does a search report?",
     kEqualAlts,
     "Of two equally cheap routes the one ending on an even count leaves the mover better off: the next "
     "diagonal of the turn costs 5 ft rather than 10."},
    {RulingId::AtRounding, "AT-ROUNDING", kAtRound,
     "Modifiers are percentages and air moves pay half, but costs are whole AP. How is a fraction rounded?",
     kAtRoundAlts, "Rounding to the nearest keeps a 50% modifier on an odd cost fair both ways; the text is silent."},
    {RulingId::AtRoadDearer, "AT-ROAD-DEARER", kAtRoad,
     "A road's cost 'overrules' the landscape cost. When the road is dearer than the landscape, does the road still "
     "apply?",
     kAtRoadAlts,
     "Roads exist to speed movement; a unit is never obliged to keep to a road, so a dearer road is not taken."},
    {RulingId::AtMoveRedux, "AT-MOVEREDUX", kAtRedux,
     "The text says a modifier comes from the subformation type's MoveRedux, but not which way it works.",
     kAtReduxAlts, "'Redux' reads as a reduction of movement: a unit with it moves less far, so each step costs more."},
    {RulingId::AtRv100Recon, "AT-RV100-RECON", kAtRecon,
     "With rule variable 100 on, recon 'only' goes into never-seen hexes and other missions into seen shrouded "
     "hexes. May recon also go into a shrouded hex seen before?",
     kAtReconAlts,
     "Rule variable 100 loosens the off-state, which bars all missions from shroud; forbidding recon where others "
     "may fly would tighten it."},
    {RulingId::AtFuelNeed, "AT-FUEL-NEED", kAtFuel,
     "'Not enough fuel available': enough for what? The text does not say how a step's fuel need is measured.",
     kAtFuelAlts, "Fuel use is a per-subformation stat; a step is the unit of movement the bullet speaks of."},
    {RulingId::AtCarrierPoints, "AT-CARRIER-POINTS", kAtCarrier,
     "Ships carrying aircraft are limited by aircraft carrier points. What do carried aircraft spend?",
     kAtCarrierAlts, "Every other carrying limit of the text is by weight."},
    {RulingId::AtSeaBattleOff, "AT-SEA-BATTLE-OFF", kAtSea,
     "Unseen enemies make a surprise battle, but at sea a battle needs rule variable 326. With it off, what happens "
     "to a ship entering such a hex?",
     kAtSeaAlts,
     "Only visible enemies bar entry; with no battle the move simply completes, as rule variable 526 shows sea "
     "hexes may be shared."},
    {RulingId::AtMissionEnemy, "AT-MISSION-ENEMY", kAtMission,
     "The bar on entering hexes with visible enemies is written for moves. Does it stop air missions, whose targets "
     "are such hexes?",
     kAtMissionAlts, "Bombing, air strikes and recon are aimed at enemy hexes; barring them would make them useless."},
    {RulingId::AtConquestBy, "AT-CONQUEST-BY", kAtConquest,
     "The text clears HQ and production when a location is conquered, but not which moves conquer a hex.",
     kAtConquestAlts, "Only ground troops hold ground: ships and aircraft do not take hexes in Advanced Tactics."},
};
static_assert(std::size(kRegister) == kRulingCount);

}  // namespace

std::span<const RulingInfo> rulings_register() noexcept { return kRegister; }

const RulingInfo& info(RulingId id) noexcept {
    const auto& r = kRegister[static_cast<std::size_t>(id)];
    assert(r.id == id);
    return r;
}

void Rulings::set(RulingId id, int alternative) noexcept {
    assert(alternative >= 0 && static_cast<std::size_t>(alternative) < info(id).alternatives.size());
    choice_[static_cast<std::size_t>(id)] = static_cast<std::uint8_t>(alternative);
}

Expected<bool> Rulings::set(std::string_view code, std::string_view alternative) {
    for (const auto& r : kRegister) {
        if (r.code != code) continue;
        std::string names;
        for (std::size_t i = 0; i < r.alternatives.size(); ++i) {
            if (r.alternatives[i].name == alternative) {
                set(r.id, static_cast<int>(i));
                return true;
            }
            names += (i ? ", " : "") + std::string(r.alternatives[i].name);
        }
        return error("ruling " + std::string(code) + " has no alternative " + quote_input(alternative) +
                     "; choose one of: " + names);
    }
    return error("unknown ruling " + quote_input(code) + "; `umpire rulings` lists them");
}

}  // namespace umpire
