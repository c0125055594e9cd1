// Properties of the strategic position report (rules/gitm/reports/detection.hpp): it
// holds exactly what the reader's units can detect, restated here from rule 4.1.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <cstdlib>

#include "properties/turn_generators.hpp"
#include "rules/gitm/reports/detection.hpp"

namespace umpire::props {
namespace {

int apart(StratSquare a, StratSquare b) { return std::max(std::abs(a.col - b.col), std::abs(a.row - b.row)); }

// rules: 4.1, 4.6, 11.3, 12.3
RC_GTEST_PROP(ReportProps, TheReportHoldsExactlyWhatTheReadersUnitsDetect, ()) {
    const TurnInput in = *turn_input();
    const auto pick = *rc::gen::container<std::vector<bool>>(in.state.units.size(), rc::gen::arbitrary<bool>());
    std::vector<UnitId> viewers;
    for (std::size_t i = 0; i < pick.size(); ++i)
        if (pick[i]) viewers.push_back(in.state.units[i].id);
    const gitm::StrategicView v = gitm::view_strategic(in.state, viewers, in.seed, in.rulings, ParamSet{});
    const bool hide_shattered = in.rulings.get<DetectShattered>() == DetectShattered::Hidden;

    // Only active readers detect (11.3, 12.3).
    std::vector<const Unit*> active;
    for (const UnitId& id : viewers)
        if (const Unit* u = in.state.unit(id); u->status == UnitStatus::Active) active.push_back(u);
    RC_ASSERT(v.viewers.size() == active.size());
    std::size_t approximate = 0;
    for (const Unit& u : in.state.units) {
        if (std::count(viewers.begin(), viewers.end(), u.id) > 0) continue;
        int nearest = -1;
        for (const Unit* r : active) {
            const Relation rel = in.state.relation(r->state, u.state).value_or(Relation::Hostile);
            const int d = apart(r->strategic, u.strategic);
            if (d <= gitm::detection_reach(*r, rel) && (nearest < 0 || d < nearest)) nearest = d;
        }
        const bool detectable = nearest >= 0 && !(hide_shattered && u.status == UnitStatus::Shattered);
        const auto hit = std::find_if(v.detections.begin(), v.detections.end(), [&](const auto& d) { return d.unit == u.id; });
        // Nothing beyond reach is reported, and nothing within it is left out.
        RC_ASSERT(detectable == (hit != v.detections.end()));
        if (!detectable) continue;
        RC_ASSERT(hit->distance == nearest);
        RC_ASSERT(apart(in.state.unit(hit->by)->strategic, u.strategic) == nearest);
        if (!hit->exact) ++approximate;
    }
    // Every approximate unit is in exactly one stack of its square, and no stack is empty.
    std::size_t stacked = 0;
    for (const auto& s : v.stacks) {
        RC_ASSERT(s.units >= 1);
        RC_ASSERT(s.reported >= 1);
        RC_ASSERT(!s.letters.empty());
        stacked += static_cast<std::size_t>(s.units);
    }
    RC_ASSERT(stacked == approximate);
    // The squares shown are those of the state within 5 squares of an active reader.
    for (const StratSquareInfo& q : in.state.squares) {
        const bool near = std::any_of(active.begin(), active.end(),
                                      [&](const Unit* r) { return apart(r->strategic, q.square) <= gitm::kPositionReach; });
        RC_ASSERT(near == std::binary_search(v.shown.begin(), v.shown.end(), q.square));
    }
    // The same inputs give the same report, draws included.
    RC_ASSERT(gitm::view_strategic(in.state, viewers, in.seed, in.rulings, ParamSet{}) == v);
}

}  // namespace
}  // namespace umpire::props
