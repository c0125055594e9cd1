#include "rules/at/draw.hpp"

#include <algorithm>

namespace umpire::at {

std::vector<std::string> draw_hexes(const World& w, const std::function<char(Hex)>& mark) {
    const std::size_t label = std::to_string(w.height - 1).size() + 1;
    std::vector<std::string> out;
    std::string header(label, ' ');
    for (int c = 0; c < w.width; ++c) header += std::string(c ? 1 : 0, ' ') + static_cast<char>('0' + c % 10);
    out.push_back(header);
    for (int r = 0; r < w.height; ++r)
        for (int odd = 0; odd < 2; ++odd) {
            std::string line = odd ? std::string(label, ' ') : std::to_string(r);
            line.resize(label, ' ');
            for (int c = 0; c < w.width; ++c) {
                if (c) line += ' ';
                line += (c % 2 == odd) ? mark({c, r}) : ' ';
            }
            while (!line.empty() && line.back() == ' ') line.pop_back();
            out.push_back(line);
        }
    return out;
}

std::vector<std::string> draw_route(const World& w, const std::vector<Hex>& route) {
    return draw_hexes(w, [&](Hex h) {
        if (!route.empty() && h == route.front()) return '@';
        if (!route.empty() && h == route.back()) return 'X';
        if (std::find(route.begin(), route.end(), h) != route.end()) return '*';
        return w.landscape_at(h).glyph[0];
    });
}

}  // namespace umpire::at
