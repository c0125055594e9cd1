#include "model/square.hpp"

#include <charconv>

#include "model/text.hpp"

namespace umpire {
namespace {

// A tactical coordinate: 0..14 in canonical decimal (no sign, no leading zero).
bool parse_coordinate(std::string_view t, int& out) {
    if (t.empty() || t.size() > 2) return false;
    if (t.size() == 2 && t[0] == '0') return false;
    int v = 0;
    auto [p, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    if (ec != std::errc{} || p != t.data() + t.size()) return false;
    if (v < 0 || v >= kTacSize) return false;
    out = v;
    return true;
}


}  // namespace

std::string to_string(TacSquare s) { return short_text(s).str(); }

Expected<TacSquare> parse_tac_square(std::string_view text) {
    const auto dash = text.find('-');
    if (dash == std::string_view::npos)
        return error("tactical square " + quote_input(text) + " must be written col-row, e.g. 5-9 (rule 2.1)");
    int c = 0, r = 0;
    if (!parse_coordinate(text.substr(0, dash), c))
        return error("tactical square " + quote_input(text) + ": column must be a number 0 to 14 (rule 2.1)");
    if (!parse_coordinate(text.substr(dash + 1), r))
        return error("tactical square " + quote_input(text) + ": row must be a number 0 to 14 (rule 2.1)");
    return TacSquare{c, r};
}

std::string to_string(StratSquare s) { return short_text(s).str(); }

Expected<StratSquare> parse_strat_square(std::string_view text) {
    if (text.size() != 5 || text[2] != '-')
        return error("strategic square " + quote_input(text) + " must be written like J2-Y4 (rule 1.1)");
    const char cl = text[0], cd = text[1], rl = text[3], rd = text[4];
    if (cl < 'A' || cl > 'N' || cd < '0' || cd > '9')
        return error("strategic square " + quote_input(text) + ": column must be A0 to N9 (rule 1.1)");
    if (rl < 'P' || rl > 'Z' || rd < '0' || rd > '9')
        return error("strategic square " + quote_input(text) + ": row must be P0 to Z9 (rule 1.1)");
    return StratSquare{static_cast<std::int16_t>((cl - 'A') * 10 + (cd - '0')),
                       static_cast<std::int16_t>((rl - 'P') * 10 + (rd - '0'))};
}

}  // namespace umpire
