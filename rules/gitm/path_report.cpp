#include "rules/gitm/path_report.hpp"

#include <algorithm>
#include <numeric>

namespace umpire::gitm {

std::string exact_text(Exact e) {
    const int whole = e.num / e.den;
    int rem = e.num % e.den;
    if (rem == 0) return std::to_string(whole);
    const int g = std::gcd(rem, e.den);
    rem /= g;
    return std::to_string(whole) + " " + std::to_string(rem) + "/" + std::to_string(e.den / g);
}

PathReport report_path(TacSquare from, TacSquare to, StepTypo reading) {
    const Line line = trace_line(from, to, reading);
    PathReport r;
    r.from = from;
    r.to = to;
    static constexpr const char* kKinds[] = {"point", "orthogonal", "diagonal", "other"};
    r.kind = kKinds[static_cast<int>(line.kind)];
    r.drawing.assign(kTacSize, std::string(kTacSize, '.'));
    const auto mark = [&](TacSquare s, char c) {
        char& cell = r.drawing[static_cast<std::size_t>(s.row)][static_cast<std::size_t>(s.col)];
        if (cell != 'B' && cell != 'S') cell = c;
    };
    mark(from, 'S');
    for (int k = 0; k < line.count; ++k) {
        const Step& s = line.steps[static_cast<std::size_t>(k)];
        r.points.push_back(exact_text(s.col) + "-" + exact_text(s.row));
        r.terrain_squares.push_back(s.square);
        mark(s.square, 'B');
        for (int i = 0; i < s.contact_count; ++i) {
            const TacSquare q = s.contacts[static_cast<std::size_t>(i)];
            if (std::find(r.unit_squares.begin(), r.unit_squares.end(), q) == r.unit_squares.end())
                r.unit_squares.push_back(q);
            mark(q, 'U');
        }
    }
    return r;
}

}  // namespace umpire::gitm
