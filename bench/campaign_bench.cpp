// A campaign turn as the game master runs it (issue 17), on the 2,000 units of the
// whole-turn benchmark (turn_world.hpp) commanded by 200 players, 10 units each (100 a
// side), each sending one order file with a form per unit he orders; both states
// have a war minister. Targets (the issue): the whole turn under 1 s median, the
// reports alone under 50 ms.
//
//   BM_CampaignTurn   the 200 order files at the order desk (parsed, checked against
//                     the state and judged, passwords included), the turn resolved,
//                     every player's report as text and JSON, and the game master's
//                     HTML page. The password hashes cost one PBKDF2 iteration, so the
//                     figure is umpire's own work: a real hash costs what its scheme
//                     says once per distinct (player, password) a turn, which
//                     umpire_order_bench's BM_JudgeRealHashes measures.
//   BM_PlayerReports  the 202 players' reports (rules 4.1-4.7, 10.11) on the resolved
//                     turn, each as text and JSON.
//   BM_HtmlPage       the game master's page alone, from a turn resolved with its
//                     phase frames.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include "app/html_report.hpp"
#include "app/report_text.hpp"
#include "app/turn_orders.hpp"
#include "bench/checked_main.hpp"
#include "bench/turn_world.hpp"
#include "model/order_text.hpp"
#include "model/password_hash.hpp"
#include "rules/gitm/reports/turn_report.hpp"

namespace {

using namespace umpire;
using namespace umpire::bench::turn_world;

constexpr int kPlayersPerSide = 100;

struct Campaign {
    GameState state;
    std::vector<app::OrderText> files;
    std::vector<std::string> players;
};

std::string player_name(bool us, int n) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "%s%03d", us ? "us" : "mx", n);
    return buf;
}

const Campaign& campaign() {
    static const Campaign c = [] {
        Campaign out;
        const Input& in = full_map();
        out.state = in.state;
        Credentials cred;
        const std::vector<std::uint8_t> salt{1, 2, 3, 4, 5, 6, 7, 8};
        auto add_player = [&](const std::string& name) {
            cred.players.push_back({name, hash_password(name + "-pw", salt, 1)});
            out.players.push_back(name);
        };
        for (const bool us : {true, false})
            for (int n = 0; n < kPlayersPerSide; ++n) add_player(player_name(us, n));
        add_player("us-minister");
        add_player("mx-minister");
        cred.war_ministers = {{"MX", "mx-minister"}, {"US", "us-minister"}};
        int seen[2] = {0, 0};
        std::map<UnitId, std::string> commander;
        for (const Unit& u : out.state.units) {
            const bool us = u.id.nation == Nation::US;
            const std::string who = player_name(us, seen[us]++ % kPlayersPerSide);
            cred.assignments.push_back({u.id, who, std::nullopt});
            commander[u.id] = who;
        }
        std::sort(cred.players.begin(), cred.players.end(), [](const Player& a, const Player& b) { return a.name < b.name; });
        out.state.credentials = std::move(cred);
        // One file per player, a form per unit he orders, as the player would write it.
        std::map<std::string, std::string> text;
        for (const auto& e : in.orders) {
            const std::string& who = commander.at(e.unit);
            text[who] += "unit " + to_string(e.unit) + " from " + who + " at 2026-12-01T12:00:00Z password \"" + who +
                         "-pw\"\n" + print_unit_orders(e.orders) + "end\n";
        }
        for (auto& [who, t] : text) out.files.push_back({who + ".orders", std::move(t)});
        return out;
    }();
    return c;
}

std::size_t all_reports(const GameState& start, const gitm::TurnOutcome& t, const std::vector<std::string>& players) {
    std::size_t bytes = 0;
    const Rulings rulings;
    const ParamSet params;
    const gitm::TurnReports reports(start, &t, kSeed, rulings, params);
    for (const std::string& p : players) {
        const auto r = reports.report(p);
        const ReportFiles files = report_files(r, start.turn);
        bytes += files.text.size() + files.json.size();
    }
    return bytes;
}

void BM_CampaignTurn(benchmark::State& st) {
    const Campaign& c = campaign();
    const Rulings rulings;
    const ParamSet params;
    std::size_t report_bytes = 0, page_bytes = 0;
    for (auto _ : st) {
        auto set = app::turn_orders(c.state, c.files, rulings);
        if (!set) {
            st.SkipWithError("the order files were refused");
            return;
        }
        FrameRecorder frames(c.state);
        const auto out = gitm::resolve_turn(c.state, set->orders, kSeed, rulings, params, frames.observer());
        report_bytes = all_reports(c.state, out, c.players);
        HtmlPage page;
        page.title = "campaign benchmark";
        page.start = &c.state;
        page.turn = &out;
        page.frames = frames.take();
        page_bytes = html_report(page).size();
        benchmark::DoNotOptimize(page_bytes);
    }
    st.counters["units"] = static_cast<double>(c.state.units.size());
    st.counters["order_files"] = static_cast<double>(c.files.size());
    st.counters["report_kb"] = static_cast<double>(report_bytes) / 1024;
    st.counters["page_kb"] = static_cast<double>(page_bytes) / 1024;
}
BENCHMARK(BM_CampaignTurn)->Unit(benchmark::kMillisecond);

struct Resolved {
    gitm::TurnOutcome outcome;
    std::vector<PhaseFrame> frames;
};

const Resolved& resolved() {
    static const Resolved r = [] {
        const Campaign& c = campaign();
        auto set = app::turn_orders(c.state, c.files, Rulings{});
        FrameRecorder frames(c.state);
        Resolved out{gitm::resolve_turn(c.state, set->orders, kSeed, Rulings{}, ParamSet{}, frames.observer()), {}};
        out.frames = frames.take();
        return out;
    }();
    return r;
}

void BM_PlayerReports(benchmark::State& st) {
    const Campaign& c = campaign();
    const Resolved& r = resolved();
    std::size_t bytes = 0;
    for (auto _ : st) {
        bytes = all_reports(c.state, r.outcome, c.players);
        benchmark::DoNotOptimize(bytes);
    }
    st.counters["players"] = static_cast<double>(c.players.size());
    st.counters["report_kb"] = static_cast<double>(bytes) / 1024;
}
BENCHMARK(BM_PlayerReports)->Unit(benchmark::kMillisecond);

void BM_HtmlPage(benchmark::State& st) {
    const Campaign& c = campaign();
    const Resolved& r = resolved();
    HtmlPage page;
    page.title = "campaign benchmark";
    page.start = &c.state;
    page.turn = &r.outcome;
    page.frames = r.frames;
    std::size_t bytes = 0;
    for (auto _ : st) {
        bytes = html_report(page).size();
        benchmark::DoNotOptimize(bytes);
    }
    st.counters["page_kb"] = static_cast<double>(bytes) / 1024;
}
BENCHMARK(BM_HtmlPage)->Unit(benchmark::kMillisecond);

// The inputs must be what they claim: every file accepted with every form, and the
// reports of each player holding his 10 units.
bool check_inputs() {
    const Campaign& c = campaign();
    auto set = app::turn_orders(c.state, c.files, Rulings{});
    if (!set) {
        std::fprintf(stderr, "campaign_bench: the order files were refused: %s\n", set.errors().front().what.c_str());
        return false;
    }
    if (set->orders.size() != full_map().orders.size()) {
        std::fprintf(stderr, "campaign_bench: %zu of %zu forms count\n", set->orders.size(), full_map().orders.size());
        return false;
    }
    if (c.files.size() != 2 * kPlayersPerSide) {
        std::fprintf(stderr, "campaign_bench: %zu order files, not 200\n", c.files.size());
        return false;
    }
    const auto r = gitm::report_player(c.state, &resolved().outcome, "us000", kSeed, Rulings{}, ParamSet{});
    if (r.units.size() != 10) {
        std::fprintf(stderr, "campaign_bench: us000 reads %zu units, not 10\n", r.units.size());
        return false;
    }
    return true;
}

}  // namespace

int main(int argc, char** argv) { return umpire::bench::run_checked(argc, argv, check_inputs); }
