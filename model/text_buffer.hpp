#pragma once
// Text appended through a cursor into a buffer sized ahead: one capacity check per
// piece, where std::string::append checks and terminates on every call. The JSON
// and text writers of a campaign's 200 reports (35 MB, issue 17) write through it.
// Given a sink, it keeps only a buffer's worth: each time the buffer fills, what it
// holds goes to the sink (a turn's 75 MB snapshot printed by the CLI, issue 20).
#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstring>
#include <iosfwd>
#include <string>
#include <string_view>

namespace umpire {

class TextBuffer {
public:
    explicit TextBuffer(std::size_t capacity) { buf_.resize(std::max<std::size_t>(capacity, 64)); }
    TextBuffer(std::size_t capacity, std::ostream& sink) : TextBuffer(capacity) { sink_ = &sink; }
    // Writing over a buffer taken back from an earlier text (take()): its room is
    // reused as it is, neither cleared nor faulted in again.
    explicit TextBuffer(std::string&& reused) : buf_(std::move(reused)) {
        if (buf_.size() < 64) buf_.resize(64);
    }

    // Room for n more bytes at the cursor; the caller writes there, then says how many.
    [[nodiscard]] char* room(std::size_t n) {
        if (buf_.size() - len_ < n) grow(n);
        return buf_.data() + len_;
    }
    void wrote(std::size_t n) noexcept { len_ += n; }
    void append(std::string_view s) {
        char* p = room(s.size());
        if (!s.empty()) std::memcpy(p, s.data(), s.size());  // an empty view may hold no pointer
        len_ += s.size();
    }
    // What `print` writes at the cursor, given room for `most` bytes; it returns
    // where it ended. Squares, unit ids and numbers are printed this way, straight
    // into the buffer.
    template <class Print>
    void print(std::size_t most, Print print) {
        char* const first = room(most);
        char* const end = print(first);
        assert(end >= first && static_cast<std::size_t>(end - first) <= most);
        len_ += static_cast<std::size_t>(end - first);
    }
    void append(char c) {
        *room(1) = c;
        ++len_;
    }
    // A long text made elsewhere: with a sink, sent there whole when it does not fit
    // (the buffer need not grow to hold it); otherwise appended.
    void append_text(std::string_view s);
    [[nodiscard]] std::string take() && {
        assert(sink_ == nullptr);
        buf_.resize(len_);
        return std::move(buf_);
    }
    // With a sink: sends it what is still held.
    void flush();

private:
    // Out of line: the rare path kept out of room(), so that room() and append()
    // are small enough to be inlined where they are called, and a piece of known
    // length (a literal) is copied there by a store or two rather than by a call.
    void grow(std::size_t n);
    static constexpr std::size_t kAhead = std::size_t{1} << 16;

    std::string buf_;  // the text is its first len_ bytes; the rest is room
    std::size_t len_ = 0;
    std::ostream* sink_ = nullptr;
};

}  // namespace umpire
