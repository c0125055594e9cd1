#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "rules/catalogue.hpp"

namespace umpire {
namespace {

std::string rulebook_text() {
    std::ifstream in(std::string(UMPIRE_SOURCE_DIR) + "/../shared/rulebook/gitm-rulebook.txt");
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

}  // namespace
}  // namespace umpire
