#include "cli/escaping_streambuf.hpp"

#include <iostream>

#include "cli/io.hpp"

namespace umpire::cli {

bool EscapingStreambuf::forward() {
    if (out_.empty() || failed_) {
        out_.clear();
        return !failed_;
    }
    const auto n = static_cast<std::streamsize>(out_.size());
    if (target_->sputn(out_.data(), n) != n) failed_ = true;
    out_.clear();
    return !failed_;
}

std::streambuf::int_type EscapingStreambuf::overflow(int_type ch) {
    if (failed_) return traits_type::eof();
    if (traits_type::eq_int_type(ch, traits_type::eof())) return traits_type::not_eof(ch);
    const char c = traits_type::to_char_type(ch);
    escaper_.feed(std::string_view(&c, 1), out_);
    return forward() ? ch : traits_type::eof();
}

// A large write (a turn's JSON snapshot, tens of megabytes) goes on in pieces, so that
// the escaped copy waiting in out_ stays small.
std::streamsize EscapingStreambuf::xsputn(const char* s, std::streamsize n) {
    constexpr std::size_t kPiece = 64u << 10;
    const std::string_view all(s, static_cast<std::size_t>(n));
    for (std::size_t at = 0; at < all.size(); at += kPiece) {
        if (failed_) return 0;
        escaper_.feed(all.substr(at, kPiece), out_);
        if (!forward()) return 0;
    }
    return n;
}

// A flush in the middle of a UTF-8 sequence keeps its first bytes waiting: the rest
// may come with the next write.
int EscapingStreambuf::sync() {
    if (!forward()) return -1;
    if (target_->pubsync() != 0) failed_ = true;
    return failed_ ? -1 : 0;
}

bool EscapingStreambuf::finish() {
    escaper_.finish(out_);
    return sync() == 0;
}

EscapedStandardStreams::EscapedStandardStreams()
    : out_(std::cout.rdbuf()), err_(std::cerr.rdbuf()), log_(std::clog.rdbuf()),
      old_out_(std::cout.rdbuf(&out_)), old_err_(std::cerr.rdbuf(&err_)), old_log_(std::clog.rdbuf(&log_)) {}

EscapedStandardStreams::~EscapedStandardStreams() { restore(); }

void EscapedStandardStreams::restore() {
    if (restored_) return;
    restored_ = true;
    (void)log_.finish();
    (void)err_.finish();
    (void)out_.finish();
    std::cout.rdbuf(old_out_);
    std::cerr.rdbuf(old_err_);
    std::clog.rdbuf(old_log_);
}

int EscapedStandardStreams::finish(int exit_code) {
    std::cout.flush();
    std::cerr.flush();
    const bool out_ok = out_.finish() && !out_.failed() && !std::cout.bad();
    restore();
    if (out_ok || exit_code != kExitOk) return exit_code;
    std::cerr << "umpire: cannot write to standard output\n";
    return kExitBadInput;
}

}  // namespace umpire::cli
