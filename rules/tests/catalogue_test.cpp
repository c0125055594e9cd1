#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "rules/catalogue.hpp"
#include "golden/tests/source_dir.hpp"

namespace umpire {
namespace {

std::string reference_text(const char* name) {
    std::ifstream in(umpire::test_source_dir() + "/../shared/rulebook/" + name);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

std::string rulebook_text() {
    std::ifstream in(umpire::test_source_dir() + "/../shared/rulebook/gitm-rulebook.txt");
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

TEST(Catalogue, IdsAreUniqueAndTitled) {
    std::set<std::string_view> ids;
    for (const auto& e : catalogue()) {
        EXPECT_TRUE(ids.insert(e.id).second) << e.id;
        EXPECT_FALSE(e.title.empty()) << e.id;
        EXPECT_EQ(find_catalogue_entry(e.id), &e);
    }
    EXPECT_EQ(find_catalogue_entry("13.1"), nullptr);
}

// The catalogue lists every numbered rule of the rulebook, and nothing else.
TEST(Catalogue, EveryNumberedRuleOfTheRulebook) {
    const std::string text = rulebook_text();
    ASSERT_FALSE(text.empty()) << "shared/rulebook/gitm-rulebook.txt must sit beside the checkout";
    std::set<std::string> in_text;
    const std::regex rule_start(R"((^|\n) ?([0-9]{1,2})[.:]([0-9]{1,2})[.: ])");
    for (std::sregex_iterator it(text.begin(), text.end(), rule_start), end; it != end; ++it)
        in_text.insert((*it)[2].str() + "." + (*it)[3].str());
    std::set<std::string> in_catalogue;
    for (const auto& e : catalogue())
        if (e.source == "gitm-rulebook") in_catalogue.insert(std::string(e.id));
    EXPECT_EQ(in_text.size(), 104u);
    EXPECT_EQ(in_catalogue, in_text);
}

TEST(Catalogue, DetailTextsHaveTheirEntries) {
    int tm = 0, es = 0, dnd = 0;
    for (const auto& e : catalogue()) {
        if (e.source == "gitm-tactical-movement") ++tm;
        if (e.source == "gitm-entry-squares") ++es;
        if (e.source == "dnd-diagonal-movement") ++dnd;
    }
    EXPECT_EQ(tm, 15);
    EXPECT_EQ(es, 10);
    EXPECT_EQ(dnd, 6);
}

// at-move-order.txt: one entry per bullet (23) and per paragraph after them: carrying
// (3), the implications of a move (6) and of entering damaged locations (1), and
// the movement-type paragraph that opens the text (1). Every rule variable the text
// names has the entry of its bullet or paragraph, with the number in its id.
TEST(Catalogue, AdvancedTacticsMoveOrder) {
    const std::string text = reference_text("at-move-order.txt");
    ASSERT_FALSE(text.empty()) << "shared/rulebook/at-move-order.txt must sit beside the checkout";
    const std::regex bullet(R"((^|\n)\* )");
    const auto bullets = std::distance(std::sregex_iterator(text.begin(), text.end(), bullet), std::sregex_iterator());
    EXPECT_EQ(bullets, 23);
    std::set<std::string> ids;
    for (const auto& e : catalogue())
        if (e.source == "at-move-order") ids.insert(std::string(e.id));
    EXPECT_EQ(ids.size(), 34u);
    const std::regex rulevar(R"(rulevar ([0-9]+))");
    int variables = 0;
    for (std::sregex_iterator it(text.begin(), text.end(), rulevar), end; it != end; ++it, ++variables) {
        const std::string number = (*it)[1].str();
        const bool named = std::any_of(ids.begin(), ids.end(), [&](const std::string& id) {
            return id.size() >= number.size() + 2 && id.find("rv" + number) != std::string::npos;
        });
        EXPECT_TRUE(named) << "no catalogue entry for rule variable " << number;
    }
    EXPECT_EQ(variables, 8);  // 100 twice, then 307, 41, 814, 526, 326 and 843
}

}  // namespace
}  // namespace umpire
