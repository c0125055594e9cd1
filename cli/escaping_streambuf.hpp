#pragma once
// The last line of defence of issue 18: every byte umpire writes to standard output
// and standard error passes through an EscapingStreambuf, which escapes as
// escape_text() does (model/text.hpp) whatever is not printable text, so that no
// byte from a case, order or record file reaches the terminal raw even where a
// command forgot to escape it. Line breaks pass; backslashes pass too, because the
// text reaching here already holds escape_text()'s escapes (doubling them would
// garble them). umpire's own output holds no control bytes, so for honest input this
// changes nothing.
#include <iosfwd>
#include <streambuf>
#include <string>

#include "model/text.hpp"

namespace umpire::cli {

class EscapingStreambuf final : public std::streambuf {
public:
    explicit EscapingStreambuf(std::streambuf* target) : target_(target) {}
    EscapingStreambuf(const EscapingStreambuf&) = delete;
    EscapingStreambuf& operator=(const EscapingStreambuf&) = delete;

    // Writes a UTF-8 sequence still waiting for its end as the invalid bytes it is,
    // flushes the target, and says whether every write and flush succeeded.
    [[nodiscard]] bool finish();
    [[nodiscard]] bool failed() const noexcept { return failed_; }

protected:
    int_type overflow(int_type ch) override;
    std::streamsize xsputn(const char* s, std::streamsize n) override;
    int sync() override;

private:
    bool forward();

    std::streambuf* target_;
    TextEscaper escaper_{TextEscaper::Options{.keep_newline = true, .escape_backslash = false}};
    std::string out_;
    bool failed_ = false;
};

// Puts EscapingStreambufs under std::cout, std::cerr and std::clog for its lifetime.
class EscapedStandardStreams {
public:
    EscapedStandardStreams();
    ~EscapedStandardStreams();
    EscapedStandardStreams(const EscapedStandardStreams&) = delete;
    EscapedStandardStreams& operator=(const EscapedStandardStreams&) = delete;

    // Flushes and restores the streams. Returns `exit_code`, or kExitBadInput in place
    // of a success when standard output could not be written (a full disk, a closed
    // pipe): a result that never arrived must not look like one that did.
    [[nodiscard]] int finish(int exit_code);

private:
    void restore();

    EscapingStreambuf out_, err_, log_;
    std::streambuf *old_out_, *old_err_, *old_log_;
    bool restored_ = false;
};

}  // namespace umpire::cli
