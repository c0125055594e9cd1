#pragma once
// A short text held by value, such as a square's or a unit id's name: for writers
// that print thousands of them (a campaign's 200 reports hold a million, issue 17)
// without a string each.
#include <array>
#include <cassert>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace umpire {

// `v` in decimal, without sign or leading zeros, written at `out`: where it ends.
[[nodiscard]] inline char* print_decimal(char* out, unsigned v) noexcept {
    char digits[10];
    int n = 0;
    do {
        digits[n++] = static_cast<char>('0' + v % 10);
        v /= 10;
    } while (v != 0);
    while (n > 0) *out++ = digits[--n];
    return out;
}

class ShortText {
public:
    static constexpr std::size_t kCapacity = 15;

    ShortText& operator+=(char c) noexcept {
        assert(size_ < kCapacity);
        chars_[size_++] = c;
        return *this;
    }
    ShortText& operator+=(std::string_view s) noexcept {
        assert(s.size() <= kCapacity - size_);
        if (!s.empty()) std::memcpy(chars_.data() + size_, s.data(), s.size());  // an empty view may hold no pointer
        size_ = static_cast<std::uint8_t>(size_ + s.size());
        return *this;
    }
    // The text `print` writes at a pointer to room for kCapacity bytes (returning
    // where it ends): the printers of squares and unit ids, which writers of many
    // of them call on their own buffers.
    template <class Print>
    [[nodiscard]] static ShortText printed(Print print) noexcept {
        ShortText t;
        t.size_ = static_cast<std::uint8_t>(print(t.chars_.data()) - t.chars_.data());
        assert(t.size_ <= kCapacity);
        return t;
    }
    [[nodiscard]] std::string_view view() const noexcept { return {chars_.data(), size_}; }
    operator std::string_view() const noexcept { return view(); }  // NOLINT: a text is read as one
    [[nodiscard]] std::string str() const { return std::string(view()); }

private:
    std::array<char, kCapacity> chars_{};
    std::uint8_t size_ = 0;
};

}  // namespace umpire
