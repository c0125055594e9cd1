#pragma once
// What the phase and turn benchmarks build their worlds from: the tactical country
// both draw their maps over, their draws, how strong a generated unit is, and how a
// generator picks a square near another. Draws happen in a fixed order, so the same
// seed gives the same world on every machine and the benchmarks time the same work.
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "model/seed.hpp"
#include "model/square.hpp"
#include "model/unit.hpp"

namespace umpire::bench {

// Country without a dividing line: hills (h), forest (F), towns (T) and high hills (H);
// each benchmark draws its rivers and ranges over it.
inline constexpr std::array<std::string_view, kTacSize> kCountry{{
    "...hh......FF..",
    "...hh......FF..",
    "FF.............",
    "FF.....hh......",
    ".......hh...T..",
    "..T............",
    "...........HH..",
    "....FF.....HH..",
    "....FF.........",
    "...............",
    "hh.........FF..",
    "hh....T....FF..",
    "..........hh...",
    "...FF.....hh...",
    "...FF..........",
}};

// The generators' draws: one stream from the benchmark's seed.
class Draws {
public:
    explicit Draws(Seed seed) : stream_(seed, DrawKey{}) {}
    // Uniform in [0, n), n > 0.
    int below(int n) { return static_cast<int>(stream_.below(static_cast<std::uint64_t>(n))); }

private:
    DrawStream stream_;
};

// A unit's men (and guns), drawn by its type: foot 400-1,200, horse 200-600,
// artillery 100-300 with 1-3 batteries, headquarters 20-100.
inline void draw_strength(Unit& u, Draws& d) {
    switch (u.id.type) {
        case UnitType::Infantry:
        case UnitType::LightInfantry:
        case UnitType::Militia: u.strength = 400 + 50 * d.below(17); break;
        case UnitType::LightCavalry:
        case UnitType::Dragoons:
        case UnitType::Lancers: u.strength = 200 + 25 * d.below(17); break;
        case UnitType::HorseArtillery:
        case UnitType::LightArtillery:
            u.strength = 100 + 20 * d.below(11);
            u.batteries = 1 + d.below(3);
            break;
        default: u.strength = 20 + 10 * d.below(9); break;
    }
}

// A square between `lo` and `hi` king's steps from `from` that `accept`s, in at most
// `tries` draws; `from` itself when none was found.
template <class Accept>
TacSquare pick_near(Draws& d, TacSquare from, int lo, int hi, int tries, Accept accept) {
    for (int t = 0; t < tries; ++t) {
        const int dc = d.below(2 * hi + 1) - hi, dr = d.below(2 * hi + 1) - hi;
        if (std::max(std::abs(dc), std::abs(dr)) < lo || !TacSquare::in_range(from.col + dc, from.row + dr)) continue;
        const TacSquare q{from.col + dc, from.row + dr};
        if (accept(q)) return q;
    }
    return from;
}

}  // namespace umpire::bench
