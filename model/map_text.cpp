#include "model/map_text.hpp"

#include <algorithm>

#include "model/text.hpp"

namespace umpire {
namespace {

// A hostile file could otherwise produce one diagnostic per character.
constexpr std::size_t kMaxMapErrors = 20;

}  // namespace

Expected<TacticalMap> parse_map_text(std::string_view text, const std::string& file) {
    TacticalMap map;
    Errors errors;
    const auto fail = [&](int line, int column, std::string what) {
        errors.list.push_back(Diagnostic{Location{file, line, column, {}}, std::move(what)});
    };
    int row = 0;
    int lineno = 0;
    while (!text.empty() && errors.list.size() < kMaxMapErrors) {
        ++lineno;
        const auto nl = text.find('\n');
        std::string_view line = text.substr(0, nl);
        text.remove_prefix(nl == std::string_view::npos ? text.size() : nl + 1);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (line.empty() || line.front() == '#') continue;
        if (row == kTacSize) {
            fail(lineno, 1, "a tactical map has 15 rows (rule 2.1); this is a 16th");
            break;
        }
        for (std::size_t c = 0; c < line.size() && c < static_cast<std::size_t>(kTacSize); ++c) {
            const auto t = terrain_from_glyph(line[c]);
            if (!t) {
                fail(lineno, static_cast<int>(c) + 1,
                     "unknown terrain glyph " + quote_input(line.substr(c, 1)) + " (legend: . h H ~ = M P W F T)");
                break;  // one report per line is enough to find it
            }
            map.set(TacSquare{static_cast<int>(c), row}, *t);
        }
        if (line.size() != static_cast<std::size_t>(kTacSize))
            fail(lineno, static_cast<int>(std::min(line.size(), static_cast<std::size_t>(kTacSize))) + 1,
                 "row " + std::to_string(row) + " has " + std::to_string(line.size()) +
                     " squares, a tactical map has 15 columns (rule 2.1)");
        ++row;
    }
    if (errors.list.empty() && row < kTacSize)
        // Located where the missing row should start: just past the end of the text.
        fail(lineno + 1, 1, "a tactical map has 15 rows (rule 2.1), found " + std::to_string(row));
    if (!errors.list.empty()) return errors;
    return map;
}

}  // namespace umpire
