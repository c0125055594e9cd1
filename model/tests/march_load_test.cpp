// A unit's load as movement began (rule 7.2, STRAT-ALLOWANCE-LOAD): read from a
// state file with the rest of its march, written only when recorded, and refused
// at its line when it is not a pair of flags.
#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "model/json/model_json.hpp"

namespace umpire {
namespace {

constexpr std::string_view kState = R"({
  "turn": 5,
  "states": [{"id": "US", "home": "US"}],
  "squares": [{"square": "G4-V6", "nation": "US", "owner": "US", "map": MAP}],
  "units": [
    {
      "id": "US1CQ",
      "state": "US",
      "strength": 100,
      "initiative": 3,
      "strategic": "G4-V6",
      "tactical": "3-4",
      "march": {
        "turn_start": "3-4",
        "moves": 1,
        "squares": 1,
        "start_load": {"supplies": LOAD}
      }
    }
  ]
}
)";

// The square's tactical map is all open ground, written on one line so that the
// lines keep their numbers.
std::string state_with(std::string_view load) {
    std::string map = "[";
    for (int row = 0; row < kTacSize; ++row) map += std::string(row ? ", \"" : "\"") + std::string(kTacSize, '.') + '"';
    std::string text(kState);
    text.replace(text.find("MAP"), 3, map + "]");
    text.replace(text.find("LOAD"), 4, load);
    return text;
}

Expected<GameState> load(const std::string& text) {
    return load_json<GameState>(text, "state.json", [](const GameState& s) { return check_invariants(s); });
}

// rules: 7.2
TEST(MarchLoad, ReadWrittenAndReadBack) {
    const auto s = load(state_with("true"));
    ASSERT_TRUE(s.ok()) << format(s.errors());
    const auto& march = s->units.front().march;
    ASSERT_TRUE(march && march->start_load);
    EXPECT_EQ(*march->start_load, (MarchLoad{true, false}));  // out_of_communications defaults to false
    const std::string text = save_json(*s, JsonFields::Compact);
    EXPECT_NE(text.find("\"start_load\""), std::string::npos);
    const auto back = load(text);
    ASSERT_TRUE(back.ok()) << format(back.errors());
    EXPECT_EQ(*back, *s);

    GameState none = *s;
    none.units.front().march->start_load.reset();
    EXPECT_EQ(save_json(none, JsonFields::Compact).find("\"start_load\""), std::string::npos);
}

// rules: 7.2
TEST(MarchLoad, ANonFlagIsRefusedWhereItStands) {
    const std::string text = state_with("2");
    const auto s = load(text);
    ASSERT_FALSE(s.ok());
    const Diagnostic& d = s.errors().front();
    EXPECT_EQ(d.where.field, "units[0].march.start_load.supplies") << format(d);
    EXPECT_EQ(d.where.line, 17) << format(d);
}

}  // namespace
}  // namespace umpire
