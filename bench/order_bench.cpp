// Order files (rules 6.1-6.10): parsing and checking against a game state.
// Target (the issue): parse-and-validate of a generated file of 10,000 orders at
// 20 MB/s or more.
//
//   BM_ParseAndValidate  parse_orders + validate_orders of the whole file
//   BM_Parse             parse_orders alone, for the split
//   BM_Judge             the order desk on the parsed file: acceptance with
//                        one-iteration password hashes, so that the number is the
//                        desk's own cost and not PBKDF2's (a real game's hashes
//                        cost what their iteration count says, per submission)
// Each reports bytes_per_second over the file's bytes.
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "model/credentials.hpp"
#include "model/order_check.hpp"
#include "model/order_text.hpp"
#include "model/seed.hpp"
#include "rules/gitm/order_desk.hpp"

namespace {

using namespace umpire;

constexpr int kOrders = 10000;
constexpr int kUnits = 2500;  // four submissions per unit: commander, deputy, resends

struct Fixture {
    GameState state;
    std::string text;
};

const Fixture& fixture() {
    static const Fixture f = [] {
        Fixture x;
        DrawStream draws(Seed{0x0de5c}, DrawKey{});
        const auto below = [&](int n) { return static_cast<int>(draws.below(static_cast<std::uint64_t>(n))); };
        GameState& s = x.state;
        s.states = {{"US", Nation::US}};
        for (int c = 0; c < 20; ++c)
            for (int r = 0; r < 10; ++r) {
                StratSquareInfo q;
                q.square = StratSquare{static_cast<std::int16_t>(30 + c), static_cast<std::int16_t>(40 + r)};
                q.owner = "US";
                if (c == 0 && r == 0) q.city = "Matamoros";
                s.squares.push_back(q);
            }
        Credentials cred;
        const std::vector<std::uint8_t> salt{1, 2, 3, 4, 5, 6, 7, 8};
        for (int p = 0; p < 100; ++p)
            cred.players.push_back({"player" + std::to_string(p), hash_password("pw" + std::to_string(p), salt, 1)});
        for (int i = 0; i < kUnits; ++i) {
            Unit u;
            u.id = UnitId{Nation::US, static_cast<std::uint16_t>(i + 1), i % 50 == 0 ? UnitType::CorpsHQ : UnitType::Infantry};
            u.state = "US";
            u.strength = 500;
            // One unit per tactical square of a strategic square: no stacking cap is near.
            u.strategic = s.squares[static_cast<std::size_t>(i / kTacSquares)].square;
            u.tactical = TacSquare::from_index(i % kTacSquares);
            s.units.push_back(u);
            cred.assignments.push_back({u.id, "player" + std::to_string(i % 100), "player" + std::to_string((i + 1) % 100)});
        }
        s.credentials = cred;
        const auto strat = [&] { return to_string(s.squares[static_cast<std::size_t>(below(200))].square); };
        const auto tac = [&] { return std::to_string(below(15)) + "-" + std::to_string(below(15)); };
        for (int i = 0; i < kOrders; ++i) {
            const int u = below(kUnits);
            const int who = below(4) == 0 ? (u + 1) % 100 : u % 100;
            std::string& t = x.text;
            t += "# order " + std::to_string(i) + "\n";
            t += "unit US" + std::to_string(u + 1) + (u % 50 == 0 ? "CQ" : "IN") + " from player" + std::to_string(who) +
                 " at 2026-11-23T" + (below(2) ? "1" : "0") + std::to_string(below(10)) + ":" + std::to_string(10 + below(50)) +
                 ":00Z password \"pw" + std::to_string(who) + "\"\n";
            t += "  strategic " + strat() + " - " + strat() + "\n";
            if (below(2)) t += "  halt detection forced-march\n";
            t += "  move " + tac() + " via " + tac() + " phase " + std::to_string(1 + below(5)) + "\n";
            if (below(3) == 0) t += "  engage phases 2-4\n";
            t += "  line " + std::string(below(2) ? "first" : "second") + "\n";
            t += "  support " + tac() + " radius " + std::to_string(1 + below(3)) + " phases 1-4\n";
            t += "  attack skirmish\n  defend defend\n";
            // A corps headquarters draws from the city; the others from corps HQ US1CQ.
            t += u % 50 == 0 ? "  supply carry 12 from \"Matamoros\"\nend\n\n" : "  supply carry 1 from US1CQ\nend\n\n";
        }
        return x;
    }();
    return f;
}

void BM_ParseAndValidate(benchmark::State& st) {
    const Fixture& f = fixture();
    std::size_t errors = 0;
    for (auto _ : st) {
        const ParsedOrders p = parse_orders(f.text, "bench.orders");
        const auto bad = validate_orders(p.file, f.state, "bench.orders");
        errors = p.errors.size() + bad.size();
        benchmark::DoNotOptimize(bad.data());
    }
    if (errors != 0) st.SkipWithError("the generated file has errors");
    st.SetBytesProcessed(static_cast<std::int64_t>(st.iterations()) * static_cast<std::int64_t>(f.text.size()));
    st.counters["orders"] = kOrders;
    st.counters["file_mb"] = static_cast<double>(f.text.size()) / 1e6;
}
BENCHMARK(BM_ParseAndValidate)->Unit(benchmark::kMillisecond);

void BM_Parse(benchmark::State& st) {
    const Fixture& f = fixture();
    for (auto _ : st) {
        const ParsedOrders p = parse_orders(f.text, "bench.orders");
        benchmark::DoNotOptimize(p.file.submissions.data());
    }
    st.SetBytesProcessed(static_cast<std::int64_t>(st.iterations()) * static_cast<std::int64_t>(f.text.size()));
}
BENCHMARK(BM_Parse)->Unit(benchmark::kMillisecond);

void BM_Judge(benchmark::State& st) {
    const Fixture& f = fixture();
    const gitm::CheckedOrders checked = gitm::check_orders(f.text, "bench.orders", &f.state);
    std::size_t accepted = 0;
    for (auto _ : st) {
        const auto desk = gitm::judge_orders(checked, f.state, Rulings{});
        accepted = 0;
        for (const auto& s : desk.submissions) accepted += s.verdict == gitm::Verdict::Accepted;
        benchmark::DoNotOptimize(accepted);
    }
    if (accepted == 0) st.SkipWithError("no order was accepted: the fixture is wrong");
    st.counters["accepted"] = static_cast<double>(accepted);
    st.SetBytesProcessed(static_cast<std::int64_t>(st.iterations()) * static_cast<std::int64_t>(f.text.size()));
}
BENCHMARK(BM_Judge)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
