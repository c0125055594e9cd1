// See text_buffer.hpp.
#include "model/text_buffer.hpp"

#include <algorithm>

namespace umpire {

void TextBuffer::grow(std::size_t n) { buf_.resize(std::max(2 * buf_.size(), len_ + n)); }

}  // namespace umpire
