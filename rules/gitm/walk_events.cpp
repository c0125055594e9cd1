#include "rules/gitm/walk_events.hpp"

#include <algorithm>
#include <cassert>
#include <vector>

#include "model/seed.hpp"

namespace umpire::gitm {

const char* contact_rule(LineKind kind) noexcept {
    switch (kind) {
        case LineKind::Orthogonal: return "tm-case-1";
        case LineKind::Diagonal: return "tm-case-2";
        default: return "tm-case-3";
    }
}

Event terrain_event(const TacticalMap& map, const TerrainCheck& c) {
    Event e;
    switch (c.kind) {
        case TerrainBlock::Impassable:
            e.kind = EventKind::BlockedImpassable;
            e.rule = "tm-example-1";
            e.squares = {c.a};
            break;
        case TerrainBlock::DiagonalJoin:
            e.kind = EventKind::BlockedDiagonalJoin;
            e.rule = "tm-example-2";
            e.squares = {c.a, c.b};
            // Only a river beside a mountain depends on the ruling.
            if (map.at(c.a) != map.at(c.b)) e.ruling = {RulingId::RiverMountainJoin};
            break;
        case TerrainBlock::Cliff: {
            e.kind = EventKind::BlockedCliff;
            e.rule = "tm-example-3";
            e.squares = {c.a, c.b};
            const auto hill = [&](TacSquare s) { return traits(map.at(s)).hill; };
            if (hill(c.a) == hill(c.b) || (hill(c.a) != HillClass::HighHills && hill(c.b) != HillClass::HighHills))
                e.ruling = {RulingId::CliffDiagonal};
            break;
        }
        case TerrainBlock::None: assert(false && "terrain_event needs a block"); break;
    }
    return e;
}

MetSquare met_square(const Step& step, const Occupancy& occ, Seed seed, int turn, int phase, const UnitId& mover,
                     const Rulings& rulings) {
    if (occ.enemy(step.square)) return {step.square, true, false};
    std::vector<TacSquare> beside;
    for (int i = 1; i < step.contact_count; ++i) {
        const TacSquare q = step.contacts[static_cast<std::size_t>(i)];
        if (occ.enemy(q)) beside.push_back(q);
    }
    assert(!beside.empty() && "the step touches an enemy");
    std::sort(beside.begin(), beside.end());
    const bool several = beside.size() > 1;
    if (!several || rulings.get<TwoBeside>() == TwoBeside::ReadingOrder) return {beside.front(), false, several};
    DrawStream draws(seed, {Purpose::EncounterTieBreak, static_cast<std::uint32_t>(turn),
                            static_cast<std::uint32_t>(phase), pack(mover)});
    return {beside[static_cast<std::size_t>(draws.below(beside.size()))], false, true};
}

}  // namespace umpire::gitm
