#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>

#include "rules/catalogue.hpp"
#include "rules/readings.hpp"
#include "rules/rulings.hpp"

namespace umpire {
namespace {

TEST(Readings, WellFormed) {
    std::set<std::string_view> ids;
    for (const auto& r : readings()) {
        EXPECT_TRUE(ids.insert(r.id).second) << r.id;
        EXPECT_EQ(find_reading(r.id), &r);
        EXPECT_FALSE(r.rules.empty()) << r.id;
        EXPECT_FALSE(r.text.empty()) << r.id;
        EXPECT_FALSE(r.reading.empty()) << r.id;
        for (auto rule : r.rules) EXPECT_NE(find_catalogue_entry(rule), nullptr) << r.id << " cites " << rule;
        // A reading and a ruling never share a name: "reading X" and "ruling X" stay unambiguous.
        for (const auto& ruling : rulings_register()) EXPECT_NE(ruling.code, r.id);
    }
    EXPECT_EQ(find_reading("NO-SUCH-READING"), nullptr);
}

// The slips issue 19 gathered each have their reading, and the ones a ruling decides name it.
TEST(Readings, GatheredSlipsAreListed) {
    for (const char* id : {"HALT-PURSUIT-CITES-7.7", "INITIATIVE-CUT-SENTENCE", "SUPPORT-MISSING-WORD",
                           "ALLIED-ONE-ANOTHER", "WHAT-FILLS-A-SQUARE"})
        EXPECT_NE(find_reading(id), nullptr) << id;
    const auto* support = find_reading("SUPPORT-MISSING-WORD");
    ASSERT_NE(support, nullptr);
    ASSERT_EQ(support->rulings.size(), 1u);
    EXPECT_EQ(support->rulings[0], RulingId::SupportWhom);
    const auto* fills = find_reading("WHAT-FILLS-A-SQUARE");
    ASSERT_NE(fills, nullptr);
    ASSERT_EQ(fills->rulings.size(), 2u);
    EXPECT_EQ(fills->rulings[0], RulingId::InactivePresence);
    EXPECT_EQ(fills->rulings[1], RulingId::StackStatus);
}

// The two places where the single ordered move reads 8.3 and 9.2 differently from the
// tactical phase (WalkSpec in rules/gitm/phase_walk.hpp) are readings, the first naming
// the ruling the single move does not follow.
TEST(Readings, SingleMoveDifferencesAreListed) {
    const auto* hq = find_reading("SINGLE-MOVE-HQ-HALTS");
    ASSERT_NE(hq, nullptr);
    ASSERT_EQ(hq->rulings.size(), 1u);
    EXPECT_EQ(hq->rulings[0], RulingId::LoneHq);
    EXPECT_NE(std::find(hq->rules.begin(), hq->rules.end(), "9.2"), hq->rules.end());
    const auto* leg = find_reading("SINGLE-MOVE-EMPTY-LEG");
    ASSERT_NE(leg, nullptr);
    EXPECT_TRUE(leg->rulings.empty());
    EXPECT_NE(std::find(leg->rules.begin(), leg->rules.end(), "8.3"), leg->rules.end());
}

}  // namespace
}  // namespace umpire
