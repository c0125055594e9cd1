// Properties of the strategic position report (rules/gitm/reports/detection.hpp): it
// holds exactly what the reader's units can detect, restated here from rule 4.1.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <utility>
#include <regex>
#include <set>
#include <string>

#include "app/report_text.hpp"
#include "properties/turn_generators.hpp"
#include "rules/gitm/reports/detection.hpp"
#include "rules/gitm/reports/tactical.hpp"
#include "rules/gitm/reports/turn_report.hpp"
#include "rules/gitm/turn.hpp"

namespace umpire::props {
namespace {

int apart(StratSquare a, StratSquare b) { return std::max(std::abs(a.col - b.col), std::abs(a.row - b.row)); }

// Some of the state's units, a reader's command, by id.
std::vector<UnitId> some_units(const GameState& s) {
    const auto pick = *rc::gen::container<std::vector<bool>>(s.units.size(), rc::gen::arbitrary<bool>());
    std::vector<UnitId> out;
    for (std::size_t i = 0; i < pick.size(); ++i)
        if (pick[i]) out.push_back(s.units[i].id);
    std::sort(out.begin(), out.end());
    return out;
}

// Rule 4.1's detecting unit: the nearest active viewer that reaches `u`, the lowest
// id among equals (the report names one).
std::optional<UnitId> nearest_viewer(const GameState& s, const std::vector<const Unit*>& active, const Unit& u) {
    std::optional<std::pair<int, UnitId>> best;
    for (const Unit* r : active) {
        const int d = apart(r->strategic, u.strategic);
        if (d > gitm::detection_reach(*r, s.relation(r->state, u.state).value_or(Relation::Hostile))) continue;
        if (!best || std::make_pair(d, r->id) < *best) best = std::make_pair(d, r->id);
    }
    if (!best) return std::nullopt;
    return best->second;
}

// rules: 4.1, 4.6, 11.3, 12.3
RC_GTEST_PROP(ReportProps, TheReportHoldsExactlyWhatTheReadersUnitsDetect, ()) {
    const TurnInput in = *turn_input();
    const std::vector<UnitId> viewers = some_units(in.state);
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
        RC_ASSERT(nearest_viewer(in.state, active, u) == hit->by);
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

// A war minister reads with every unit of his state (4.7): a view of dozens of
// viewers, crowded or spread thin, detects what the rule says, each unit by its
// nearest viewer. Up to 160 units of three states on a block of 6x6 to 60x60.
// rules: 4.1, 4.7
RC_GTEST_PROP(ReportProps, AViewWithManyViewersDetectsWhatTheRuleSays, ()) {
    GameState s;
    s.turn = *rc::gen::inRange(1, 30);
    constexpr int kCol = 60, kRow = 40;
    const int side = *rc::gen::inRange(6, 61);  // from crowded to sparse, where reach decides
    for (int r = 0; r < side; ++r)
        for (int c = 0; c < side; ++c) {
            StratSquareInfo q;
            q.square = StratSquare{static_cast<std::int16_t>(kCol + c), static_cast<std::int16_t>(kRow + r)};
            s.squares.push_back(std::move(q));
        }
    const std::vector<std::string> states{"MX", "US", "YU"};
    for (std::size_t i = 0; i < states.size(); ++i)
        for (std::size_t j = i + 1; j < states.size(); ++j)
            s.relations.push_back({states[i], states[j], *rc::gen::elementOf(enum_values<Relation>())});
    // Most units are the reader's, so that there are more viewers than the scan takes.
    const std::string reader = *rc::gen::elementOf(states);
    const int n = *rc::gen::inRange(33, 161);
    for (int i = 0; i < n; ++i) {
        Unit u;
        // Army headquarters often: they reach friends 5 squares away, the edge of the search.
        const UnitType type = *rc::gen::weightedElement<bool>({{1, true}, {3, false}})
                                  ? UnitType::ArmyHQ
                                  : *rc::gen::elementOf(enum_values<UnitType>());
        u.id = UnitId{*rc::gen::elementOf(enum_values<Nation>()), static_cast<std::uint16_t>(i + 1), type};
        u.state = *rc::gen::weightedElement<std::string>({{6, reader}, {1, states[0]}, {1, states[1]}, {1, states[2]}});
        u.strategic = StratSquare{static_cast<std::int16_t>(kCol + *rc::gen::inRange(0, side)),
                                  static_cast<std::int16_t>(kRow + *rc::gen::inRange(0, side))};
        u.status = *rc::gen::weightedElement<UnitStatus>(
            {{8, UnitStatus::Active}, {1, UnitStatus::Inactive}, {1, UnitStatus::Shattered}});
        u.strength = *rc::gen::inRange(100, 700);
        s.units.push_back(u);
    }
    std::vector<UnitId> viewers;
    for (const Unit& u : s.units)
        if (u.state == reader && *rc::gen::weightedElement<bool>({{9, true}, {1, false}})) viewers.push_back(u.id);
    const Seed seed{*rc::gen::arbitrary<std::uint64_t>()};
    Rulings rulings;
    const bool hide_shattered = *rc::gen::arbitrary<bool>();
    rulings.set(RulingId::DetectShattered, static_cast<int>(hide_shattered ? DetectShattered::Hidden : DetectShattered::Seen));
    const gitm::StrategicView v = gitm::view_strategic(s, viewers, seed, rulings, ParamSet{});

    std::vector<const Unit*> active;
    for (const UnitId& id : viewers)
        if (const Unit* u = s.unit(id); u->status == UnitStatus::Active) active.push_back(u);
    std::sort(active.begin(), active.end(), [](const Unit* a, const Unit* b) { return a->id < b->id; });
    RC_ASSERT(v.viewers.size() == active.size());
    std::size_t detected = 0;
    for (const Unit& u : s.units) {
        if (std::count(viewers.begin(), viewers.end(), u.id) > 0) continue;
        std::optional<UnitId> by = nearest_viewer(s, active, u);
        if (hide_shattered && u.status == UnitStatus::Shattered) by.reset();
        const auto hit = std::find_if(v.detections.begin(), v.detections.end(), [&](const auto& d) { return d.unit == u.id; });
        RC_ASSERT(by.has_value() == (hit != v.detections.end()));
        if (!by) continue;
        ++detected;
        RC_ASSERT(hit->by == *by);
        RC_ASSERT(hit->distance == apart(s.unit(*by)->strategic, u.strategic));
        const bool exact = std::any_of(active.begin(), active.end(), [&](const Unit* r) {
            return friendly(s.relation(r->state, u.state).value_or(Relation::Hostile));
        });
        RC_ASSERT(hit->exact == exact);
    }
    RC_ASSERT(detected == v.detections.size());
    RC_TAG(active.size() > 32 ? "more than 32 viewers" : "32 viewers or fewer");
}

}  // namespace
}  // namespace umpire::props

namespace umpire::props {
namespace {

// Rule 4.2's eight directions restated apart from rules/gitm/sighting.cpp: the compass
// line nearest in angle to the offset (sectors), or the line it lies on (lines);
// -1 for none. Angles compare as cos^2 with integers: dot(a)^2 |b|^2 against
// dot(b)^2 |a|^2 over the lines with a positive dot product.
int compass(int dx, int dy, SightDirection mode) {
    static constexpr int kLines[8][2] = {{0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}};
    if (mode == SightDirection::Lines) {
        if (dx != 0 && dy != 0 && std::abs(dx) != std::abs(dy)) return -1;
    }
    int best = -1;
    long long best_dot = 0, best_len = 1;
    for (int k = 0; k < 8; ++k) {
        const long long dot = static_cast<long long>(dx) * kLines[k][0] + static_cast<long long>(dy) * kLines[k][1];
        if (dot <= 0) continue;
        const long long len = kLines[k][0] * kLines[k][0] + kLines[k][1] * kLines[k][1];
        if (best < 0 || dot * dot * best_len > best_dot * best_dot * len) {
            best = k;
            best_dot = dot;
            best_len = len;
        }
    }
    return best;
}

// rules: 4.2, 4.6, 11.3, 12.3
RC_GTEST_PROP(ReportProps, TheTacticalMapsShowWhatTheSideSightsAndNothingMore, ()) {
    const TurnInput in = *turn_input();
    const std::vector<UnitId> readers = some_units(in.state);
    const gitm::TacticalView v = gitm::view_tactical(in.state, readers, in.rulings);
    const auto mode = in.rulings.get<SightDirection>();
    const bool hostile_only = in.rulings.get<SightedAsEnemy>() == SightedAsEnemy::HostileOnly;
    const bool hq_hidden = in.rulings.get<HqSeen>() == HqSeen::NeverSeen;
    const bool shattered_hidden = in.rulings.get<DetectShattered>() == DetectShattered::Hidden;
    auto rel = [&](const Unit& a, const Unit& b) { return in.state.relation(a.state, b.state).value_or(Relation::Hostile); };
    auto enemy = [&](const Unit& eye, const Unit& u) {
        const Relation r = rel(eye, u);
        return !friendly(r) && (!hostile_only || r == Relation::Hostile);
    };

    std::vector<StratSquare> squares;
    for (const UnitId& id : readers) squares.push_back(in.state.unit(id)->strategic);
    std::sort(squares.begin(), squares.end());
    squares.erase(std::unique(squares.begin(), squares.end()), squares.end());
    RC_ASSERT(v.maps.size() == squares.size());
    for (std::size_t m = 0; m < squares.size(); ++m) {
        const auto& map = v.maps[m];
        RC_ASSERT(map.square == squares[m]);
        std::vector<const Unit*> here, mine;
        for (const Unit& u : in.state.units)
            if (u.strategic == map.square) here.push_back(&u);
        for (const Unit* u : here)
            if (std::count(readers.begin(), readers.end(), u->id) > 0) mine.push_back(u);
        auto ours = [&](const Unit& u) {
            return std::any_of(mine.begin(), mine.end(), [&](const Unit* r) { return friendly(rel(*r, u)); });
        };
        std::vector<const Unit*> eyes;
        for (const Unit* u : here)
            if (ours(*u) && u->status == UnitStatus::Active && !is_headquarters(u->id.type)) eyes.push_back(u);
        RC_ASSERT(map.eyes.size() == eyes.size());
        for (const Unit* u : here) {
            const bool listed_friend = std::any_of(map.friends.begin(), map.friends.end(), [&](const auto& f) {
                return f.unit == u->id && f.at == u->tactical;
            });
            RC_ASSERT(listed_friend == ours(*u));
            // Seen: some eye counts it an enemy and no non-HQ enemy of that eye stands
            // strictly nearer in its direction (4.2), unless a ruling hides its kind.
            bool seen = false;
            if (!ours(*u) && !(hq_hidden && is_headquarters(u->id.type)) &&
                !(shattered_hidden && u->status == UnitStatus::Shattered)) {
                for (const Unit* e : eyes) {
                    if (!enemy(*e, *u)) continue;
                    const int dx = u->tactical.col - e->tactical.col, dy = u->tactical.row - e->tactical.row;
                    if (dx == 0 && dy == 0) {
                        seen = true;
                        break;
                    }
                    const int dir = compass(dx, dy, mode);
                    if (dir < 0) continue;
                    const int d2 = dx * dx + dy * dy;
                    const bool screened = std::any_of(here.begin(), here.end(), [&](const Unit* s) {
                        if (is_headquarters(s->id.type) || !enemy(*e, *s)) return false;
                        const int sx = s->tactical.col - e->tactical.col, sy = s->tactical.row - e->tactical.row;
                        return (sx != 0 || sy != 0) && sx * sx + sy * sy < d2 && compass(sx, sy, mode) == dir;
                    });
                    if (!screened) {
                        seen = true;
                        break;
                    }
                }
            }
            const auto hit = std::find_if(map.sighted.begin(), map.sighted.end(), [&](const auto& s) { return s.unit == u->id; });
            RC_ASSERT(seen == (hit != map.sighted.end()));
            if (seen) {
                RC_ASSERT(hit->at == u->tactical);
                RC_ASSERT(hit->identified == (in.rulings.get<SightedIdentity>() == SightedIdentity::Identified));
            }
        }
    }
    RC_ASSERT(gitm::view_tactical(in.state, readers, in.rulings) == v);
}

}  // namespace
}  // namespace umpire::props

namespace umpire::props {
namespace {

// Every unit id written in `text` ("US12IN", "MX3CQ"...).
std::set<std::string> ids_in(const std::string& text) {
    static const std::regex kId("\\b(US|MX)[1-9][0-9]{0,3}(IN|LI|LC|DR|LN|MA|LA|HA|SA|MI|AQ|CQ)\\b");
    std::set<std::string> out;
    for (auto it = std::sregex_iterator(text.begin(), text.end(), kId); it != std::sregex_iterator(); ++it)
        out.insert(it->str());
    return out;
}

// rules: 4.2, 4.4, 4.5, 4.6, 10.11
RC_GTEST_PROP(ReportProps, ATurnsReportNamesNoEnemyThatNeverSharedAMapWithTheReader, ()) {
    const TurnInput in = *turn_input();
    const std::vector<UnitId> readers = some_units(in.state);
    const gitm::TurnOutcome t = gitm::resolve_turn(in.state, in.orders, in.seed, in.rulings);
    const gitm::Readers who{"", readers, readers, {}};
    const gitm::PlayerReport r = gitm::report_readers(in.state, &t, who, in.seed, in.rulings, ParamSet{});

    // Where the readers were, phase by phase: the squares whose units they may name
    // (the tactical maps at the end and of each tactical phase, 4.2, 4.4; the squares
    // their units marched from or into, 4.5).
    auto state_of = [&](const UnitId& id) { return in.state.unit(id)->state; };
    auto friend_of_readers = [&](const UnitId& id) {
        return std::any_of(readers.begin(), readers.end(), [&](const UnitId& reader) {
            return friendly(in.state.relation(state_of(reader), state_of(id)).value_or(Relation::Hostile));
        });
    };
    std::set<std::string> allowed;
    for (const UnitId& id : readers) allowed.insert(to_string(id));
    const bool type_only = in.rulings.get<SightedIdentity>() == SightedIdentity::TypeOnly;
    auto allow_square = [&](const std::vector<UnitId>& units_there) {
        for (const UnitId& id : units_there)
            if (!type_only || friend_of_readers(id)) allowed.insert(to_string(id));
    };
    auto present_units = [](const auto& rows, StratSquare q) {
        std::vector<UnitId> ids;
        for (const auto& row : rows)
            if (row.strategic == q) ids.push_back(row.unit);
        return ids;
    };
    for (const auto& ph : t.tactical)
        for (const auto& row : ph.units)
            if (std::binary_search(readers.begin(), readers.end(), row.unit)) allow_square(present_units(ph.units, row.strategic));
    for (const Unit& u : t.state.units)
        if (std::binary_search(readers.begin(), readers.end(), u.id))
            for (const Unit& w : t.state.units)
                if (w.strategic == u.strategic && (!type_only || friend_of_readers(w.id))) allowed.insert(to_string(w.id));
    for (const auto& s : t.strategic)
        for (const auto& p : s.reports) {
            std::vector<UnitId> told = p.told_friends;
            told.insert(told.end(), p.told_others.begin(), p.told_others.end());
            if (std::any_of(told.begin(), told.end(), [&](const UnitId& id) { return std::binary_search(readers.begin(), readers.end(), id); }) &&
                (!type_only || friend_of_readers(p.mover)))
                allowed.insert(to_string(p.mover));
        }
    // 4.1: friends detected within reach are named wherever they stand.
    for (const auto& [id, square] : r.friends_at) {
        RC_ASSERT(friend_of_readers(id));
        allowed.insert(to_string(id));
    }

    for (const std::string& shown : {report_text(r, in.state.turn), report_json(r, in.state.turn)})
        for (const std::string& id : ids_in(shown)) {
            if (allowed.count(id) == 0) RC_FAIL("the report names " + id + ", which its readers could not know");
        }
    // His own units' status, every one of them, whatever befell it.
    RC_ASSERT(r.units.size() == readers.size());
}

}  // namespace
}  // namespace umpire::props
