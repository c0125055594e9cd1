#pragma once
// The command line's small shared helpers: reading input with a size bound,
// reporting diagnostics on stderr, and ruling options.
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "model/expected.hpp"
#include "rules/rulings.hpp"

namespace umpire::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitFailed = 1;    // the job ran and found a problem (a golden mismatch)
inline constexpr int kExitBadInput = 2;  // the input could not be used

// The default bound is the JSON loader's own (model/json/json_index.hpp).
[[nodiscard]] Expected<std::string> read_input_file(const std::string& path, std::size_t max_bytes = 8u << 20);
int report(const std::vector<Diagnostic>& errors);  // prints to stderr, returns kExitBadInput

// "--ruling TM-STOP-BESIDE=halt-adjacent", applied over `base`.
[[nodiscard]] Expected<Rulings> apply_ruling_options(Rulings base, const std::vector<std::string>& options);

[[nodiscard]] std::string default_golden_dir();

// Fills `out` from the system's randomness (/dev/urandom): for salts and fresh seeds
// and nonces, which must be unpredictable; adjudication itself only ever sees a seed.
[[nodiscard]] bool read_system_random(std::span<std::uint8_t> out);

}  // namespace umpire::cli
