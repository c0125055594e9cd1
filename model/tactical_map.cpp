#include "model/tactical_map.hpp"

#include "model/text.hpp"

namespace umpire {

std::vector<std::string> TacticalMap::to_lines() const {
    std::vector<std::string> lines(kTacSize, std::string(kTacSize, ' '));
    for (int i = 0; i < kTacSquares; ++i) {
        const auto s = TacSquare::from_index(i);
        lines[static_cast<std::size_t>(s.row)][static_cast<std::size_t>(s.col)] = traits(at(s)).glyph;
    }
    return lines;
}

Expected<TacticalMap> TacticalMap::from_lines(const std::vector<std::string>& lines) {
    if (lines.size() != kTacSize)
        return error("a tactical map has 15 rows (rule 2.1), found " + std::to_string(lines.size()));
    TacticalMap map;
    Errors errors;
    for (std::size_t r = 0; r < lines.size(); ++r) {
        const auto& line = lines[r];
        const std::string field = "[" + std::to_string(r) + "]";
        if (line.size() != kTacSize) {
            errors.list.push_back(field_error(field, "row " + std::to_string(r) + " has " + std::to_string(line.size()) +
                                       " squares, a tactical map has 15 columns (rule 2.1)"));
            continue;
        }
        for (std::size_t c = 0; c < line.size(); ++c) {
            const auto t = terrain_from_glyph(line[c]);
            if (!t) {
                errors.list.push_back(
                    field_error(field, "square " + std::to_string(c) + "-" + std::to_string(r) + ": unknown terrain glyph " +
                         quote_input(line.substr(c, 1)) + " (legend: . h H ~ = M P W F T)"));
                continue;
            }
            map.set(TacSquare{static_cast<int>(c), static_cast<int>(r)}, *t);
        }
    }
    if (!errors.list.empty()) return errors;
    return map;
}

}  // namespace umpire
