#include "model/timestamp.hpp"


#include "model/text.hpp"

namespace umpire {
namespace {

// Howard Hinnant's days_from_civil / civil_from_days: exact integer calendar arithmetic
// for the proleptic Gregorian calendar.
constexpr std::int64_t days_from_civil(std::int64_t y, unsigned m, unsigned d) noexcept {
    y -= m <= 2;
    const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
    const auto yoe = static_cast<unsigned>(y - era * 400);
    const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + static_cast<std::int64_t>(doe) - 719468;
}

struct Civil {
    std::int64_t y;
    unsigned m, d;
};

constexpr Civil civil_from_days(std::int64_t z) noexcept {
    z += 719468;
    const std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    const auto doe = static_cast<unsigned>(z - era * 146097);
    const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const std::int64_t y = static_cast<std::int64_t>(yoe) + era * 400;
    const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const unsigned mp = (5 * doy + 2) / 153;
    const unsigned d = doy - (153 * mp + 2) / 5 + 1;
    const unsigned m = mp < 10 ? mp + 3 : mp - 9;
    return {y + (m <= 2), m, d};
}

constexpr bool leap(std::int64_t y) noexcept { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

constexpr unsigned days_in_month(std::int64_t y, unsigned m) noexcept {
    constexpr unsigned kDays[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return m == 2 && leap(y) ? 29 : kDays[m - 1];
}

static_assert(days_from_civil(1970, 1, 1) == 0);
static_assert(civil_from_days(days_from_civil(2000, 2, 29)).d == 29);

// The digits at text[pos, pos+n) as a number, or -1 when any is not a digit.
int digits(std::string_view text, std::size_t pos, std::size_t n) noexcept {
    int v = 0;
    for (std::size_t i = pos; i < pos + n; ++i) {
        if (text[i] < '0' || text[i] > '9') return -1;
        v = v * 10 + (text[i] - '0');
    }
    return v;
}

}  // namespace

Expected<Timestamp> parse_timestamp(std::string_view text) {
    const auto bad = [&](const std::string& why) {
        return error("bad time " + quote_input(text) + ": " + why + " (expected YYYY-MM-DDTHH:MM:SSZ, UTC)");
    };
    if (text.size() != 20 || text[4] != '-' || text[7] != '-' || text[10] != 'T' || text[13] != ':' ||
        text[16] != ':' || text[19] != 'Z')
        return bad("wrong shape");
    const int y = digits(text, 0, 4), mo = digits(text, 5, 2), d = digits(text, 8, 2);
    const int h = digits(text, 11, 2), mi = digits(text, 14, 2), s = digits(text, 17, 2);
    if (y < 0 || mo < 0 || d < 0 || h < 0 || mi < 0 || s < 0) return bad("not a number");
    if (y < kMinYear) return bad("year before 1970");
    if (mo < 1 || mo > 12) return bad("no such month");
    if (d < 1 || static_cast<unsigned>(d) > days_in_month(y, static_cast<unsigned>(mo))) return bad("no such day");
    if (h > 23 || mi > 59 || s > 59) return bad("no such time of day");
    const std::int64_t days = days_from_civil(y, static_cast<unsigned>(mo), static_cast<unsigned>(d));
    return Timestamp{days * 86400 + h * 3600 + mi * 60 + s};
}

std::string to_string(Timestamp t) {
    assert(t.seconds >= 0 && t <= max_timestamp());
    const std::int64_t days = t.seconds / 86400;
    const std::int64_t rest = t.seconds % 86400;
    const Civil c = civil_from_days(days);
    std::string out = "0000-00-00T00:00:00Z";
    // Each field written right to left into its fixed-width slot.
    const auto put = [&out](std::size_t end, std::int64_t v, int width) {
        for (int i = 0; i < width; ++i, v /= 10) out[end - static_cast<std::size_t>(i)] = static_cast<char>('0' + v % 10);
    };
    put(3, c.y, 4);
    put(6, c.m, 2);
    put(9, c.d, 2);
    put(12, rest / 3600, 2);
    put(15, rest / 60 % 60, 2);
    put(18, rest % 60, 2);
    return out;
}

Timestamp max_timestamp() noexcept { return Timestamp{days_from_civil(9999, 12, 31) * 86400 + 86399}; }

}  // namespace umpire
