#include "cli/command_tree.hpp"

#include <gtest/gtest.h>

#include "cli/completion.hpp"

namespace umpire::cli {
namespace {

// A small tree shaped like umpire's: a root taking one command, a group of
// subcommands, a hidden command.
struct Tree {
    CLI::App root{"test tree", "umpire"};
    std::string file, state;
    bool json = false;
    Tree() {
        root.require_subcommand(1);
        auto* gitm = root.add_subcommand("gitm", "GITM")->require_subcommand(1);
        auto* turn = gitm->add_subcommand("turn", "a turn");
        turn->add_option("CASE", file)->required();
        turn->add_flag("--json", json);
        gitm->add_subcommand("path", "a line");
        auto* orders = root.add_subcommand("orders", "orders")->require_subcommand(1);
        orders->add_subcommand("check", "check")->add_option("--state,--case", state);
        root.add_subcommand("golden", "golden");
        root.add_subcommand("secret", "hidden")->group("");
    }
    // The parse's error, or nothing when it passed.
    std::optional<std::string> parse(std::vector<std::string> args) {
        std::reverse(args.begin(), args.end());
        try {
            root.parse(args);
        } catch (const CLI::ParseError& e) {
            return std::string(e.what());
        }
        return std::nullopt;
    }
};

TEST(CommandTree, VisibleSubcommandsLeaveOutHiddenOnes) {
    Tree t;
    EXPECT_EQ(subcommand_names(t.root), (std::vector<std::string>{"gitm", "orders", "golden"}));
    EXPECT_EQ(command_path(*t.root.get_subcommand("gitm")->get_subcommand("turn")), "umpire gitm turn");
}

TEST(CommandTree, UnknownTopCommand) {
    Tree t;
    ASSERT_TRUE(t.parse({"gitn", "turn", "x.json"}));
    const auto u = unknown_command(t.root);
    ASSERT_TRUE(u);
    EXPECT_EQ(u->parent, &t.root);
    EXPECT_EQ(u->word, "gitn");
    EXPECT_EQ(u->suggestions, std::vector<std::string>{"gitm"});
    EXPECT_EQ(describe(*u),
              "umpire: \"gitn\" is not a command; did you mean gitm?\n"
              "The commands of umpire: gitm, orders, golden\n"
              "Run 'umpire --help' for more information.\n");
}

TEST(CommandTree, UnknownNestedCommandAfterAnOption) {
    Tree t;
    ASSERT_TRUE(t.parse({"gitm", "--bogus", "trun", "x.json"}));
    const auto u = unknown_command(t.root);
    ASSERT_TRUE(u);
    EXPECT_EQ(command_path(*u->parent), "umpire gitm");
    EXPECT_EQ(u->word, "trun");
    EXPECT_EQ(u->suggestions, std::vector<std::string>{"turn"});
}

TEST(CommandTree, NoSuggestionForOtherErrors) {
    Tree t;
    ASSERT_TRUE(t.parse({"gitm", "turn"}));  // CASE missing
    EXPECT_FALSE(unknown_command(t.root));
    EXPECT_EQ(command_path(selected_command(t.root)), "umpire gitm turn");
    Tree extra;
    ASSERT_TRUE(extra.parse({"gitm", "turn", "a.json", "b.json"}));  // turn takes no subcommand
    EXPECT_FALSE(unknown_command(extra.root));
    Tree option;
    ASSERT_TRUE(option.parse({"gitm", "--bogus"}));  // an option is not a command
    EXPECT_FALSE(unknown_command(option.root));
}

TEST(CommandTree, NothingCloseStillListsTheCommands) {
    Tree t;
    ASSERT_TRUE(t.parse({"frobnicate"}));
    const auto u = unknown_command(t.root);
    ASSERT_TRUE(u);
    EXPECT_TRUE(u->suggestions.empty());
    EXPECT_EQ(describe(*u).substr(0, describe(*u).find('\n')), "umpire: \"frobnicate\" is not a command");
}

TEST(CommandTree, FindCommandFollowsWords) {
    Tree t;
    const auto turn = find_command(t.root, {"gitm", "turn"});
    ASSERT_NE(turn.command, nullptr);
    EXPECT_EQ(command_path(*turn.command), "umpire gitm turn");
    EXPECT_EQ(find_command(t.root, {}).command, &t.root);
    EXPECT_NE(find_command(t.root, {"secret"}).command, nullptr);  // hidden, but named exactly
    const auto bad = find_command(t.root, {"gitm", "pth"});
    EXPECT_EQ(bad.command, nullptr);
    ASSERT_TRUE(bad.unknown);
    EXPECT_EQ(bad.unknown->word, "pth");
    EXPECT_EQ(bad.unknown->suggestions, std::vector<std::string>{"path"});
}

TEST(CommandTree, FailureMessageNamesTheFailingCommand) {
    Tree t;
    std::vector<std::string> args{"turn", "gitm"};  // `umpire gitm turn`, CASE missing (CLI11 reads from the back)
    try {
        t.root.parse(args);
        FAIL() << "parsed";
    } catch (const CLI::ParseError& e) {
        EXPECT_EQ(failure_message(t.root, e), std::string(e.what()) + "\nRun 'umpire gitm turn --help' for more information.\n");
    }
}

TEST(CommandTree, FailureMessageListsTheCommandsOfACommandGivenNone) {
    Tree t;
    std::vector<std::string> args{"gitm"};
    try {
        t.root.parse(args);
        FAIL() << "parsed";
    } catch (const CLI::ParseError& e) {
        EXPECT_FALSE(unknown_command(t.root));
        EXPECT_EQ(failure_message(t.root, e), std::string(e.what()) +
                                                  "\nThe commands of umpire gitm: turn, path\n"
                                                  "Run 'umpire gitm --help' for more information.\n");
    }
}

TEST(BashCompletion, TablesFollowTheTree) {
    Tree t;
    const std::string s = bash_completion_script(t.root);
    EXPECT_NE(s.find("[\"umpire\"]=\"gitm orders golden\"\n"), std::string::npos) << s;
    EXPECT_NE(s.find("[\"umpire gitm\"]=\"turn path\"\n"), std::string::npos) << s;
    EXPECT_NE(s.find("[\"umpire gitm turn\"]=\"-h --help --json\"\n"), std::string::npos) << s;
    EXPECT_NE(s.find("[\"umpire orders check\"]=\"--state --case\"\n"), std::string::npos) << s;  // valued
    EXPECT_EQ(s.find("secret"), std::string::npos) << s;
    EXPECT_NE(s.find("complete -F _umpire umpire\n"), std::string::npos) << s;
}

}  // namespace
}  // namespace umpire::cli
