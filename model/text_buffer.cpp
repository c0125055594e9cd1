// See text_buffer.hpp.
#include "model/text_buffer.hpp"

#include <algorithm>
#include <ostream>

namespace umpire {

// The room grows by what is asked and at most kAhead more: the string doubles its
// own capacity when it must move, so the copies stay linear, and only the room
// handed out is cleared. Doubling the room itself cleared twice the text: for a
// turn's snapshot of 73 MB (10,000 units), 128 MB of zeros and their pages.
// With a sink, the held text goes there and the buffer starts again, larger only
// when one piece needs more room than it has.
void TextBuffer::grow(std::size_t n) {
    if (sink_ != nullptr) {
        flush();
        if (buf_.size() < n) buf_.resize(n);
        return;
    }
    buf_.resize(len_ + std::max(n, std::min(buf_.size(), kAhead)));
}

void TextBuffer::append_text(std::string_view s) {
    if (sink_ != nullptr && s.size() > buf_.size() - len_) {
        flush();
        sink_->write(s.data(), static_cast<std::streamsize>(s.size()));
        return;
    }
    append(s);
}

void TextBuffer::flush() {
    assert(sink_ != nullptr);
    sink_->write(buf_.data(), static_cast<std::streamsize>(len_));
    len_ = 0;
}

}  // namespace umpire
