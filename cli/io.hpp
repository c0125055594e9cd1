#pragma once
// The command line's small shared helpers: reading input with a size bound,
// reporting diagnostics on stderr, and ruling options.
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "app/turn_orders.hpp"
#include "golden/case_file.hpp"
#include "model/expected.hpp"
#include "model/input_file.hpp"  // read_input_file: every command reads its files there
#include "rules/rulings.hpp"

namespace umpire::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitFailed = 1;    // the job ran and found a problem (a golden mismatch)
inline constexpr int kExitBadInput = 2;  // the input could not be used

int report(const std::vector<Diagnostic>& errors);  // prints to stderr, returns kExitBadInput
// The lines of a text, without their '\n' (for JSON outputs that list lines).
[[nodiscard]] std::vector<std::string> lines_of(const std::string& text);

// Called once by main() after every command: flushes standard output and, when the
// output could not be written (a full disk, `umpire rulings > /dev/full`, a closed
// pipe), says so on stderr and turns a success into kExitBadInput, so a script never
// takes a truncated result for a whole one.
[[nodiscard]] int finish_output(int exit_code);

// The case file at `path`, read and checked, when it is of one of `kinds`; else an
// error at its "kind" naming the command ("umpire gitm move") and the kinds it takes.
// `text`, when given, receives the file's text (to locate later diagnostics in it);
// `kept`, a turn case's orders as its checks read them (golden/turn_case.hpp).
[[nodiscard]] Expected<CaseFile> load_case_for(const std::string& path, std::string_view command,
                                               std::initializer_list<CaseKind> kinds, std::string* text = nullptr,
                                               std::optional<ReadTurnOrders>* kept = nullptr);

// "--ruling TM-STOP-BESIDE=halt-adjacent", applied over `base`.
[[nodiscard]] Expected<Rulings> apply_ruling_options(Rulings base, const std::vector<std::string>& options);

// `golden/<below>` (e.g. "cases", "signature") of the checkout the command runs in:
// the first folder holding it, from the current directory upwards. Not a path fixed
// at build time, so one binary checks whichever checkout it is run in. The error
// says where it looked and asks for --dir.
[[nodiscard]] Expected<std::string> find_golden_dir(const std::string& below);

// Fills `out` from the system's randomness (/dev/urandom): for salts and fresh seeds
// and nonces, which must be unpredictable; adjudication itself only ever sees a seed.
[[nodiscard]] bool read_system_random(std::span<std::uint8_t> out);

// The players' order files as given (`--orders`), read whole; an unreadable one is
// named with the reason.
[[nodiscard]] Expected<std::vector<app::OrderText>> read_order_files(const std::vector<std::string>& paths);

// Writes `text` beside `path` and renames it into place, so that a failed write never
// leaves half a file where the next turn, or a player, will look for one.
[[nodiscard]] bool write_whole_file(const std::string& path, const std::string& text);

}  // namespace umpire::cli
