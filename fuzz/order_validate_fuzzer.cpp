// Fuzz target: an order file checked against a game state and judged at the order
// desk (rules/gitm/order_desk.hpp), as `umpire orders check --state` does. The state
// is built in (fuzz targets under OSS-Fuzz cannot rely on files beside them): the
// units, squares, city and players of docs/example.orders, with one-iteration
// password hashes so that executions stay cheap. The game master's desk
// (app/turn_orders.hpp) must agree with it, one file or cut in two.
#include <cstddef>
#include <cstdint>

#include <string>
#include <string_view>
#include <vector>

#include "app/turn_orders.hpp"
#include "fuzz/fuzz_helper.hpp"
#include "golden/case_file.hpp"
#include "model/order_text.hpp"
#include "rules/gitm/order_desk.hpp"

namespace {

constexpr const char* kState = R"({"schema_version": 1, "kind": "orders", "title": "fuzz state", "rules": ["6.1"],
 "orders": ["unit US3IN from alice at 2026-11-23T09:00:00Z", "end"],
 "state": {"turn": 12, "states": [{"id": "US", "home": "US"}, {"id": "MX", "home": "MX"}],
  "relations": [{"a": "MX", "b": "US", "relation": "hostile"}],
  "squares": [
   {"square": "G4-V6", "nation": "US", "owner": "US", "city": "Matamoros", "map": MAP},
   {"square": "G5-V6", "nation": "US", "owner": "US", "map": MAP},
   {"square": "G6-V6", "nation": "US", "owner": "US", "map": MAP},
   {"square": "G7-V8", "nation": "MX", "owner": "MX", "map": MAP}],
  "units": [
   {"id": "US3IN", "state": "US", "strength": 800, "initiative": 3, "strategic": "G4-V6", "tactical": "5-9"},
   {"id": "US2CQ", "state": "US", "strength": 800, "initiative": 3, "strategic": "G4-V6", "tactical": "7-7"},
   {"id": "US5LC", "state": "US", "strength": 800, "initiative": 3, "strategic": "G5-V6", "tactical": "9-9"},
   {"id": "US6LC", "state": "US", "strength": 800, "initiative": 3, "strategic": "G5-V6", "tactical": "10-9"},
   {"id": "US8MI", "state": "US", "strength": 800, "initiative": 3, "strategic": "G4-V6", "tactical": "1-1",
    "home_city": "Matamoros"},
   {"id": "MX3IN", "state": "MX", "strength": 800, "initiative": 3, "strategic": "G7-V8", "tactical": "1-1"}],
  "credentials": {
   "players": [
    {"name": "alice", "password": "pbkdf2-sha256$1$616c6963652d6678$0db477945ead2bb3548c288beb8a874475b0eae7707301d9581600cda329f4d8"},
    {"name": "bob", "password": "pbkdf2-sha256$1$626f622d2d2d6678$eb6a594c2a3cbb28835dc7ae26bb29144909c20741000f84f5b997c8f8628205"}],
   "assignments": [{"unit": "US3IN", "commander": "alice", "deputy": "bob"}, {"unit": "US2CQ", "commander": "bob"},
                   {"unit": "US5LC", "commander": "alice"},
                   {"unit": "US6LC", "commander": "alice"}, {"unit": "US8MI", "commander": "bob"},
                   {"unit": "MX3IN", "commander": "bob", "deputy": "alice"}],
   "reassignments": [{"at": "2026-11-23T12:00:00Z", "assignment": {"unit": "US3IN", "commander": "bob"}}],
   "password_changes": [{"at": "2026-11-23T12:00:00Z", "player": "alice",
    "password": "pbkdf2-sha256$1$616c6963652d6679$d0b90519ac53cad26da78e8a1d11d26f889829e74912136927eef0cc1b73dd9a"}]}}})";

const umpire::CaseFile& bundled() {
    static const umpire::CaseFile c = [] {
        // Every square's map is open ground: MAP stands for its fifteen rows.
        std::string open = "[";
        for (int r = 0; r < umpire::kTacSize; ++r) open += std::string(r ? ", " : "") + "\"...............\"";
        open += "]";
        std::string text = kState;
        for (auto at = text.find("MAP"); at != std::string::npos; at = text.find("MAP")) text.replace(at, 3, open);
        auto loaded = umpire::load_case(text, "order_validate_fuzzer.cpp");
        if (!loaded) umpire::fuzz::violation("the built-in state loads", umpire::format(loaded.errors()));
        return std::move(loaded).value();
    }();
    return c;
}

// The game master's desk (app/turn_orders.hpp) over a file the desk read without an
// error: as one file it keeps the orders the desk accepted, each from its submission's
// line, and cut in two before a submission's header it keeps them too, the second
// file's from its own lines (the two are one stream, each file parsed alone).
void game_masters_desk(std::string_view text, const umpire::gitm::OrderDeskReport& desk,
                       const umpire::gitm::CheckedOrders& checked) {
    using namespace umpire;
    const CaseFile& c = bundled();
    const Rulings rulings = c.resolved_rulings();
    const auto one = app::orders_in_force(*c.state(), std::vector<app::OrderText>{{"one", std::string(text)}}, rulings);
    UMPIRE_FUZZ_CHECK(one.ok(), one.ok() ? "" : format(one.errors()));
    std::size_t accepted = 0;
    for (const auto& o : desk.orders) {
        if (o.line == 0) continue;
        UMPIRE_FUZZ_CHECK(accepted < one->orders.size() && one->orders[accepted].unit == o.unit &&
                              one->origins[accepted].line == o.line,
                          "the game master's desk does not keep the order desk's accepted submission");
        ++accepted;
    }
    UMPIRE_FUZZ_CHECK(accepted == one->orders.size(), "the game master's desk keeps a submission the desk did not");
    const auto& subs = checked.file.submissions;
    if (subs.size() < 2) return;
    const int cut_line = subs[subs.size() / 2].line;
    std::size_t cut = 0;
    for (int l = 1; l < cut_line; ++l) cut = text.find('\n', cut) + 1;
    const std::vector<app::OrderText> two{{"head", std::string(text.substr(0, cut))},
                                          {"tail", std::string(text.substr(cut))}};
    const auto split = app::orders_in_force(*c.state(), two, rulings);
    UMPIRE_FUZZ_CHECK(split.ok(), split.ok() ? "" : format(split.errors()));
    UMPIRE_FUZZ_CHECK(split->orders == one->orders, "cutting the file between submissions changed the orders");
    for (std::size_t i = 0; i < one->origins.size(); ++i) {
        const app::OrderOrigin& o = split->origins[i];
        const int line = o.file == 0 ? o.line : o.line + cut_line - 1;
        UMPIRE_FUZZ_CHECK(line == one->origins[i].line && (o.file == 1) == (line >= cut_line),
                          "an order's place in the cut files is not its place in the file");
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace umpire;
    const CaseFile& c = bundled();
    const auto text = fuzz::as_text(data, size);
    const gitm::CheckedOrders checked = gitm::check_orders(text, fuzz::kInputName, c.state(), c.resolved_rulings());
    if (!checked.errors.empty()) fuzz::check_located(checked.errors, text, fuzz::kInputName, kMaxOrderFileBytes);
    for (std::size_t i = 1; i < checked.errors.size(); ++i) {
        const auto& a = checked.errors[i - 1].where;
        const auto& b = checked.errors[i].where;
        UMPIRE_FUZZ_CHECK(a.line < b.line || (a.line == b.line && a.column <= b.column), "diagnostics out of order");
    }
    const gitm::OrderDeskReport desk = gitm::judge_orders(checked, *c.state(), c.resolved_rulings());
    // One verdict per judged submission, one per refused value or dropped submission.
    std::size_t refusal_lines = 0;
    for (std::size_t i = 0; i < checked.refused.size(); ++i)
        if (!checked.refused[i].whole || i == 0 || !checked.refused[i - 1].whole ||
            checked.refused[i - 1].refusal.submission_line != checked.refused[i].refusal.submission_line)
            ++refusal_lines;
    UMPIRE_FUZZ_CHECK(desk.submissions.size() == checked.file.submissions.size() + refusal_lines,
                      "a submission or refused value without a verdict");
    UMPIRE_FUZZ_CHECK(desk.orders.size() == c.state()->units.size(), "a unit without orders for the turn");
    for (const auto& o : desk.orders) {
        if (o.line == 0) continue;
        std::size_t accepted = 0;
        for (const auto& s : desk.submissions)
            if (s.unit == o.unit && s.verdict == gitm::Verdict::Accepted) {
                ++accepted;
                UMPIRE_FUZZ_CHECK(s.line == o.line, "the orders of a unit are not its accepted submission's");
            }
        UMPIRE_FUZZ_CHECK(accepted == 1, "a unit with orders has not exactly one accepted submission");
    }
    if (checked.errors.empty()) game_masters_desk(text, desk, checked);
    return 0;
}
