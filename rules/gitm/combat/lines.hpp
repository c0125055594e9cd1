#pragma once
// Rules 9.3 and 8.9 (with 6.9's default line and 9.4's capacities): placing one side's
// units into the front, second and rear lines of a battle, filling each line by its
// spaces, and refilling the front from the rear after firing casualties (9.4).
//
// Exact integer arithmetic. Where a line holds fewer spaces than its units want, each
// unit gives the same share of its men, computed for its ordinary men and its
// artillerists apart: each share's whole part first, then one more man to the shares
// with the largest remainders (ties: lower unit id, ordinary men before artillerists)
// while the line has room for him. So no line is ever over capacity, and one can stay
// up to 7 spaces short when only an artilleryman (8 spaces) would be next.
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "model/order_form.hpp"
#include "model/seed.hpp"
#include "model/square.hpp"
#include "model/unit.hpp"
#include "rules/gitm/combat/frontage.hpp"

namespace umpire::gitm {

// What placement needs of a unit, apart from the combat state.
struct LineUnit {
    UnitId id;  // its type is id.type; never a headquarters, which takes no line (9.2)
    int men = 0;
    int batteries = 0;
    std::optional<BattleLine> wanted;  // the order form's line (8.9); absent: the front, as 6.9 has it
    friend bool operator==(const LineUnit&, const LineUnit&) = default;
};

// A unit's men in one line; its artillerists are among the men.
struct LinePart {
    int men = 0;
    int artillerists = 0;
    std::int64_t spaces = 0;
    friend bool operator==(const LinePart&, const LinePart&) = default;
};

struct UnitLines {
    UnitId unit;
    BattleLine wanted = BattleLine::First;  // what it asked for (6.9's default: the front)
    BattleLine line = BattleLine::First;    // the line it took (9.3, 8.9)
    LinePart front, second, rear;
    LinePart uncounted;  // beyond the rear: counts for nothing, still takes casualties (9.4)
    [[nodiscard]] int men() const noexcept { return front.men + second.men + rear.men + uncounted.men; }
    friend bool operator==(const UnitLines&, const UnitLines&) = default;
};

// A unit drawn at random into a line nobody wanted (9.3).
struct LineDraw {
    BattleLine line = BattleLine::First;
    UnitId unit;
    int pool = 0;  // the units it was drawn from
    friend bool operator==(const LineDraw&, const LineDraw&) = default;
};

// What keys 9.3's draws: the battle and the side (0 the initiator's, 1 the other).
struct LineKey {
    int turn = 1;
    int phase = 1;  // the tactical phase after which the combat is fought
    StratSquare strategic;
    TacSquare square;
    int side = 0;
    friend bool operator==(const LineKey&, const LineKey&) = default;
};

struct SideLines {
    Frontage capacity;
    std::vector<UnitLines> units;  // by unit id
    std::vector<LineDraw> draws;   // in the order made: the front's, then the second line's
    LinePart front, second, rear, uncounted;  // the sums over the units
    friend bool operator==(const SideLines&, const SideLines&) = default;
};

// The draw stream's subject for `key` (Purpose::BattleLineDraw).
[[nodiscard]] std::uint64_t line_draw_subject(const LineKey& key) noexcept;

// Places a side's units (ids unique, none a headquarters: asserted).
//  1. Each unit takes the line it wants (absent: the front).
//  2. Nobody in the front (9.3): one unit is drawn from those that want the second line,
//     or from those that want the rear when nobody wants the second, and moved to the
//     front: 8.9 moves units forward "as required", so the nearest line behind the gap
//     steps up, and 9.3 picks one of its units at random. Then, units in the rear and
//     nobody in the second line: one rear unit is drawn into the second line. A pool of
//     one unit takes no draw. Draws come from Purpose::BattleLineDraw keyed by `key`,
//     among the pool in unit id order, so the order units are listed in changes nothing.
//  3. The front takes its units' men up to its spaces, each unit in proportion; the rest
//     of them fight from the rear (9.4, "even if no unit is in the second line"). The
//     second line likewise. The rear takes its own units' men and that overflow, in
//     proportion, up to its spaces; men beyond it are uncounted.
[[nodiscard]] SideLines place_lines(std::span<const LineUnit> units, const Frontage& capacity, Seed seed,
                                    const LineKey& key);

struct UnitLoss {
    UnitId unit;
    int men = 0;
    friend bool operator==(const UnitLoss&, const UnitLoss&) = default;
};

// 9.4: after the firing segment's casualties (`losses`, at most one entry per unit,
// none above the unit's men: asserted) the strength in the rear returns to fill the
// front. A loss comes off the unit's men in its own line, then off its uncounted men,
// and off its rear men only when nothing else is left (9.7 keeps the rear out of
// firing); in each part ordinary men fall before artillerists, as a unit's batteries
// keep 100 men each while it has them. Then the front's free spaces are filled from
// the men of the front-line units behind the front (rear first, then uncounted), each
// in proportion as in place_lines(): the units that chose the second line or the rear
// keep their line (8.9), and "return" speaks of strength that came from the front.
[[nodiscard]] SideLines refill_front(SideLines lines, std::span<const UnitLoss> losses);

}  // namespace umpire::gitm
