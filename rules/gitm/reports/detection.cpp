// Rule 4.1: strategic detection and the approximate position report (see detection.hpp).
#include "rules/gitm/reports/detection.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <optional>
#include <string_view>

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

std::uint64_t square_key(StratSquare q) noexcept {
    return static_cast<std::uint64_t>(q.row) * kStratColumns + static_cast<std::uint64_t>(q.col);
}

// The stack of one square, with the report's errors drawn for it.
StackSighting approximate(StratSquare square, const std::vector<const Unit*>& units, const GameState& state, Seed seed,
                          const ParamSet& params) {
    DrawStream draws(seed, {Purpose::ReportApproximation, static_cast<std::uint32_t>(state.turn), 0, square_key(square)});
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
    // reaches farther, so a unit elsewhere is not looked at.
    static_assert(kFriendReach <= kPositionReach && kArmyHqFriendReach <= kPositionReach &&
                  kOtherReach <= kPositionReach && kScoutReach <= kPositionReach);
    std::vector<bool> near(static_cast<std::size_t>(kStratColumns) * kStratRows, false);
    std::vector<StratSquare> near_squares;
    for (const Unit* v : viewers)
        for (int dr = -kPositionReach; dr <= kPositionReach; ++dr)
            for (int dc = -kPositionReach; dc <= kPositionReach; ++dc) {
                const StratSquare q{static_cast<std::int16_t>(v->strategic.col + dc), static_cast<std::int16_t>(v->strategic.row + dr)};
                if (!q.valid() || near[UnitPlaces::key(q)]) continue;
                near[UnitPlaces::key(q)] = true;
                near_squares.push_back(q);
            }

    // How each viewer's state stands to the unit's, for the run of units of one
    // state (units come by id, so by nation: the state changes seldom).
    std::vector<std::string_view> viewer_states;
    std::vector<std::size_t> state_of_viewer;
    for (const Unit* v : viewers) {
        auto it = std::find(viewer_states.begin(), viewer_states.end(), std::string_view(v->state));
        if (it == viewer_states.end()) it = viewer_states.insert(viewer_states.end(), v->state);
        state_of_viewer.push_back(static_cast<std::size_t>(it - viewer_states.begin()));
    }
    std::vector<Relation> relation_to(viewer_states.size(), Relation::Hostile);
    std::optional<std::string_view> related;
    auto relate = [&](const Unit& u) {
        if (related && *related == u.state) return;
        for (std::size_t i = 0; i < viewer_states.size(); ++i)
            relation_to[i] = state.relation(viewer_states[i], u.state).value_or(Relation::Hostile);
        related = u.state;
    };

    // A war minister's view (4.7) has a whole state's units for viewers: past a few
    // dozen, each unit looks only at the viewers on the squares around it.
    constexpr std::size_t kScanAll = 32;
    const bool by_square = viewers.size() > kScanAll;
    std::vector<std::uint32_t> first;  // by square key: where its viewers start in `placed`
    std::vector<std::uint32_t> placed;  // viewer indices by square, then id
    if (by_square) {
        first.assign(near.size() + 1, 0);
        for (const Unit* v : viewers) ++first[UnitPlaces::key(v->strategic) + 1];
        for (std::size_t k = 1; k < first.size(); ++k) first[k] += first[k - 1];
        placed.resize(viewers.size());
        std::vector<std::uint32_t> next(first.begin(), first.end() - 1);
        for (std::uint32_t i = 0; i < viewers.size(); ++i) placed[next[UnitPlaces::key(viewers[i]->strategic)]++] = i;
    }

    const bool hide_shattered = rulings.get<DetectShattered>() == DetectShattered::Hidden;
    std::vector<std::pair<StratSquare, const Unit*>> approximate_units;
    for (const Unit* u : places.by_id()) {
        if (!u->strategic.valid() || !near[UnitPlaces::key(u->strategic)]) continue;
        if (std::binary_search(own.begin(), own.end(), u->id)) continue;
        relate(*u);
        // The nearest viewer that reaches it; the lowest id among equals.
        Detection best;
        bool seen = false;
        auto consider = [&](std::size_t i) {
            const Unit* v = viewers[i];
            const Relation r = relation_to[state_of_viewer[i]];
            const int d = squares_apart(v->strategic, u->strategic);
            if (d > detection_reach(*v, r)) return;
            if (seen && (d > best.distance || (d == best.distance && best.by < v->id))) return;
            best = {u->id, v->id, d, friendly(r)};
            seen = true;
        };
        if (by_square) {
            for (int dr = -kPositionReach; dr <= kPositionReach; ++dr)
                for (int dc = -kPositionReach; dc <= kPositionReach; ++dc) {
                    const StratSquare q{static_cast<std::int16_t>(u->strategic.col + dc), static_cast<std::int16_t>(u->strategic.row + dr)};
                    if (!q.valid()) continue;
                    const std::size_t k = UnitPlaces::key(q);
                    for (std::uint32_t j = first[k]; j < first[k + 1]; ++j) consider(placed[j]);
                }
        } else {
            for (std::size_t i = 0; i < viewers.size(); ++i) consider(i);
        }
        if (!seen) continue;
        if (u->status == UnitStatus::Shattered) {
            out.rulings.add(RulingId::DetectShattered);
            if (hide_shattered) continue;
        }
        // A unit some viewer counts a friend is reported exactly, whoever saw it nearest.
        best.exact = std::any_of(relation_to.begin(), relation_to.end(), [](Relation r) { return friendly(r); });
        out.detections.push_back(best);
        if (!best.exact) approximate_units.emplace_back(u->strategic, u);
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

    for (const StratSquare q : near_squares)
        if (places.on_map(q)) out.shown.push_back(q);
    std::sort(out.shown.begin(), out.shown.end());
    return out;
}

}  // namespace umpire::gitm
