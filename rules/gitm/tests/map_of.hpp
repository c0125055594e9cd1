#pragma once
// A tactical map from 15 glyph lines, for tests: a bad drawing fails the test.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "model/tactical_map.hpp"

namespace umpire::gitm {

inline TacticalMap map_of(const std::vector<std::string>& lines) {
    auto m = TacticalMap::from_lines(lines);
    EXPECT_TRUE(m.ok()) << format(m.errors());
    return m.ok() ? *m : TacticalMap{};
}

}  // namespace umpire::gitm
