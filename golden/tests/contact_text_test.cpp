// What `umpire gitm contact` says of rule 10.2's line for the golden contact cases:
// every way a line can fail has its own sentence, naming the square and the reason.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "golden/case_file.hpp"
#include "golden/case_outcome.hpp"
#include "golden/tests/source_dir.hpp"
#include "rules/gitm/contact_report.hpp"

namespace umpire {
namespace {

CaseFile load_contact(const std::string& name) {
    auto c = load_case_file(test_source_dir() + "/golden/cases/gitm/contact/" + name + ".case.json");
    EXPECT_TRUE(c.ok()) << (c.ok() ? "" : format(c.errors()));
    return c.ok() ? std::move(*c) : CaseFile{};
}

std::string described(const std::string& name) {
    const CaseFile c = load_contact(name);
    const CaseOutcome o = run_case(c);
    EXPECT_TRUE(o.contact.has_value()) << name;
    return o.contact ? gitm::describe_contact(*o.contact) : std::string();
}

// rules: 10.2, 10.3, 1.2, 7.16
TEST(ContactText, EachCaseSaysWhatJoinsOrStopsTheLine) {
    const std::string from_unit = " for US from G0-V0 (US1IN at 7-7) to ";
    const std::string nearest = ": the nearest square to the goal that no line can enter is ";
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"contact-between-allied-cities",
         "Line of contact for US from G0-V0 (Austin, its tactical square 7-7) to G4-V0 (Puebla, its tactical square "
         "3-7): 4 steps (rule 10.2)\n  G1-V0 G2-V0 G3-V0 G4-V0"},
        {"contact-open-ground-king-distance",
         "Line of contact" + from_unit + "G4-V0: 4 steps (rule 10.2)\n  G1-V0 G2-V0 G3-V0 G4-V0"},
        {"contact-city-besieged", "No line of contact" + from_unit +
                                      "G4-V0 (Puebla, its tactical square 3-7): the city in G4-V0 is besieged (rules "
                                      "10.2, 10.3)"},
        {"contact-no-entry-impassable", "No line of contact" + from_unit + "G4-V0" + nearest +
                                            "G2-V0: impassable terrain (rule 1.2) (rule 10.2)"},
        {"contact-no-entry-guatemala",
         "No line of contact" + from_unit + "G4-V0" + nearest + "G2-V0: in Guatemala (rule 7.16) (rule 10.2)"},
        {"contact-no-entry-enemy-square",
         "No line of contact" + from_unit + "G4-V0" + nearest + "G2-V0: it holds a hostile unit (rule 10.2)"},
        {"contact-enemy-cavalry-closes-neighbours",
         "No line of contact" + from_unit + "G4-V0" + nearest +
             "G1-V0: beside hostile light or medium cavalry, with no friendly combat unit in either square (rule "
             "10.2)"},
        {"contact-no-wrap-at-the-east-edge", "No line of contact for US from N9-V0 (US1IN at 7-7) to A0-V1" + nearest +
                                                 "N8-U9: not described by the state (rule 10.2)"},
        {"contact-no-diagonal-between-enemies",
         "No line of contact" + from_unit + "G1-V1" + nearest +
             "G1-V1, reached only diagonally between two squares holding hostile units (rule 10.2)"},
        {"contact-start-across-the-river",
         "No line of contact for US from G0-V0 (US1IN at 3-7) to G4-V0: the squares are joined, but no line leaves "
         "in a direction the start has a clear path to its map's edge in (clear: N S SW W NW; rule 10.2, ruling "
         "CONTACT-TACTICAL-PATH)"},
        {"contact-city-tactical-square-across-the-river",
         "No line of contact" + from_unit +
             "G4-V0 (Puebla, its tactical square 10-7): the squares are joined, but no line arrives from a direction "
             "the end has a clear path to its map's edge in (clear: N NE E SE S; rule 10.2, ruling "
             "CONTACT-TACTICAL-PATH)"},
    };
    for (const auto& [name, text] : cases) EXPECT_EQ(described(name), text) << name;
}

// The goal itself barred: the report stops there, whatever lies between.
// rules: 10.2, 1.2
TEST(ContactText, AGoalThatCannotBeEnteredIsWhereTheLineStops) {
    const CaseFile c = load_contact("contact-no-entry-impassable");
    const GameState& state = *c.state();
    gitm::ContactPoint from;
    from.square = *parse_strat_square("G0-V0");
    gitm::ContactPoint to;
    to.square = *parse_strat_square("G2-V0");
    const auto r = gitm::report_contact(state, "US", from, to, c.resolved_rulings());
    EXPECT_FALSE(r.found);
    EXPECT_EQ(r.stopped, gitm::ContactStop::Bar);
    EXPECT_EQ(r.bar, gitm::ContactBar::Impassable);
    EXPECT_EQ(r.at, to.square);
    EXPECT_EQ(gitm::describe_contact(r),
              "No line of contact for US from G0-V0 to G2-V0: the nearest square to the goal that no line can enter "
              "is G2-V0: impassable terrain (rule 1.2) (rule 10.2)");
}

// An end the state does not describe has no line (the command refuses such an end
// before asking; the report still says why on its own).
// rules: 10.2
TEST(ContactText, AnEndOutsideTheStateHasNoLine) {
    const CaseFile c = load_contact("contact-open-ground-king-distance");
    gitm::ContactPoint from;
    from.square = *parse_strat_square("G0-V0");
    gitm::ContactPoint to;
    to.square = *parse_strat_square("J2-Y4");
    ASSERT_EQ(c.state()->square(to.square), nullptr);
    for (const bool reversed : {false, true}) {
        const auto r = reversed ? gitm::report_contact(*c.state(), "US", to, from, c.resolved_rulings())
                                : gitm::report_contact(*c.state(), "US", from, to, c.resolved_rulings());
        EXPECT_FALSE(r.found);
        EXPECT_EQ(r.stopped, gitm::ContactStop::NotInState);
        EXPECT_EQ(r.bar, gitm::ContactBar::NotInState);
        EXPECT_EQ(r.at, to.square);
        EXPECT_EQ(gitm::describe_contact(r), reversed ? "No line of contact for US from J2-Y4 to G0-V0: the state does "
                                                        "not describe J2-Y4"
                                                      : "No line of contact for US from G0-V0 to J2-Y4: the state does "
                                                        "not describe J2-Y4");
    }
}

// One step, and an end with no clear exit at all.
// rules: 10.2
TEST(ContactText, OneStepAndNoClearExitAreWorded) {
    gitm::ContactReport r;
    r.side = "MX";
    r.from.square = *parse_strat_square("G0-V0");
    r.to.square = *parse_strat_square("G1-V0");
    r.found = true;
    r.length = 1;
    r.line = {r.to.square};
    EXPECT_EQ(gitm::describe_contact(r), "Line of contact for MX from G0-V0 to G1-V0: 1 step (rule 10.2)\n  G1-V0");
    r.found = false;
    r.length = 0;
    r.line.clear();
    r.stopped = gitm::ContactStop::ToEnd;
    r.to.kind = gitm::ContactPointKind::City;
    r.to.name = "Tampico";
    EXPECT_EQ(gitm::describe_contact(r),
              "No line of contact for MX from G0-V0 to G1-V0 (Tampico): the squares are joined, but no line arrives "
              "from a direction the end has a clear path to its map's edge in (clear: none; rule 10.2, ruling "
              "CONTACT-TACTICAL-PATH)");
}

}  // namespace
}  // namespace umpire
