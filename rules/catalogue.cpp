#include "rules/catalogue.hpp"

#include <algorithm>
#include <array>

namespace umpire {
namespace {

constexpr std::array kCatalogue = std::to_array<CatalogueEntry>({
    // gitm-rulebook.txt
    {"1.1", "gitm-rulebook", "Strategic map size, column/row naming and square notation", RuleStatus::Implemented, "", "model/square.hpp"},
    {"1.2", "gitm-rulebook", "Strategic terrain types, cities, and impassable terrain", RuleStatus::Implemented, "", "model/strat_terrain.hpp rules/gitm/strategic_phase.cpp"},
    {"1.3", "gitm-rulebook", "Square ownership by nation; city control and info", RuleStatus::Partly, "ownership is read (militia homes 7.1, neutrals on home soil 8.5) but nothing changes it: city capture and city info are not adjudicated", "model/game_state.hpp"},
    {"1.4", "gitm-rulebook", "Strategic flags, fuzzy troop counts and stacking caps", RuleStatus::Partly, "the stacking caps are enforced; the flags and fuzzy troop counts players see are not produced", "rules/gitm/stacking.hpp model/stacking.hpp"},
    {"2.1", "gitm-rulebook", "Tactical grid size and coordinate notation", RuleStatus::Implemented, "", "model/square.hpp"},
    {"2.2", "gitm-rulebook", "Tactical terrain kinds and which are impassable", RuleStatus::Implemented, "", "model/terrain.hpp rules/gitm/square_phase.cpp"},
    {"2.3", "gitm-rulebook", "Rivers and ranges continue across neighbouring maps", RuleStatus::Implemented, "", "rules/gitm/sides.cpp"},
    {"2.4", "gitm-rulebook", "Defensive terrain rating on a 0-4 scale", RuleStatus::NotImplemented, "the rating matters only in combat (9.6), which is not adjudicated", ""},
    {"2.5", "gitm-rulebook", "Tactical flags and per-square unit caps", RuleStatus::Implemented, "", "rules/gitm/phase_board.hpp rules/gitm/square_phase.cpp model/stacking.hpp"},
    {"2.6", "gitm-rulebook", "City forts rated for strength and capacity", RuleStatus::Partly, "forts are entered and left (8.2) and held in the state; their strength and capacity, which combat and sieges use, are not applied", "model/game_state.hpp"},
    {"2.7", "gitm-rulebook", "Besieged cities restrict traffic in and out", RuleStatus::Partly, "a besieged city limits tactical moves in and out (8.4); the siege itself (10.3) is not adjudicated", "model/game_state.hpp"},
    {"3.1", "gitm-rulebook", "Unit types, IDs, headquarters and composition", RuleStatus::Implemented, "", "model/unit.hpp"},
    {"3.2", "gitm-rulebook", "Unit ratings and per-turn fatigue recovery", RuleStatus::Partly, "fatigue and its end-of-turn recovery are adjudicated; the other ratings feed only combat, which is not", "rules/gitm/turn.hpp"},
    {"3.3", "gitm-rulebook", "Every unit has a strategic and tactical location", RuleStatus::Implemented, "", "model/unit.hpp"},
    {"3.4", "gitm-rulebook", "Commanders, deputies, who assigns them, passwords", RuleStatus::Implemented, "", "rules/gitm/acceptance.cpp model/credentials.hpp"},
    {"3.5", "gitm-rulebook", "Merging same-type units: limits and combined values", RuleStatus::NotImplemented, "", ""},
    {"3.6", "gitm-rulebook", "Experience from battles and marching; end-of-campaign decay", RuleStatus::Partly, "marching experience is gained at the end of the turn; battle experience and the end-of-campaign decay are not", "rules/gitm/turn.hpp"},
    {"3.7", "gitm-rulebook", "Morale shifts from battles and city captures", RuleStatus::NotImplemented, "", ""},
    {"4.1", "gitm-rulebook", "Strategic detection ranges and approximate reports", RuleStatus::NotImplemented, "", ""},
    {"4.2", "gitm-rulebook", "Tactical sighting: friends plus nearest foe per direction", RuleStatus::Implemented, "", "rules/gitm/move_reports.cpp"},
    {"4.3", "gitm-rulebook", "Port intelligence exchanged between ships and land units", RuleStatus::NotImplemented, "", ""},
    {"4.4", "gitm-rulebook", "Reporting tactical moves by which endpoints are seen", RuleStatus::Implemented, "", "rules/gitm/move_reports.cpp"},
    {"4.5", "gitm-rulebook", "Reporting strategic departures and arrivals", RuleStatus::NotImplemented, "", ""},
    {"4.6", "gitm-rulebook", "What each player may see on each map", RuleStatus::NotImplemented, "", ""},
    {"4.7", "gitm-rulebook", "War Minister's extra, delayed and error-prone intelligence", RuleStatus::NotDecidable, "'occasional' reports with errors 'sometimes large' give no rates or sizes: any figure would be our invention, so a ruling must come first", ""},
    {"5.1", "gitm-rulebook", "Campaign length measured in turns", RuleStatus::NotImplemented, "", ""},
    {"5.2", "gitm-rulebook", "Phase sequence within a campaign turn", RuleStatus::Partly, "the withdrawal, strategic and tactical phases run in order; the combat and supply phases do not", "rules/gitm/turn.cpp rules/gitm/tactical_phase.cpp"},
    {"5.3", "gitm-rulebook", "End-of-turn event and position reports", RuleStatus::NotImplemented, "", ""},
    {"6.1", "gitm-rulebook", "Who may send orders and which order counts", RuleStatus::Implemented, "", "rules/gitm/order_desk.hpp rules/gitm/acceptance.cpp"},
    {"6.2", "gitm-rulebook", "Order form part one: unit ID and password", RuleStatus::Implemented, "", "model/order_form.hpp rules/gitm/acceptance.cpp"},
    {"6.3", "gitm-rulebook", "Order form part two: strategic path and halts", RuleStatus::Implemented, "", "model/order_form.hpp rules/gitm/strategic_phase.cpp"},
    {"6.4", "gitm-rulebook", "Order form part three: tactical move, fort, engage, line", RuleStatus::Partly, "tactical moves, forts and engage orders are carried out; the battle line is read but only combat would use it", "model/order_form.hpp"},
    {"6.5", "gitm-rulebook", "Order form part four: support and intercept areas", RuleStatus::Implemented, "", "model/order_form.hpp"},
    {"6.6", "gitm-rulebook", "Order form part five: postures and when each applies", RuleStatus::Partly, "postures decide who attacks and who defends a battle; their effects inside combat are not adjudicated", "rules/gitm/tactical_phase.hpp"},
    {"6.7", "gitm-rulebook", "Order form part six: supply level and source", RuleStatus::Partly, "the supply section is read and checked; supply itself (10.5-10.11) is not adjudicated", "model/order_check.hpp"},
    {"6.8", "gitm-rulebook", "Order sections may be combined freely", RuleStatus::Implemented, "", "model/order_form.hpp"},
    {"6.9", "gitm-rulebook", "Default orders for units lacking orders", RuleStatus::Implemented, "", "rules/gitm/order_desk.hpp"},
    {"6.10", "gitm-rulebook", "Orders judged by assignment at submission time", RuleStatus::Implemented, "", "rules/gitm/acceptance.cpp"},
    {"7.1", "gitm-rulebook", "Strategic allowances, fatigue cost and militia limits", RuleStatus::Implemented, "", "rules/gitm/strategic_phase.cpp rules/gitm/march_allowance.hpp"},
    {"7.2", "gitm-rulebook", "Allowance cut by carried supply or lost communications", RuleStatus::Implemented, "", "rules/gitm/march_allowance.hpp"},
    {"7.3", "gitm-rulebook", "Forced march: one extra square at higher fatigue", RuleStatus::Implemented, "", "rules/gitm/strategic_phase.cpp rules/gitm/march_allowance.hpp"},
    {"7.4", "gitm-rulebook", "Listing a strategic path; halt at a non-adjacent step", RuleStatus::Implemented, "", "rules/gitm/strategic_phase.cpp"},
    {"7.5", "gitm-rulebook", "Strategic withdrawal from a previous battle", RuleStatus::Implemented, "", "rules/gitm/strategic_phase.cpp"},
    {"7.6", "gitm-rulebook", "Blank boxes skip strategic phases", RuleStatus::Implemented, "", "rules/gitm/strategic_phase.cpp"},
    {"7.7", "gitm-rulebook", "Strategic phases process units randomly, reshuffled each phase", RuleStatus::Implemented, "", "rules/gitm/strategic_phase.hpp"},
    {"7.8", "gitm-rulebook", "Strategic move needs foe-free route to map edge", RuleStatus::Implemented, "", "rules/gitm/strategic_phase.cpp"},
    {"7.9", "gitm-rulebook", "River/range crossing and marsh exit with foes present", RuleStatus::Implemented, "", "rules/gitm/strategic_phase.cpp rules/gitm/strategic_exit.hpp"},
    {"7.10", "gitm-rulebook", "Option to stop upon reaching enemy-occupied ground", RuleStatus::Implemented, "", "rules/gitm/strategic_phase.cpp"},
    {"7.11", "gitm-rulebook", "Stopping when an enemy arrives in one's square", RuleStatus::Implemented, "", "rules/gitm/strategic_phase.cpp"},
    {"7.12", "gitm-rulebook", "Pursuing enemies that leave the square", RuleStatus::Implemented, "", "rules/gitm/strategic_phase.cpp"},
    {"7.13", "gitm-rulebook", "Marching toward battles, allies or enemies", RuleStatus::Implemented, "", "rules/gitm/strategic_phase.cpp"},
    {"7.14", "gitm-rulebook", "Placement on the new tactical map; entry squares", RuleStatus::Implemented, "", "rules/gitm/entry.cpp rules/gitm/entry_band.hpp rules/gitm/entry_state.cpp"},
    {"7.15", "gitm-rulebook", "Diagonal strategic steps blocked by flanking foes", RuleStatus::Implemented, "", "rules/gitm/strategic_phase.cpp"},
    {"7.16", "gitm-rulebook", "Guatemala is off-limits", RuleStatus::Implemented, "", "rules/gitm/strategic_phase.cpp"},
    {"7.17", "gitm-rulebook", "Boarding transports and sailing to off-map ports", RuleStatus::Partly, "a path with a transport or off-map port box is recognised and ends there, reported as not adjudicated; boarding and sailing are not", "rules/gitm/strategic_phase.cpp"},
    {"7.18", "gitm-rulebook", "Deployment turn before play: movement rules", RuleStatus::Implemented, "", "rules/gitm/deployment.cpp"},
    {"7.19", "gitm-rulebook", "Deployment-turn restrictions for US and Mexico", RuleStatus::Implemented, "", "rules/gitm/deployment.cpp"},
    {"8.1", "gitm-rulebook", "Tactical allowances and fatigue costs", RuleStatus::Implemented, "", "rules/gitm/square_phase.cpp rules/gitm/unit_class.hpp"},
    {"8.2", "gitm-rulebook", "Specified tactical moves: target, waypoint, phase, forts", RuleStatus::Implemented, "", "rules/gitm/specified_move.cpp rules/gitm/fort_move.cpp rules/gitm/phase_walk.hpp"},
    {"8.3", "gitm-rulebook", "Encounters halt movement; neutrals and full squares block", RuleStatus::Implemented, "", "rules/gitm/phase_walk.cpp rules/gitm/tactical_move.cpp"},
    {"8.4", "gitm-rulebook", "Besieged city squares: limits on leaving and entering", RuleStatus::Implemented, "", "rules/gitm/square_phase.cpp"},
    {"8.5", "gitm-rulebook", "Terrain and cliffs block paths when foes present", RuleStatus::Implemented, "", "rules/gitm/terrain_block.hpp rules/gitm/blocking.hpp rules/gitm/phase_board.hpp"},
    {"8.6", "gitm-rulebook", "Tactical move order follows initiative", RuleStatus::Implemented, "", "rules/gitm/initiative.cpp"},
    {"8.7", "gitm-rulebook", "Crossing rivers or ranges needs ford/pass waypoint", RuleStatus::Implemented, "", "rules/gitm/river_crossing.cpp rules/gitm/sides.hpp rules/gitm/specified_move.cpp"},
    {"8.8", "gitm-rulebook", "Orders to attack the closest enemy combat unit", RuleStatus::Implemented, "", "rules/gitm/phase_targets.hpp rules/gitm/engage_move.cpp"},
    {"8.9", "gitm-rulebook", "Chosen battle line and combat modes", RuleStatus::NotImplemented, "the order form carries the line and mode (model/order_form.hpp); only combat would use them", ""},
    {"8.10", "gitm-rulebook", "Support moves to nearby battles", RuleStatus::Partly, "support moves are made; the 'worst odds' tie-break uses men until combat gives effective strengths (9.6, ruling SUPPORT-ODDS)", "rules/gitm/phase_targets.hpp rules/gitm/support_move.cpp"},
    {"8.11", "gitm-rulebook", "Intercepting units moving through a box", RuleStatus::Implemented, "", "rules/gitm/intercept_move.cpp rules/gitm/intercept.hpp"},
    {"8.12", "gitm-rulebook", "One move kind per phase and their priority", RuleStatus::Implemented, "", "rules/gitm/tactical_phase.hpp"},
    {"9.1", "gitm-rulebook", "When combat starts; firing and melee segments", RuleStatus::Partly, "battles are declared where hostile units meet, with their sides; no firing or melee segment is fought", "rules/gitm/tactical_phase.hpp rules/gitm/square_phase.cpp"},
    {"9.2", "gitm-rulebook", "Headquarters avoid combat: step aside or shatter", RuleStatus::Implemented, "", "rules/gitm/headquarters_move.cpp"},
    {"9.3", "gitm-rulebook", "Assigning units to battle lines", RuleStatus::NotImplemented, "", ""},
    {"9.4", "gitm-rulebook", "Capacity of front, second and rear lines", RuleStatus::NotImplemented, "", ""},
    {"9.5", "gitm-rulebook", "Infantry squares against cavalry attacks", RuleStatus::NotImplemented, "", ""},
    {"9.6", "gitm-rulebook", "Effective strength modifiers; attacker versus defender", RuleStatus::Partly, "who attacks and who defends is decided; the effective strength modifiers are not applied", "rules/gitm/tactical_phase.hpp"},
    {"9.7", "gitm-rulebook", "Firing segment: shooters, casualties, fort protection", RuleStatus::NotImplemented, "", ""},
    {"9.8", "gitm-rulebook", "Morale checks, flanks, retreats and routs", RuleStatus::NotImplemented, "", ""},
    {"9.9", "gitm-rulebook", "Melee segment; losers fall back or shatter", RuleStatus::NotImplemented, "", ""},
    {"9.10", "gitm-rulebook", "Switching to skirmish at bad melee odds", RuleStatus::NotImplemented, "", ""},
    {"9.11", "gitm-rulebook", "Morale checks after melee losses", RuleStatus::NotImplemented, "", ""},
    {"9.12", "gitm-rulebook", "Side-wide morale checks after mass retreats", RuleStatus::NotDecidable, "the rule leaves 'a sufficiently large number' of routed or retreated units without a number, and the rulebook notes the original game never implemented it", ""},
    {"9.13", "gitm-rulebook", "Casualty categories and return of stragglers", RuleStatus::NotImplemented, "", ""},
    {"9.14", "gitm-rulebook", "Bombarding adjacent squares and damaging forts", RuleStatus::NotImplemented, "", ""},
    {"10.1", "gitm-rulebook", "Which units count as in communications", RuleStatus::Partly, "communications are worked out for the deployment turn (7.18); on campaign turns they are read from the state", "rules/gitm/deployment.cpp rules/gitm/march_allowance.hpp"},
    {"10.2", "gitm-rulebook", "Defining contact lines between units and cities", RuleStatus::Implemented, "", "rules/gitm/contact.hpp"},
    {"10.3", "gitm-rulebook", "Sieges: conditions, supply limits and surrender", RuleStatus::NotImplemented, "", ""},
    {"10.4", "gitm-rulebook", "Lacking communications costs one strategic square", RuleStatus::Partly, "the lost square is taken off the allowance (7.2); which units lack communications on a campaign turn is read from the state", "rules/gitm/march_allowance.hpp"},
    {"10.5", "gitm-rulebook", "Supply consumption and where supply is drawn", RuleStatus::Partly, "drawing supply is only tested, for the deployment turn (ruling DEPLOY-SUPPLY); consumption is not adjudicated", "rules/gitm/deployment.cpp"},
    {"10.6", "gitm-rulebook", "Shipping supplies between cities and ports", RuleStatus::NotImplemented, "", ""},
    {"10.7", "gitm-rulebook", "Turn-start consumption and carried supply levels", RuleStatus::NotImplemented, "", ""},
    {"10.8", "gitm-rulebook", "Desertion when unsupplied; high-desert destruction", RuleStatus::NotImplemented, "the turn lists the supply phase as not adjudicated (rules/gitm/turn.hpp)", ""},
    {"10.9", "gitm-rulebook", "Ammunition use and replenishment", RuleStatus::NotImplemented, "", ""},
    {"10.10", "gitm-rulebook", "Penalties for running out of ammunition", RuleStatus::NotImplemented, "", ""},
    {"10.11", "gitm-rulebook", "Automatic choice of supply source each turn", RuleStatus::NotImplemented, "", ""},
    {"11.1", "gitm-rulebook", "Situations that make units inactive", RuleStatus::NotImplemented, "unit status is read from the state; nothing makes a unit inactive", ""},
    {"11.2", "gitm-rulebook", "Caps on inactive units in each strategic square", RuleStatus::Implemented, "", "rules/gitm/stacking.hpp"},
    {"11.3", "gitm-rulebook", "What inactive units skip; automatic activation", RuleStatus::Partly, "inactive units neither move nor count as present where the rulings say so; automatic activation is not adjudicated", "rules/gitm/square_phase.cpp rules/gitm/move_reports.cpp"},
    {"11.4", "gitm-rulebook", "Inactive units and combat; port garrison fights", RuleStatus::NotImplemented, "", ""},
    {"11.5", "gitm-rulebook", "Orders given to inactive units", RuleStatus::NotImplemented, "", ""},
    {"12.1", "gitm-rulebook", "Causes of shattering and resulting losses", RuleStatus::NotImplemented, "only a headquarters shatters, under 9.2", ""},
    {"12.2", "gitm-rulebook", "Where a shattered unit relocates to reform", RuleStatus::NotImplemented, "", ""},
    {"12.3", "gitm-rulebook", "Reforming time and intelligence blackout", RuleStatus::Partly, "a shattered unit neither moves nor is reported; the reforming time is not counted", "rules/gitm/square_phase.cpp rules/gitm/move_reports.cpp"},
    {"12.4", "gitm-rulebook", "Enemy arrival forces a reforming unit onward", RuleStatus::NotImplemented, "", ""},
    {"12.5", "gitm-rulebook", "Return after reforming; destroyed after repeated failure", RuleStatus::NotImplemented, "", ""},
    // gitm-tactical-movement.txt
    {"tm-straight-line", "gitm-tactical-movement", "Straight-line paths only matter near foes or neutrals", RuleStatus::Implemented, "", "rules/gitm/tactical_move.cpp rules/gitm/phase_walk.cpp"},
    {"tm-step-count", "gitm-tactical-movement", "Step count equals the larger axis distance", RuleStatus::Implemented, "", "rules/gitm/line.cpp"},
    {"tm-fraction", "gitm-tactical-movement", "Per-step minor-axis shift is smaller over larger", RuleStatus::Implemented, "", "rules/gitm/blocking.cpp"},
    {"tm-path-3-1-7-3", "gitm-tactical-movement", "Worked path example between 3-1 and 7-3", RuleStatus::Implemented, "", "rules/gitm/line.hpp"},
    {"tm-path-11-4-8-13", "gitm-tactical-movement", "Worked path example between 11-4 and 8-13", RuleStatus::Implemented, "", "rules/gitm/line.hpp"},
    {"tm-rounding", "gitm-tactical-movement", "Terrain check rounds to nearest, halves downward", RuleStatus::Implemented, "", "rules/gitm/line.hpp"},
    {"tm-example-1", "gitm-tactical-movement", "Impassable square anywhere on rounded path blocks", RuleStatus::Implemented, "", "rules/gitm/terrain_block.cpp"},
    {"tm-example-2", "gitm-tactical-movement", "Diagonal river/mountain pairs bar diagonals; lakes don't", RuleStatus::Implemented, "", "rules/gitm/sides.cpp rules/gitm/terrain_block.hpp"},
    {"tm-example-3", "gitm-tactical-movement", "Flat-to-high-hills cliff bars movement", RuleStatus::Implemented, "", "rules/gitm/terrain_block.cpp"},
    {"tm-case-1", "gitm-tactical-movement", "Orthogonal moves blocked by a unit on the path", RuleStatus::Implemented, "", "rules/gitm/blocking.cpp"},
    {"tm-case-2", "gitm-tactical-movement", "45-degree moves also blocked by flanking squares", RuleStatus::Implemented, "", "rules/gitm/blocking.cpp"},
    {"tm-case-3", "gitm-tactical-movement", "Other moves: both roundings of fractional squares", RuleStatus::Implemented, "", "rules/gitm/blocking.cpp"},
    {"tm-graphic-1", "gitm-tactical-movement", "Diagram: eastward move along one row", RuleStatus::Implemented, "", "rules/gitm/line.hpp"},
    {"tm-graphic-2", "gitm-tactical-movement", "Diagram: 45-degree north-east move", RuleStatus::Implemented, "", "rules/gitm/line.hpp"},
    {"tm-graphic-3", "gitm-tactical-movement", "Diagram: move between 1-2 and 6-5 with fractions", RuleStatus::Implemented, "", "rules/gitm/line.hpp"},
    // gitm-entry-squares.txt
    {"es-entry-band", "gitm-entry-squares", "Entry within four edge lines; half edges for diagonals", RuleStatus::Implemented, "", "rules/gitm/entry_band.hpp"},
    {"es-illegal", "gitm-entry-squares", "No entry on or behind an enemy", RuleStatus::Implemented, "", "rules/gitm/entry.cpp"},
    {"es-closer", "gitm-entry-squares", "Retry one, then two squares nearer the edge", RuleStatus::Implemented, "", "rules/gitm/entry.cpp"},
    {"es-row-0", "gitm-entry-squares", "Row 0 request: any row-0 square except corners", RuleStatus::Implemented, "", "rules/gitm/entry.cpp"},
    {"es-row-1", "gitm-entry-squares", "Row 1 request: column's row-0 square, then row 0", RuleStatus::Implemented, "", "rules/gitm/entry.cpp"},
    {"es-row-2", "gitm-entry-squares", "Row 2 request: column's row-1 square, then row 1", RuleStatus::Implemented, "", "rules/gitm/entry.cpp"},
    {"es-row-3", "gitm-entry-squares", "Row 3 request: row-2, row-1 in column, then row 1", RuleStatus::Implemented, "", "rules/gitm/entry.cpp"},
    {"es-random-fallback", "gitm-entry-squares", "No legal square: random pick in searched row, no battle", RuleStatus::Implemented, "", "rules/gitm/entry.cpp"},
    {"es-behind", "gitm-entry-squares", "Behind only counts along the shared row/column; 3-7 example", RuleStatus::Implemented, "", "rules/gitm/entry.cpp"},
    {"es-side-after-enemies", "gitm-entry-squares", "River/range side fix comes later and ignores enemies", RuleStatus::Implemented, "", "rules/gitm/entry.cpp"},
    // dnd-diagonal-movement.txt
    {"dnd-square", "dnd-diagonal-movement", "Squares are 5 ft across; a straight step costs 5 ft", RuleStatus::Implemented, "", "rules/dnd/distance.hpp"},
    {"dnd-parity", "dnd-diagonal-movement", "Diagonals alternate 5 ft, 10 ft over the whole turn, apart or not", RuleStatus::Implemented, "", "rules/dnd/distance.hpp rules/dnd/search.hpp"},
    {"dnd-l-vs-diagonal", "dnd-diagonal-movement", "0-0 to 4-4: 40 ft around the corner, 30 ft on the diagonal", RuleStatus::Implemented, "", "rules/dnd/distance.hpp"},
    {"dnd-closed-form", "dnd-diagonal-movement", "Distance formula: both offsets less half the shorter, rounded up", RuleStatus::Implemented, "", "rules/dnd/distance.hpp"},
    {"dnd-cost-grid", "dnd-diagonal-movement", "Table of movement costs to the squares around a character", RuleStatus::Implemented, "", "rules/dnd/distance.hpp"},
    {"dnd-movement-circle", "dnd-diagonal-movement", "Squares within a speed (e.g. 30 ft) form a rough circle", RuleStatus::Implemented, "", "rules/dnd/search.hpp"},
    // at-move-order.txt
    {"at-movement-type", "at-move-order", "Each subformation type moves by a movement type with per-landscape, road and river costs", RuleStatus::Implemented, "", "rules/at/step.cpp"},
    {"at-fuel", "at-move-order", "Short of fuel: the step's cost is multiplied by the scenario's factor", RuleStatus::Implemented, "", "rules/at/step.cpp"},
    {"at-hq-sea", "at-move-order", "Headquarters may not enter sea hexes", RuleStatus::Implemented, "", "rules/at/step.cpp"},
    {"at-harbour", "at-move-order", "Naval moves may not go straight from a harbour to another harbour", RuleStatus::Implemented, "", "rules/at/step.cpp"},
    {"at-peace", "at-move-order", "No entry into hexes owned by a regime at peace", RuleStatus::Implemented, "", "rules/at/step.cpp"},
    {"at-stack-16", "at-move-order", "No entry into a hex already holding sixteen units", RuleStatus::Implemented, "", "rules/at/step.cpp"},
    {"at-movetype-mod", "at-move-order", "Script-set percentage modifier per movement type", RuleStatus::Implemented, "", "rules/at/step.hpp"},
    {"at-moveredux", "at-move-order", "Percentage modifier from the subformation type's MoveRedux", RuleStatus::Implemented, "", "rules/at/step.cpp"},
    {"at-air-shroud-rv100", "at-move-order", "Air missions into shrouded hexes, by rule variable 100", RuleStatus::Implemented, "", "rules/at/step.cpp"},
    {"at-shroud-sea", "at-move-order", "Surface moves enter shroud only where sea was seen", RuleStatus::Implemented, "", "rules/at/step.cpp"},
    {"at-road", "at-move-order", "A road across the side replaces the landscape cost", RuleStatus::Implemented, "", "rules/at/step.cpp"},
    {"at-river", "at-move-order", "An unbridged river across the side adds its penalty", RuleStatus::Implemented, "", "rules/at/step.cpp"},
    {"at-ap-penalty", "at-move-order", "AP penalties of the hex are added", RuleStatus::Implemented, "", "rules/at/step.cpp"},
    {"at-zoc", "at-move-order", "Zone-of-control penalties of the hex are added", RuleStatus::Implemented, "", "rules/at/step.cpp"},
    {"at-navy-port", "at-move-order", "Ships enter land hexes only where a port is", RuleStatus::Implemented, "", "rules/at/step.cpp"},
    {"at-power-rv307", "at-move-order", "Units below rule variable 307's power points cannot move", RuleStatus::Implemented, "", "rules/at/step.cpp"},
    {"at-visible-enemy", "at-move-order", "No entry where enemies are seen; unseen ones mean a surprise battle", RuleStatus::Implemented, "", "rules/at/step.cpp"},
    {"at-ap-spend", "at-move-order", "Steps are paid from the unit's action points; a step it cannot pay is refused", RuleStatus::Implemented, "", "rules/at/move.cpp rules/at/route.cpp"},
    {"at-conquest-free", "at-move-order", "Free entry for units that conquered the hex in combat", RuleStatus::Implemented, "", "rules/at/step.cpp"},
    {"at-air-half", "at-move-order", "Moving or transferring air subformations pay half", RuleStatus::Implemented, "", "rules/at/step.cpp"},
    {"at-supply-rv41", "at-move-order", "Uncarried surplus HQ supply moves by rule variable 41's movement type", RuleStatus::Implemented, "", "rules/at/step.cpp"},
    {"at-air-airfield", "at-move-order", "Air moves and transfers must finish at an airfield", RuleStatus::Implemented, "", "rules/at/step.cpp"},
    {"at-rv814", "at-move-order", "Rule variable 814 makes every move free", RuleStatus::Implemented, "", "rules/at/step.cpp"},
    {"at-paradrop", "at-move-order", "Paradrops only onto landscapes that allow them", RuleStatus::Implemented, "", "rules/at/step.cpp"},
    {"at-rv526", "at-move-order", "Rule variable 526 lets non-hostile regimes share sea hexes", RuleStatus::Implemented, "", "rules/at/step.cpp"},
    {"at-carry-faster", "at-move-order", "Carried subformations do not slow the group", RuleStatus::Implemented, "", "rules/at/step.cpp"},
    {"at-carry-weight", "at-move-order", "Carried weight against each carrier's and the total carry points", RuleStatus::Implemented, "", "rules/at/step.cpp"},
    {"at-carry-theatre", "at-move-order", "Which theatres may carry which; aircraft carrier points", RuleStatus::Implemented, "", "rules/at/step.cpp"},
    {"at-conquest-clear", "at-move-order", "A conquered location loses its HQ and production", RuleStatus::Implemented, "", "rules/at/move.cpp"},
    {"at-event", "at-move-order", "A hex's own event runs when it is entered", RuleStatus::Partly, "reported among the move's implications; the event's script is not run", "rules/at/move.cpp"},
    {"at-battle-rv326", "at-move-order", "Entering beside enemies starts a battle; at sea only with rule variable 326", RuleStatus::Implemented, "", "rules/at/step.cpp rules/at/move.cpp"},
    {"at-readiness", "at-move-order", "Moving costs readiness where the subformation type says so", RuleStatus::Implemented, "", "rules/at/move.cpp"},
    {"at-entrench", "at-move-order", "Entrenchment becomes the least the new hex gives", RuleStatus::Implemented, "", "rules/at/move.cpp"},
    {"at-rv843", "at-move-order", "Rule variable 843's event runs after a move", RuleStatus::Partly, "reported among the move's implications; the event's script is not run", "rules/at/move.cpp"},
    {"at-damaged", "at-move-order", "Air and naval subformations lose readiness entering damaged locations", RuleStatus::Implemented, "", "rules/at/move.cpp"},
});

}  // namespace

std::string_view name(RuleStatus s) noexcept {
    switch (s) {
        case RuleStatus::Implemented: return "implemented";
        case RuleStatus::Partly: return "partly implemented";
        case RuleStatus::NotImplemented: return "not implemented";
        case RuleStatus::NotDecidable: return "not decidable";
    }
    return "?";
}

std::vector<std::string_view> files_of(const CatalogueEntry& e) {
    std::vector<std::string_view> out;
    for (std::string_view rest = e.files; !rest.empty();) {
        const auto sp = rest.find(' ');
        out.push_back(rest.substr(0, sp));
        rest = sp == std::string_view::npos ? std::string_view{} : rest.substr(sp + 1);
    }
    return out;
}

std::span<const CatalogueEntry> catalogue() noexcept { return kCatalogue; }

const CatalogueEntry* find_catalogue_entry(std::string_view id) noexcept {
    const auto it = std::find_if(kCatalogue.begin(), kCatalogue.end(),
                                 [id](const CatalogueEntry& e) { return e.id == id; });
    return it == kCatalogue.end() ? nullptr : &*it;
}

}  // namespace umpire
