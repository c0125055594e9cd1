#include "model/timestamp.hpp"

#include <gtest/gtest.h>

namespace umpire {
namespace {

// rules: 6.10
TEST(Timestamp, KnownInstants) {
    EXPECT_EQ(parse_timestamp("1970-01-01T00:00:00Z")->seconds, 0);
    EXPECT_EQ(parse_timestamp("2000-03-01T00:00:00Z")->seconds, 951868800);
    EXPECT_EQ(parse_timestamp("2026-11-23T10:15:30Z")->seconds, 1795428930);
}

TEST(Timestamp, LeapDays) {
    EXPECT_TRUE(parse_timestamp("2024-02-29T12:00:00Z").ok());
    EXPECT_TRUE(parse_timestamp("2000-02-29T12:00:00Z").ok());
    EXPECT_FALSE(parse_timestamp("1900-02-29T12:00:00Z").ok());  // before 1970 anyway
    EXPECT_FALSE(parse_timestamp("2100-02-29T12:00:00Z").ok());
    EXPECT_FALSE(parse_timestamp("2026-02-29T12:00:00Z").ok());
    EXPECT_FALSE(parse_timestamp("2026-04-31T12:00:00Z").ok());
}

TEST(Timestamp, RejectsOtherShapes) {
    for (const char* s : {"", "2026-11-23", "2026-11-23T10:15:30", "2026-11-23T10:15:30+01:00", "2026-11-23 10:15:30Z",
                          "2026-13-01T00:00:00Z", "2026-00-01T00:00:00Z", "2026-11-23T24:00:00Z",
                          "2026-11-23T10:60:00Z", "2026-11-23T10:15:60Z", "1969-12-31T23:59:59Z",
                          "2026-1a-23T10:15:30Z", "+026-11-23T10:15:30Z"})
        EXPECT_FALSE(parse_timestamp(s).ok()) << s;
}

TEST(Timestamp, PrintsBackEveryDayBoundary) {
    // Every day from 1970 into 2101 round-trips, at both ends of the day.
    for (std::int64_t day = 0; day < 48000; ++day)
        for (const std::int64_t s : {day * 86400, day * 86400 + 86399}) {
            const Timestamp t{s};
            const auto back = parse_timestamp(to_string(t));
            ASSERT_TRUE(back.ok()) << to_string(t);
            ASSERT_EQ(*back, t) << to_string(t);
        }
    EXPECT_EQ(to_string(max_timestamp()), "9999-12-31T23:59:59Z");
    EXPECT_EQ(*parse_timestamp("9999-12-31T23:59:59Z"), max_timestamp());
}

TEST(Timestamp, ErrorQuotesTheText) {
    const auto r = parse_timestamp("yesterday");
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.errors()[0].what.find("yesterday"), std::string::npos);
}

}  // namespace
}  // namespace umpire
