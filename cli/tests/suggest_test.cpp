#include "cli/suggest.hpp"

#include <gtest/gtest.h>

namespace umpire::cli {
namespace {

const std::vector<std::string> kTop{"gitm", "dnd", "golden", "rulings", "coverage", "at", "orders",
                                    "credentials", "seed", "replay", "explain", "signature", "help"};
const std::vector<std::string> kGitm{"path", "move", "sides", "entry", "phase", "turn"};

TEST(EditDistance, CountsEachKindOfEditOnce) {
    EXPECT_EQ(edit_distance("turn", "turn"), 0u);
    EXPECT_EQ(edit_distance("gitn", "gitm"), 1u);     // substitution
    EXPECT_EQ(edit_distance("gitmm", "gitm"), 1u);    // insertion
    EXPECT_EQ(edit_distance("gtm", "gitm"), 1u);      // deletion
    EXPECT_EQ(edit_distance("trun", "turn"), 1u);     // neighbours swapped
    EXPECT_EQ(edit_distance("", "seed"), 4u);
    EXPECT_EQ(edit_distance("seed", ""), 4u);
    EXPECT_EQ(edit_distance("rulings", "replay"), 6u);
    EXPECT_EQ(edit_distance("ab", "ba"), 1u);
    EXPECT_EQ(edit_distance("abc", "ca"), 3u);        // a swap is not combined with another edit of the same letters
}

TEST(EditDistance, IsSymmetric) {
    for (const auto& a : kTop)
        for (const auto& b : kGitm) EXPECT_EQ(edit_distance(a, b), edit_distance(b, a)) << a << " " << b;
}

TEST(ClosestNames, OneSlip) {
    EXPECT_EQ(closest_names("gitn", kTop), std::vector<std::string>{"gitm"});
    EXPECT_EQ(closest_names("trun", kGitm), std::vector<std::string>{"turn"});
    EXPECT_EQ(closest_names("gloden", kTop), std::vector<std::string>{"golden"});
    EXPECT_EQ(closest_names("hepl", kTop), std::vector<std::string>{"help"});
    EXPECT_EQ(closest_names("GITM", kTop), std::vector<std::string>{"gitm"});
}

TEST(ClosestNames, TwoSlipsInALongerWord) {
    EXPECT_EQ(closest_names("credntals", kTop), std::vector<std::string>{"credentials"});
    EXPECT_EQ(closest_names("sigantures", kTop), std::vector<std::string>{"signature"});
    EXPECT_TRUE(closest_names("gimtt", kTop).empty());  // two slips in five letters are too many
}

TEST(ClosestNames, AllEquallyNearInTheGivenOrder) {
    EXPECT_EQ(closest_names("sed", kTop), (std::vector<std::string>{"seed"}));
    EXPECT_EQ(closest_names("pahse", kGitm), (std::vector<std::string>{"phase"}));
    EXPECT_EQ(closest_names("mave", kGitm), (std::vector<std::string>{"move"}));
    const std::vector<std::string> two{"bat", "cat", "cart"};
    EXPECT_EQ(closest_names("hat", two), (std::vector<std::string>{"bat", "cat"}));
}

TEST(ClosestNames, PrefixWhenNothingIsNear) {
    EXPECT_EQ(closest_names("cov", kTop), std::vector<std::string>{"coverage"});
    EXPECT_EQ(closest_names("cred", kTop), std::vector<std::string>{"credentials"});
    EXPECT_EQ(closest_names("si", kGitm), std::vector<std::string>{"sides"});
    EXPECT_TRUE(closest_names("s", kGitm).empty());  // one letter says too little
}

TEST(ClosestNames, NothingFarOff) {
    EXPECT_TRUE(closest_names("frobnicate", kTop).empty());
    EXPECT_TRUE(closest_names("xyz", kGitm).empty());
    EXPECT_TRUE(closest_names("turn", {}).empty());
}

}  // namespace
}  // namespace umpire::cli
