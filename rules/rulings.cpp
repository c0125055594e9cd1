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

constexpr Rules kInactive[] = {"8.5", "8.3", "11.3", "12.2", "7.9"};
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

constexpr Rules kRow2[] = {"es-closer", "es-row-2"};
constexpr Alt kRow2Alts[] = {
    {"row-2-procedure", "a refused row-2 request tries its column in row 1 and then searches row 1, as the "
                        "row-by-row procedure says; row 0 is never tried"},
    {"one-then-two-closer", "the general sentence applies to row 2 too: its column in row 1, then in row 0, "
                            "and the side-to-side search then runs in row 0, the last row tried"},
};

constexpr Rules kHalf[] = {"7.14", "es-entry-band"};
constexpr Alt kHalfAlts[] = {
    {"exclude-middle", "a half edge stops short of the middle line: columns or rows 0-6 (or 8-14), as the "
                       "detail text's 'south of row 7' and 'west of column 7' say"},
    {"include-middle", "a half edge is 8 squares long and includes the middle row or column 7"},
};

constexpr Rules kDistance[] = {"7.14", "es-entry-band"};
constexpr Alt kDistanceAlts[] = {
    {"manhattan", "columns plus rows between the requested square and the nearest square of each half "
                  "edge, the square reached by shifting straight onto the band"},
    {"chebyshev", "the larger of the column and row differences (a diagonal shift counts one square); the "
                  "square reached by shifting straight onto the band still stands for its half edge"},
    {"edge-distance", "only the distance across to each edge's band is compared, as in the tie sentence; the "
                      "square is then shifted onto the chosen half edge"},
};

constexpr Rules kSearch[] = {"es-row-0", "es-row-1", "es-row-2", "es-row-3"};
constexpr Alt kSearchAlts[] = {
    {"outward", "squares nearest the requested column first, one step each way before the next; of two at "
                "the same distance, first the lower column (row on an east or west edge), or on a diagonal "
                "entry the one nearer the entry corner"},
    {"scan", "from one end of the searched row to the other: lower column (row) first, or on a diagonal "
             "entry from the entry corner outwards"},
};

constexpr Rules kAvail[] = {"es-illegal", "es-closer", "es-random-fallback", "2.5"};
constexpr Alt kAvailAlts[] = {
    {"passable", "a square is available when it is legal (no enemy on it or behind it) and passable terrain"},
    {"enemies-only", "only the enemy condition counts: a river square free of enemies is available"},
    {"passable-below-twelve", "legal, passable, and holding fewer than 12 units allied to the mover "
                              "(rule 2.5)"},
};

constexpr Rules kBehind[] = {"es-behind", "es-entry-band", "7.14"};
constexpr Alt kBehindAlts[] = {
    {"placed-edge", "behind means between the square and the edge of the half edge it was placed on, along "
                    "the line square to that edge"},
    {"both-edges", "an enemy between the square and either edge of the entry corner (same row towards the "
                   "one, same column towards the other) makes it illegal"},
};

constexpr Rules kSlip[] = {"7.14"};
constexpr Alt kSlipAlts[] = {
    {"request-square", "'5-2' is a slip for the requested 5-4: 5-3 is one square from it and 3-4 two, so "
                       "the nearer half edge wins; bands are four lines deep"},
    {"depth-three-bands", "'5-2' taken literally: it is the nearest row-band square only if bands are three "
                          "lines deep (rows/columns 0-2), so placement uses three-line bands"},
};

constexpr Rules kFallback[] = {"es-random-fallback"};
constexpr Alt kFallbackAlts[] = {
    {"searched-squares", "the random square is drawn from the squares the search covered: the searched row "
                         "within the band, without the squares against the side edges"},
    {"whole-row", "the random square is drawn from the whole searched row within the band, side-edge squares "
                  "included"},
};

constexpr Rules kSide[] = {"7.14", "es-side-after-enemies", "8.7"};
constexpr Alt kSideCrossAlts[] = {
    {"exclude-crossings", "a ford or pass square is not on a side: an entry square on one is moved to the "
                          "nearest square of the proper side"},
    {"include-crossings", "a ford or pass square touching the proper side counts as on it"},
};
constexpr Alt kSideNoneAlts[] = {
    {"keep-square", "when no square of the entry band is on the proper side, the square chosen so far stands "
                    "and the trace says so"},
    {"nearest-any-depth", "when no square of the entry band is on the proper side, the nearest square of the "
                          "proper side anywhere on the map is used"},
};
constexpr Alt kSideTerrainAlts[] = {
    {"both-squares", "the side rule applies only when both the square left and the square entered hold river or "
                     "mountain squares (fords and passes included)"},
    {"start-square", "river or mountain terrain in the square left is enough; the sides of the square entered are "
                     "then whatever its map makes them"},
};

constexpr Rules kSides[] = {"8.7", "2.3", "7.9", "7.14"};
constexpr Alt kWaterAlts[] = {
    {"lakes-separate", "water is impassable ground like a river: squares cut off from each other only by lakes "
                       "(or by lakes and rivers together) are on different sides"},
    {"lakes-ignored", "only rivers and mountain ranges divide sides: for the sides, a lake square links its "
                      "neighbours as open ground would (it still has no side of its own)"},
};

constexpr Rules kCorner87[] = {"8.7", "2.3", "tm-example-2"};
constexpr Alt kCrossingCornerAlts[] = {
    {"crossing-is-line", "a ford counts as part of its river and a pass as part of its range when a diagonal "
                         "step passes their corner: on a diagonal river the banks meet only through the ford "
                         "square itself"},
    {"crossing-is-gap", "as in rule 8.5's join (tm-example-2), only river and mountain squares join at a corner: "
                        "a diagonal step past the corner of a ford links the two banks directly"},
};

constexpr Rules kLegs[] = {"8.7"};
constexpr Alt kLegsAlts[] = {
    {"each-leg", "each straight leg of the ordered path (start to waypoint, waypoint to destination) must begin "
                 "and end on a common side; a ford or pass is on every side it touches, so the only way to "
                 "change sides is a crossing waypoint touching both"},
    {"ends-only", "only the start and the destination are compared: on a common side the move is made whatever "
                  "the waypoint; otherwise the waypoint must be a ford or pass touching a side of each"},
};

constexpr Rules kExit[] = {"7.9", "7.14"};
constexpr Alt kExitAlts[] = {
    {"corner-square", "a diagonal strategic move leaves by the corner: the unit's side must hold the corner "
                      "square itself (14-0 for a move north-east)"},
    {"corner-halves", "a diagonal move may leave where rule 7.14 would place a unit arriving the opposite way: "
                      "the unit's side must reach one of the two edges at the corner on the corner's half "
                      "(for north-east: row 0 east of column 7, or column 14 north of row 7)"},
};

constexpr Rules kStackStatus[] = {"2.5", "1.4", "11.2", "12.2"};
constexpr Alt kStackStatusAlts[] = {
    {"active-and-inactive", "active and inactive units fill a tactical square; shattered units count against no "
                            "cap, tactical or strategic"},
    {"all-units", "every unit in the tactical square counts towards its caps, shattered ones too; the strategic "
                  "caps still count only active and inactive units"},
    {"active-only", "only active units count towards the tactical caps, as TM-INACTIVE-PRESENCE's default has rule "
                    "8.3 count them for a move"},
};

constexpr Rules kDeployCaps[] = {"7.18", "2.5"};
constexpr Alt kDeployCapsAlts[] = {
    {"only-the-200", "while the deployment turn's units move, the 200 active units per strategic square is the only "
                     "cap on an active unit: neither the 24 nor the 12 of rule 2.5 binds it until the restack"},
    {"24-holds", "only the 12-allied cap is lifted during deployment movement; a tactical square still takes at "
                 "most 24 units"},
};

constexpr Rules kRestack[] = {"7.18", "2.5"};
constexpr Alt kRestackAlts[] = {
    {"excess-to-nearest", "only as many units move as the caps require, each drawn at random among the active "
                          "units that make the square too full (one in a fort leaves it), and each goes to a "
                          "square drawn at random among the nearest passable squares of its map where it fits"},
    {"excess-anywhere", "the same units move, each to a square drawn at random among all passable squares of its "
                        "map where it fits"},
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

constexpr Rules kOrdersTime[] = {"6.10"};
constexpr Alt kSameSecondAlts[] = {
    {"change-first", "a reassignment or password change is in force for an order submitted in the same second"},
    {"order-first", "an order submitted in the same second as a change is judged by what was in force before it"},
};
constexpr Rules kOrdersRole[] = {"6.1", "6.10"};
constexpr Alt kRoleTimeAlts[] = {
    {"at-submission", "a sender ranks as commander or deputy by the role held when the order was submitted"},
    {"end-of-turn", "whether an order may count is judged when it was submitted, but it ranks by the sender's "
                    "role after the turn's last reassignment (a sender with no role then keeps the old rank)"},
};

constexpr Rules kAtConquest[] = {"at-conquest-clear"};
constexpr Alt kAtConquestAlts[] = {
    {"land-subformations", "a land hex of a regime at war changes hands when the group entering it, with no enemies "
                           "there, has an uncarried land subformation"},
    {"any-subformation", "any moving group conquers such a hex, ships and aircraft too"},
};

constexpr Rules kInitiative[] = {"8.6", "3.2"};
constexpr Alt kInitiativeAlts[] = {
    {"fatigue-bands", "the number is made from the rule's factors: 1 for a fast unit strong enough at the start of "
                      "the turn, else 3; plus 1 for fatigue above 8 (a fast unit) or plus 1 above 4 and plus 2 above "
                      "8 (the others); minus 1 for a unit drawing communications from US1AQ, never leaving its group "
                      "(1-2 or 3-5)"},
    {"state-rating", "the unit's recorded initiative (the state's 'initiative' field) is the number, as the game "
                     "master's own records give it"},
};

constexpr Rules kLaTypo[] = {"8.6", "8.1"};
constexpr Alt kLaTypoAlts[] = {
    {"horse-artillery", "'LA' in the strength condition is a slip for HA: only the fast units of 8.1 (LC, MC and "
                        "HA) can be in the first group, horse artillery with 100 men or more"},
    {"light-artillery", "as written: light artillery with 100 men or more joins the first group too"},
};

constexpr Rules kHalted[] = {"8.2", "8.3"};
constexpr Alt kHaltedAlts[] = {
    {"move-ends", "a specified move halted by an encounter (or an interception) is over: the unit does not take it "
                  "up again in later phases"},
    {"resumes", "the move stays in force and goes on along its line in the next phase the unit is free to move"},
};

constexpr Rules kFullEnd[] = {"2.5", "8.3", "8.2"};
constexpr Alt kFullEndAlts[] = {
    {"stop-before", "a unit whose move would end this phase on a square that cannot take it (12 allied or 24 units, "
                    "rule 2.5) stops on the last square of its path before it that can; no combat begins"},
    {"no-move", "such a move is not made at all this phase"},
};

constexpr Rules kInCombat[] = {"8.3", "9.1"};
constexpr Alt kInCombatAlts[] = {
    {"stays", "a unit whose square holds a hostile combat unit when its turn comes is held by that battle and "
              "does not move (8.3's halting of the units met), nor intercepts or supports"},
    {"may-leave", "only units met during this phase are held; one sharing a square with an enemy from before the "
                  "phase may move away"},
};

constexpr Rules kSupportWhom[] = {"8.10"};
constexpr Alt kSupportWhomAlts[] = {
    {"allied", "the word missing from 'same-side or units' is 'actively allied': battles with a same-side or "
               "actively allied unit on one side can be supported"},
    {"same-side", "only battles with a same-side unit fighting can be supported"},
};

constexpr Rules kSupportOdds[] = {"8.10", "9.6"};
constexpr Alt kSupportOddsAlts[] = {
    {"strength", "the odds are the unmodified strengths (men) of the hostile side over those of the supporter's "
                 "side, until the combat rules give effective strengths"},
    {"units", "the odds are the number of hostile units over the number on the supporter's side"},
};

constexpr Rules kHqShatter[] = {"9.2", "12.1"};
constexpr Alt kHqShatterAlts[] = {
    {"one-in-twenty", "the 'small chance' is 5%, drawn from the seed for each headquarters entered"},
    {"one-in-ten", "the 'small chance' is 10%"},
    {"never", "a headquarters shatters only when it has nowhere to step aside to"},
};

constexpr Rules kHqAside[] = {"9.2"};
constexpr Alt kHqAsideAlts[] = {
    {"seeded-random", "'any' adjacent square: one of the passable adjacent squares without a hostile unit and with "
                      "room, drawn from the seed"},
    {"reading-order", "the first such square in reading order (north row first, then west)"},
};

constexpr Rules kEngageTie[] = {"8.8"};
constexpr Alt kEngageTieAlts[] = {
    {"reading-order", "enemies equally near and needing equally few diagonal moves: the first square in reading "
                      "order, then the lowest unit id"},
    {"seeded-random", "one of them drawn from the seed"},
};

constexpr Rules kNearestCrossing[] = {"8.2"};
constexpr Alt kNearestCrossingAlts[] = {
    {"steps", "nearest in moves (the larger of the column and row differences), then fewest diagonal moves, then "
              "reading order"},
    {"euclidean", "nearest in straight-line distance (exact squared distance), then reading order"},
};

constexpr Rules kInterceptSupport[] = {"8.11", "8.10"};
constexpr Alt kInterceptSupportAlts[] = {
    {"not-interceptable", "support moves, made after all other movement, are not intercepted"},
    {"interceptable", "a support move through an interceptor's box can be intercepted like any other move"},
};

constexpr Rules kSightDir[] = {"4.2", "4.4"};
constexpr Alt kSightDirAlts[] = {
    {"sectors", "the eight directions are sectors of 45 degrees centred on the compass lines; a square belongs to "
                "the one whose line is nearest in angle (exact integer comparison, no ties)"},
    {"lines", "only squares on the eight compass lines (same row, column or diagonal) lie in a direction"},
};

constexpr Rules kSightEnemy[] = {"4.2", "4.4"};
constexpr Alt kSightEnemyAlts[] = {
    {"non-allied", "for a sighting unit, every unit not same-side or actively allied to it is sighted the way "
                   "enemies are: the nearest in each direction"},
    {"hostile-only", "only hostile units are sighted beyond the unit's allies; neutral and merely allied units are "
                     "never seen"},
};

constexpr Rules kHqSeen[] = {"4.2", "4.4"};
constexpr Alt kHqSeenAlts[] = {
    {"seen-not-blocking", "a headquarters is seen when no other unit in its direction is nearer, but it never hides "
                          "the units behind it"},
    {"never-seen", "headquarters are neither seen nor block sight: their moves are reported to allies only"},
};

constexpr Rules kFortMove[] = {"8.2", "8.1"};
constexpr Alt kFortMoveAlts[] = {
    {"not-a-move", "entering or leaving the fort of the square a unit stands on moves it nowhere: it costs no fatigue "
                   "and is allowed whatever the unit's fatigue"},
    {"a-move", "it is a tactical move like any other: a point of fatigue with hostile units present, and refused "
               "above 8 fatigue with enemies present"},
};

constexpr Rules kMilitiaHome[] = {"7.1"};
constexpr Alt kMilitiaHomeAlts[] = {
    {"home-state", "a US militia unit stays in squares its own state controls; a Mexican one may go anywhere in Mexico"},
    {"home-nation", "every militia unit may go anywhere in its own nation, US or Mexico"},
};
constexpr Rules kEdgePath[] = {"7.8"};
constexpr Alt kEdgePathAlts[] = {
    {"ray", "the squares from the unit straight to the map edge in the direction of the move (for a diagonal, "
            "along the diagonal until an edge) must hold no enemy combat unit, the unit's own square included"},
    {"any-path", "some chain of king steps from the unit's square to the squares it leaves by (rule 7.9's exit "
                 "squares) must avoid every square holding an enemy combat unit"},
};
constexpr Rules kDiagonalResume[] = {"7.15", "7.8"};
constexpr Alt kDiagonalResumeAlts[] = {
    {"shifted", "after the retried step the rest of the path runs one phase late, as 7.8 has it for blocked moves"},
    {"on-schedule", "the retry takes the next phase; later boxes keep their own phases (the retry phase's box is "
                    "dropped, and a box no longer adjacent halts the unit under 7.4)"},
};
constexpr Rules kBattleSize[] = {"7.13"};
constexpr Alt kBattleSizeAlts[] = {
    {"units", "the largest battle is the square with the most units present, of every side"},
    {"men", "the largest battle is the square with the most men present, of every side"},
};
constexpr Rules kMarchTie[] = {"7.13"};
constexpr Alt kMarchTieAlts[] = {
    {"reading-order", "among equal neighbouring squares the first north to south, then west to east"},
    {"seeded-random", "among equal neighbouring squares one drawn from the case's seed"},
};
constexpr Rules kMarshEdge[] = {"7.9"};
constexpr Alt kMarshEdgeAlts[] = {
    {"with-enemies", "the marsh exit condition applies, like the crossing condition before it, only in the presence "
                     "of enemy combat units (neutral ones in their home nation)"},
    {"always", "a unit leaves a marsh square only from the proper edge or corner, whoever is present"},
};
constexpr Rules kWithdraw[] = {"7.5", "5.2"};
constexpr Alt kWithdrawAlts[] = {
    {"first-box", "a unit in last turn's battle square whose path begins with a square withdraws to it in the "
                  "withdrawal phase"},
    {"none", "nobody withdraws: the first box is moved in strategic phase 1 as everywhere else"},
};
constexpr Rules kStragglers[] = {"7.5"};
constexpr Alt kStragglersAlts[] = {
    {"whole-percent", "the share lost is a whole percentage drawn evenly from the range (10-20 or 0-5)"},
    {"per-mille", "the share lost is drawn in tenths of a percent (100-200 or 0-50 per mille)"},
};
constexpr Rules kBlockRetry[] = {"7.9", "7.8"};
constexpr Alt kBlockRetryAlts[] = {
    {"retries", "a move refused by 7.9 (river or range, marsh edge) is tried again next phase and the rest of the "
                "path runs one phase late, as 7.8 says of its blocks"},
    {"path-halts", "a move refused by 7.9 ends the unit's path for the turn"},
};
constexpr Rules kForcedMountain[] = {"7.1", "7.3"};
constexpr Alt kForcedMountainAlts[] = {
    {"plus-one", "a forced march into mountain terrain costs the forced price and one more (4, or 5 for cavalry and "
                 "light artillery)"},
    {"forced-only", "a forced march costs its price (3 or 4) wherever it goes"},
};
constexpr Rules kRefusedBox[] = {"7.4", "1.2", "7.16", "7.1"};
constexpr Alt kRefusedBoxAlts[] = {
    {"path-ends", "a box the unit may never enter (impassable, Guatemala, outside a militia's home) ends its path, "
                  "as 7.4 ends it at a box it cannot reach"},
    {"box-skipped", "the box is passed over: the unit stays this phase and takes its next box in the next phase"},
};

constexpr Rules kArrivalMove[] = {"8.2", "5.2"};
constexpr Alt kArrivalMoveAlts[] = {
    {"cancelled", "a strategic move ends the unit's tactical movement for the turn, begun or not"},
    {"final-phase", "a tactical move ordered to begin in phase 5 is kept and made in the new square"},
};
constexpr Rules kDeploySupply[] = {"7.18", "10.1", "10.5"};
constexpr Alt kDeploySupplyAlts[] = {
    {"communications", "in supply means in communications (10.1): where the unit is, as the state records it (an army "
                       "HQ always is); at its destination, as 10.1 would have it there from the positions at the start "
                       "of movement: an army HQ always, a corps HQ with a line of contact of at most 5 squares to a "
                       "same-side or actively allied army HQ, any other unit with one of at most 2 squares to such a "
                       "corps HQ in communications, and any unit in the square of a same-side or actively allied city"},
    {"city-or-corps", "in supply means able to draw supply (10.5) from the positions at the start of movement: from a "
                      "same-side or actively allied city in its square, not besieged unless the unit is on the city's "
                      "own tactical square; a unit other than a corps HQ also from a same-side or actively allied corps "
                      "HQ within a line of contact of 2 squares, a corps HQ from such a city within one of 8 squares "
                      "(requisition does not count)"},
};
constexpr Rules kDeployEntry[] = {"7.18", "2.2"};
constexpr Alt kDeployEntryAlts[] = {
    {"as-blank", "the box is read as blank: the unit keeps its current tactical square if that is passable in the new "
                 "strategic square, otherwise a passable one is drawn at random, and it moves"},
    {"no-move", "the order cannot be carried out: the unit does not move"},
};
constexpr Rules kDeployOrder[] = {"7.18", "1.4", "7.7"};
constexpr Alt kDeployOrderAlts[] = {
    {"seeded-random", "in a random order drawn from the case's seed, one place per unit (purpose DeploymentMoveOrder), "
                      "as rule 7.7 orders strategic movement"},
    {"unit-id", "in unit id order: nation, type, number"},
};
constexpr Rules kDeployRows[] = {"7.19", "1.1"};
constexpr Alt kDeployRowsAlts[] = {
    {"s0-and-north", "rows P0 to S0: S0 and every row north of it"},
    {"s0-and-south", "rows S0 to Z9: S0 and every higher-numbered row, south of it"},
};

constexpr Rules kLoneHq[] = {"8.3", "9.2", "4.2"};
constexpr Alt kLoneHqAlts[] = {
    {"halts", "an enemy headquarters on the path is an enemy met: the move halts there (8.3); the headquarters "
              "steps aside or shatters (9.2) and no combat begins"},
    {"passes", "headquarters outside forts stop no move: the mover walks past and through them, and only one "
               "standing where the move ends is entered and steps aside"},
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
    {RulingId::EntryRow2Closer, "ENTRY-ROW2-CLOSER", kRow2,
     "The general sentence retries one and then two squares nearer the edge, but the row-2 procedure tries "
     "only row 1 before searching it. Is row 0 tried for a row-2 request?",
     kRow2Alts, "The row-by-row procedure is the detailed statement and is the one that says it never looks at "
                "row 0 enemies for row-1 squares; the general sentence is its summary."},
    {RulingId::EntryHalfEdge, "ENTRY-HALF-EDGE", kHalf,
     "A diagonal entry uses half of each of two edges of a 15-square map. Does a half include the middle "
     "row or column 7?",
     kHalfAlts, "The detail text gives the halves as strictly south of row 7 and west of column 7."},
    {RulingId::EntryDistance, "ENTRY-DISTANCE", kDistance,
     "A unit enters as close to its requested square as possible. Close by which measure, when a diagonal "
     "entry compares its two half edges?",
     kDistanceAlts, "Shifting straight onto a band is what the examples do, and it makes the nearest square of "
                    "each half edge unique; the tie sentence is the case where both shifts are straight."},
    {RulingId::EntrySearchOrder, "ENTRY-SEARCH-ORDER", kSearch,
     "The search for an available square in a row goes 'side to side' and names no order. Which square is "
     "tried first?",
     kSearchAlts, "A unit that adjusts its entry keeps it as close as possible to what it asked for (rule 7.14); "
                  "the tie rule is arbitrary but fixed, and is the same rule for every direction turned or "
                  "mirrored."},
    {RulingId::EntryAvailable, "ENTRY-AVAILABLE", kAvail,
     "The procedure looks for an 'available' square. Besides being free of enemies on and behind it, must it "
     "be passable, and below rule 2.5's 12-allied limit?",
     kAvailAlts, "The fallback is described as a square that may hold impassable terrain or an enemy, so the "
                 "search must have excluded both; the text never mentions stacking there."},
    {RulingId::EntryDiagonalBehind, "ENTRY-DIAGONAL-BEHIND", kBehind,
     "On a diagonal entry a square near the corner has two map edges behind it. Which line counts for "
     "'behind'?",
     kBehindAlts, "The detail text defines behind along the one row or column between the square and the edge "
                  "the unit came in by; a square placed on a half edge came in by that edge."},
    {RulingId::EntryExampleSlip, "ENTRY-EXAMPLE-SLIP", kSlip,
     "The 7.14 south-east example from 5-4 says 5-3 wins as 'closer to 5-2' than 3-4. What is 5-2?",
     kSlipAlts, "No reading makes both named squares right; four-line bands are stated twice and the 5-5 "
                "example (3-5) needs them, so 5-2 is read as the requested 5-4."},
    {RulingId::EntryFallbackSquares, "ENTRY-FALLBACK-SQUARES", kFallback,
     "When the search finds nothing, the unit enters on a random square 'in that row'. Which squares can be "
     "drawn?",
     kFallbackAlts, "The fallback completes the search it follows; the corner squares were left out of that "
                    "search for a reason the text does not lift."},
    {RulingId::EntrySideCrossing, "ENTRY-SIDE-CROSSING", kSide,
     "Rule 7.14 keeps a unit on its side of a river or range. Is a ford or pass square on the proper side?",
     kSideCrossAlts, "Fords and passes are where sides meet (rule 8.7); a unit that must stay on its bank "
                     "should not end on the crossing itself."},
    {RulingId::EntrySideNone, "ENTRY-SIDE-NONE", kSide,
     "The side adjustment moves the entry square to the proper side. What if no square of the entry band is "
     "on it?",
     kSideNoneAlts, "Every entry square the rules describe lies in the band; leaving it is a larger departure "
                    "than leaving the side, and the trace makes the case visible for a ruling by the GM."},
    {RulingId::EntrySideTerrain, "ENTRY-SIDE-TERRAIN", kSide,
     "The side rule of 7.14 applies to a move 'from one strategic square with mountain or river terrain to "
     "another'. Must the square entered have such terrain too?",
     kSideTerrainAlts, "'Another' reads most naturally as another such square, and a side of a river can only "
                       "be kept where the river goes on."},
    {RulingId::SidesWater, "SIDES-WATER", kSides,
     "Rules 8.7, 7.9 and 7.14 speak of the sides of rivers and mountain ranges. Does a lake (water) divide "
     "sides too?",
     kWaterAlts,
     "Rivers often end in lakes; if the lake did not continue the barrier, the two banks would meet through "
     "impassable water and a river could be crossed there without a ford."},
    {RulingId::SidesCrossingCorner, "SIDES-CROSSING-CORNER", kCorner87,
     "On a river that runs diagonally, a step can pass between a ford and the next river square. Does that step "
     "cross the river?",
     kCrossingCornerAlts,
     "Rule 8.7 makes the ford the crossing of its river; if its corners let units past, every ford on a "
     "diagonal stretch would join the banks and the rule would not apply there."},
    {RulingId::SidesCrossingLegs, "SIDES-CROSSING-LEGS", kLegs,
     "Rule 8.7 names the ford or pass waypoint of a crossing. Is a move whose start and destination share a "
     "side, but whose waypoint lies across the river, a crossing?",
     kLegsAlts,
     "Such a move crosses the river twice; each leg is walked as its own straight line (rule 8.5), so each is "
     "held to the rule."},
    {RulingId::SidesDiagonalExit, "SIDES-DIAGONAL-EXIT", kExit,
     "Rule 7.9 asks whether a strategic move needs a river or range crossed. For a diagonal move, which part of "
     "the map must the unit's side reach?",
     kExitAlts,
     "Rule 7.9's own marsh sentence speaks of the proper edge or corner: a diagonal move leaves by a corner."},
    {RulingId::StackStatus, "STACK-STATUS", kStackStatus,
     "Rule 2.5 caps the units in a tactical square (24, and 12 allied to one another) without naming a status, "
     "while the strategic caps of 1.4 and 11.2 name active and inactive units. Which units fill a tactical square, "
     "and do shattered units count anywhere?",
     kStackStatusAlts,
     "An inactive unit still stands in its square (1.4 marks it with a tent) and 2.5 does not exempt it; a "
     "shattered unit is on its way out to reform (12.2) and is neither of the two statuses the strategic caps "
     "name."},
    {RulingId::DeployTacticalCaps, "DEPLOY-TACTICAL-CAPS", kDeployCaps,
     "Rule 7.18 makes 200 per strategic square the only stacking limit on active units during the deployment "
     "turn, then lets units break 'the 12 units per tactical square rule' while moving. Does the 24-unit cap of "
     "2.5 still hold during deployment movement?",
     kDeployCapsAlts,
     "The text says the 200 is the only limit on active units; the sentence on the 12 explains what the restack "
     "restores, it does not reinstate the 24."},
    {RulingId::DeployRestack, "DEPLOY-RESTACK", kRestack,
     "At the end of the deployment turn units are restacked at random to enforce the tactical limit. Which "
     "units move, and where to? (Both alternatives restore both caps of 2.5, counted as STACK-STATUS and "
     "TM-ALLIED-COUNT say, and move no unit out of its strategic square.)",
     kRestackAlts,
     "The text says only 'randomly'; moving the fewest units the shortest way keeps most of the position the "
     "players ordered. Inactive units do not move (11.3), so they are never drawn."},
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
    {RulingId::OrdersSameSecond, "ORDERS-SAME-SECOND", kOrdersTime,
     "Rule 6.10 judges orders submitted before a reassignment or password change by the old state and those "
     "after it by the new one. Which applies to an order stamped with the same second as the change?",
     kSameSecondAlts,
     "Times are kept to the second, so 'before' cannot be shown; a password is usually changed because it leaked, "
     "and letting the old one through in that second would defeat the change."},
    {RulingId::OrdersRoleTime, "ORDERS-ROLE-TIME", kOrdersRole,
     "Rule 6.1 prefers the commander's last order to the deputy's. After a mid-turn reassignment (6.10), is "
     "'the commander' the one at the time each order was submitted, or the one at the end of the turn?",
     kRoleTimeAlts,
     "Rule 6.10 says each order is evaluated with the assignment in force when it was submitted; ranking it by "
     "the same assignment keeps one clock for the whole judgement."},
    {RulingId::PhaseInitiative, "PHASE-INITIATIVE", kInitiative,
     "Rule 8.6 gives each unit an initiative number (1-2 or 3-5) from its speed, strength, fatigue and "
     "communications, without saying how much each counts. How is the number made?",
     kInitiativeAlts,
     "Every factor the rule names moves the number the way it says, and 8 is the fatigue at which 8.1 stops a unit "
     "near the enemy; the state's own rating stays available for disputes that used the game's numbers."},
    {RulingId::PhaseLaTypo, "PHASE-LA-TYPO", kLaTypo,
     "Rule 8.6 lets 'fast units' with enough strength move first and gives thresholds for LC, MC and LA, but LA "
     "(light artillery) is not a fast unit in 8.1; HA is. Which artillery can be in the first group?",
     kLaTypoAlts,
     "The sentence begins with 'fast units'; HA is the only fast artillery, so LA is read as a slip for HA."},
    {RulingId::PhaseHaltedMove, "PHASE-HALTED-MOVE", kHalted,
     "Rule 8.2 continues a long move in later phases until it is completed; rule 8.3 halts a move at an encounter. "
     "Does a halted move continue in the next phase?",
     kHaltedAlts,
     "A halt is the move's end in 8.3's words, and the combat that follows decides where the unit stands; taking "
     "the old line up again from the battle square would be a new move."},
    {RulingId::PhaseFullEnd, "PHASE-FULL-END", kFullEnd,
     "Rule 8.3 blocks a move only when its waypoint or destination holds 12 allied units and lets full squares "
     "in between be passed. Where does a unit stop whose move this phase would end on a full square in between "
     "(at the end of its allowance, or at an enemy it meets)?",
     kFullEndAlts,
     "Passing through is allowed, staying is not (2.5 caps what a square holds); stopping short keeps the rest of "
     "the move, as a halt one square short does in 8.3."},
    {RulingId::PhaseInCombat, "PHASE-IN-COMBAT", kInCombat,
     "May a unit that shares its tactical square with a hostile unit when its turn comes (from an earlier phase, "
     "or because an enemy moved onto it) make a move in this phase?",
     kInCombatAlts,
     "Rule 8.3 halts the units an encounter meets, and a battle is fought at the end of the phase by whoever is in "
     "the square; walking out of it would avoid combat without the retreat rules."},
    {RulingId::SupportWhom, "SUPPORT-WHOM", kSupportWhom,
     "Rule 8.10 lets units support 'same-side or units in combat': a word is missing. Which battles may a unit "
     "support?",
     kSupportWhomAlts,
     "Every other rule pairs 'same-side' with 'actively allied' (4.4, 8.4, 10.5), and 6.9's default support order "
     "says the same."},
    {RulingId::SupportOdds, "SUPPORT-ODDS", kSupportOdds,
     "Rule 8.10 sends a supporter to the battle with the worst odds against its side when two are equally close, "
     "but odds come from effective strength (9.6), which the combat rules compute. What are the odds until then?",
     kSupportOddsAlts,
     "Men are what effective strength is made from; counting units would rate a 100-man unit like a 1,500-man one."},
    {RulingId::HqShatterChance, "HQ-SHATTER-CHANCE", kHqShatter,
     "Rule 9.2 gives a headquarters entered by an enemy 'a small chance' of shattering without a number. What is it?",
     kHqShatterAlts,
     "Small but not negligible, so that leaving a headquarters where the enemy can reach it carries a risk."},
    {RulingId::HqStepAside, "HQ-STEP-ASIDE", kHqAside,
     "Rule 9.2 moves a headquarters entered by an enemy to 'any adjacent passable square not containing a hostile "
     "unit'. Which one, when there are several?",
     kHqAsideAlts,
     "'Any' favours no square; a seeded draw keeps it fair and reproducible."},
    {RulingId::EngageTie, "ENGAGE-TIE", kEngageTie,
     "Rule 8.8 breaks a tie between equally near enemies by the fewest diagonal moves. What if that ties too?",
     kEngageTieAlts,
     "A fixed order can be predicted from the map by both players, as they predict every other engage target."},
    {RulingId::NearestCrossing, "NEAREST-CROSSING", kNearestCrossing,
     "Rule 8.2 lets a unit move to 'the nearest ford' or 'the nearest mountain pass' without saying how nearness "
     "is measured. How?",
     kNearestCrossingAlts,
     "Units move a square per step in any of eight directions, so nearness in steps is what the allowance "
     "measures; rule 8.8 breaks ties between equally near targets the same way."},
    {RulingId::InterceptSupport, "INTERCEPT-SUPPORT-MOVES", kInterceptSupport,
     "Rule 8.11 lets units intercept the movement of enemy units; rule 8.10 makes support moves after all other "
     "movement is finished. Can a support move be intercepted?",
     kInterceptSupportAlts,
     "Rule 8.12 describes interception as an opportunity arising before or after a unit's own move in the phase's "
     "order of moves; the support phase comes after that order has run out."},
    {RulingId::ReportSightDirection, "REPORT-SIGHT-DIRECTION", kSightDir,
     "Rule 4.2 lets units see the nearest enemy 'in each of the eight directions'. What squares lie in a "
     "direction?",
     kSightDirAlts,
     "Sectors cover every square of the map, so no enemy is invisible merely for standing off a compass line."},
    {RulingId::ReportSightedAsEnemy, "REPORT-SIGHTED-AS-ENEMY", kSightEnemy,
     "Rule 4.2 lists what a unit sees: its side, its active allies and the nearest 'enemy' in each direction. "
     "Rule 4.4 then asks what non-actively-allied units see. Are neutral and merely allied units sighted as "
     "enemies are?",
     kSightEnemyAlts,
     "Rule 4.4 is written for every non-actively-allied observer, which only makes sense if each of them sees "
     "someone beyond its allies."},
    {RulingId::ReportHqSeen, "REPORT-HQ-SEEN", kHqSeen,
     "Rule 4.2 says headquarters neither sight units nor block sight. Can a headquarters itself be seen?",
     kHqSeenAlts,
     "The rule takes away their screening, not their visibility: an HQ standing nearest in a direction is there "
     "to be seen."},
    {RulingId::PhaseFortMove, "PHASE-FORT-MOVE", kFortMove,
     "Rule 8.2 orders a fort entry or exit as a move to the unit's own square; rule 8.1 charges fatigue for each "
     "tactical move with hostile units present and forbids moves above 8 fatigue. Does a fort entry or exit count?",
     kFortMoveAlts,
     "Rule 8.1's fatigue is for moving across the map, and 8.2 sets fort moves apart from moves to a different "
     "square; a worn-out garrison should still be able to get behind its walls."},
    {RulingId::EncounterLoneHq, "ENCOUNTER-LONE-HQ", kLoneHq,
     "Rule 8.3 halts a move at the enemy it meets and begins a combat; rule 9.2 says headquarters do not fight "
     "and step aside when entered. Does an enemy headquarters alone on the path halt the move?",
     kLoneHqAlts,
     "Rule 8.3 speaks of any enemy unit, and a headquarters is one; its stepping aside is what 9.2 adds, not a way "
     "through."},
    {RulingId::StratMilitiaHome, "STRAT-MILITIA-HOME", kMilitiaHome,
     "Rule 7.1 keeps militia inside their home nation, then adds that Mexican militia may go anywhere in Mexico. "
     "Does that second sentence mean US militia are held more tightly, to their own state?",
     kMilitiaHomeAlts,
     "The second sentence would say nothing if both nations' militia had the same limit; the contrast it draws "
     "only makes sense if US militia stay in their state."},
    {RulingId::StratEdgePath, "STRAT-EDGE-PATH", kEdgePath,
     "Rule 7.8 needs a path to the map edge free of enemy combat units and points to an illustration of coloured "
     "squares per direction, which the text does not contain. Which squares must be clear?",
     kEdgePathAlts,
     "The illustration's caption colours squares per direction, which fits a fixed set of squares (the straight "
     "run to the edge) better than any route the unit might find."},
    {RulingId::StratDiagonalResume, "STRAT-DIAGONAL-RESUME", kDiagonalResume,
     "Rule 7.15 retries an interrupted diagonal step in the next phase and then keeps the unit 'on its planned path'. "
     "Do the later boxes move one phase late, or keep their phases?",
     kDiagonalResumeAlts,
     "Staying on the planned path means going on to the next square of it, which only the shifted reading does; "
     "7.8 shifts the same way after its blocks."},
    {RulingId::StratBattleSize, "STRAT-BATTLE-SIZE", kBattleSize,
     "Rule 7.13 marches a unit to the largest battle without saying what is measured. Units or men?",
     kBattleSizeAlts,
     "Rule 7.13's allies and enemies options count units, so the battle option is read the same way."},
    {RulingId::StratMarchTie, "STRAT-MARCH-TIE", kMarchTie,
     "Rule 7.13 picks the largest battle, or the square with most allies or enemies, but not between equals. Which?",
     kMarchTieAlts,
     "A fixed order can be checked by anyone from the map alone; the seeded draw is there for games that want no "
     "direction favoured."},
    {RulingId::StratMarshEdge, "STRAT-MARSH-EDGE", kMarshEdge,
     "Rule 7.9's marsh sentence follows the one about enemy combat units and begins 'It also'. Does the marsh exit "
     "condition apply only with enemies present?",
     kMarshEdgeAlts,
     "'It also' continues the situation of the sentence before, and the closing sentence about neutrals speaks of "
     "blocking movement 'in this way', which needs someone present."},
    {RulingId::StratWithdraw, "STRAT-WITHDRAW", kWithdraw,
     "Rule 7.5 lets units in last turn's battle squares withdraw in the withdrawal phase, but the order form has no "
     "box for it (6.3). Which units withdraw?",
     kWithdrawAlts,
     "7.5 says the withdrawing unit has made 'its first move' there, so the first box is the withdrawal; a unit in "
     "such a square that did not want to withdraw leaves its first box blank."},
    {RulingId::StratStragglers, "STRAT-STRAGGLERS", kStragglers,
     "Rule 7.5 loses 10% to 20% (or 0% to 5%) of a withdrawing unit as stragglers without saying how finely the "
     "share is drawn. In what steps?",
     kStragglersAlts,
     "The rule states whole percentages; drawing whole percentages keeps each loss checkable by hand."},
    {RulingId::StratBlockRetry, "STRAT-BLOCK-RETRY", kBlockRetry,
     "Rule 7.8 tries a blocked move again next phase with the rest of the path one phase late; rule 7.9 refuses "
     "moves too but says nothing of retrying. Does a 7.9 refusal retry?",
     kBlockRetryAlts,
     "7.9 tells the unit to get to the right side tactically first, which it can do between strategic phases; a "
     "retry lets that work, while ending the path would punish the order for the enemy's arrival."},
    {RulingId::StratArrivalMove, "STRAT-ARRIVAL-MOVE", kArrivalMove,
     "Rule 8.2 cancels the remaining tactical movement of a unit that moves strategically; rule 5.2 says the final "
     "tactical phase lets arriving units deploy. Is a move ordered for phase 5 kept?",
     kArrivalMoveAlts,
     "8.2 states the consequence for the unit outright; 5.2 explains why the phase exists, and units arriving with "
     "a move already under way are not moved by it either."},
    {RulingId::DeploySupply, "DEPLOY-SUPPLY", kDeploySupply,
     "Rule 7.18 lets a unit move on the deployment turn only if it is in supply where it is and will be in supply "
     "where it goes, but supply (10.5) is drawn and consumed on campaign turns, and not on peace turns. What does "
     "'in supply' mean on the deployment turn?",
     kDeploySupplyAlts,
     "The rule explains its own condition as not using a moved corps HQ 'to establish communications for a moving "
     "unit', and no supply is consumed before the game starts (10.5): only the connection can be meant. The state "
     "records communications and holds no stocks."},
    {RulingId::DeployEntryImpassable, "DEPLOY-ENTRY-IMPASSABLE", kDeployEntry,
     "Rule 7.18 says what becomes of a unit whose tactical square box is blank, but not of one whose tactical square "
     "is impassable terrain (2.2) in its new strategic square. What then?",
     kDeployEntryAlts,
     "The rule wants units placed, and gives a procedure for a square that cannot be used; 7.14 likewise adjusts an "
     "unusable entry square rather than cancelling the move."},
    {RulingId::DeployMoveOrder, "DEPLOY-MOVE-ORDER", kDeployOrder,
     "Deployment moves are held to the 200 active units of a strategic square (1.4, 7.18) as they are made, so when "
     "more units want a square than it has room for, the order of the moves decides which get in. What order?",
     kDeployOrderAlts,
     "Rule 7.7 makes the order of strategic moves random; an order by unit id would always favour the same nation "
     "and the same unit types."},
    {RulingId::DeployRowS0, "DEPLOY-ROW-S0", kDeployRows,
     "Rule 7.19 keeps Mexico out of 'cities in row S0 or higher'. Rows run from P0 in the north to Z9 in the south "
     "(1.1). Is 'higher' further up the map, or a higher row number?",
     kDeployRowsAlts,
     "The sentence restrains Mexico in the north, beside the Rio Grande; the numeric reading would bar Mexico from "
     "nearly all its own cities, Mexico City (J2-Y4) among them."},
    {RulingId::StratForcedMountain, "STRAT-FORCED-MOUNTAIN", kForcedMountain,
     "Rule 7.1 charges two fatigue instead of one for a step into mountain terrain; rule 7.3 charges three (four) "
     "instead of one for the forced march. What does a forced march into mountain cost?",
     kForcedMountainAlts,
     "Both rules price the step against the ordinary one; adding the mountain's extra point to the forced price "
     "keeps each rule's surcharge."},
    {RulingId::StratRefusedBox, "STRAT-REFUSED-BOX", kRefusedBox,
     "A path box may name a square the unit can never enter (impassable terrain 1.2, Guatemala 7.16, outside a "
     "militia's home 7.1). The rules forbid the move but do not say what becomes of the rest of the path. Which?",
     kRefusedBoxAlts,
     "7.4 answers the nearest case, a box the unit cannot reach, by halting it there; a path through a square "
     "that cannot be entered is broken in the same way."},
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
