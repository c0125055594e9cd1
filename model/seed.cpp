#include "model/seed.hpp"

#include <cassert>

namespace umpire {

std::uint64_t mix64(std::uint64_t x) noexcept {
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

DrawStream::DrawStream(Seed seed, DrawKey key) noexcept {
    std::uint64_t h = mix64(seed.value ^ 0x756d70697265ULL);  // "umpire"
    h = mix64(h ^ static_cast<std::uint64_t>(key.purpose));
    h = mix64(h ^ ((static_cast<std::uint64_t>(key.turn) << 32) | key.phase));
    h = mix64(h ^ key.subject);
    base_ = h;
    tally_ = seed.tally;
}

std::uint64_t DrawStream::next() noexcept {
    if (tally_) ++*tally_;
    return mix64(base_ ^ mix64(counter_++));
}

std::uint64_t DrawStream::below(std::uint64_t bound) noexcept {
    assert(bound > 0);
    for (;;) {
        __extension__ using u128 = unsigned __int128;  // the full 64x64 product
        const u128 m = static_cast<u128>(next()) * bound;
        const auto low = static_cast<std::uint64_t>(m);
        if (low >= bound || low >= (-bound) % bound) return static_cast<std::uint64_t>(m >> 64);
    }
}

}  // namespace umpire
