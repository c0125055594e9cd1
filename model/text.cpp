#include "model/text.hpp"

namespace umpire {

std::string quote_input(std::string_view t) {
    constexpr std::size_t kShown = 40;
    std::string s(t.substr(0, kShown));
    for (char& c : s)
        if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f) c = '?';
    return "\"" + s + (t.size() > kShown ? "...\"" : "\"");
}

namespace {

constexpr char kHex[] = "0123456789abcdef";

void put_byte_escape(unsigned char b, std::string& out) {
    out += "\\x";
    out += kHex[b >> 4];
    out += kHex[b & 0xf];
}

void put_code_point_escape(std::uint32_t cp, std::string& out) {
    out += "\\u{";
    int shift = 28;
    while (shift > 0 && ((cp >> shift) & 0xf) == 0) shift -= 4;
    for (; shift >= 0; shift -= 4) out += kHex[(cp >> shift) & 0xf];
    out += '}';
}

// The bytes a well-formed sequence allows in second place after `lead` (Unicode's
// table 3-7): this is where overlong forms, surrogates and code points beyond U+10FFFF
// are refused, so a sequence that completes is always a valid character.
bool second_byte_ok(unsigned char lead, unsigned char b) noexcept {
    switch (lead) {
        case 0xE0: return b >= 0xA0 && b <= 0xBF;
        case 0xED: return b >= 0x80 && b <= 0x9F;
        case 0xF0: return b >= 0x90 && b <= 0xBF;
        case 0xF4: return b >= 0x80 && b <= 0x8F;
        default: return b >= 0x80 && b <= 0xBF;
    }
}

// The length of the valid UTF-8 sequence at s[i] and its code point, or 0 when the
// byte there does not start one.
int decode_at(std::string_view s, std::size_t i, std::uint32_t& cp) noexcept {
    const auto b = static_cast<unsigned char>(s[i]);
    const int n = b < 0x80 ? 1 : b >= 0xC2 && b <= 0xDF ? 2 : b >= 0xE0 && b <= 0xEF ? 3 : b >= 0xF0 && b <= 0xF4 ? 4 : 0;
    if (n == 0 || i + static_cast<std::size_t>(n) > s.size()) return 0;
    cp = n == 1 ? b : b & (0x7Fu >> n);
    for (int k = 1; k < n; ++k) {
        const auto c = static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]);
        if (k == 1 ? !second_byte_ok(b, c) : (c < 0x80 || c > 0xBF)) return 0;
        cp = (cp << 6) | (c & 0x3Fu);
    }
    return n;
}

}  // namespace

std::string escape_json_controls(std::string_view json) {
    std::string out;
    out.reserve(json.size());
    for (std::size_t i = 0; i < json.size();) {
        std::uint32_t cp = 0;
        const int n = decode_at(json, i, cp);
        if (n == 0) {
            out += "\\uFFFD";
            ++i;
            continue;
        }
        if (cp == 0x7F || escaped_code_point(cp)) {
            // Every such code point is below U+10000: one \uXXXX, no surrogate pair.
            out += "\\u";
            for (int shift = 12; shift >= 0; shift -= 4) out += "0123456789ABCDEF"[(cp >> shift) & 0xf];
        } else {
            out.append(json.substr(i, static_cast<std::size_t>(n)));
        }
        i += static_cast<std::size_t>(n);
    }
    return out;
}

bool escaped_code_point(std::uint32_t cp) noexcept {
    return (cp >= 0x80 && cp <= 0x9F) || cp == 0x061C || cp == 0x200E || cp == 0x200F ||
           (cp >= 0x2028 && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069);
}

void TextEscaper::flush_invalid(std::string& out) {
    for (int i = 0; i < have_; ++i) put_byte_escape(seq_[i], out);
    have_ = need_ = 0;
}

void TextEscaper::character(std::string& out) {
    std::uint32_t cp = seq_[0] & (0x7Fu >> need_);
    for (int i = 1; i < need_; ++i) cp = (cp << 6) | (seq_[i] & 0x3Fu);
    if (escaped_code_point(cp)) put_code_point_escape(cp, out);
    else out.append(reinterpret_cast<const char*>(seq_), static_cast<std::size_t>(need_));
    have_ = need_ = 0;
}

void TextEscaper::byte(unsigned char b, std::string& out) {
    if (have_ > 0) {
        const bool ok = have_ == 1 ? second_byte_ok(seq_[0], b) : (b >= 0x80 && b <= 0xBF);
        if (ok) {
            seq_[have_++] = b;
            if (have_ == need_) character(out);
            return;
        }
        // The sequence broke off: its bytes are not text; `b` starts afresh.
        flush_invalid(out);
    }
    if (b < 0x80) {
        if (b == '\n' && options_.keep_newline) out += '\n';
        else if (b < 0x20 || b == 0x7F) put_byte_escape(b, out);
        else if (b == '\\' && options_.escape_backslash) out += "\\\\";
        else out += static_cast<char>(b);
        return;
    }
    if (b >= 0xC2 && b <= 0xDF) need_ = 2;
    else if (b >= 0xE0 && b <= 0xEF) need_ = 3;
    else if (b >= 0xF0 && b <= 0xF4) need_ = 4;
    else {  // a continuation byte with no lead, C0/C1 (always overlong) or F5-FF
        put_byte_escape(b, out);
        return;
    }
    seq_[0] = b;
    have_ = 1;
}

// Printable ASCII passes unchanged, so a run of it is copied at once: the CLI's
// standard output passes through here, 75 MB for a turn of 10,000 units in JSON.
bool TextEscaper::passes(unsigned char b) const noexcept {
    if (b >= 0x20 && b < 0x7F) return b != '\\' || !options_.escape_backslash;
    return b == '\n' && options_.keep_newline;
}

void TextEscaper::feed(std::string_view bytes, std::string& out) {
    std::size_t i = 0;
    while (i < bytes.size()) {
        if (have_ == 0) {
            std::size_t run = i;
            while (run < bytes.size() && passes(static_cast<unsigned char>(bytes[run]))) ++run;
            out.append(bytes.data() + i, run - i);
            i = run;
            if (i == bytes.size()) break;
        }
        byte(static_cast<unsigned char>(bytes[i++]), out);
    }
}

void TextEscaper::finish(std::string& out) { flush_invalid(out); }

std::string escape_text(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    TextEscaper e;
    e.feed(text, out);
    e.finish(out);
    return out;
}

}  // namespace umpire
