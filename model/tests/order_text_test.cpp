#include "model/order_text.hpp"
#include "golden/tests/source_dir.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

namespace umpire {
namespace {

std::string errors_of(const ParsedOrders& p) { return format(p.errors); }

std::string one(const std::string& fields, const std::string& header_tail = " password \"pw\"") {
    return "unit MX3LI from alice at 2026-11-23T10:15:00Z" + header_tail + "\n" + fields + "end\n";
}

// rules: 6.2, 6.3, 6.4, 6.5, 6.6, 6.7, 6.8
TEST(OrderText, ExampleFileParsesAndPrintsBack) {
    const std::string text = read_test_file(umpire::test_source_dir() + "/docs/example.orders");
    ASSERT_FALSE(text.empty());
    const ParsedOrders p = parse_orders(text, "example.orders");
    ASSERT_TRUE(p.errors.empty()) << errors_of(p);
    ASSERT_EQ(p.file.submissions.size(), 3u);
    const Submission& s = p.file.submissions[0];
    EXPECT_EQ(to_string(s.unit), "US3IN");
    EXPECT_EQ(s.sender, "alice");
    EXPECT_EQ(s.password->reveal(), "musket&ball");
    const UnitOrders& o = s.orders;
    ASSERT_EQ(o.strategic.path.size(), 4u);
    EXPECT_EQ(o.strategic.path[2].kind, StrategicBox::Kind::Blank);
    EXPECT_TRUE(o.strategic.halt_on_detection && o.strategic.halt_on_enemy_entry && o.strategic.halt_before_forced_march);
    EXPECT_TRUE(o.strategic.pursuit && o.strategic.march_to_battle && o.strategic.march_to_allies && o.strategic.march_to_enemies);
    EXPECT_EQ(o.tactical.destination, DestinationKind::Square);
    EXPECT_EQ(to_string(o.tactical.destination_square), "5-9");
    EXPECT_EQ(to_string(*o.tactical.waypoint), "3-4");
    EXPECT_EQ(o.tactical.start_phase, 2);
    EXPECT_TRUE(o.tactical.no_fort);
    EXPECT_EQ(o.tactical.engage, (PhaseRange{2, 4}));
    EXPECT_EQ(o.tactical.line, BattleLine::Second);
    EXPECT_EQ(o.reactions.support->radius, 2);
    EXPECT_EQ(o.reactions.intercept->phases, (PhaseRange{1, 5}));
    EXPECT_EQ(o.postures.attack, OffensiveMode::Assault);
    EXPECT_EQ(o.postures.defend, DefensiveMode::LastDitch);
    EXPECT_EQ(o.supply.carry, 1);
    EXPECT_EQ(o.supply.source, SupplyOrders::Source::Unit);
    const Submission& hq = p.file.submissions[1];
    EXPECT_EQ(hq.password->reveal(), "corps\\hq \"2\"");
    EXPECT_EQ(hq.orders.strategic.path[0].kind, StrategicBox::Kind::Transport);
    EXPECT_EQ(hq.orders.tactical.destination, DestinationKind::NearestFord);
    EXPECT_EQ(hq.orders.supply.source_city, "Matamoros");
    EXPECT_EQ(p.file.submissions[2].orders.strategic.path[0].name, "New Orleans");
    EXPECT_EQ(p.file.submissions[2].orders.supply.source, SupplyOrders::Source::None);
    const StatusOrders& status = p.file.submissions[2].orders.status;
    EXPECT_TRUE(status.activate && status.inactivate);
    EXPECT_EQ(status.merge_into, parse_unit_id("US6LC").value());

    const std::string canonical = print_orders(p.file, Passwords::Keep);
    const ParsedOrders again = parse_orders(canonical, "canonical");
    ASSERT_TRUE(again.errors.empty()) << errors_of(again);
    EXPECT_EQ(again.file, p.file);
    EXPECT_EQ(print_orders(again.file, Passwords::Keep), canonical);
}

// `umpire orders fmt` rewrites the player's own file: its comments stay, each with
// the line it was on, and move with their field to its canonical place.
TEST(OrderText, CommentsAreKeptWithTheirLines) {
    const std::string text =
        "# turn 3 orders, US side   \n"
        "\n"
        "unit US1IN from alice at 2026-11-23T09:00:00Z password \"pw\"  # first try\n"
        "    # defend first\n"
        "  defend skirmish\n"
        "  move 5-2   # west\n"
        "  # done\n"
        "end # US1IN\n"
        "# closing words\n";
    const ParsedOrders p = parse_orders(text, "f");
    ASSERT_TRUE(p.errors.empty()) << errors_of(p);
    const std::string kept = print_orders(p.file, Passwords::Keep);
    EXPECT_EQ(kept,
              "# turn 3 orders, US side\n"
              "unit US1IN from alice at 2026-11-23T09:00:00Z password \"pw\" # first try\n"
              "  move 5-2 # west\n"
              "  # defend first\n"
              "  defend skirmish\n"
              "  # done\n"
              "end # US1IN\n"
              "\n"
              "# closing words\n");
    // Canonical: printing it again changes nothing.
    const ParsedOrders again = parse_orders(kept, "f");
    ASSERT_TRUE(again.errors.empty()) << errors_of(again);
    EXPECT_EQ(print_orders(again.file, Passwords::Keep), kept);
    // What others see has neither the comments nor the password.
    const std::string shown = print_orders(p.file);
    EXPECT_EQ(shown.find('#'), std::string::npos) << shown;
}

// rules: 6.2
TEST(OrderText, PasswordsAreWithheldUnlessKept) {
    const ParsedOrders p = parse_orders(one("", " password \"Zq9-secret\""), "f");
    ASSERT_TRUE(p.errors.empty()) << errors_of(p);
    const std::string shown = print_orders(p.file);
    EXPECT_EQ(shown.find("Zq9"), std::string::npos);
    EXPECT_NE(shown.find("password withheld"), std::string::npos);
    const ParsedOrders back = parse_orders(shown, "f");
    ASSERT_TRUE(back.errors.empty());
    EXPECT_FALSE(back.file.submissions[0].password.has_value());
    EXPECT_NE(print_orders(p.file, Passwords::Keep).find("\"Zq9-secret\""), std::string::npos);
}

// rules: 6.2
TEST(OrderText, NoDiagnosticShowsAPassword) {
    for (const std::string& tail : {std::string(" password Zq9-secret"), std::string(" password \"Zq9-secret\" extra"),
                                    std::string(" passwd \"Zq9-secret\""), std::string(" password \"Zq9-secret"),
                                    std::string(" password \"Zq9-secret\\x\"")}) {
        const ParsedOrders p = parse_orders(one("", tail), "f");
        ASSERT_FALSE(p.errors.empty()) << tail;
        EXPECT_EQ(errors_of(p).find("Zq9"), std::string::npos) << errors_of(p);
    }
    const ParsedOrders p = parse_orders(one("  \"Zq9-secret\"\n"), "f");
    EXPECT_EQ(errors_of(p).find("Zq9"), std::string::npos) << errors_of(p);
}

// `umpire credentials hash` refuses exactly the passwords an order cannot carry:
// both ask valid_password, and this holds the parser to it, byte by byte and at the
// length bounds.
// rules: 6.2
TEST(OrderText, TheParserCarriesExactlyTheValidPasswords) {
    const auto written = [](const std::string& pw) {
        std::string q = "\"";
        for (char c : pw) {
            if (c == '"' || c == '\\') q += '\\';
            q += c;
        }
        return q + "\"";
    };
    const auto carried = [&](const std::string& pw) {
        const ParsedOrders p = parse_orders(one("", " password " + written(pw)), "f");
        return p.errors.empty() && p.file.submissions.size() == 1 && p.file.submissions[0].password &&
               p.file.submissions[0].password->reveal() == pw;
    };
    for (int b = 0; b < 256; ++b) {
        const std::string pw = "a" + std::string(1, static_cast<char>(b)) + "z";
        EXPECT_EQ(valid_password(pw), carried(pw)) << "byte " << b;
    }
    for (std::size_t n : {std::size_t{0}, std::size_t{1}, kMaxPasswordBytes - 1, kMaxPasswordBytes, kMaxPasswordBytes + 1}) {
        const std::string pw(n, 'x');
        EXPECT_EQ(valid_password(pw), carried(pw)) << n << " characters";
        EXPECT_EQ(valid_password(pw), n >= 1 && n <= kMaxPasswordBytes);
    }
    EXPECT_TRUE(valid_password(" \"\\~ "));
    EXPECT_FALSE(valid_password("tab\there"));
    EXPECT_FALSE(valid_password("caf\xc3\xa9"));
}

TEST(OrderText, ErrorsNameLineColumnTextAndExpectation) {
    const ParsedOrders p = parse_orders(one("  move 5-9 via 99-1\n"), "o.txt");
    ASSERT_EQ(p.errors.size(), 1u);
    EXPECT_EQ(format(p.errors[0]), "o.txt:2:16: expected the waypoint (a tactical square such as 5-9), found \"99-1\"");
    EXPECT_TRUE(p.file.submissions.empty());

    const auto first = [](const std::string& text) { return format(parse_orders(text, "f").errors.at(0)); };
    EXPECT_EQ(first(one("  march battle battle\n")), "f:2:16: \"battle\" is listed twice");
    EXPECT_EQ(first(one("  line middle\n")), "f:2:8: expected a battle line (first, second, rear), found \"middle\"");
    EXPECT_EQ(first(one("  engage phases 4-2\n")), "f:2:17: a phase range runs from the earlier phase to the later, found \"4-2\"");
    EXPECT_EQ(first(one("  engage phases 1-6\n")),
              "f:2:17: expected tactical phases such as 2-4 or 3 (phases 1 to 5), found \"1-6\"");
    EXPECT_EQ(first(one("  supply carry 13\n")), "f:2:16: the supply level to carry must be 0 to 12, found 13");
    EXPECT_EQ(first(one("  attack\n")),
              "f:2:9: expected an offensive mode (assault, attack, skirmish, evade) at the end of the line");
    EXPECT_EQ(first(one("  strategic G4-V6 US1TR\n")), "f:2:19: a transport group can only be the first box (rule 7.17)");
    // A path of blanks only is well formed: the order desk refuses the value (model/order_check.hpp).
    EXPECT_TRUE(parse_orders(one("  strategic - -\n"), "f").errors.empty());
    EXPECT_EQ(first(one("  strategic A0-P0 A0-P1 A0-P2 A0-P3 A0-P4 A0-P5 A0-P6\n")),
              "f:2:49: a strategic path has at most 6 boxes, one per strategic phase (rules 5.2, 7.6)");
    EXPECT_EQ(first(one("  move 5-9\n  move 6-9\n")), "f:3:3: `move` is given twice in this submission (first on line 2)");
    EXPECT_EQ(first(one("  go 5-9\n")).substr(0, 25), "f:2:3: unknown field \"go\"");
    EXPECT_EQ(first("unit MX3LI from alice at 2026-11-23 password \"x\"\nend\n").substr(0, 24), "f:1:26: bad time \"2026-1");
    EXPECT_EQ(first("unit MX3LI from al ice at 2026-11-23T10:15:00Z\nend\n"),
              "f:1:20: expected `at` and the submission time, found \"ice\"");
    EXPECT_EQ(first("move 5-9\n"),
              "f:1:1: expected `unit ID from PLAYER at TIME` (or `minister STATE`, `reassign ID` or `change-password` "
              "before `from PLAYER at TIME`) to start a submission, found \"move\"");
    // Rule 10.6: a war minister's form names a state and carries only shipments.
    EXPECT_EQ(first("minister mx from alice at 2026-11-23T10:15:00Z\nend\n"),
              "f:1:10: a state is 1-8 of A-Z 0-9 _, such as MX; found \"mx\"");
    EXPECT_EQ(first("minister MX from alice at 2026-11-23T10:15:00Z\n  move 5-9\nend\n"),
              "f:2:3: a war minister's form orders only shipments (`ship`, rule 10.6), found \"move\"");
    EXPECT_EQ(first("minister MX from alice at 2026-11-23T10:15:00Z\n  ship 5 from \"A\" to \"B\"\n"),
              "f:1:1: the submission for the war minister of \"MX\" has no `end`");
    const ParsedOrders m = parse_orders("minister MX from alice at 2026-11-23T10:15:00Z\n  ship 5 from \"A\" to \"B\"\nend\n", "f");
    ASSERT_TRUE(m.errors.empty());
    ASSERT_EQ(m.file.submissions.size(), 1u);
    EXPECT_EQ(m.file.submissions[0].minister, "MX");
    EXPECT_EQ(print_orders(m.file), "minister MX from alice at 2026-11-23T10:15:00Z\n  ship 5 from \"A\" to \"B\"\nend\n");
    EXPECT_EQ(first("end\n"), "f:1:1: `end` without a submission");
    EXPECT_EQ(first("unit MX3LI from alice at 2026-11-23T10:15:00Z\n  pursue\n"),
              "f:1:1: the submission for MX3LI has no `end`");
    EXPECT_EQ(first(one("  pursue now\n")), "f:2:10: unexpected \"now\" at the end of the field");
    EXPECT_EQ(first(one("  entry 5-9\x01\n")), "f:2:12: unexpected character \"?\" (orders are written in printable ASCII)");
}

// rules: 3.5, 11.1
TEST(OrderText, StatusOrdersRoundTrip) {
    const ParsedOrders p = parse_orders(one("  inactivate\n  merge-into MX4LI\n  activate\n"), "f");
    ASSERT_TRUE(p.errors.empty()) << errors_of(p);
    const StatusOrders& s = p.file.submissions.at(0).orders.status;
    EXPECT_TRUE(s.activate && s.inactivate);
    EXPECT_EQ(s.merge_into, parse_unit_id("MX4LI").value());
    EXPECT_EQ(s.activate_at.line, 4);
    EXPECT_EQ(s.merge_at.column, 3);
    // Printed in the orders phase's order: activation, the merger, inactivation.
    const std::string printed = print_orders(p.file, Passwords::Withhold);
    EXPECT_NE(printed.find("  activate\n  merge-into MX4LI\n  inactivate\n"), std::string::npos) << printed;
    const ParsedOrders again = parse_orders(printed, "g");
    ASSERT_TRUE(again.errors.empty()) << errors_of(again);
    EXPECT_EQ(again.file.submissions.at(0).orders, p.file.submissions.at(0).orders);

    const auto first = [](const std::string& text) { return format(parse_orders(text, "f").errors.at(0)); };
    EXPECT_EQ(first(one("  merge-into\n")), "f:2:13: expected the unit to merge into, such as US2IN at the end of the line");
    EXPECT_EQ(first(one("  merge-into US2XX\n")), "f:2:14: expected the unit to merge into, such as US2IN, found \"US2XX\"");
    EXPECT_EQ(first(one("  merge-into \"US2IN\"\n")),
              "f:2:14: expected the unit to merge into, such as US2IN, found quoted text");
    EXPECT_EQ(first(one("  merge-into US2IN US3IN\n")), "f:2:20: unexpected \"US3IN\" at the end of the field");
    EXPECT_EQ(first(one("  activate now\n")), "f:2:12: unexpected \"now\" at the end of the field");
    EXPECT_EQ(first(one("  inactivate\n  inactivate\n")),
              "f:3:3: `inactivate` is given twice in this submission (first on line 2)");
}

TEST(OrderText, KeepsTheGoodSubmissionsAndReportsEveryBadOne) {
    const std::string text = one("  move 5-9\n") + one("  move nowhere\n") + one("  attack charge\n") + one("  line rear\n");
    const ParsedOrders p = parse_orders(text, "f");
    ASSERT_EQ(p.errors.size(), 2u) << errors_of(p);
    EXPECT_EQ(p.errors[0].where.line, 5);
    EXPECT_EQ(p.errors[1].where.line, 8);
    ASSERT_EQ(p.file.submissions.size(), 2u);
    EXPECT_EQ(p.file.submissions[0].line, 1);
    EXPECT_EQ(p.file.submissions[1].line, 10);
}

TEST(OrderText, MissingEndDropsOnlyThatSubmission) {
    const std::string text = "unit MX3LI from alice at 2026-11-23T10:15:00Z\n  pursue\n" + one("  pursue\n");
    const ParsedOrders p = parse_orders(text, "f");
    ASSERT_EQ(p.errors.size(), 1u);
    EXPECT_EQ(format(p.errors[0]), "f:1:1: the submission for MX3LI has no `end` before line 3");
    EXPECT_EQ(p.file.submissions.size(), 1u);
}

TEST(OrderText, CommentsBlankLinesCrlfAndTabs) {
    const ParsedOrders p = parse_orders("# turn 3\r\n\r\nunit MX3LI from alice at 2026-11-23T10:15:00Z # no password\r\n"
                                        "\tmove\t5-9 # to the ford\r\nend\r\n", "f");
    ASSERT_TRUE(p.errors.empty()) << errors_of(p);
    EXPECT_EQ(to_string(p.file.submissions[0].orders.tactical.destination_square), "5-9");
    EXPECT_FALSE(p.file.submissions[0].password.has_value());
}

TEST(OrderText, Bounds) {
    const std::string long_line = one("  pursue " + std::string(1000, ' ') + "\n");
    EXPECT_EQ(format(parse_orders(long_line, "f").errors.at(0)), "f:2:1001: the line is longer than 1000 bytes");
    const std::string huge(kMaxOrderFileBytes + 1, '#');
    EXPECT_EQ(format(parse_orders(huge, "f").errors.at(0)), "f: the file is larger than the limit of 8388608 bytes");
    std::string noisy;
    for (int i = 0; i < 600; ++i) noisy += one("  line nowhere\n");
    const ParsedOrders p = parse_orders(noisy, "f");
    EXPECT_EQ(p.errors.size(), kMaxOrderErrors + 1);
    EXPECT_EQ(p.errors.back().what, "too many errors; the rest of the file was not read");
    const ParsedOrders pw = parse_orders(one("", " password \"" + std::string(129, 'x') + "\""), "f");
    EXPECT_EQ(pw.errors.at(0).what, "password (not shown): a password is 1 to 128 characters");
}

// rules: 6.9
TEST(OrderText, DefaultOrders) {
    Unit infantry;
    infantry.id = UnitId{Nation::US, 3, UnitType::Infantry};
    infantry.tactical = TacSquare{4, 6};
    EXPECT_EQ(print_unit_orders(default_orders(infantry)),
              "  line first\n  support " + to_string(TacSquare{4, 6}) +
                  " radius 2\n  attack skirmish\n  defend skirmish\n  supply carry 1\n");
    Unit militia = infantry;
    militia.id.type = UnitType::Militia;
    const UnitOrders m = default_orders(militia);
    EXPECT_EQ(m.postures.attack, OffensiveMode::Attack);
    EXPECT_EQ(m.postures.defend, DefensiveMode::Defend);
    EXPECT_FALSE(m.tactical.destination.has_value());
    EXPECT_TRUE(m.strategic.path.empty());
}

}  // namespace
}  // namespace umpire

namespace umpire {
namespace {

// rules: 10.6
TEST(OrderText, ShipmentsParsePrintAndSayWhereTheyAreWrong) {
    const ParsedOrders p =
        parse_orders(one("  ship 40 from \"Matamoros\" to \"Camargo\" and 20 from \"Matamoros\" to \"San Luis\"\n"), "f");
    ASSERT_TRUE(p.errors.empty()) << errors_of(p);
    const auto& list = p.file.submissions.at(0).orders.supply.shipments;
    ASSERT_EQ(list.size(), 2u);
    EXPECT_EQ(list[0].amount, 40);
    EXPECT_EQ(list[1].from, "Matamoros");
    EXPECT_EQ(list[1].to, "San Luis");
    EXPECT_EQ(list[1].at.column, 45);
    const std::string printed = print_orders(p.file, Passwords::Keep);
    EXPECT_NE(printed.find("  ship 40 from \"Matamoros\" to \"Camargo\" and 20 from \"Matamoros\" to \"San Luis\"\n"),
              std::string::npos);
    EXPECT_EQ(parse_orders(printed, "again").file, p.file);

    const auto first = [](const std::string& text) { return format(parse_orders(text, "f").errors.at(0)); };
    EXPECT_EQ(first(one("  ship 0 from \"A\" to \"B\"\n")), "f:2:8: the supply units to ship must be 1 to 100000, found 0");
    EXPECT_EQ(first(one("  ship 5 to \"B\"\n")), "f:2:10: expected `from \"City\"`, found \"to\"");
    EXPECT_EQ(first(one("  ship 5 from A to \"B\"\n")), "f:2:15: expected a city in quotes, found \"A\"");
    EXPECT_EQ(first(one("  ship 5 from \"A\" to \"B\" and\n")), "f:2:29: expected the supply units to ship at the end of the line");
    EXPECT_EQ(first(one("  ship 5 from \"A\" to \"B\" or\n")), "f:2:26: unexpected \"or\" at the end of the field");
    std::string many = "  ship 1 from \"A\" to \"B\"";
    for (int i = 1; i < kMaxShipments; ++i) many += " and 1 from \"A\" to \"B\"";
    EXPECT_TRUE(parse_orders(one(many + "\n"), "f").errors.empty());
    EXPECT_EQ(first(one(many + " and 1 from \"A\" to \"B\"\n")),
              "f:2:" + std::to_string(many.size() + 2) + ": at most 20 shipments in one submission");
}

}  // namespace
}  // namespace umpire

namespace umpire {
namespace {

// A player's nonce: one line outside the submissions, printed back first.
TEST(OrderText, ANonceLineIsReadOncePerFile) {
    const std::string nonce(32, 'a');
    const std::string sub = "unit US1IN from gm at 2026-11-23T00:00:00Z\n  move 5-5\nend\n";
    const ParsedOrders p = parse_orders("nonce " + nonce + "\n\n" + sub, "n.orders");
    ASSERT_TRUE(p.errors.empty()) << p.errors.front().what;
    EXPECT_EQ(p.file.nonce, nonce);
    EXPECT_EQ(print_orders(p.file), "nonce " + nonce + "\n\n" + sub);
    EXPECT_EQ(parse_orders(print_orders(p.file), "n.orders").file, p.file);
    EXPECT_FALSE(parse_orders("nonce " + nonce + "\nnonce " + nonce + "\n", "n").errors.empty());  // two
    EXPECT_FALSE(parse_orders("nonce abc\n", "n").errors.empty());                                // too short
    EXPECT_FALSE(parse_orders("nonce " + std::string(32, 'A') + "\n", "n").errors.empty());       // upper case
    EXPECT_FALSE(parse_orders("nonce\n", "n").errors.empty());
}

// rules: 3.4, 6.10
TEST(OrderText, ReassignmentsAndPasswordChangesParsePrintAndNeverShowAPassword) {
    const std::string text =
        "unit US1IN from gm at 2026-11-23T00:00:00Z\n  move 5-5\nend\n"
        "# to alice\nreassign MX3LI from carol at 2026-11-23T10:00:00Z password \"Zq9-old\"\n  commander alice  # now\n"
        "  deputy none\nend\n"
        "change-password from alice at 2026-11-23T10:05:00Z password \"Zq9-old\"\n  new-password \"Zq9-new\"\nend\n";
    const ParsedOrders p = parse_orders(text, "c.orders");
    ASSERT_TRUE(p.errors.empty()) << errors_of(p);
    ASSERT_EQ(p.file.changes.size(), 2u);
    ASSERT_EQ(p.file.submissions.size(), 1u);
    const CredentialForm& r = p.file.changes[0];
    EXPECT_EQ(r.kind, CredentialForm::Kind::Reassign);
    EXPECT_EQ(to_string(r.unit), "MX3LI");
    EXPECT_EQ(r.commander, std::string("alice"));
    EXPECT_TRUE(r.deputy_given);
    EXPECT_FALSE(r.deputy.has_value());
    EXPECT_EQ(r.line, 5);
    const CredentialForm& c = p.file.changes[1];
    EXPECT_EQ(c.kind, CredentialForm::Kind::Password);
    EXPECT_EQ(c.sender, "alice");
    ASSERT_TRUE(c.new_password.has_value());
    EXPECT_EQ(c.new_password->reveal(), "Zq9-new");
    EXPECT_EQ(c.new_password_at.line, 10);
    // Printed for others: every password withheld, the changes first.
    const std::string shown = print_orders(p.file);
    EXPECT_EQ(shown.find("Zq9"), std::string::npos) << shown;
    EXPECT_EQ(shown,
              "reassign MX3LI from carol at 2026-11-23T10:00:00Z password withheld\n  commander alice\n  deputy none\nend\n\n"
              "change-password from alice at 2026-11-23T10:05:00Z password withheld\n  new-password withheld\nend\n\n"
              "unit US1IN from gm at 2026-11-23T00:00:00Z\n  move 5-5\nend\n");
    // The player's own file keeps both and the comments, and reads back the same.
    const std::string kept = print_orders(p.file, Passwords::Keep);
    EXPECT_NE(kept.find("# to alice\nreassign MX3LI"), std::string::npos) << kept;
    EXPECT_NE(kept.find("  commander alice # now\n"), std::string::npos) << kept;
    EXPECT_NE(kept.find("new-password \"Zq9-new\""), std::string::npos);
    EXPECT_EQ(parse_orders(kept, "c").file, p.file);
    EXPECT_EQ(print_orders(parse_orders(kept, "c").file, Passwords::Keep), kept);
}

// rules: 3.4, 6.10
TEST(OrderText, ChangeFormsSayWhatIsWrong) {
    const auto first_error = [](const std::string& text) {
        const ParsedOrders p = parse_orders(text, "f");
        EXPECT_TRUE(p.file.changes.empty()) << text;
        return p.errors.empty() ? std::string() : format(p.errors.front());
    };
    EXPECT_EQ(first_error("reassign MX3LI from carol at 2026-11-23T10:00:00Z\nend\n"),
              "f:2:1: a reassignment needs `commander PLAYER` and/or `deputy PLAYER` (or `deputy none`) before `end`");
    EXPECT_EQ(first_error("reassign MX3LI from carol at 2026-11-23T10:00:00Z\n  commander bob\n  deputy bob\nend\n"),
              "f:4:1: the commander cannot also be the deputy (rule 3.4 names two people)");
    EXPECT_EQ(first_error("reassign MX3LI from carol at 2026-11-23T10:00:00Z\n  new-password \"x\"\nend\n"),
              "f:2:3: unknown field \"new-password\"; a reassignment has `commander PLAYER` and/or `deputy PLAYER` (or "
              "`deputy none`), then `end`");
    EXPECT_EQ(first_error("change-password from alice at 2026-11-23T10:00:00Z\n  move 5-5\nend\n"),
              "f:2:3: unknown field \"move\"; a password change has `new-password \"...\"`, then `end`");
    EXPECT_EQ(first_error("change-password from alice at 2026-11-23T10:00:00Z\nend\n"),
              "f:2:1: a password change needs `new-password \"...\"` before `end`");
    EXPECT_EQ(first_error("reassign MX3LI from carol at 2026-11-23T10:00:00Z\n  commander bob\n  commander bob\nend\n"),
              "f:3:3: `commander` is given twice in this form (first on line 2)");
    EXPECT_EQ(first_error("change-password from alice at 2026-11-23T10:00:00Z\n  new-password \"x\"\n"),
              "f:1:1: the submission for the password change has no `end`");
    // A new password the language cannot carry is refused without being shown.
    const std::string bad = first_error("change-password from alice at 2026-11-23T10:00:00Z\n  new-password Zq9-bare\nend\n");
    EXPECT_EQ(bad, "f:2:16: new password (not shown): the password is written in quotes, \"like this\"");
    EXPECT_EQ(first_error("change-password alice at 2026-11-23T10:00:00Z\n  new-password \"x\"\nend\n"),
              "f:1:17: expected `from` and the sender's player name, found \"alice\"");
}

}  // namespace
}  // namespace umpire
