// One tactical phase of a GITM turn (rules 8.1-8.12, 9.2): resolve_tactical_phase()
// on generated armies. Targets (the issue): 200 units in one strategic square under
// 1 ms median; 5,000 units over a strategic map under 20 ms median.
//
//   BM_Phase200OneSquare  phase 1 in one strategic square holding rule 1.4's cap of
//                         200 active units: US and MX facing each other across a
//                         river with two fords, a few neutral TX units among them
//   BM_Phase5000Map       phase 1 over 25x20 strategic squares and 5,000 units: a
//                         front down the middle where squares hold 50-150 units,
//                         rear squares of a few units with the odd raid or neutral
//                         party; every square its own map
//   BM_Phase5000MapLater  phase 3 of the same turn on the state after phases 1-2,
//                         so that moves too long for one phase are under way (8.2)
// Each reports items_per_second in units adjudicated. Before anything is timed,
// main() checks that every input passes check_invariants() and validate_phase(),
// resolves each once, checks the result passes check_invariants() too and records
// what the phase did as context: a generator that stopped producing moves or battles
// would otherwise show up as a faster figure.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "bench/bench_world.hpp"
#include "bench/checked_main.hpp"
#include "model/game_state.hpp"
#include "model/order_form.hpp"
#include "model/seed.hpp"
#include "rules/gitm/tactical_phase.hpp"
#include "rules/rulings.hpp"

namespace {

using namespace umpire;
using gitm::TurnOrders;

constexpr Seed kSeed{0x9a5e};
constexpr int kMapColumns = 25;
constexpr int kMapRows = 20;
constexpr int kMapUnits = 5000;

// ---- maps ------------------------------------------------------------------------

// US deploys west of the map's river or range, MX east of it.
enum class Side : std::uint8_t { West, East, None };

struct Country {
    TacticalMap map;
    std::array<int, kTacSize> divide{};  // per row, the column of the river or range; -1: none
    std::vector<TacSquare> crossings;    // its fords or passes, north to south

    [[nodiscard]] Side side(TacSquare q) const {
        const int d = divide[static_cast<std::size_t>(q.row)];
        const int split = d < 0 ? kTacSize / 2 : d;
        if (q.col < split) return Side::West;
        if (q.col > split || d < 0) return Side::East;
        return Side::None;  // on the line, or on one of its crossings
    }
    // Somewhere a unit may be placed or sent: not on the line, not impassable.
    [[nodiscard]] bool open(TacSquare q, Side s) const { return passable(map.at(q)) && side(q) == s; }
};

// Each map shifts and flips bench::kCountry and draws a river or a range (or none)
// over it, so that no two neighbouring squares share a map.
Country make_country(int variant) {
    const int shift = variant % 7;
    const bool flip = (variant / 7) % 2 == 1;
    std::vector<std::string> lines;
    for (int r = 0; r < kTacSize; ++r) {
        std::string line(bench::kCountry[static_cast<std::size_t>(flip ? kTacSize - 1 - r : r)]);
        std::rotate(line.begin(), line.begin() + shift, line.end());
        lines.push_back(line);
    }
    Country c;
    c.divide.fill(-1);
    // With shift, flip and kind, `rest` (0-8 for the 500 squares) makes every map its own.
    const int kind = (variant / 14) % 4;  // rivers twice as often as ranges; one map in four open
    const int rest = variant / 56;
    if (kind != 3) {
        const char line = kind == 2 ? 'M' : '~';
        const char crossing = kind == 2 ? 'P' : '=';
        const int col = 5 + rest % 5;
        const int jog = 3 + 5 * (rest / 5) + variant % 3;  // the line steps one column east here
        const int north = 1 + variant % 5, south = 8 + (variant / 2) % 6;
        for (int r = 0; r < kTacSize; ++r) {
            const int d = col + (r >= jog ? 1 : 0);
            c.divide[static_cast<std::size_t>(r)] = d;
            lines[static_cast<std::size_t>(r)][static_cast<std::size_t>(d)] = r == north || r == south ? crossing : line;
        }
        c.crossings = {{c.divide[static_cast<std::size_t>(north)], north}, {c.divide[static_cast<std::size_t>(south)], south}};
    } else {
        lines[static_cast<std::size_t>(2 + rest)].replace(static_cast<std::size_t>(4 + rest % 6), 2, "WW");  // a pond
    }
    c.map = *TacticalMap::from_lines(lines);
    return c;
}

// ---- units and orders --------------------------------------------------------------

// How many orders of each kind were written, for the context.
struct Mix {
    int specified = 0, across = 0, nearest_ford = 0, long_moves = 0, waypoints = 0, late_start = 0;
    int engage = 0, intercept = 0, support = 0, evade = 0, fort = 0, defaults = 0;
};

class Generator {
public:
    explicit Generator(std::uint64_t seed) : draws_(Seed{seed}) {
        state_.turn = 4;
        state_.states = {{"MX", Nation::MX}, {"TX", Nation::MX}, {"US", Nation::US}};
        state_.relations = {{"MX", "TX", Relation::Neutral}, {"MX", "US", Relation::Hostile}, {"TX", "US", Relation::Neutral}};
    }

    // One strategic square with its map and `us`, `mx` and `tx` units.
    void add_square(StratSquare where, int variant, int us, int mx, int tx, bool city) {
        StratSquareInfo q;
        q.square = where;
        q.nation = where.col < 40 + kMapColumns / 2 ? Nation::US : Nation::MX;
        q.owner = std::string(code(q.nation));  // the states are named after their nations
        Country c = make_country(variant);
        q.map = c.map;
        occupied_.fill(0);
        holder_.fill({});
        const Side home_side = q.nation == Nation::US ? Side::West : Side::East;
        if (city) {
            // A fort in a town on the owner's side, or the first open square there.
            std::optional<TacSquare> at;
            for (int i = 0; i < kTacSquares && !at; ++i) {
                const TacSquare t = TacSquare::from_index(i);
                if (c.map.at(t) == Terrain::Town && c.open(t, home_side)) at = t;
            }
            for (int i = 0; i < kTacSquares && !at; ++i)
                if (c.open(TacSquare::from_index(i), home_side)) at = TacSquare::from_index(i);
            q.city = "City " + std::to_string(state_.squares.size() + 1);
            q.city_square = at;
            q.fort = 1 + static_cast<int>(state_.squares.size() % 3);
            city_ = at;
        } else {
            city_.reset();
        }
        state_.squares.push_back(q);
        army("US", Nation::US, Side::West, us, where, c);
        army("MX", Nation::MX, Side::East, mx, where, c);
        army("TX", Nation::MX, below(2) ? Side::West : Side::East, tx, where, c);
    }

    GameState& state() { return state_; }
    TurnOrders& orders() { return orders_; }
    const Mix& mix() const { return mix_; }

private:
    int below(int n) { return draws_.below(n); }

    std::uint16_t next_number(std::string_view state) {
        if (state == "US") return ++us_number_;
        if (state == "MX") return ++mx_number_;
        return ++tx_number_;  // TX shares the MX nationality: numbered apart from MX's
    }

    UnitType draw_type(int k, int n) {
        if (k == 0 && n >= 40) return UnitType::ArmyHQ;
        if (k % 20 == (n >= 40 ? 1 : 0) && n >= 4) return UnitType::CorpsHQ;
        const int r = below(100);
        if (r < 50) return UnitType::Infantry;
        if (r < 64) return UnitType::LightCavalry;
        if (r < 76) return UnitType::Dragoons;
        if (r < 86) return UnitType::HorseArtillery;
        return UnitType::LightArtillery;
    }

    // Brigades: most units join the square of the unit placed before them, up to four
    // to a square, so that stacks, and squares a move may not enter, are common.
    TacSquare place(std::string_view st, Side side, const Country& c, bool first) {
        if (first && city_ && c.open(*city_, side) && (holder_[idx(*city_)].empty() || holder_[idx(*city_)] == st) &&
            occupied_[idx(*city_)] < 4)
            return take(*city_, st);
        if (last_ && below(100) < 60 && occupied_[idx(*last_)] < 4 && holder_[idx(*last_)] == st) return take(*last_, st);
        for (int tries = 0; tries < 10000; ++tries) {
            const TacSquare t{below(kTacSize), below(kTacSize)};
            if (c.open(t, side) && occupied_[idx(t)] == 0) return take(t, st);
        }
        for (int i = 0; i < kTacSquares; ++i) {  // a crowded side: share any square of one's own
            const TacSquare t = TacSquare::from_index(i);
            if (c.open(t, side) && occupied_[idx(t)] < 8 && (holder_[idx(t)].empty() || holder_[idx(t)] == st))
                return take(t, st);
        }
        std::fprintf(stderr, "phase_bench: no room for a unit of %.*s\n", static_cast<int>(st.size()), st.data());
        std::abort();
    }
    static std::size_t idx(TacSquare t) { return static_cast<std::size_t>(t.index()); }
    TacSquare take(TacSquare t, std::string_view st) {
        ++occupied_[idx(t)];
        holder_[idx(t)] = std::string(st);
        last_ = t;
        return t;
    }

    void army(std::string_view st, Nation nation, Side side, int n, StratSquare where, const Country& c) {
        last_.reset();
        std::optional<UnitId> corps;
        for (int k = 0; k < n; ++k) {
            Unit u;
            const UnitType type = draw_type(k, n);
            u.id = UnitId{nation, next_number(st), type};
            u.state = std::string(st);
            u.strategic = where;
            u.tactical = place(st, side, c, k == 0);
            u.initiative = 2 + below(3);
            u.fatigue = below(100) < 6 ? 9 + below(4) : below(6);  // a few too tired to move near enemies (8.1)
            bench::draw_strength(u, draws_);
            if (type == UnitType::CorpsHQ) corps = u.id;
            if (!is_headquarters(type) && corps) u.communications = corps;
            const auto o = orders_for(u, side, c);
            if (o) orders_.push_back({u.id, *o});
            state_.units.push_back(std::move(u));
        }
    }

    // An open square on `side` between `lo` and `hi` king's steps from `from`.
    TacSquare pick(const Country& c, Side side, TacSquare from, int lo, int hi) {
        return bench::pick_near(draws_, from, lo, hi, 200, [&](TacSquare t) { return c.open(t, side); });
    }

    // A unit's orders, or none for rule 6.9's defaults: over half of the headquarters and a
    // tenth of the rest. The mix is counted for the context lines.
    std::optional<UnitOrders> orders_for(const Unit& u, Side side, const Country& c) {
        UnitOrders o;
        const bool hq = is_headquarters(u.id.type);
        const int r = below(100);
        if (r >= 90 || (hq && r >= 45)) {
            ++mix_.defaults;
            return std::nullopt;  // rule 6.9's defaults
        }
        if (choose_orders(o, u, r, hq, side, c)) add_move_options(o, u);
        if (!o.postures.attack) {
            const int a = below(10);
            o.postures.attack = a == 0 ? OffensiveMode::Assault : a < 5 ? OffensiveMode::Attack : OffensiveMode::Skirmish;
        }
        return o;
    }

    // The orders the draw r (0-89) picks; true when they are a move (8.2).
    bool choose_orders(UnitOrders& o, const Unit& u, int r, bool hq, Side side, const Country& c) {
        TacticalOrders& t = o.tactical;
        if (city_ && u.tactical == *city_ && r < 50) {
            t.destination = DestinationKind::Square;  // into the fort, where it stands (8.2)
            t.destination_square = u.tactical;
            ++mix_.fort;
            return false;
        }
        if (r < 30 || hq) {
            move_on_own_side(t, u, side, c);
            return true;
        }
        if (r < 45) {
            move_across(t, u, side, c);
            return true;
        }
        if (r < 50) {
            t.destination = DestinationKind::NearestFord;
            ++mix_.nearest_ford;
            return true;
        }
        if (r < 65) {
            t.engage = below(3) == 0 ? PhaseRange{2, 4} : PhaseRange{};
            ++mix_.engage;
            return false;
        }
        if (r < 75) {
            const int toward = side == Side::West ? 2 : -2;
            const int col = std::clamp(u.tactical.col + toward, 0, kTacSize - 1);
            o.reactions.intercept = ReactionBox{TacSquare{col, u.tactical.row}, 2 + below(2), PhaseRange{}, {}};
            ++mix_.intercept;
            return false;
        }
        if (r < 85) {
            o.reactions.support = ReactionBox{u.tactical, 1 + below(3), PhaseRange{}, {}};
            ++mix_.support;
            return false;
        }
        // Evaders: a move away from trouble, halting short of any enemy (8.3, 8.9).
        t.destination = DestinationKind::Square;
        t.destination_square = pick(c, side, u.tactical, 2, 6);
        o.postures.attack = OffensiveMode::Evade;
        o.postures.defend = DefensiveMode::Evade;
        ++mix_.evade;
        return true;
    }

    // Half within one phase's allowance, half longer: those go on in later phases.
    void move_on_own_side(TacticalOrders& t, const Unit& u, Side side, const Country& c) {
        const bool far = below(2) == 1;
        t.destination = DestinationKind::Square;
        t.destination_square = pick(c, side, u.tactical, far ? 7 : 1, far ? 12 : 4);
        if (t.destination_square != u.tactical && far) ++mix_.long_moves;
        if (below(5) == 0) {
            t.waypoint = pick(c, side, u.tactical, 1, 4);
            ++mix_.waypoints;
        }
    }

    // Across the line by a ford or pass (8.7); over open country, a dog-leg.
    void move_across(TacticalOrders& t, const Unit& u, Side side, const Country& c) {
        const Side other = side == Side::West ? Side::East : Side::West;
        t.destination = DestinationKind::Square;
        if (c.crossings.empty()) {
            t.waypoint = pick(c, side, u.tactical, 2, 6);
            t.destination_square = pick(c, below(2) ? side : other, *t.waypoint, 2, 6);
        } else {
            const TacSquare f = c.crossings[static_cast<std::size_t>(below(2))];
            t.waypoint = f;
            t.destination_square = pick(c, other, f, 1, 5);
            ++mix_.across;
        }
        ++mix_.waypoints;
    }

    // What a move sometimes adds: a later start, engaging once there, a support box.
    void add_move_options(UnitOrders& o, const Unit& u) {
        TacticalOrders& t = o.tactical;
        ++mix_.specified;
        if (below(7) == 0) {
            t.start_phase = 2;
            ++mix_.late_start;
        }
        if (below(5) == 0 && !o.postures.attack) {
            t.engage = PhaseRange{3, 5};  // once there, seek the enemy (8.8)
            ++mix_.engage;
        }
        if (below(4) == 0) {
            o.reactions.support = ReactionBox{u.tactical, 2, PhaseRange{}, {}};
            ++mix_.support;
        }
    }

    bench::Draws draws_;
    GameState state_;
    TurnOrders orders_;
    Mix mix_;
    std::uint16_t us_number_ = 0, mx_number_ = 0, tx_number_ = 5000;
    std::array<int, kTacSquares> occupied_{};
    std::array<std::string, kTacSquares> holder_{};
    std::optional<TacSquare> last_, city_;
};

struct Input {
    GameState state;
    TurnOrders orders;
    int phase = 1;
    Mix mix;
    int squares = 0;
};

const Input& one_square() {
    static const Input in = [] {
        Generator g(0x200);
        g.add_square(StratSquare{60, 40}, 3, 96, 96, 8, false);
        return Input{g.state(), g.orders(), 1, g.mix(), 1};
    }();
    return in;
}

const Input& whole_map() {
    static const Input in = [] {
        Generator g(0x5000);
        // The front: columns 11-13, where 24 squares spread along it hold 50-150 units each.
        std::array<int, kMapColumns * kMapRows> count{};
        int crowded = 0;
        for (int r = 0; r < kMapRows; ++r)
            for (int c = 11; c <= 13; ++c)
                if ((r * 3 + c) % 5 < 2) {
                    count[static_cast<std::size_t>(r * kMapColumns + c)] = 50 + (crowded * 37) % 101;
                    ++crowded;
                }
        int placed = 0;
        for (const int n : count) placed += n;
        // The rest spread over the other squares, 3-12 each, until 5,000.
        std::vector<std::size_t> rest;
        for (std::size_t i = 0; i < count.size(); ++i)
            if (count[i] == 0) rest.push_back(i);
        const int each = (kMapUnits - placed) / static_cast<int>(rest.size());
        for (std::size_t k = 0; k < rest.size(); ++k) count[rest[k]] = each - 4 + static_cast<int>((k * 7) % 9);
        placed = 0;
        for (const int n : count) placed += n;
        for (std::size_t k = 0; placed != kMapUnits; k = (k + 1) % rest.size()) {
            const int step = placed < kMapUnits ? 1 : -1;
            count[rest[k]] += step;
            placed += step;
        }
        for (int r = 0; r < kMapRows; ++r)
            for (int c = 0; c < kMapColumns; ++c) {
                const std::size_t i = static_cast<std::size_t>(r * kMapColumns + c);
                const int n = count[i];
                const bool front = c >= 11 && c <= 13;
                // Rear squares belong to one side; one in eight has a raid of the other's,
                // one in ten a neutral TX party.
                const bool west = c < kMapColumns / 2;
                int raid = !front && i % 8 == 3 ? 2 + static_cast<int>(i % 3) : 0;
                int tx = i % 10 == 7 ? 1 + static_cast<int>(i % 3) : 0;
                if (n - raid - tx < 2) raid = tx = 0;
                const int own = n - raid - tx;
                const int us = front ? own / 2 : west ? own : raid;
                const int mx = front ? own - own / 2 : west ? raid : own;
                g.add_square(StratSquare{static_cast<std::int16_t>(40 + c), static_cast<std::int16_t>(30 + r)},
                             static_cast<int>(i), us, mx, tx, i % 20 == 9);
            }
        return Input{g.state(), g.orders(), 1, g.mix(), kMapColumns * kMapRows};
    }();
    return in;
}

const Input& whole_map_later() {
    static const Input in = [] {
        Input x = whole_map();
        for (int phase = 1; phase <= 2; ++phase)
            x.state = gitm::resolve_tactical_phase(x.state, x.orders, phase, kSeed, Rulings{}).state;
        x.phase = 3;
        return x;
    }();
    return in;
}

void run_phase(benchmark::State& st, const Input& in) {
    const Rulings rulings;
    for (auto _ : st) {
        auto out = gitm::resolve_tactical_phase(in.state, in.orders, in.phase, kSeed, rulings);
        benchmark::DoNotOptimize(out);
    }
    st.SetItemsProcessed(static_cast<std::int64_t>(st.iterations()) * static_cast<std::int64_t>(in.state.units.size()));
    st.counters["units"] = static_cast<double>(in.state.units.size());
    st.counters["squares"] = in.squares;
}

void BM_Phase200OneSquare(benchmark::State& st) { run_phase(st, one_square()); }
BENCHMARK(BM_Phase200OneSquare)->Unit(benchmark::kMillisecond);

void BM_Phase5000Map(benchmark::State& st) { run_phase(st, whole_map()); }
BENCHMARK(BM_Phase5000Map)->Unit(benchmark::kMillisecond);

void BM_Phase5000MapLater(benchmark::State& st) { run_phase(st, whole_map_later()); }
BENCHMARK(BM_Phase5000MapLater)->Unit(benchmark::kMillisecond);

// Valid inputs, valid results, and a phase in which things happen.
bool check_one(const char* name, const Input& in) {
    const auto fail = [&](const char* what, const std::vector<Diagnostic>& d) {
        std::fprintf(stderr, "phase_bench: %s: %s: %s: %s\n", name, what, d.front().where.field.c_str(),
                     d.front().what.c_str());
        return false;
    };
    if (const auto d = check_invariants(in.state); !d.empty()) return fail("the input breaks an invariant", d);
    if (const auto d = gitm::validate_phase(in.state, in.orders, in.phase); !d.empty())
        return fail("the orders are not valid", d);
    const auto out = gitm::resolve_tactical_phase(in.state, in.orders, in.phase, kSeed, Rulings{});
    if (const auto d = check_invariants(out.state); !d.empty()) return fail("the result breaks an invariant", d);

    std::array<int, enum_count<gitm::MoveKind>> kinds{};
    int moved = 0, supported = 0, under_way = 0, done = 0;
    for (const auto& u : out.units) {
        ++kinds[static_cast<std::size_t>(u.kind)];
        moved += u.from != u.to;
        supported += u.supported;
    }
    for (const auto& u : in.state.units) {
        under_way += u.move && u.move->done_phase == 0;
        done += u.move && u.move->done_phase != 0;
    }
    std::set<std::vector<std::string>> maps;
    for (const auto& q : in.state.squares) maps.insert(q.map.to_lines());
    const Mix& m = in.mix;
    char buf[640];
    std::snprintf(buf, sizeof buf,
                  "phase %d, %zu units in %d strategic square(s) with %zu distinct map(s), %zu order entries: "
                  "%d specified moves (%d long, %d with a waypoint, %d across a ford or pass, %d to the nearest ford, "
                  "%d starting in phase 2, %d evading), %d fort, %d engage, %d intercept boxes, %d support boxes, "
                  "%d on rule 6.9's defaults; moves under way before the phase %d, ended %d",
                  in.phase, in.state.units.size(), in.squares, maps.size(), in.orders.size(), m.specified,
                  m.long_moves, m.waypoints, m.across, m.nearest_ford, m.late_start, m.evade, m.fort, m.engage,
                  m.intercept, m.support, m.defaults, under_way, done);
    benchmark::AddCustomContext(std::string("umpire_phase_input_") + name, buf);
    std::snprintf(buf, sizeof buf,
                  "%d units changed square; moves made: %d specified, %d engage, %d intercept, %d fort, %d support "
                  "(%d supported in all); %zu battles begin, %zu events, %zu movement reports",
                  moved, kinds[static_cast<std::size_t>(gitm::MoveKind::Specified)],
                  kinds[static_cast<std::size_t>(gitm::MoveKind::Engage)],
                  kinds[static_cast<std::size_t>(gitm::MoveKind::Intercept)],
                  kinds[static_cast<std::size_t>(gitm::MoveKind::Fort)],
                  kinds[static_cast<std::size_t>(gitm::MoveKind::Support)], supported, out.battles.size(),
                  out.events.size(), out.reports.size());
    benchmark::AddCustomContext(std::string("umpire_phase_result_") + name, buf);
    if (moved == 0 || out.battles.empty() || kinds[static_cast<std::size_t>(gitm::MoveKind::Intercept)] == 0) {
        std::fprintf(stderr, "phase_bench: %s: %s\n", name, buf);
        std::fprintf(stderr, "phase_bench: %s: nobody moved, no battle or no interception: the generator is wrong\n", name);
        return false;
    }
    return true;
}

bool check_inputs() {
    return check_one("200_one_square", one_square()) && check_one("5000_map", whole_map()) &&
           check_one("5000_map_later", whole_map_later());
}

}  // namespace

int main(int argc, char** argv) { return umpire::bench::run_checked(argc, argv, check_inputs); }
