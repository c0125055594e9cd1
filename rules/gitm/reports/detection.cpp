// Rule 4.1: strategic detection and the approximate position report (see detection.hpp).
#include "rules/gitm/reports/detection.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <bit>
#include <cstdint>
#include <cstdlib>

namespace umpire::gitm {
namespace {

// Rule 7.4: a diagonal strategic step is one square, so distance is king steps.
int squares_apart(StratSquare a, StratSquare b) noexcept { return std::max(std::abs(a.col - b.col), std::abs(a.row - b.row)); }

// Rule 4.1's letters; militia is shown as infantry.
constexpr std::array<char, 4> kLetters{'I', 'C', 'A', 'H'};
int letter_of(UnitType t) noexcept {
    switch (t) {
        case UnitType::LightCavalry:
        case UnitType::Dragoons:
        case UnitType::Lancers: return 1;
        case UnitType::MediumArtillery:
        case UnitType::LightArtillery:
        case UnitType::HorseArtillery:
        case UnitType::SiegeArtillery: return 2;
        case UnitType::ArmyHQ:
        case UnitType::CorpsHQ: return 3;
        case UnitType::Infantry:
        case UnitType::LightInfantry:
        case UnitType::Militia: return 0;
    }
    return 0;
}

// The stack of one square, with the report's errors drawn for it.
StackSighting approximate(StratSquare square, const std::vector<const Unit*>& units, const GameState& state, Seed seed,
                          const ParamSet& params) {
    DrawStream draws(seed, {Purpose::ReportApproximation, static_cast<std::uint32_t>(state.turn), 0,
                            static_cast<std::uint64_t>(square.index())});
    StackSighting s;
    s.square = square;
    s.units = static_cast<int>(units.size());
    // The count is off by up to the count error either way, never below one unit.
    const int error = params.get<Param::ReportCountError>();
    const auto factor = 1000 - error + static_cast<int>(draws.below(static_cast<std::uint64_t>(2 * error + 1)));
    s.reported = std::max(1, (s.units * factor + 500) / 1000);
    s.size = stack_size(s.reported, s.divisions);
    // Each unit's letter is misread as one of the other three with the letter error.
    std::array<bool, 4> shown{};
    const auto misread = static_cast<std::uint64_t>(params.get<Param::ReportLetterError>());
    for (const Unit* u : units) {
        int letter = letter_of(u->id.type);
        if (draws.below(1000) < misread) letter = (letter + 1 + static_cast<int>(draws.below(3))) % 4;
        shown[static_cast<std::size_t>(letter)] = true;
    }
    for (std::size_t i = 0; i < kLetters.size(); ++i)
        if (shown[i]) s.letters += kLetters[i];
    return s;
}

}  // namespace

int detection_reach(const Unit& viewer, Relation relation) noexcept {
    if (viewer.status != UnitStatus::Active) return 0;  // rules 11.3, 12.3
    if (friendly(relation)) return viewer.id.type == UnitType::ArmyHQ ? kArmyHqFriendReach : kFriendReach;
    if (viewer.id.type == UnitType::LightCavalry && viewer.strength >= kScoutStrength) return kScoutReach;
    return kOtherReach;
}

StackSize stack_size(int units, int& divisions) noexcept {
    divisions = 0;
    if (units <= 3) return StackSize::Regiments;  // 3 sits in two of the rule's ranges: the smaller word
    if (units <= 5) return StackSize::Brigade;
    if (units <= 8) return StackSize::Brigades;
    if (units < 18) return StackSize::Division;
    divisions = (units + kDivisionUnits / 2) / kDivisionUnits;  // 18 and more round to two divisions or more
    return StackSize::Divisions;
}

StrategicView view_strategic(const GameState& state, std::span<const UnitId> viewer_ids, Seed seed, const Rulings& rulings,
                             const ParamSet& params) {
    return view_strategic(UnitPlaces(state), viewer_ids, seed, rulings, params);
}

StrategicView view_strategic(const UnitPlaces& places, std::span<const UnitId> viewer_ids, Seed seed, const Rulings& rulings,
                             const ParamSet& params) {
    const GameState& state = places.state();
    StrategicView out;
    // The reader knows his own units, active or not; only the active ones detect.
    std::vector<UnitId> own(viewer_ids.begin(), viewer_ids.end());
    std::sort(own.begin(), own.end());
    own.erase(std::unique(own.begin(), own.end()), own.end());
    std::vector<const Unit*> viewers;
    for (const UnitId& id : own)
        if (const Unit* u = places.find(id); u && u->status == UnitStatus::Active) viewers.push_back(u);
    for (const Unit* v : viewers) out.viewers.push_back(v->id);

    // The squares within the position report's reach of a viewer. No detection
    // reaches farther.
    static_assert(kFriendReach <= kPositionReach && kArmyHqFriendReach <= kPositionReach &&
                  kOtherReach <= kPositionReach && kScoutReach <= kPositionReach);
    // A bit per square by key(), whose order is reading order: the squares come out
    // sorted without a sort.
    std::vector<std::uint64_t> near((UnitPlaces::kKeys + 63) / 64, 0);
    auto box = [](StratSquare c, int reach, auto&& f) {
        for (int dr = -reach; dr <= reach; ++dr)
            for (int dc = -reach; dc <= reach; ++dc) {
                const StratSquare q{static_cast<std::int16_t>(c.col + dc), static_cast<std::int16_t>(c.row + dr)};
                if (q.valid()) f(q);
            }
    };
    for (const Unit* v : viewers)
        box(v->strategic, kPositionReach, [&](StratSquare q) {
            const std::size_t k = UnitPlaces::key(q);
            near[k / 64] |= std::uint64_t{1} << (k % 64);
        });

    // How each viewer's state stands to each unit's state.
    const auto states = places.states();
    std::vector<std::size_t> viewer_state;
    for (const Unit* v : viewers)
        viewer_state.push_back(static_cast<std::size_t>(std::find(states.begin(), states.end(), v->state) - states.begin()));
    const StateRelations relation(state, states);
    std::vector<bool> exact(states.size(), false);  // some viewer counts its units friends
    for (std::size_t i = 0; i < states.size(); ++i)
        for (const std::size_t vs : viewer_state)
            if (friendly(relation(vs, i))) exact[i] = true;

    // Each viewer looks at the units around it; each unit keeps the nearest viewer
    // that reaches it, the lowest id among equals. Viewers come in id order, so of
    // two at the same distance the one that looked first keeps it.
    assert(std::is_sorted(viewers.begin(), viewers.end(), [](const Unit* a, const Unit* b) { return a->id < b->id; }));
    struct Nearest {
        std::uint32_t viewer = UINT32_MAX;  // index into viewers; none yet
        int distance = 0;
    };
    std::vector<Nearest> best(places.by_id().size());  // by ordinal
    for (std::uint32_t i = 0; i < viewers.size(); ++i) {
        const Unit* v = viewers[i];
        // Nothing beyond the viewer's longest reach (a friend's) can be detected: most
        // viewers look three squares out, not the position report's five.
        const int friend_reach = detection_reach(*v, Relation::SameSide), other_reach = detection_reach(*v, Relation::Hostile);
        box(v->strategic, std::max(friend_reach, other_reach), [&](StratSquare q) {
            const int d = squares_apart(v->strategic, q);
            for (const std::uint32_t k : places.ordinals_at(q)) {
                Nearest& b = best[k];
                if (b.viewer != UINT32_MAX && d >= b.distance) continue;
                if (d > (friendly(relation(viewer_state[i], places.state_of(k))) ? friend_reach : other_reach)) continue;
                b = {i, d};
            }
        });
    }

    const bool hide_shattered = rulings.get<DetectShattered>() == DetectShattered::Hidden;
    std::vector<std::pair<StratSquare, const Unit*>> approximate_units;
    const auto ids = places.ids();
    // The reader's own units, by ordinal: he knows them, so they are never detections.
    std::vector<bool> mine(ids.size(), false);
    for (const UnitId& id : own)
        if (const auto it = std::lower_bound(ids.begin(), ids.end(), id); it != ids.end() && *it == id)
            mine[static_cast<std::size_t>(it - ids.begin())] = true;
    for (std::uint32_t k = 0; k < ids.size(); ++k) {
        if (best[k].viewer == UINT32_MAX || mine[k]) continue;
        if (places.status_of(k) == UnitStatus::Shattered) {
            out.rulings.add(RulingId::DetectShattered);
            if (hide_shattered) continue;
        }
        const Unit* by = viewers[best[k].viewer];
        // A unit some viewer counts a friend is reported exactly, whoever saw it nearest.
        const Detection d{ids[k], by->id, best[k].distance, exact[places.state_of(k)]};
        out.detections.push_back(d);
        if (!d.exact) approximate_units.emplace_back(places.square_of(k), places.by_id()[k]);
    }
    std::stable_sort(approximate_units.begin(), approximate_units.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    for (std::size_t i = 0; i < approximate_units.size();) {
        std::size_t j = i;
        std::vector<const Unit*> stack;
        while (j < approximate_units.size() && approximate_units[j].first == approximate_units[i].first)
            stack.push_back(approximate_units[j++].second);
        out.stacks.push_back(approximate(approximate_units[i].first, stack, state, seed, params));
        i = j;
    }

    for (std::size_t w = 0; w < near.size(); ++w)
        for (std::uint64_t bits = near[w]; bits != 0; bits &= bits - 1) {
            const std::size_t k = w * 64 + static_cast<std::size_t>(std::countr_zero(bits));
            const StratSquare q{static_cast<std::int16_t>(k % kStratColumns), static_cast<std::int16_t>(k / kStratColumns)};
            if (places.on_map(q)) out.shown.push_back(q);
        }
    return out;
}

}  // namespace umpire::gitm
