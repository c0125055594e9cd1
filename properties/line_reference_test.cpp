// Every ordered pair of tactical squares, traced by the engine and by a second
// implementation written here straight from gitm-tactical-movement.txt. The two
// share nothing but the API under test: the reference has its own exact rational
// arithmetic, so a slip in the engine's integer shortcuts (round_half_down's
// formula, the floor/ceil of a fraction, the squares a diagonal passes between)
// cannot be repeated here by construction.
#include <gtest/gtest.h>

#include <cstdlib>
#include <numeric>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "rules/gitm/line.hpp"

namespace umpire {
namespace {

// An exact rational in lowest terms with a positive denominator.
struct Q {
    long num = 0;
    long den = 1;
};

Q q(long num, long den = 1) {
    if (den < 0) num = -num, den = -den;
    const long g = std::gcd(num < 0 ? -num : num, den);
    return {num / g, den / g};
}
Q operator+(Q a, Q b) { return q(a.num * b.den + b.num * a.den, a.den * b.den); }
Q operator-(Q a, Q b) { return q(a.num * b.den - b.num * a.den, a.den * b.den); }
Q operator*(Q a, Q b) { return q(a.num * b.num, a.den * b.den); }
bool operator==(Q a, Q b) { return a.num == b.num && a.den == b.den; }

long floor_of(Q a) { return a.num >= 0 ? a.num / a.den : -((-a.num + a.den - 1) / a.den); }
long ceil_of(Q a) { return -floor_of(q(-a.num, a.den)); }
// "round each row or column to the nearest integer (round 0.5 down)": the nearest
// integer at or above x - 1/2.
long nearest_half_down(Q a) { return ceil_of(a - q(1, 2)); }

using Sq = std::pair<long, long>;  // (col, row)
using SqSet = std::set<Sq>;

struct RefStep {
    Q col, row;
    Sq terrain;
    SqSet contacts;
};

struct RefLine {
    gitm::LineKind kind = gitm::LineKind::Point;
    std::vector<RefStep> steps;
};

RefLine reference(int c0, int r0, int c1, int r1) {
    RefLine out;
    const long dc = c1 - c0, dr = r1 - r0;
    const long n = std::max(std::labs(dc), std::labs(dr));  // more columns than rows: columns; else rows
    if (n == 0) return out;
    out.kind = (dc == 0 || dr == 0)                 ? gitm::LineKind::Orthogonal
               : (std::labs(dc) == std::labs(dr)) ? gitm::LineKind::Diagonal
                                                    : gitm::LineKind::Other;
    Sq prev{c0, r0};
    for (long k = 1; k <= n; ++k) {
        RefStep s;
        s.col = q(c0) + q(k, n) * q(dc);
        s.row = q(r0) + q(k, n) * q(dr);
        s.terrain = {nearest_half_down(s.col), nearest_half_down(s.row)};
        switch (out.kind) {
            case gitm::LineKind::Orthogonal:  // case 1: the path squares
                s.contacts = {s.terrain};
                break;
            case gitm::LineKind::Diagonal:  // case 2: the path square and the two passed between
                s.contacts = {s.terrain, {prev.first, s.terrain.second}, {s.terrain.first, prev.second}};
                break;
            default:  // case 3: the point rounded either way in each coordinate
                for (long c : {floor_of(s.col), ceil_of(s.col)})
                    for (long r : {floor_of(s.row), ceil_of(s.row)}) s.contacts.insert({c, r});
                break;
        }
        prev = s.terrain;
        out.steps.push_back(s);
    }
    return out;
}

std::string show(Sq s) { return std::to_string(s.first) + "-" + std::to_string(s.second); }
std::string show(const SqSet& set) {
    std::string out = "{";
    for (const auto& s : set) out += (out.size() > 1 ? " " : "") + show(s);
    return out + "}";
}
std::string show(Q a) { return std::to_string(a.num) + "/" + std::to_string(a.den); }

// The first disagreement between engine and reference for one line; empty if none.
std::string compare(int c0, int r0, int c1, int r1) {
    const RefLine ref = reference(c0, r0, c1, r1);
    const gitm::Line line = gitm::trace_line(TacSquare{c0, r0}, TacSquare{c1, r1});
    const std::string where = show(Sq{c0, r0}) + " to " + show(Sq{c1, r1}) + ": ";
    const auto str = [](auto v) { return std::to_string(v); };
    if (std::size_t{line.count} != ref.steps.size())
        return where + "steps " + str(int{line.count}) + ", reference " + str(ref.steps.size());
    if (line.kind != ref.kind) return where + "line kind " + str(int(line.kind)) + ", reference " + str(int(ref.kind));
    const Sq start{c0, r0};
    SqSet engine_all, ref_all;
    for (std::size_t k = 0; k < ref.steps.size(); ++k) {
        const auto& e = line.steps[k];
        const auto& r = ref.steps[k];
        const std::string step = "step " + str(k + 1) + " ";
        if (e.col.den <= 0 || e.row.den <= 0 || !(q(e.col.num, e.col.den) == r.col) ||
            !(q(e.row.num, e.row.den) == r.row))
            return where + step + "reaches (" + str(e.col.num) + "/" + str(e.col.den) + ", " + str(e.row.num) + "/" +
                   str(e.row.den) + "), reference (" + show(r.col) + ", " + show(r.row) + ")";
        const Sq terrain{e.square.col, e.square.row};
        if (terrain != r.terrain)
            return where + step + "terrain square " + show(terrain) + ", reference " + show(r.terrain);
        if (terrain == start) return where + step + "returns to the start square";
        SqSet contacts;
        for (int i = 0; i < e.contact_count; ++i) {
            const TacSquare c = e.contacts[static_cast<std::size_t>(i)];
            contacts.insert({c.col, c.row});
        }
        if (contacts.size() != std::size_t{e.contact_count} || e.contacts[0] != e.square)
            return where + step + "lists a contact twice or not its own square first";
        if (contacts != r.contacts)
            return where + step + "contacts " + show(contacts) + ", reference " + show(r.contacts);
        engine_all.insert(contacts.begin(), contacts.end());
        ref_all.insert(r.contacts.begin(), r.contacts.end());
    }
    if (engine_all != ref_all)
        return where + "unit-blocking squares " + show(engine_all) + ", reference " + show(ref_all);
    if (ref_all.count(start) != 0 || engine_all.count(start) != 0)
        return where + "the start square is among the unit-blocking squares";
    return {};
}

// rules: 8.5 tm-step-count tm-fraction tm-rounding tm-case-1 tm-case-2 tm-case-3
TEST(LineReference, AllOrderedPairsMatchTheText) {
    int lines = 0, failures = 0;
    for (int a = 0; a < kTacSquares; ++a)
        for (int b = 0; b < kTacSquares; ++b) {
            const TacSquare from = TacSquare::from_index(a), to = TacSquare::from_index(b);
            const std::string why = compare(from.col, from.row, to.col, to.row);
            ++lines;
            if (why.empty()) continue;
            if (++failures <= 10) ADD_FAILURE() << why;
        }
    EXPECT_EQ(lines, kTacSquares * kTacSquares);
    EXPECT_EQ(failures, 0) << "lines disagreeing with the reference (first 10 shown above)";
}

// The reference itself reproduces the text's two worked paths and three drawings,
// so agreement above is agreement with the text, not with a shared mistake.
// rules: tm-path-3-1-7-3 tm-path-11-4-8-13 tm-rounding tm-case-1 tm-case-2 tm-case-3
TEST(LineReference, ReferenceReproducesTheWorkedExamples) {
    const auto terrain = [](const RefLine& l) {
        std::vector<Sq> v;
        for (const auto& s : l.steps) v.push_back(s.terrain);
        return v;
    };
    const auto all_contacts = [](const RefLine& l) {
        SqSet v;
        for (const auto& s : l.steps) v.insert(s.contacts.begin(), s.contacts.end());
        return v;
    };
    const RefLine p1 = reference(3, 1, 7, 3);
    EXPECT_EQ(terrain(p1), (std::vector<Sq>{{4, 1}, {5, 2}, {6, 2}, {7, 3}}));
    ASSERT_EQ(p1.steps.size(), 4u);
    EXPECT_TRUE(p1.steps[0].row == q(3, 2));

    const RefLine p2 = reference(11, 4, 8, 13);
    EXPECT_EQ(terrain(p2),
              (std::vector<Sq>{{11, 5}, {10, 6}, {10, 7}, {10, 8}, {9, 9}, {9, 10}, {9, 11}, {8, 12}, {8, 13}}));
    ASSERT_EQ(p2.steps.size(), 9u);
    EXPECT_TRUE(p2.steps[0].col == q(32, 3));  // 10.67

    EXPECT_EQ(all_contacts(reference(1, 1, 5, 1)), (SqSet{{2, 1}, {3, 1}, {4, 1}, {5, 1}}));
    EXPECT_EQ(all_contacts(reference(1, 6, 5, 2)),
              (SqSet{{2, 5}, {3, 4}, {4, 3}, {5, 2}, {1, 5}, {2, 6}, {2, 4}, {3, 5}, {3, 3}, {4, 4}, {4, 2}, {5, 3}}));
    EXPECT_EQ(all_contacts(reference(1, 2, 6, 5)),
              (SqSet{{2, 2}, {2, 3}, {3, 3}, {3, 4}, {4, 3}, {4, 4}, {5, 4}, {5, 5}, {6, 5}}));
    EXPECT_EQ(all_contacts(reference(5, 10, 8, 7)).count({5, 8}), 0u);  // touches 6-9 only at a corner
    const SqSet c3 = all_contacts(reference(3, 1, 7, 3));
    EXPECT_EQ(c3.count({4, 1}) + c3.count({4, 2}) + c3.count({5, 2}), 3u);
    EXPECT_EQ(c3.count({5, 1}) + c3.count({5, 3}), 0u);
}

}  // namespace
}  // namespace umpire
