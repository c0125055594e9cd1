#pragma once
// A 15x15 tactical map (rules 2.1-2.2). In case files it is 15 strings of 15 glyphs,
// row 0 (north) first, so that a person can read and draw it; glyphs in model/terrain.cpp.
#include <array>
#include <string>
#include <vector>

#include "model/expected.hpp"
#include "model/square.hpp"
#include "model/terrain.hpp"

namespace umpire {

class TacticalMap {
public:
    TacticalMap() { cells_.fill(Terrain::Open); }

    [[nodiscard]] Terrain at(TacSquare s) const noexcept { return cells_[static_cast<std::size_t>(s.index())]; }
    void set(TacSquare s, Terrain t) noexcept { cells_[static_cast<std::size_t>(s.index())] = t; }
    // Every square's terrain by TacSquare::index(): for readers of the whole map at once.
    [[nodiscard]] const std::array<Terrain, kTacSquares>& cells() const noexcept { return cells_; }

    [[nodiscard]] std::vector<std::string> to_lines() const;
    // Errors name the line (map[r]) and the character position within it.
    [[nodiscard]] static Expected<TacticalMap> from_lines(const std::vector<std::string>& lines);

    friend bool operator==(const TacticalMap&, const TacticalMap&) = default;

private:
    std::array<Terrain, kTacSquares> cells_;
};

}  // namespace umpire
