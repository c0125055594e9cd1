#pragma once
// Rule 4.2's sight on one tactical map: a unit sees, in each of the eight directions,
// the nearest of the units that can screen (equally near ones all), and nothing
// behind them. Which units are eyes and which screen depends on who is looking
// (4.2: headquarters do neither; 11.3, 12.3: inactive and shattered units do not
// look); the callers decide that (movement reports 4.4, tactical reports 4.6) and
// this file holds only the geometry, read under REPORT-SIGHT-DIRECTION.
#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstdint>

#include "model/square.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

// A set of squares of one tactical map, one bit each. Units stacked on one square
// see and screen alike, so sight is tested once per square, and no result can depend
// on the order units were given in.
class SquareSet {
public:
    void add(TacSquare s) noexcept {
        assert(s.valid());
        if (!s.valid()) return;  // the model never holds one; keep the bit index in range
        const auto i = static_cast<unsigned>(s.index());
        bits_[i / 64] |= std::uint64_t{1} << (i % 64);
    }
    [[nodiscard]] bool has(int col, int row) const noexcept {
        const auto i = static_cast<unsigned>(row * kTacSize + col);
        return (bits_[i / 64] >> (i % 64)) & 1u;
    }
    [[nodiscard]] bool has(TacSquare s) const noexcept { return has(s.col, s.row); }
    [[nodiscard]] bool empty() const noexcept {
        return std::all_of(bits_.begin(), bits_.end(), [](std::uint64_t w) { return w == 0; });
    }
    // Calls f(square) in index order until it returns true.
    template <class F> void any_of(F f) const {
        for (std::size_t w = 0; w < bits_.size(); ++w)
            for (std::uint64_t b = bits_[w]; b != 0; b &= b - 1)
                if (f(TacSquare::from_index(static_cast<int>(w * 64) + std::countr_zero(b)))) return;
    }

private:
    std::array<std::uint64_t, (kTacSquares + 63) / 64> bits_{};
};

// Whether a unit at `eye` sees one standing at `target`: no screen lies in the same
// direction strictly nearer (exact squared distances, so equally near units are all
// seen). A target on the eye's own square is seen, and a screen there hides nothing.
// Under the "lines" alternative a target off the eight compass lines is never seen.
[[nodiscard]] bool sees(TacSquare eye, TacSquare target, const SquareSet& screens, SightDirection mode) noexcept;

}  // namespace umpire::gitm
