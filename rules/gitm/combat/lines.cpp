// Rules 9.3, 8.9, 6.9 (default line) and 9.4 (filling and refilling the lines).
#include "rules/gitm/combat/lines.hpp"

#include <algorithm>
#include <cassert>
#include <numeric>

namespace umpire::gitm {

namespace {

// Men of one kind of one unit bidding for a line: its ordinary men (at their type's
// spaces) or its artillerists (at 8).
struct Share {
    std::size_t unit = 0;  // index into the unit list, which is in unit id order
    bool artillerists = false;
    int men = 0;
    int weight = 0;  // spaces per man
};

// How many men of each share the line takes: all when they fit, else the same part of
// every share, whole men by largest remainder within the room left (lines.hpp).
std::vector<int> allot(const std::vector<Share>& shares, std::int64_t room) {
    std::vector<int> taken(shares.size(), 0);
    std::int64_t wanted = 0;
    for (const auto& s : shares) wanted += std::int64_t{s.weight} * s.men;
    if (wanted <= room) {
        for (std::size_t i = 0; i < shares.size(); ++i) taken[i] = shares[i].men;
        return taken;
    }
    std::vector<std::int64_t> remainder(shares.size(), 0);
    std::int64_t left = room;
    for (std::size_t i = 0; i < shares.size(); ++i) {
        const std::int64_t exact = std::int64_t{shares[i].men} * room;  // over `wanted`
        taken[i] = static_cast<int>(exact / wanted);
        remainder[i] = exact % wanted;
        left -= std::int64_t{shares[i].weight} * taken[i];
    }
    assert(left >= 0);
    std::vector<std::size_t> order(shares.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    // Shares are listed by unit id, ordinary men before artillerists: a stable sort
    // keeps that order among equal remainders.
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return remainder[a] > remainder[b]; });
    for (const std::size_t i : order) {
        if (remainder[i] == 0) break;
        if (shares[i].weight > left) continue;
        ++taken[i];
        left -= shares[i].weight;
    }
    return taken;
}

LinePart part_of(UnitType t, int men, int artillerists) {
    assert(artillerists <= men);
    return {men, artillerists,
            std::int64_t{spaces_per_man(t)} * (men - artillerists) + std::int64_t{kArtillerySpaces} * artillerists};
}

void add(LinePart& sum, const LinePart& p) {
    sum.men += p.men;
    sum.artillerists += p.artillerists;
    sum.spaces += p.spaces;
}

void total(SideLines& s) {
    s.front = s.second = s.rear = s.uncounted = {};
    for (const auto& u : s.units) {
        add(s.front, u.front);
        add(s.second, u.second);
        add(s.rear, u.rear);
        add(s.uncounted, u.uncounted);
    }
}

LinePart& part(UnitLines& u, BattleLine line) {
    switch (line) {
        case BattleLine::First: return u.front;
        case BattleLine::Second: return u.second;
        case BattleLine::Rear: return u.rear;
    }
    assert(false && "every line is handled");
    return u.front;
}

// Men of each unit of `units` (ordinary, artillerists) bidding for a line.
struct Bid {
    int ordinary = 0;
    int artillerists = 0;
};

// Fills one line from the bids; returns what each unit could not place there.
std::vector<Bid> fill(std::vector<UnitLines>& units, const std::vector<Bid>& bids, BattleLine line, std::int64_t room) {
    std::vector<Share> shares;
    shares.reserve(2 * units.size());  // ordinary men and artillerists of each unit at most
    for (std::size_t i = 0; i < units.size(); ++i) {
        const int weight = spaces_per_man(units[i].unit.type);
        if (bids[i].ordinary > 0) shares.push_back({i, false, bids[i].ordinary, weight});
        if (bids[i].artillerists > 0) shares.push_back({i, true, bids[i].artillerists, kArtillerySpaces});
    }
    const auto taken = allot(shares, room);
    std::vector<Bid> rest = bids;
    std::vector<Bid> placed(units.size());
    for (std::size_t k = 0; k < shares.size(); ++k) {
        auto& p = shares[k].artillerists ? placed[shares[k].unit].artillerists : placed[shares[k].unit].ordinary;
        auto& r = shares[k].artillerists ? rest[shares[k].unit].artillerists : rest[shares[k].unit].ordinary;
        p = taken[k];
        r -= taken[k];
    }
    for (std::size_t i = 0; i < units.size(); ++i) {
        LinePart& into = part(units[i], line);
        into = part_of(units[i].unit.type, into.men + placed[i].ordinary + placed[i].artillerists,
                       into.artillerists + placed[i].artillerists);
    }
    return rest;
}

}  // namespace

std::uint64_t line_draw_subject(const LineKey& key) noexcept {
    const auto strategic = static_cast<std::uint64_t>(key.strategic.index());
    return (strategic << 16) | (static_cast<std::uint64_t>(key.square.index()) << 8) |
           static_cast<std::uint64_t>(key.side & 0xff);
}

SideLines place_lines(std::span<const LineUnit> input, const Frontage& capacity, Seed seed, const LineKey& key) {
    std::vector<LineUnit> units(input.begin(), input.end());
    std::sort(units.begin(), units.end(), [](const LineUnit& a, const LineUnit& b) { return a.id < b.id; });
    SideLines out;
    out.capacity = capacity;
    for (std::size_t i = 0; i < units.size(); ++i) {
        assert(!is_headquarters(units[i].id.type) && "a headquarters takes no line (rule 9.2)");
        assert((i == 0 || units[i - 1].id != units[i].id) && "each unit once");
        assert(units[i].men >= 0 && units[i].batteries >= 0);
        UnitLines u;
        u.unit = units[i].id;
        u.wanted = units[i].wanted.value_or(BattleLine::First);
        u.line = u.wanted;
        out.units.push_back(u);
    }

    // 9.3 and 8.9: a line in front of an occupied one may not stay empty.
    DrawStream draws(seed, {Purpose::BattleLineDraw, static_cast<std::uint32_t>(key.turn),
                            static_cast<std::uint32_t>(key.phase), line_draw_subject(key)});
    const auto in = [&](BattleLine l) {
        std::vector<std::size_t> at;
        for (std::size_t i = 0; i < out.units.size(); ++i)
            if (out.units[i].line == l) at.push_back(i);
        return at;
    };
    const auto step_up = [&](BattleLine gap, const std::vector<std::size_t>& pool) {
        const std::size_t pick = pool.size() == 1 ? 0 : static_cast<std::size_t>(draws.below(pool.size()));
        out.units[pool[pick]].line = gap;
        out.draws.push_back({gap, out.units[pool[pick]].unit, static_cast<int>(pool.size())});
    };
    if (!out.units.empty() && in(BattleLine::First).empty()) {
        const auto second = in(BattleLine::Second);
        step_up(BattleLine::First, second.empty() ? in(BattleLine::Rear) : second);
    }
    if (!in(BattleLine::Rear).empty() && in(BattleLine::Second).empty()) step_up(BattleLine::Second, in(BattleLine::Rear));

    // 9.4: fill the front, then the second line; what does not fit goes to the rear.
    std::vector<Bid> rear_bids(units.size());
    for (const BattleLine line : {BattleLine::First, BattleLine::Second}) {
        std::vector<Bid> bids(units.size());
        for (std::size_t i = 0; i < units.size(); ++i) {
            if (out.units[i].line != line) continue;
            const int art = artillerists_of(units[i].id.type, units[i].men, units[i].batteries);
            bids[i] = {units[i].men - art, art};
        }
        const auto rest = fill(out.units, bids, line, line == BattleLine::First ? capacity.front : capacity.second);
        for (std::size_t i = 0; i < units.size(); ++i) {
            rear_bids[i].ordinary += rest[i].ordinary;
            rear_bids[i].artillerists += rest[i].artillerists;
        }
    }
    for (std::size_t i = 0; i < units.size(); ++i) {
        if (out.units[i].line != BattleLine::Rear) continue;
        const int art = artillerists_of(units[i].id.type, units[i].men, units[i].batteries);
        rear_bids[i] = {units[i].men - art, art};
    }
    const auto beyond = fill(out.units, rear_bids, BattleLine::Rear, capacity.rear);
    for (std::size_t i = 0; i < units.size(); ++i)
        out.units[i].uncounted =
            part_of(units[i].id.type, beyond[i].ordinary + beyond[i].artillerists, beyond[i].artillerists);
    total(out);
    for (std::size_t i = 0; i < units.size(); ++i) assert(out.units[i].men() == units[i].men && "the parts add up");
    return out;
}

namespace {

// Takes up to `loss` men off `p` (ordinary men first); returns the men still to lose.
int take_off(UnitType t, LinePart& p, int loss) {
    const int ordinary = std::min(loss, p.men - p.artillerists);
    const int art = std::min(loss - ordinary, p.artillerists);
    p = part_of(t, p.men - ordinary - art, p.artillerists - art);
    return loss - ordinary - art;
}

}  // namespace

SideLines refill_front(SideLines lines, std::span<const UnitLoss> losses) {
    for (const auto& loss : losses) {
        const auto it = std::find_if(lines.units.begin(), lines.units.end(),
                                     [&](const UnitLines& u) { return u.unit == loss.unit; });
        assert(it != lines.units.end() && "a loss of a unit in the lines");
        assert(loss.men >= 0 && loss.men <= it->men());
        const UnitType t = it->unit.type;
        int left = take_off(t, part(*it, it->line), loss.men);
        left = take_off(t, it->uncounted, left);
        if (it->line != BattleLine::Rear) left = take_off(t, it->rear, left);
        assert(left == 0);
    }
    // The front's free room, refilled from its own units' men behind it.
    std::int64_t used = 0;
    for (const auto& u : lines.units) used += u.front.spaces;
    const std::int64_t room = lines.capacity.front - used;
    std::vector<Bid> bids(lines.units.size());
    for (std::size_t i = 0; i < lines.units.size(); ++i) {
        const auto& u = lines.units[i];
        if (u.line != BattleLine::First) continue;
        const int art = u.rear.artillerists + u.uncounted.artillerists;
        bids[i] = {u.rear.men + u.uncounted.men - art, art};
    }
    if (room > 0) {
        std::vector<Bid> before = bids;
        const auto rest = fill(lines.units, bids, BattleLine::First, room);
        for (std::size_t i = 0; i < lines.units.size(); ++i) {
            auto& u = lines.units[i];
            const UnitType t = u.unit.type;
            int ordinary = before[i].ordinary - rest[i].ordinary;  // returned to the front
            int art = before[i].artillerists - rest[i].artillerists;
            // Rear first, then the uncounted men.
            for (LinePart* from : {&u.rear, &u.uncounted}) {
                const int o = std::min(ordinary, from->men - from->artillerists);
                const int a = std::min(art, from->artillerists);
                *from = part_of(t, from->men - o - a, from->artillerists - a);
                ordinary -= o;
                art -= a;
            }
            assert(ordinary == 0 && art == 0);
        }
    }
    total(lines);
    return lines;
}

}  // namespace umpire::gitm
