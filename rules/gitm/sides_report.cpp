#include "rules/gitm/sides_report.hpp"

#include "rules/gitm/sides.hpp"
#include "rules/gitm/strategic_exit.hpp"

namespace umpire::gitm {

std::string side_letter(int side) {
    if (side < 26) return std::string(1, static_cast<char>('a' + side));
    if (side < 36) return std::string(1, static_cast<char>('0' + side - 26));
    return "*";
}

SidesReport report_sides(const TacticalMap& map, const Rulings& rulings) {
    const MapSides sides = compute_sides(map, rulings);
    SidesReport r;
    r.drawing = map.to_lines();
    std::vector<int> counts(static_cast<std::size_t>(sides.count), 0);
    for (int i = 0; i < kTacSquares; ++i) {
        const std::uint8_t s = sides.side[static_cast<std::size_t>(i)];
        const TacSquare q = TacSquare::from_index(i);
        if (s == kCrossingSquare) {
            CrossingSides c{q, {}};
            const SideSet touched = sides_of(sides, q);
            for (int t = 0; t < sides.count; ++t)
                if (touched.test(static_cast<std::size_t>(t))) c.sides += side_letter(t);
            r.crossings.push_back(std::move(c));
        }
        if (s == kNoSide || s == kCrossingSquare) continue;
        r.drawing[static_cast<std::size_t>(q.row)][static_cast<std::size_t>(q.col)] = side_letter(s)[0];
        ++counts[s];
    }
    std::array<TacSet, enum_count<Direction>> exits;
    for (const Direction d : kAllDirections) exits[static_cast<std::size_t>(d)] = exit_squares(d, rulings);
    for (int s = 0; s < sides.count; ++s) {
        SideExits e;
        e.side = side_letter(s);
        e.squares = counts[static_cast<std::size_t>(s)];
        SideSet one;
        one.set(static_cast<std::size_t>(s));
        const TacSet on = squares_on(sides, one);
        for (const Direction d : kAllDirections)
            ((on & exits[static_cast<std::size_t>(d)]).any() ? e.free : e.crossing).emplace_back(code(d));
        r.sides.push_back(std::move(e));
    }
    return r;
}

}  // namespace umpire::gitm
