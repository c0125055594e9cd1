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

// Whether `text` names `id` as a whole: "7.1" is not in "7.10" nor "17.1",
// "tm-case-1" is not in "tm-case-12".
bool cites(const std::string& text, std::string_view id) {
    const bool numeric = !id.empty() && id.front() >= '0' && id.front() <= '9';
    auto part_of_id = [numeric](char c) {
        return (c >= '0' && c <= '9') || (!numeric && ((c >= 'a' && c <= 'z') || c == '-'));
    };
    for (auto at = text.find(id); at != std::string::npos; at = text.find(id, at + 1)) {
        const bool starts = at == 0 || !(part_of_id(text[at - 1]) || (numeric && text[at - 1] == '.'));
        const auto after = at + id.size();
        if (starts && (after == text.size() || !part_of_id(text[after]))) return true;
    }
    return false;
}

TEST(Catalogue, CitesMatchesWholeIdsOnly) {
    EXPECT_TRUE(cites("// rule 7.1: allowances", "7.1"));
    EXPECT_TRUE(cites("(rules 7.1, 7.3)", "7.1"));
    EXPECT_FALSE(cites("rule 7.10", "7.1"));
    EXPECT_FALSE(cites("rule 17.1", "7.1"));
    EXPECT_FALSE(cites("10.7.1", "7.1"));
    EXPECT_TRUE(cites("tm-case-1.", "tm-case-1"));
    EXPECT_FALSE(cites("tm-case-12", "tm-case-1"));
}

// Each entry has a status decided from the code; an implemented or partly implemented
// one names the files that carry it out, and each of those files cites it, so the
// rule's number leads to its code. A partly implemented entry says what is missing,
// an undecidable one why.
TEST(Catalogue, StatusesNameFilesThatCiteTheRule) {
    for (const auto& e : catalogue()) {
        const auto files = files_of(e);
        const bool carried_out = e.status == RuleStatus::Implemented || e.status == RuleStatus::Partly;
        EXPECT_EQ(carried_out, !files.empty()) << e.id << " (" << name(e.status) << ")";
        if (e.status == RuleStatus::Partly || e.status == RuleStatus::NotDecidable) {
            EXPECT_FALSE(e.note.empty()) << e.id << " must say what is missing, or why";
        }
        if (e.status == RuleStatus::Implemented) {
            EXPECT_TRUE(e.note.empty()) << e.id;
        }
        for (auto f : files) {
            const std::string path = umpire::test_source_dir() + "/" + std::string(f);
            std::ifstream in(path);
            ASSERT_TRUE(in.good()) << e.id << " names " << f << ", which does not exist";
            std::ostringstream ss;
            ss << in.rdbuf();
            EXPECT_TRUE(cites(ss.str(), e.id)) << f << " is named for " << e.id << " but does not cite it";
        }
    }
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
// the movement-type paragraph that opens the text (1), and the spending of the AP that all
// its costs are counted in, which the text leaves implicit (1). Every rule variable the text
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
    EXPECT_EQ(ids.size(), 35u);
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
