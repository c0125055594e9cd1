#pragma once
// The scenario with its names resolved to indices and its hexes laid out in
// arrays, which is what the rules read. compile() reports every broken reference
// with the field path of the scenario ("units[2].regime"), which the case loader
// turns into file:line:column.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "model/expected.hpp"
#include "rules/at/scenario.hpp"

namespace umpire::at {

inline constexpr int kNone = -1;

enum class Sight : std::uint8_t { Visible, SeenSea, SeenLand, NeverSeen };

struct SideInfo {
    std::int16_t road = kNone, river = kNone;
    bool bridge = false;
};

struct MoveTypeCosts {
    std::int64_t modifier = 100;
    std::vector<std::int64_t> landscape, road, river;  // kNone: cannot enter / cross
};

struct Line {
    int type = 0;
    std::int64_t count = 1, readiness = 100;
};

struct UnitState {
    int regime = 0;
    Hex hex;
    std::vector<Line> lines;
    std::int64_t supply = 0, fuel = 0, ap = 0, entrench = 0;
    bool hidden = false;
};

struct PenaltyEntry {
    int regime = kNone;  // kNone: everyone
    std::int64_t ap = 0, zoc = 0;
};

struct World {
    Scenario names;  // the scenario as written, for names in reports
    int width = 0, height = 0;
    int rv41 = kNone;  // movement type index
    std::vector<std::int8_t> landscape;     // per hex, row-major
    std::vector<std::int8_t> owner;         // regime or kNone
    std::vector<std::int32_t> location;     // index into names.locations or kNone
    std::vector<std::int64_t> event;        // 0: none
    std::vector<std::array<SideInfo, 6>> sides;
    std::vector<std::vector<PenaltyEntry>> penalties;  // per hex, usually empty
    std::vector<std::vector<Sight>> sight;              // per regime; empty: sees everything
    std::vector<std::vector<Stance>> stance;            // regime x regime (own regime: alliance)
    std::vector<MoveTypeCosts> move_types;
    std::vector<int> sf_move_type;                      // per subformation type
    std::vector<UnitState> units;
    std::vector<std::vector<int>> units_at;             // per hex, unit indices in file order

    [[nodiscard]] bool contains(Hex h) const noexcept {
        return h.col >= 0 && h.row >= 0 && h.col < width && h.row < height;
    }
    [[nodiscard]] std::size_t index(Hex h) const noexcept {
        return static_cast<std::size_t>(h.row) * static_cast<std::size_t>(width) + static_cast<std::size_t>(h.col);
    }
    [[nodiscard]] const Landscape& landscape_at(Hex h) const noexcept {
        return names.landscapes[static_cast<std::size_t>(landscape[index(h)])];
    }
    [[nodiscard]] bool sea(Hex h) const noexcept { return landscape_at(h).sea; }
    [[nodiscard]] const Location* location_at(Hex h) const noexcept {
        const auto i = location[index(h)];
        return i == kNone ? nullptr : &names.locations[static_cast<std::size_t>(i)];
    }
    [[nodiscard]] Sight sight_of(int regime, Hex h) const noexcept {
        const auto& s = sight[static_cast<std::size_t>(regime)];
        return s.empty() ? Sight::Visible : s[index(h)];
    }
    [[nodiscard]] const SubformationType& sf_type(int t) const noexcept {
        return names.subformation_types[static_cast<std::size_t>(t)];
    }
    [[nodiscard]] int unit_index(std::string_view id) const noexcept;  // kNone when unknown
    [[nodiscard]] int regime_index(std::string_view name) const noexcept;
    [[nodiscard]] int sf_type_index(std::string_view name) const noexcept;
};

// Every diagnostic's field is a path inside the scenario object.
[[nodiscard]] Expected<World> compile(const Scenario& s);

}  // namespace umpire::at
