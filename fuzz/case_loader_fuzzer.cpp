// Fuzz target: case files (golden/case_file.hpp), the one format users write by hand.
// Any input either loads or is rejected with located, printable diagnostics; a case
// that loads is consistent, adjudicates without crashing, and survives
// save -> load -> save unchanged (and so does its outcome snapshot). Whatever its
// strings hold, the case as saved (what `umpire replay --record` prints) and its title
// as the commands print it hold nothing a terminal obeys (issue 18).
#include <cstddef>
#include <cstdint>

#include "fuzz/fuzz_helper.hpp"
#include "golden/case_file.hpp"
#include "golden/case_outcome.hpp"
#include "model/text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace umpire;
    const auto text = fuzz::as_text(data, size);
    auto loaded = load_case(text, fuzz::kInputName);
    if (!loaded) {
        fuzz::check_rejection(loaded.errors(), text, fuzz::kInputName);
        return 0;
    }
    const CaseFile& c = *loaded;
    if (const GameState* state = c.state()) {
        const auto bad = check_invariants(*state);
        UMPIRE_FUZZ_CHECK(bad.empty(), "a loaded case breaks the state invariants:\n" + format(bad));
    }
    const auto invalid = validate_case(c);
    UMPIRE_FUZZ_CHECK(invalid.empty(), "a loaded case fails validate_case:\n" + format(invalid));

    const CaseOutcome outcome = run_case(c);
    UMPIRE_FUZZ_CHECK(outcome.kind == c.kind(), "the outcome is of another kind");

    UMPIRE_FUZZ_CHECK(fuzz::terminal_safe(save_case(c), true), "control characters in the saved case");
    UMPIRE_FUZZ_CHECK(fuzz::terminal_safe(escape_text(c.title), false), "control characters in the shown title");
    fuzz::check_round_trip(
        c, [](std::string_view t) { return load_case(t, "fuzz-resaved-case"); }, save_case);
    fuzz::check_round_trip(
        outcome, [](std::string_view t) { return load_outcome(t, "fuzz-resaved-outcome"); }, save_outcome);
    return 0;
}
