#include "rules/gitm/move_reports.hpp"

#include <algorithm>
#include <utility>

#include "rules/gitm/sighting.hpp"

namespace umpire::gitm {
namespace {

// Callers that pass the onlookers in id order skip the sort.
void sort_ids(std::vector<UnitId>& ids) {
    if (!std::is_sorted(ids.begin(), ids.end())) std::sort(ids.begin(), ids.end());
}

// The onlookers as eyes (those not friendly to the mover that sight: 4.2, 11.3, 12.3)
// and screens.
//
// Rule 4.2 names no relation between two onlookers, and the caller gives only each
// one's relation to the mover. So the screens are read as the mover's own friends
// (same-side or actively allied to it, not headquarters): they stand with the mover
// and so are presumed to be the eye's enemies as the mover is. Units that are not the
// mover's friends never screen, even where they may be an eye's enemies too (a third
// power at war with both): a limitation of the API. Screens are taken whatever their
// status: an inactive unit still stands there.
struct Watch {
    SquareSet eyes, screens;
    std::size_t allies = 0;
    bool hidden = false;  // a headquarters mover nobody sees (REPORT-HQ-SEEN never-seen)
    SightDirection mode = SightDirection::Sectors;
};

Watch watch(const UnitId& mover, std::span<const Onlooker> onlookers, const Rulings& rulings) {
    Watch w;
    const auto sight = rulings.get<SightedAsEnemy>();
    for (const auto& o : onlookers) {
        if (friendly(o.to_mover)) {
            ++w.allies;
            if (!is_headquarters(o.type)) w.screens.add(o.at);  // rule 4.2: HQs never screen
        } else if (o.status == UnitStatus::Active && !is_headquarters(o.type) &&  // rules 4.2, 11.3, 12.3
                   (sight == SightedAsEnemy::NonAllied || o.to_mover == Relation::Hostile)) {
            w.eyes.add(o.at);
        }
    }
    w.hidden = is_headquarters(mover.type) && rulings.get<HqSeen>() == HqSeen::NeverSeen;
    w.mode = rulings.get<SightDirection>();
    return w;
}

}  // namespace

MoveReport report_move(const UnitId& mover, StratSquare strategic, TacSquare from, TacSquare to,
                       std::span<const Onlooker> onlookers, const Rulings& rulings) {
    MoveReport r{mover, strategic, from, to, {}, {}, {}};
    const Watch w = watch(mover, onlookers, rulings);
    const std::size_t n_allies = w.allies;

    // Rule 4.4: the others learn of each end some one of them sees; it need not be the
    // same unit for both ends (only then are the rule's four cases exhaustive).
    bool start_seen = false, end_seen = false;
    if (from != to && !w.hidden && !w.eyes.empty()) {
        w.eyes.any_of([&](TacSquare e) {
            start_seen = start_seen || sees(e, from, w.screens, w.mode);
            end_seen = end_seen || sees(e, to, w.screens, w.mode);
            return start_seen && end_seen;
        });
    }

    // Rule 4.4: friends learn of every move, the others of what was seen.
    if (start_seen && end_seen) {
        r.whole.reserve(onlookers.size());
        for (const auto& o : onlookers) r.whole.push_back(o.id);
    } else {
        auto& others = end_seen ? r.end_only : r.start_only;
        r.whole.reserve(n_allies);
        if (start_seen || end_seen) others.reserve(onlookers.size() - n_allies);
        for (const auto& o : onlookers) {
            if (friendly(o.to_mover))
                r.whole.push_back(o.id);
            else if (start_seen || end_seen)
                others.push_back(o.id);
        }
        sort_ids(others);
    }
    sort_ids(r.whole);
    return r;
}

PresenceReport report_presence(const UnitId& mover, StratSquare strategic, TacSquare at, bool arrival,
                               std::span<const Onlooker> onlookers, const Rulings& rulings) {
    PresenceReport r{mover, strategic, at, arrival, {}, {}};
    const Watch w = watch(mover, onlookers, rulings);
    bool seen = false;
    if (!w.hidden) w.eyes.any_of([&](TacSquare e) { return seen = sees(e, at, w.screens, w.mode); });
    // Rule 4.5: friends always; the others all of them, once any one of them sees it.
    r.told_friends.reserve(w.allies);
    for (const auto& o : onlookers) {
        if (friendly(o.to_mover))
            r.told_friends.push_back(o.id);
        else if (seen)
            r.told_others.push_back(o.id);
    }
    sort_ids(r.told_friends);
    sort_ids(r.told_others);
    return r;
}

}  // namespace umpire::gitm
