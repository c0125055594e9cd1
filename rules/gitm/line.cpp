#include "rules/gitm/line.hpp"

#include <cassert>
#include <cstdlib>

namespace umpire::gitm {
namespace {

constexpr int floor_div(int num, int den) noexcept { return num / den; }  // num >= 0 on the map
constexpr int ceil_div(int num, int den) noexcept { return (num + den - 1) / den; }

void add_contact(Step& s, TacSquare q) noexcept {
    for (std::uint8_t i = 0; i < s.contact_count; ++i)
        if (s.contacts[i] == q) return;
    assert(s.contact_count < s.contacts.size());
    s.contacts[s.contact_count++] = q;
}

}  // namespace

Line trace_line(TacSquare from, TacSquare to, StepTypo reading) noexcept {
    assert(from.valid() && to.valid());
    Line line;
    line.from = from;
    line.to = to;
    const int dc = to.col - from.col;
    const int dr = to.row - from.row;
    const int adc = std::abs(dc), adr = std::abs(dr);
    if (adc == 0 && adr == 0) return line;
    line.kind = (adc == 0 || adr == 0) ? LineKind::Orthogonal : adc == adr ? LineKind::Diagonal : LineKind::Other;

    int n = adc > adr ? adc : adr;  // tm-step-count
    if (reading == StepTypo::ShorterAxis && adc > adr && adr > 0) n = adr;  // TM-STEP-TYPO, as written
    line.count = static_cast<std::uint8_t>(n);

    for (int k = 1; k <= n; ++k) {
        Step& s = line.steps[static_cast<std::size_t>(k - 1)];
        s.col = {from.col * n + k * dc, n};
        s.row = {from.row * n + k * dr, n};
        s.square = TacSquare{round_half_down(s.col.num, n), round_half_down(s.row.num, n)};
        s.contacts[0] = s.square;
        s.contact_count = 1;
        if (line.kind == LineKind::Diagonal) {
            // tm-case-2: the step passes between the two squares that share an edge
            // with both its ends.
            const TacSquare prev = line.before(k - 1);
            add_contact(s, TacSquare{prev.col, s.square.row});
            add_contact(s, TacSquare{s.square.col, prev.row});
        } else if (line.kind == LineKind::Other) {
            // tm-case-3: every rounding of a fractional point, up or down.
            const int c0 = floor_div(s.col.num, n), c1 = ceil_div(s.col.num, n);
            const int r0 = floor_div(s.row.num, n), r1 = ceil_div(s.row.num, n);
            for (int c : {c0, c1})
                for (int r : {r0, r1}) add_contact(s, TacSquare{c, r});
        }
    }
    return line;
}

}  // namespace umpire::gitm
