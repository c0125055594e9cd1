// The filter under umpire's stdout and stderr (cli/escaping_streambuf.hpp, issue 18):
// it escapes what is not text whatever the writes look like, keeps line breaks and
// umpire's own escapes, and reports a failing terminal or file instead of hiding it.
#include <gtest/gtest.h>

#include <iostream>
#include <ostream>
#include <sstream>

#include "cli/escaping_streambuf.hpp"
#include "cli/io.hpp"

namespace umpire::cli {
namespace {

// A target that takes `room` bytes, then refuses; and whose flush can fail.
class FailingBuf : public std::streambuf {
public:
    explicit FailingBuf(std::size_t room, bool sync_fails = false) : room_(room), sync_fails_(sync_fails) {}
    std::string got;

protected:
    int_type overflow(int_type ch) override {
        if (traits_type::eq_int_type(ch, traits_type::eof())) return traits_type::not_eof(ch);
        if (got.size() >= room_) return traits_type::eof();
        got += traits_type::to_char_type(ch);
        return ch;
    }
    std::streamsize xsputn(const char* s, std::streamsize n) override {
        const auto take = std::min<std::size_t>(static_cast<std::size_t>(n), room_ - std::min(room_, got.size()));
        got.append(s, take);
        return static_cast<std::streamsize>(take);
    }
    int sync() override { return sync_fails_ ? -1 : 0; }

private:
    std::size_t room_;
    bool sync_fails_;
};

TEST(EscapingStreambuf, EscapesControlsAndKeepsLineBreaksAndBackslashes) {
    std::stringbuf target;
    EscapingStreambuf filter(&target);
    std::ostream os(&filter);
    os << "title: \x1b[2J\xe2\x80\xae" << "evil\xc2\x9b\n" << 'x' << '\x07' << "\ttab, umpire's own \\x1b\n";
    EXPECT_TRUE(filter.finish());
    EXPECT_EQ(target.str(), "title: \\x1b[2J\\u{202e}evil\\u{9b}\nx\\x07\\x09tab, umpire's own \\x1b\n");
}

// A write of megabytes is escaped in pieces; a sequence cut by a piece's end is still
// one character, and a control byte on either side of the cut is still escaped.
TEST(EscapingStreambuf, AWriteOfMegabytesIsEscapedAsAWhole) {
    std::string big(3u << 20, 'a');
    const std::size_t cut = 64u << 10;  // where the filter's first piece ends
    big.replace(cut - 1, 2, "\xc3\xa9");
    big[cut - 2] = '\x1b';
    big[cut + 1] = '\x07';
    big.replace(2 * cut - 1, 3, "\xe2\x80\xae");
    big.back() = '\n';
    std::string expected = big;
    expected.replace(2 * cut - 1, 3, "\\u{202e}");
    expected.replace(cut + 1, 1, "\\x07");
    expected.replace(cut - 2, 1, "\\x1b");

    std::stringbuf target;
    EscapingStreambuf filter(&target);
    std::ostream os(&filter);
    os << big;
    EXPECT_TRUE(filter.finish());
    EXPECT_EQ(target.str(), expected);
}

TEST(EscapingStreambuf, AUtf8SequenceSplitAcrossWritesAndFlushesStaysOneCharacter) {
    std::stringbuf target;
    EscapingStreambuf filter(&target);
    std::ostream os(&filter);
    os << "Quer\xc3" << std::flush;
    EXPECT_EQ(target.str(), "Quer");  // the lead byte waits for the rest
    os << '\xa9' << "taro \xe2" << std::flush << '\x80' << std::flush << "\xae.\n";
    EXPECT_TRUE(filter.finish());
    EXPECT_EQ(target.str(), "Quer\xc3\xa9taro \\u{202e}.\n");
}

TEST(EscapingStreambuf, FinishWritesAnUnfinishedSequenceAsBytes) {
    std::stringbuf target;
    EscapingStreambuf filter(&target);
    std::ostream os(&filter);
    os << "cut \xf0\x9f\x98";
    EXPECT_TRUE(filter.finish());
    EXPECT_EQ(target.str(), "cut \\xf0\\x9f\\x98");
}

TEST(EscapingStreambuf, AFailingTargetFailsTheStream) {
    FailingBuf target(4);
    EscapingStreambuf filter(&target);
    std::ostream os(&filter);
    os << "ab";
    EXPECT_TRUE(os.good());
    os << "cdef";
    EXPECT_TRUE(os.bad());
    EXPECT_TRUE(filter.failed());
    EXPECT_FALSE(filter.finish());

    FailingBuf refuses_flush(1000, true);
    EscapingStreambuf flushing(&refuses_flush);
    std::ostream fs(&flushing);
    fs << "ok\n";
    EXPECT_TRUE(fs.good());
    fs << std::flush;
    EXPECT_TRUE(fs.bad());
    EXPECT_FALSE(flushing.finish());
}

// std::cout is swapped for a test target under the guard, as main() sees it.
int run_with_cout_on(std::streambuf* target, const char* text, int exit_code) {
    auto* const saved = std::cout.rdbuf(target);
    int code = 0;
    {
        EscapedStandardStreams streams;
        std::cout << text;
        code = streams.finish(exit_code);
    }
    EXPECT_EQ(std::cout.rdbuf(), target);  // restored
    std::cout.rdbuf(saved);
    std::cout.clear();
    return code;
}

TEST(EscapedStandardStreams, EscapeStdoutAndKeepTheExitCode) {
    std::stringbuf target;
    EXPECT_EQ(run_with_cout_on(&target, "verdict\x1b[1A\n", kExitFailed), kExitFailed);
    EXPECT_EQ(target.str(), "verdict\\x1b[1A\n");
}

TEST(EscapedStandardStreams, AnUnwritableStdoutIsNeverASuccess) {
    FailingBuf full(3);
    EXPECT_EQ(run_with_cout_on(&full, "identical: all phases agree\n", kExitOk), kExitBadInput);
    FailingBuf full_too(3);
    EXPECT_EQ(run_with_cout_on(&full_too, "first difference\n", kExitFailed), kExitFailed);
    FailingBuf flush_fails(1000, true);
    EXPECT_EQ(run_with_cout_on(&flush_fails, "ok\n", kExitOk), kExitBadInput);
}

}  // namespace
}  // namespace umpire::cli
