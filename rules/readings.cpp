#include "rules/readings.hpp"

#include <algorithm>

namespace umpire {
namespace {

using Rules = std::string_view;
using R = RulingId;

constexpr Rules k710[] = {"7.10", "7.12", "7.7", "7.8"};
constexpr Rules k86[] = {"8.6"};
constexpr Rules k810[] = {"8.10"};
constexpr Rules k25[] = {"2.5", "8.3"};
constexpr Rules kFills[] = {"2.5", "8.3", "8.5", "11.2", "12.2"};
constexpr Rules kStep[] = {"tm-fraction", "8.5"};
constexpr Rules kGraphic[] = {"tm-graphic-1"};
constexpr Rules kEntry[] = {"7.14"};
constexpr Rules kEdge[] = {"7.8"};
constexpr Rules k71[] = {"7.1"};
constexpr Rules kLoneHq[] = {"8.3", "9.2"};
constexpr Rules kEmptyLeg[] = {"8.3", "8.2", "tm-straight-line"};
constexpr Rules kFlankFull[] = {"9.8", "9.4"};
constexpr Rules kShatterLine[] = {"12.2", "10.2"};

constexpr RulingId kNone[1] = {};
constexpr RulingId kInitiative[] = {R::InitiativeNumber};
constexpr RulingId kLa[] = {R::LaTypo};
constexpr RulingId kSupport[] = {R::SupportWhom};
constexpr RulingId kAllied[] = {R::AlliedOneAnother, R::AlliedCount};
constexpr RulingId kFillsRulings[] = {R::InactivePresence, R::StackStatus};
constexpr RulingId kStepRulings[] = {R::StepTypo};
constexpr RulingId kGraphicRulings[] = {R::GraphicRow};
constexpr RulingId kEntryRulings[] = {R::ExampleSlip};
constexpr RulingId kEdgeRulings[] = {R::EdgePath};
constexpr RulingId kMilitia[] = {R::MilitiaHome};
constexpr RulingId kLoneHqRulings[] = {R::LoneHq};

constexpr std::span<const RulingId> none() { return {kNone, 0}; }

constexpr Reading kReadings[] = {
    {"HALT-PURSUIT-CITES-7.7", k710,
     "Rules 7.10 and 7.12 say an enemy may block further strategic movement, or make a pursuit fail, "
     "'under rule 7.7'; but 7.7 is the random move order, and the blocks are 7.8's (and 7.9's, 7.15's).",
     "The cross-reference means the blocking rules: a unit that does not halt on detection, or that pursues, "
     "is blocked exactly as 7.8, 7.9 and 7.15 block any strategic step. 7.7 still orders the moves, and "
     "decides whether a pursuer's turn comes before or after the enemy leaves (7.12).",
     none()},
    {"INITIATIVE-CUT-SENTENCE", k86,
     "Rule 8.6's sentence on the second group ends 'get initiative numbers between 3 and 5 and move.': the "
     "end of the sentence is missing.",
     "The missing words are 'after the first group' (they move later, as lower numbers move first); nothing "
     "else about the order depends on them.",
     none()},
    {"INITIATIVE-FACTORS", k86,
     "Rule 8.6 names the factors of an initiative number (group, fatigue, communications from US1AQ) but not "
     "how much each one adds.",
     "A ruling decides how the number is made.", kInitiative},
    {"INITIATIVE-LA", k86,
     "Rule 8.6's first group is of 'fast units' with 100 men or more 'for LA', but light artillery is not a "
     "fast unit in 8.1; horse artillery is.",
     "A ruling decides it; by default LA is a slip for HA.", kLa},
    {"SUPPORT-MISSING-WORD", k810,
     "Rule 8.10 lets units support 'same-side or units in combat': a word is missing between 'or' and 'units' "
     "(and 'in side the support radius' is 'inside').",
     "A ruling decides the missing word; by default it is 'actively allied', as everywhere else.", kSupport},
    {"ALLIED-ONE-ANOTHER", k25,
     "Rule 2.5 caps a tactical square at 12 units 'allied to one another', which only has one sense when "
     "alliances are transitive; they need not be.",
     "A ruling decides it; by default per unit, as rule 8.3 reads it for a mover: no unit may share its square "
     "with more than 11 units allied to it (the same as no 13 mutually allied units whenever alliances are "
     "transitive). Which relations count as allied is a ruling too.",
     kAllied},
    {"WHAT-FILLS-A-SQUARE", kFills,
     "Rule 8.3's move-blocking and 8.5's terrain limit look at the units present; rule 2.5's caps at the units "
     "a square contains. Neither says which statuses count, and our defaults differ: inactive units stop no "
     "move (TM-INACTIVE-PRESENCE) but do fill a square (STACK-STATUS).",
     "The two rules ask different questions: 8.3 and 8.5 ask who stands in the mover's way, and an inactive "
     "unit does not act (11.3); 2.5 asks how much room is left, and an inactive unit still takes room (11.2 "
     "caps inactive units separately). A shattered unit is leaving to reform (12.2) and counts for neither. "
     "STACK-STATUS=active-only makes the two agree for a game that wants them to.",
     kFillsRulings},
    {"TM-STEP-SENTENCE", kStep,
     "The tactical-movement text's sentence on moves with more rows than columns speaks of 'more columns than "
     "rows', contradicting its own worked example 11-4 to 8-13.",
     "A ruling decides it; by default the condition is a slip for 'more rows than columns'.", kStepRulings},
    {"TM-GRAPHIC-CAPTION", kGraphic,
     "The first drawn example's caption names 1-1 to 5-1, but the drawing shows the move along row 3.",
     "A ruling decides it; the two readings give the same marks.", kGraphicRulings},
    {"ES-EXAMPLE-SQUARE", kEntry,
     "Rule 7.14's south-east example from 5-4 enters at 5-3 as 'closer to 5-2' than 3-4; 5-2 is neither the "
     "request nor a square either choice is measured from.",
     "A ruling decides it; by default '5-2' is a slip for the requested 5-4, and bands are four lines deep.",
     kEntryRulings},
    {"EDGE-ILLUSTRATION-MISSING", kEdge,
     "Rule 7.8 points to an illustration of coloured squares per direction that the text does not contain.",
     "A ruling decides which squares must be clear; by default the straight run to the edge.", kEdgeRulings},
    {"MILITIA-SECOND-SENTENCE", k71,
     "Rule 7.1 keeps militia in their home nation, then says Mexican militia may go anywhere in Mexico, which "
     "would add nothing unless US militia are held more tightly.",
     "A ruling decides it; by default US militia keep to their own state.", kMilitia},
    {"SINGLE-MOVE-HQ-HALTS", kLoneHq,
     "Rule 8.3 halts a move at any enemy unit it meets and begins a combat; rule 9.2 has a headquarters outside "
     "a fort step aside, or shatter, when an enemy enters its square, and take no part in the battle. The texts "
     "tell a move inside a tactical phase, where other units move after it; they say nothing of one move "
     "judged alone.",
     "The tactical phase (`umpire gitm phase`, `umpire gitm turn`) follows ENCOUNTER-LONE-HQ: under 'passes' "
     "a lone enemy headquarters stops no move and steps aside when the mover ends on its square. The single "
     "ordered move (`umpire gitm move`, decide_move) has no phase around it in which a headquarters could step "
     "aside, so it reads 8.3 as written under either alternative: every enemy headquarters on the path halts "
     "it, as under the default 'halts'. A single move reports no 9.2 reaction, so under 'passes' one ending on "
     "a headquarters' square would leave the two together with neither a combat nor a step aside; reading "
     "'halts' keeps each single-move outcome one the phase gives under the default.",
     kLoneHqRulings},
    {"SINGLE-MOVE-EMPTY-LEG", kEmptyLeg,
     "Rule 8.3 says a unit whose 'movement calls for it to encounter a neutral unit' does not move at all, and "
     "names the waypoint and destination squares for its full-square check; it does not say whether a neutral "
     "on a square the order names but the move never steps into (a waypoint on the mover's own square, the end "
     "of a leg finished in an earlier phase) is encountered.",
     "The tactical phase (`umpire gitm phase`, `umpire gitm turn`) judges only legs with steps still to take: "
     "a leg walked in an earlier phase was judged then (8.2: the move goes on along its line), and a leg with "
     "no step enters no square, so nothing at its end is met. The single ordered move (`umpire gitm move`, "
     "decide_move) judges every square the order names, as 8.3's full-square sentence does: a neutral on the "
     "waypoint blocks its free move even when the waypoint is the mover's own square. A single move has no "
     "earlier phase, so this is the only case where the two differ; no ruling offers the choice yet.",
     none()},
    {"FLANK-280-ARTILLERISTS", kFlankFull,
     "Rule 9.8 wants the front line 'at least 75% full' for both flanks to be anchored, 'ie, 2250 infantry, 750 "
     "cavalry, 280 artillerists'. 75% of a 3,000-space line is 2,250 spaces, which is 281.25 artillerists at 8 "
     "spaces each; 280 artillerists fill 2,240 spaces, 74.7%.",
     "The rule's 75% stands and is counted exactly in rule 9.4's spaces (four times the spaces filled at least "
     "three times the capacity, for any length of line); the 280 is the example's rounding, so 280 artillerists "
     "alone do not fill the line and 282 do.",
     none()},
    {"SHATTER-LINE-TOO-LONG", kShatterLine,
     "Rule 12.2 moves a shattered unit along its line of contact to a friendly city 'not longer than 15 "
     "strategic squares', and sends it towards the coast when it has 'no line of contact to any' friendly "
     "city; it does not say what happens when the only lines are longer than 15 squares.",
     "Such a unit is treated as having no usable line: 12.2's coastal fallback comes next, which needs ports "
     "and transports the model does not have, so the unit is destroyed and the result says which case it was "
     "(rules/gitm/combat/shatter.hpp).",
     none()},
};

}  // namespace

std::span<const Reading> readings() noexcept { return kReadings; }

const Reading* find_reading(std::string_view id) noexcept {
    const auto it = std::find_if(std::begin(kReadings), std::end(kReadings), [id](const Reading& r) { return r.id == id; });
    return it == std::end(kReadings) ? nullptr : &*it;
}

}  // namespace umpire
