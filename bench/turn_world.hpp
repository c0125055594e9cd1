#pragma once
// The world of the whole-turn and campaign benchmarks (turn_bench.cpp,
// campaign_bench.cpp): 2,000 units on the full 140x110 strategic map, two fronts
// meeting down its middle, and their orders; see turn_bench.cpp's header for what it
// holds. Generated from a fixed seed, so every run and both benchmarks time the same
// work.
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "bench/bench_world.hpp"
#include "model/direction.hpp"
#include "model/game_state.hpp"
#include "model/order_form.hpp"
#include "model/seed.hpp"
#include "rules/gitm/turn.hpp"

namespace umpire::bench::turn_world {

using gitm::TurnOrders;

constexpr Seed kSeed{0x7e4a};
constexpr int kUnits = 2000;
// The fronts: US squares west of kMiddle, MX squares from kMiddle east, rows kTop-kBottom.
constexpr int kMiddle = 70;
constexpr int kTop = 35, kBottom = 74;
constexpr int kDepth = 12;  // columns each side of the middle

// Where a front stands: rows top-bottom, `depth` columns each side of column
// `middle` (US west of it, MX from it east). With a `margin` of 0 or more, its
// units' paths stay within that many squares of it (a case listing only those
// squares can then hold every path); -1 lets them go anywhere.
struct Front {
    int top = kTop, bottom = kBottom, depth = kDepth, margin = -1, middle = kMiddle;
    [[nodiscard]] bool holds(StratSquare s) const noexcept {
        return margin < 0 || (s.col >= middle - depth - margin && s.col < middle + depth + margin &&
                              s.row >= top - margin && s.row <= bottom + margin);
    }
    // The columns it stands on and its margin: where its middle decides the nation.
    [[nodiscard]] bool spans(int col) const noexcept {
        const int m = std::max(margin, 0);
        return col >= middle - depth - m && col < middle + depth + m;
    }
};

// ---- maps ------------------------------------------------------------------------

// Six tactical maps shared by all the squares: open country (most squares), a river
// north-south with two fords, a river east-west with two fords, woods, a range with
// two passes, and hills.
inline std::vector<TacticalMap> make_maps() {
    std::vector<TacticalMap> maps;
    for (int k = 0; k < 6; ++k) {
        std::vector<std::string> lines;
        for (int r = 0; r < kTacSize; ++r) {
            std::string line(bench::kCountry[static_cast<std::size_t>(r)]);
            switch (k) {
                case 1: line[7] = (r == 3 || r == 11) ? '=' : '~'; break;
                case 2:
                    if (r == 7) line = "~~~~=~~~~~=~~~~";
                    break;
                case 3:
                    for (std::size_t c = 0; c < line.size(); ++c)
                        if ((c + static_cast<std::size_t>(r)) % 3 == 0 && line[c] == '.') line[c] = 'F';
                    break;
                case 4: line[7] = (r == 5 || r == 12) ? 'P' : 'M'; break;
                case 5:
                    for (std::size_t c = 0; c < line.size(); ++c)
                        if ((c * 7 + static_cast<std::size_t>(r) * 3) % 5 < 2 && line[c] == '.') line[c] = 'h';
                    break;
                default: break;
            }
            lines.push_back(line);
        }
        maps.push_back(*TacticalMap::from_lines(lines));
    }
    return maps;
}

// A fixed arithmetic mix of a square's coordinates and a salt.
inline std::uint64_t hash(int col, int row, std::uint64_t salt) {
    return mix64((static_cast<std::uint64_t>(col) << 32) ^ (static_cast<std::uint64_t>(row) << 8) ^ (salt * 0x9e37));
}

inline StratTerrain strat_terrain(int col, int row) {
    const auto h = hash(col, row, 1) % 100;
    if (h < 70) return StratTerrain::Open;
    if (h < 80) return StratTerrain::Hill;
    if (h < 86) return StratTerrain::Forest;
    if (h < 90) return StratTerrain::Mountain;
    if (h < 94) return StratTerrain::Marsh;
    if (h < 96) return StratTerrain::HighDesert;
    if (h < 97) return StratTerrain::Water;
    if (h < 98) return StratTerrain::HighMountain;
    if (h < 99) return StratTerrain::Desert;
    return StratTerrain::Swamp;
}

inline int map_pattern(int col, int row) {
    const auto h = hash(col, row, 2) % 100;
    if (h < 55) return 0;
    if (h < 67) return 1;
    if (h < 77) return 2;
    if (h < 87) return 3;
    if (h < 93) return 4;
    return 5;
}

// ---- units and orders --------------------------------------------------------------

struct Mix {
    int squares_with_units = 0, contact_squares = 0, battle_squares = 0;
    int ordered = 0, boxes = 0, blanks = 0, withdrawals = 0, pursuit = 0, march_battle = 0, march_other = 0;
    int halts = 0, tactical_moves = 0, engage = 0, intercept = 0, support = 0;
};

class Generator {
public:
    // `units` in all, shared out over the fronts' squares by the same weights (the
    // growth benchmark's series gives more fronts to more units; with the same fronts,
    // more units stand thicker on them).
    explicit Generator(int units = kUnits, std::vector<Front> fronts = {Front{}})
        : units_(units), fronts_(std::move(fronts)), draws_(Seed{0x2000}), maps_(make_maps()) {
        state_.turn = 7;
        state_.states = {{"MX", Nation::MX}, {"US", Nation::US}};
        state_.relations = {{"MX", "US", Relation::Hostile}};
        for (int r = 0; r < kStratRows; ++r)
            for (int c = 0; c < kStratColumns; ++c) {
                StratSquareInfo q;
                q.square = StratSquare{static_cast<std::int16_t>(c), static_cast<std::int16_t>(r)};
                q.nation = c < middle_at(c) ? Nation::US : Nation::MX;
                q.owner = std::string(code(q.nation));  // the states are named after their nations
                q.terrain = strat_terrain(c, r);
                q.map = maps_[static_cast<std::size_t>(map_pattern(c, r))];
                state_.squares.push_back(std::move(q));
            }
    }

    void build() {
        // Where the units stand: weights by distance from the middle, front squares heaviest.
        struct Place {
            StratSquare sq;
            int weight;
            bool contact;
            const Front* front;
        };
        std::vector<Place> places;
        for (const Front& f : fronts_)
            for (int r = f.top; r <= f.bottom; ++r)
                for (int c = f.middle - f.depth; c < f.middle + f.depth; ++c) {
                    if (!passable(info(c, r).terrain)) continue;
                    const int d = c < f.middle ? f.middle - 1 - c : c - f.middle;  // 0 on the two middle columns
                    const int chance = d <= 1 ? 90 : d <= 4 ? 45 : 15;
                    if (static_cast<int>(hash(c, r, 3) % 100) >= chance) continue;
                    const bool contact = d == 0 && hash(c, r, 4) % 5 < 2;
                    places.push_back({StratSquare{static_cast<std::int16_t>(c), static_cast<std::int16_t>(r)},
                                      d <= 1 ? 14 : d <= 4 ? 6 : 3, contact, &f});
                }
        int total_weight = 0;
        for (const auto& p : places) total_weight += p.weight;
        std::vector<int> count(places.size());
        int placed = 0;
        // Every place holds a unit when there are enough of them; fewer leave some empty.
        const int least = units_ >= static_cast<int>(places.size()) ? 1 : 0;
        for (std::size_t k = 0; k < places.size(); ++k) {
            count[k] = std::max(least, places[k].weight * units_ / total_weight);
            placed += count[k];
        }
        for (std::size_t k = 0; placed != units_; k = (k + 1) % places.size()) {
            const int step = placed < units_ ? 1 : -1;
            if (count[k] + step < least) continue;
            count[k] += step;
            placed += step;
        }
        for (std::size_t k = 0; k < places.size(); ++k) {
            const Place& p = places[k];
            if (count[k] == 0) continue;
            const int middle = p.front->middle;
            const bool west = p.sq.col < middle;
            int own = count[k], other = 0;
            if (p.contact && own >= 4) {
                other = own / 3;
                own -= other;
                ++mix_.contact_squares;
            }
            // Last turn's battles: every contact square and a few more along the front.
            if (p.contact || (std::abs(p.sq.col - middle) <= 2 && hash(p.sq.col, p.sq.row, 5) % 7 == 0)) {
                state_.battles_last_turn.push_back(p.sq);
                ++mix_.battle_squares;
            }
            ++mix_.squares_with_units;
            fill(*p.front, p.sq, west ? "US" : "MX", own, p.contact || std::abs(p.sq.col - middle + (west ? 1 : 0)) <= 1);
            if (other > 0) fill(*p.front, p.sq, west ? "MX" : "US", other, true);
        }
        std::sort(state_.battles_last_turn.begin(), state_.battles_last_turn.end());
    }

    GameState& state() { return state_; }
    TurnOrders& orders() { return orders_; }
    const Mix& mix() const { return mix_; }

private:
    int below(int n) { return draws_.below(n); }
    StratSquareInfo& info(int c, int r) { return state_.squares[static_cast<std::size_t>(r * kStratColumns + c)]; }
    StratSquareInfo& info(StratSquare s) { return info(s.col, s.row); }
    // The middle of the front whose columns hold col, else the default front's.
    int middle_at(int col) const {
        for (const Front& f : fronts_)
            if (f.spans(col)) return f.middle;
        return kMiddle;
    }

    // `n` units of `st` in `sq`, on their own half of the tactical map (US west, MX
    // east), up to three to a tactical square; their paths keep to `home`'s margin.
    void fill(const Front& home, StratSquare sq, std::string_view st, int n, bool front) {
        const bool us = st == "US";
        const TacticalMap& map = info(sq).map;
        std::array<int, kTacSquares> there{};
        for (const Unit& u : state_.units)
            if (u.strategic == sq) ++there[static_cast<std::size_t>(u.tactical.index())];
        std::optional<UnitId> corps;
        std::optional<TacSquare> last;
        for (int k = 0; k < n; ++k) {
            Unit u;
            UnitType type;
            const int r = below(100);
            if (k == 0 && n >= 6) type = UnitType::CorpsHQ;
            else if (r < 2 && !us) type = UnitType::Militia;
            else if (r < 48) type = UnitType::Infantry;
            else if (r < 62) type = UnitType::LightCavalry;
            else if (r < 72) type = UnitType::Dragoons;
            else if (r < 80) type = UnitType::HorseArtillery;
            else if (r < 90) type = UnitType::LightArtillery;
            else if (r < 95) type = UnitType::LightInfantry;
            else type = UnitType::Lancers;
            u.id = UnitId{us ? Nation::US : Nation::MX, us ? ++us_number_ : ++mx_number_, type};
            u.state = std::string(st);
            u.strategic = sq;
            // A tactical square: beside the last one (brigades), else anywhere on its half.
            TacSquare t{};
            bool found = false;
            if (last && below(100) < 55 && there[static_cast<std::size_t>(last->index())] < 3) {
                t = *last;
                found = true;
            }
            for (int tries = 0; tries < 400 && !found; ++tries) {
                const TacSquare c{us ? below(6) : 9 + below(6), below(kTacSize)};
                if (passable(map.at(c)) && there[static_cast<std::size_t>(c.index())] < 3) {
                    t = c;
                    found = true;
                }
            }
            if (!found) {
                std::fprintf(stderr, "turn_bench: no room for a unit in %s\n", to_string(sq).c_str());
                std::abort();
            }
            ++there[static_cast<std::size_t>(t.index())];
            last = t;
            u.tactical = t;
            u.initiative = 1 + below(5);
            u.fatigue = below(100) < 3 ? 19 + below(3) : below(7);
            u.experience = below(6);
            bench::draw_strength(u, draws_);
            if (type == UnitType::CorpsHQ) {
                corps = u.id;
                u.supplies = below(5);
            } else {
                u.supplies = below(10) == 0 ? 1 : 0;  // one step less (7.2)
                if (corps) u.communications = corps;
            }
            u.out_of_communications = !is_headquarters(type) && below(20) == 0;
            if (below(100) < 90) {
                orders_.push_back({u.id, orders_for(home, u, us, front, map)});
                ++mix_.ordered;
            }
            state_.units.push_back(std::move(u));
        }
    }

    Direction heading(bool us) {
        // Mostly towards the enemy, some along the front, a few back.
        const int r = below(100);
        const Direction fwd = us ? Direction::E : Direction::W;
        if (r < 45) return fwd;
        if (r < 60) return us ? Direction::NE : Direction::NW;
        if (r < 75) return us ? Direction::SE : Direction::SW;
        if (r < 84) return Direction::N;
        if (r < 93) return Direction::S;
        return opposite(fwd);
    }

    TacSquare pick(const TacticalMap& map, TacSquare from, int lo, int hi) {
        return bench::pick_near(draws_, from, lo, hi, 100, [&](TacSquare t) { return passable(map.at(t)); });
    }

    UnitOrders orders_for(const Front& home, const Unit& u, bool us, bool front, const TacticalMap& map) {
        UnitOrders o;
        StrategicOrders& s = o.strategic;
        const bool battle_here = std::binary_search(state_.battles_last_turn.begin(), state_.battles_last_turn.end(), u.strategic);
        // The strategic path: 1-6 boxes over neighbouring squares, some blank; a few
        // reserves with no path that only march.
        const int len = below(100) < 10 ? 0 : 1 + below(6);
        StratSquare at = u.strategic;
        Direction d = heading(us);
        for (int b = 0; b < len; ++b) {
            if (b == 0 && battle_here && below(2) == 0) {
                d = us ? Direction::W : Direction::E;  // back out of last turn's battle (7.5)
                ++mix_.withdrawals;
            } else if (b > 0 && below(3) == 0) {
                d = heading(us);
            }
            const auto next = neighbour(at, d);
            StrategicBox box;
            if (!next || !home.holds(*next) || (b > 0 && below(6) == 0)) {
                box.kind = StrategicBox::Kind::Blank;
                ++mix_.blanks;
            } else {
                box.kind = StrategicBox::Kind::Square;
                box.square = *next;
                at = *next;
                ++mix_.boxes;
            }
            s.path.push_back(box);
        }
        if (below(10) == 0) s.entry = pick(map, TacSquare{7, 7}, 0, 6);
        s.halt_on_detection = below(100) < 25;
        s.halt_on_enemy_entry = below(100) < 15;
        s.halt_before_forced_march = below(100) < 20;
        s.pursuit = below(100) < (front ? 40 : 15);
        s.march_to_battle = below(100) < (len == 0 ? 80 : 30);
        s.march_to_allies = below(100) < 5;
        s.march_to_enemies = below(100) < (len == 0 ? 40 : 10);
        mix_.halts += s.halt_on_detection + s.halt_on_enemy_entry + s.halt_before_forced_march;
        mix_.pursuit += s.pursuit;
        mix_.march_battle += s.march_to_battle;
        mix_.march_other += s.march_to_allies + s.march_to_enemies;

        TacticalOrders& t = o.tactical;
        const int r = below(100);
        if (r < 40) {
            t.destination = DestinationKind::Square;
            t.destination_square = pick(map, u.tactical, 1, below(2) ? 4 : 10);
            if (below(5) == 0) t.waypoint = pick(map, u.tactical, 1, 3);
            if (below(6) == 0) t.start_phase = 2 + below(3);
            ++mix_.tactical_moves;
        } else if (r < 55) {
            t.engage = below(3) == 0 ? PhaseRange{2, 4} : PhaseRange{};
            ++mix_.engage;
        } else if (r < 65) {
            const int col = std::clamp(u.tactical.col + (us ? 2 : -2), 0, kTacSize - 1);
            o.reactions.intercept = ReactionBox{TacSquare{col, u.tactical.row}, 2 + below(2), PhaseRange{}, {}};
            ++mix_.intercept;
        } else if (r < 75) {
            o.reactions.support = ReactionBox{u.tactical, 1 + below(3), PhaseRange{}, {}};
            ++mix_.support;
        }
        const int a = below(10);
        o.postures.attack = a == 0 ? OffensiveMode::Assault : a < 5 ? OffensiveMode::Attack : OffensiveMode::Skirmish;
        return o;
    }

    int units_;
    std::vector<Front> fronts_;
    bench::Draws draws_;
    std::vector<TacticalMap> maps_;
    GameState state_;
    TurnOrders orders_;
    Mix mix_;
    std::uint16_t us_number_ = 0, mx_number_ = 0;
};

struct Input {
    GameState state;
    TurnOrders orders;
    Mix mix;
};

inline const Input& full_map() {
    static const Input in = [] {
        Generator g;
        g.build();
        return Input{std::move(g.state()), std::move(g.orders()), g.mix()};
    }();
    return in;
}

// The same turn with chapter 10 worked out (GameState::logistics Computed): cities
// with stores every 6 columns and rows of each side's half (on passable squares),
// and an army headquarters per side behind its front, so that communications run
// through corps HQs (the generator's, with 0-4 supplies) to an army HQ and sources
// are cities within 8 squares of line of contact or corps HQs within 2.
inline const Input& computed_map() {
    static const Input in = [] {
        Input out = full_map();
        GameState& s = out.state;
        s.logistics = Logistics::Computed;
        int cities = 0;
        for (StratSquareInfo& q : s.squares) {
            const int c = q.square.col, r = q.square.row;
            if (r < kTop || r > kBottom || c < kMiddle - kDepth || c >= kMiddle + kDepth) continue;
            if (c % 6 != 3 || r % 6 != 3 || !passable(q.terrain)) continue;
            q.city = "City " + std::to_string(++cities);
            q.city_square = TacSquare{7, 7};
            q.stores = 200;
        }
        std::uint16_t top[2] = {0, 0};
        for (const Unit& u : s.units) top[u.id.nation == Nation::US] = std::max(top[u.id.nation == Nation::US], u.id.number);
        for (const bool us : {false, true}) {
            Unit hq;
            hq.id = UnitId{us ? Nation::US : Nation::MX, static_cast<std::uint16_t>(top[us] + 1), UnitType::ArmyHQ};
            hq.state = us ? "US" : "MX";
            hq.strength = 100;
            // Behind the middle of its front, on the first passable square going back.
            for (int c = us ? kMiddle - 6 : kMiddle + 5; c >= 0 && c < kStratColumns; c += us ? -1 : 1) {
                const StratSquare at{static_cast<std::int16_t>(c), static_cast<std::int16_t>((kTop + kBottom) / 2)};
                if (!passable(s.squares[static_cast<std::size_t>(at.row * kStratColumns + at.col)].terrain)) continue;
                hq.strategic = at;
                break;
            }
            hq.tactical = TacSquare{us ? 2 : 12, 7};
            s.units.push_back(std::move(hq));
        }
        return out;
    }();
    return in;
}

}  // namespace umpire::bench::turn_world
