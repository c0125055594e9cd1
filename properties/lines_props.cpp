// Battle lines (rules 9.3, 9.4, 8.9; rules/gitm/combat/lines.hpp): every man accounted
// for, no line over its spaces, the lines' order kept, and a placement that does not
// depend on the order the units are listed in.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>  // needs gtest.h first

#include <algorithm>
#include <vector>

#include "rules/gitm/combat/lines.hpp"

namespace umpire::gitm {
namespace {

namespace gen = rc::gen;

const std::vector<UnitType> kLineTypes = {UnitType::Infantry,       UnitType::LightInfantry,   UnitType::Militia,
                                   UnitType::LightCavalry,   UnitType::Dragoons,        UnitType::Lancers,
                                   UnitType::MediumArtillery, UnitType::LightArtillery, UnitType::HorseArtillery,
                                   UnitType::SiegeArtillery};

rc::Gen<std::optional<BattleLine>> wanted_line() {
    return gen::oneOf(gen::just(std::optional<BattleLine>{}),
                      gen::map(gen::elementOf(enum_values<BattleLine>()),
                               [](BattleLine l) { return std::optional<BattleLine>{l}; }));
}

// One side: up to 24 units (rule 2.5) with distinct ids and sizes up to a big army's.
rc::Gen<std::vector<LineUnit>> side() {
    return gen::exec([] {
        const auto n = *gen::inRange<std::size_t>(0, 25);
        std::vector<LineUnit> units;
        for (std::size_t i = 0; i < n; ++i) {
            LineUnit u;
            u.id = UnitId{Nation::US, static_cast<std::uint16_t>(i + 1), *gen::elementOf(kLineTypes)};
            u.men = *gen::oneOf(gen::inRange(0, 3000), gen::inRange(0, 20000));
            u.batteries = *gen::inRange(0, 7);
            u.wanted = *wanted_line();
            units.push_back(u);
        }
        return units;
    });
}

rc::Gen<Frontage> capacity() {
    return gen::map(gen::elementOf(std::vector<int>{3000, 4500, 6000, 7500, 9000, 12000}),
                    [](int f) { return Frontage{f, f, 4 * f}; });
}

void check_lines(const std::vector<LineUnit>& units, const SideLines& s, bool after_losses) {
    RC_ASSERT(s.units.size() == units.size());
    RC_ASSERT(s.front.spaces <= s.capacity.front);
    RC_ASSERT(s.second.spaces <= s.capacity.second);
    RC_ASSERT(s.rear.spaces <= s.capacity.rear);
    const auto placed = [&](BattleLine l) {
        return std::any_of(s.units.begin(), s.units.end(), [&](const UnitLines& u) { return u.line == l; });
    };
    if (!units.empty()) RC_ASSERT(placed(BattleLine::First));
    if (placed(BattleLine::Rear)) RC_ASSERT(placed(BattleLine::Second));
    for (const auto& u : s.units) {
        for (const LinePart* p : {&u.front, &u.second, &u.rear, &u.uncounted}) {
            RC_ASSERT(p->men >= 0);
            RC_ASSERT(p->artillerists >= 0);
            RC_ASSERT(p->artillerists <= p->men);
        }
        // A unit's men are in its own line, the rear and beyond; a front unit's rear men
        // are its overflow.
        if (u.line != BattleLine::First) RC_ASSERT(u.front.men == 0);
        if (u.line != BattleLine::Second) RC_ASSERT(u.second.men == 0);
        if (!after_losses) {
            const auto it = std::find_if(units.begin(), units.end(), [&](const LineUnit& x) { return x.id == u.unit; });
            RC_ASSERT(it != units.end());
            RC_ASSERT(u.men() == it->men);
            RC_ASSERT(u.front.artillerists + u.second.artillerists + u.rear.artillerists + u.uncounted.artillerists ==
                      artillerists_of(it->id.type, it->men, it->batteries));
        }
    }
    // Men are uncounted only when the rear is full to within one artilleryman.
    if (!after_losses && s.uncounted.men > 0) RC_ASSERT(s.rear.spaces > s.capacity.rear - kArtillerySpaces);
}

// rules: 9.3 9.4 8.9
RC_GTEST_PROP(LinesProps, PartsAddUpAndNoLineIsOverfull, ()) {
    const auto units = *side();
    const auto s = place_lines(units, *capacity(), Seed{*gen::arbitrary<std::uint64_t>()}, {});
    check_lines(units, s, false);
}

// rules: 9.3
RC_GTEST_PROP(LinesProps, TheOrderOfTheListChangesNothing, ()) {
    auto units = *side();
    const Frontage cap = *capacity();
    const Seed seed{*gen::arbitrary<std::uint64_t>()};
    const LineKey key{3, 2, StratSquare{10, 20}, TacSquare{7, 7}, 1};
    const auto s = place_lines(units, cap, seed, key);
    std::reverse(units.begin(), units.end());
    RC_ASSERT(place_lines(units, cap, seed, key) == s);
    if (units.size() > 2) std::rotate(units.begin(), units.begin() + 1, units.end());
    RC_ASSERT(place_lines(units, cap, seed, key) == s);
}

// rules: 9.4 9.7
RC_GTEST_PROP(LinesProps, RefillingKeepsEveryLineWithinItsSpaces, ()) {
    const auto units = *side();
    const auto s = place_lines(units, *capacity(), Seed{*gen::arbitrary<std::uint64_t>()}, {});
    std::vector<UnitLoss> losses;
    for (const auto& u : s.units)
        if (*gen::arbitrary<bool>()) losses.push_back({u.unit, *gen::inRange(0, u.men() + 1)});
    const auto after = refill_front(s, losses);
    check_lines(units, after, true);
    for (std::size_t i = 0; i < after.units.size(); ++i) {
        const auto& was = s.units[i];
        const auto& now = after.units[i];
        const auto lost = std::find_if(losses.begin(), losses.end(), [&](const UnitLoss& l) { return l.unit == was.unit; });
        RC_ASSERT(now.men() == was.men() - (lost == losses.end() ? 0 : lost->men));
        RC_ASSERT(now.line == was.line);
        // The second line is not refilled, and nobody moves back from the front.
        if (now.line == BattleLine::Second) RC_ASSERT(now.second.men <= was.second.men);
        if (lost == losses.end()) RC_ASSERT(now.front.men >= was.front.men);
    }
    // The front is short of its spaces by an artilleryman's at most while its units
    // still have men behind it.
    bool behind = false;
    for (const auto& u : after.units)
        if (u.line == BattleLine::First && u.rear.men + u.uncounted.men > 0) behind = true;
    if (behind) RC_ASSERT(after.front.spaces > after.capacity.front - kArtillerySpaces);
}

}  // namespace
}  // namespace umpire::gitm
