// Rule 4.7: the war minister's reports (see minister.hpp).
#include "rules/gitm/reports/minister.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <tuple>

#include "rules/gitm/reports/detection.hpp"

namespace umpire::gitm {
namespace {

// The square a report gives for `truth`: off, with minister-error-chance, by 1 to
// minister-error-squares squares (evenly) in one of the eight directions (evenly),
// kept on the map.
StratSquare misplace(StratSquare truth, DrawStream& draws, const ParamSet& params) {
    const auto chance = static_cast<std::uint64_t>(params.get<Param::MinisterErrorChance>());
    const int most = params.get<Param::MinisterErrorSquares>();
    if (most < 1 || draws.below(1000) >= chance) return truth;
    static constexpr std::array<std::array<int, 2>, 8> kSteps{
        {{0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}}};
    const int far = 1 + static_cast<int>(draws.below(static_cast<std::uint64_t>(most)));
    const auto& step = kSteps[static_cast<std::size_t>(draws.below(8))];
    StratSquare q;
    q.col = static_cast<std::int16_t>(std::clamp(truth.col + step[0] * far, 0, kStratColumns - 1));
    q.row = static_cast<std::int16_t>(std::clamp(truth.row + step[1] * far, 0, kStratRows - 1));
    return q;
}

int apart(StratSquare a, StratSquare b) noexcept { return std::max(std::abs(a.col - b.col), std::abs(a.row - b.row)); }

}  // namespace

MinisterReport minister_report(const GameState& position, std::string_view state, Seed seed, const Rulings& rulings,
                               const ParamSet& params) {
    MinisterReport out;
    out.state = std::string(state);
    out.turn = position.turn - 1;
    const PolityState* own = position.state(state);
    if (own == nullptr) return out;
    const auto index = static_cast<std::uint32_t>(own - position.states.data());
    auto stranger = [&](const Unit& u) {
        return !friendly(position.relation(state, u.state).value_or(Relation::Hostile));
    };

    // Enemy headquarters, each reported with minister-hq-report-chance ("occasional").
    const auto hq_chance = static_cast<std::uint64_t>(params.get<Param::MinisterHqReportChance>());
    for (const Unit& u : position.units) {
        if (!is_headquarters(u.id.type) || !stranger(u)) continue;
        DrawStream draws(seed, {Purpose::MinisterReport, static_cast<std::uint32_t>(position.turn), index, pack(u.id)});
        if (draws.below(1000) >= hq_chance) continue;
        const StratSquare at = misplace(u.strategic, draws, params);
        out.headquarters.push_back({at, u.strategic, apart(at, u.strategic), u.id});
    }
    std::sort(out.headquarters.begin(), out.headquarters.end(), [](const auto& a, const auto& b) {
        return std::tie(a.truth, a.unit) < std::tie(b.truth, b.unit);
    });

    // Troops on his nation's territory that its own troops do not detect (4.1).
    if (!own->home) return out;
    std::vector<UnitId> nation_units;
    for (const Unit& u : position.units)
        if (const PolityState* p = position.state(u.state); p && p->home == own->home) nation_units.push_back(u.id);
    std::sort(nation_units.begin(), nation_units.end());
    const StrategicView seen = view_strategic(position, nation_units, seed, rulings, params);
    std::vector<UnitId> detected;
    for (const Detection& d : seen.detections) detected.push_back(d.unit);
    std::sort(detected.begin(), detected.end());

    std::vector<std::pair<StratSquare, UnitId>> unseen;
    for (const Unit& u : position.units) {
        if (!stranger(u) || std::binary_search(detected.begin(), detected.end(), u.id)) continue;
        const StratSquareInfo* q = position.square(u.strategic);
        if (q == nullptr || q->nation != *own->home) continue;
        unseen.emplace_back(u.strategic, u.id);
    }
    std::sort(unseen.begin(), unseen.end());
    for (std::size_t i = 0; i < unseen.size(); ++i) {
        if (i > 0 && unseen[i].first == unseen[i - 1].first) continue;
        DrawStream draws(seed, {Purpose::MinisterReport, static_cast<std::uint32_t>(position.turn), index,
                                (std::uint64_t{1} << 63) | static_cast<std::uint64_t>(unseen[i].first.index())});
        const StratSquare at = misplace(unseen[i].first, draws, params);
        out.troops.push_back({at, unseen[i].first, apart(at, unseen[i].first), unseen[i].second});
    }
    return out;
}

}  // namespace umpire::gitm
