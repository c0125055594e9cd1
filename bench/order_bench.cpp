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
//   BM_JudgeRealHashes   the order desk's judgement of 20,000 submissions from four
//                        players against hashes at real cost (two Argon2id at
//                        libsodium's interactive level, a PBKDF2 PHC and a legacy
//                        PBKDF2 hash of 200,000 iterations), one in ten with a wrong
//                        password: the desk verifies each distinct (player, hash,
//                        password) once. Counters: verifications per judgement and
//                        seconds_per_verify.
// The first three report bytes_per_second over the file's bytes.
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
    const gitm::CheckedOrders checked = gitm::check_orders(f.text, "bench.orders", &f.state, Rulings{});
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

// Four players, each commander of ten units and deputy of ten others; 20,000
// submissions spread over them, with their own password nine times in ten.
struct RealFixture {
    GameState state;
    gitm::CheckedOrders checked;
    std::size_t errors = 0;
};

const RealFixture& real_fixture() {
    static const RealFixture f = [] {
        RealFixture x;
        GameState& s = x.state;
        s.states = {{"US", Nation::US}};
        StratSquareInfo q;
        q.square = StratSquare{30, 40};
        q.owner = "US";
        s.squares.push_back(q);
        const std::vector<std::string> names{"alice", "bob", "carol", "dave"};
        const std::vector<std::uint8_t> salt16{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
        Credentials cred;
        for (std::size_t p = 0; p < names.size(); ++p) {
            const std::string pw = "pw-" + names[p];
            PasswordHash h;
            if (p < 2) h = hash_password_argon2id(pw, Argon2Cost{}, salt16).value();
            else h = hash_password(pw, salt16, 200000);
            if (p == 3) h.form = HashForm::Legacy;
            cred.players.push_back({names[p], h});
        }
        constexpr int kRealUnits = 40;
        for (int i = 0; i < kRealUnits; ++i) {
            Unit u;
            u.id = UnitId{Nation::US, static_cast<std::uint16_t>(i + 1), UnitType::Infantry};
            u.state = "US";
            u.strength = 500;
            u.strategic = q.square;
            u.tactical = TacSquare::from_index(i);
            s.units.push_back(u);
            cred.assignments.push_back({u.id, names[static_cast<std::size_t>(i) % 4], names[static_cast<std::size_t>(i + 1) % 4]});
        }
        s.credentials = cred;
        DrawStream draws(Seed{0x5eed}, DrawKey{});
        const auto below = [&](int n) { return static_cast<int>(draws.below(static_cast<std::uint64_t>(n))); };
        std::string text;
        for (int i = 0; i < 20000; ++i) {
            const int u = below(kRealUnits);
            const std::string& who = names[static_cast<std::size_t>(u + below(2)) % 4];
            const std::string pw = below(10) == 0 ? "not-" + who : "pw-" + who;
            text += "unit US" + std::to_string(u + 1) + "IN from " + who + " at 2026-11-23T1" + std::to_string(below(10)) +
                    ":" + std::to_string(10 + below(50)) + ":00Z password \"" + pw + "\"\n  line first\nend\n\n";
        }
        x.checked = gitm::check_orders(text, "bench.orders", &x.state, Rulings{});
        x.errors = x.checked.errors.size();
        return x;
    }();
    return f;
}

void BM_JudgeRealHashes(benchmark::State& st) {
    const RealFixture& f = real_fixture();
    if (f.errors != 0 || f.checked.file.submissions.size() != 20000) {
        st.SkipWithError("the generated file has errors");
        return;
    }
    std::size_t verifications = 0, accepted = 0;
    for (auto _ : st) {
        verifications = 0;
        const auto desk = gitm::judge_orders(f.checked, f.state, Rulings{},
                                             [&](std::size_t done, std::size_t) { verifications = done; });
        accepted = 0;
        for (const auto& s : desk.submissions) accepted += s.verdict == gitm::Verdict::Accepted;
        benchmark::DoNotOptimize(accepted);
    }
    if (accepted == 0) st.SkipWithError("no order was accepted: the fixture is wrong");
    st.counters["submissions"] = static_cast<double>(f.checked.file.submissions.size());
    st.counters["verifications"] = static_cast<double>(verifications);
    st.counters["seconds_per_verify"] = benchmark::Counter(
        static_cast<double>(verifications), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_JudgeRealHashes)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
