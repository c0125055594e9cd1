#pragma once
// Submission times (rules 6.1, 6.10): which order is "last" and which assignment and
// passwords were in force both depend on when an order reached the order desk. Times
// are UTC seconds since 1970-01-01 written as "2026-11-23T10:15:00Z"; no time zones,
// no leap seconds, no clock reads: a time is always data from a file.
#include <cstdint>
#include <string>
#include <string_view>

#include "model/expected.hpp"

namespace umpire {

struct Timestamp {
    std::int64_t seconds = 0;  // since 1970-01-01T00:00:00Z
    friend bool operator==(Timestamp, Timestamp) = default;
    friend auto operator<=>(Timestamp, Timestamp) = default;
};

// Years 1970..9999 only: wide enough for any game, small enough that every value
// prints back to the same 20 characters.
inline constexpr int kMinYear = 1970;
inline constexpr int kMaxYear = 9999;

// Exactly "YYYY-MM-DDTHH:MM:SSZ"; a day that does not exist (2026-02-30) is an error.
[[nodiscard]] Expected<Timestamp> parse_timestamp(std::string_view text);
[[nodiscard]] std::string to_string(Timestamp t);
// The largest value parse_timestamp accepts (9999-12-31T23:59:59Z).
[[nodiscard]] Timestamp max_timestamp() noexcept;

}  // namespace umpire
