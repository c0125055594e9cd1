// See json_writer.hpp.
#include "model/json/json_writer.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <charconv>
#include <cstring>
#include <future>
#include <system_error>

#include "model/text.hpp"

namespace umpire {
namespace {

// rapidjson's escapes for the bytes below 0x80 that JSON requires escaped.
char short_escape(unsigned char c) noexcept {
    switch (c) {
        case '"': return '"';
        case '\\': return '\\';
        case '\b': return 'b';
        case '\f': return 'f';
        case '\n': return 'n';
        case '\r': return 'r';
        case '\t': return 't';
        default: return c < 0x20 ? 'u' : 0;
    }
}

// The bytes a string must not hold to be copied as it is: controls, DEL and above
// (escape_json_controls' business), the quote and the backslash. A table, as every
// string written is checked byte by byte.
constexpr std::array<bool, 256> kEscaped = [] {
    std::array<bool, 256> t{};
    for (std::size_t c = 0; c < t.size(); ++c) t[c] = c < 0x20 || c >= 0x7F || c == '"' || c == '\\';
    return t;
}();

}  // namespace

bool JsonWriter::plain(std::string_view s) noexcept {
    for (const char ch : s)
        if (kEscaped[static_cast<unsigned char>(ch)]) return false;
    return true;
}

JsonWriter::JsonWriter(std::size_t capacity) : out_(capacity) {
    levels_.push_back({false, 0});  // cereal's outermost object, opened by its first member
}

JsonWriter::JsonWriter(std::ostream& sink, std::size_t buffer) : out_(buffer, sink) {
    levels_.push_back({false, 0});
}

// Spaces are written eight at a time (one store each), so the room asked for
// leaves this much over.
constexpr std::size_t kIndentSlack = 8;

char* JsonWriter::prefix(std::size_t value) {
    Level& top = levels_.back();
    const std::size_t indent = 2 * levels_.size();
    // cereal would name an unnamed member by its place; every describe() names its fields.
    assert(top.array || name_.data() != nullptr);
    const std::string_view name = top.array ? std::string_view() : name_.data() != nullptr ? name_ : "value0";
    // Names are the code's own identifiers: nothing in them to escape.
    assert(plain(name));
    char* const first = out_.room(2 + 1 + indent + kIndentSlack + name.size() + 4 + value);
    char* p = first;
    if (levels_.size() == 1 && top.values == 0) *p++ = '{';
    if (top.values > 0) *p++ = ',';
    *p++ = '\n';
    for (std::size_t i = 0; i < indent; i += kIndentSlack) std::memcpy(p + i, "        ", kIndentSlack);
    p += indent;
    if (!top.array) {
        *p++ = '"';
        std::memcpy(p, name.data(), name.size());
        p += name.size();
        std::memcpy(p, "\": ", 3);
        p += 3;
    }
    out_.wrote(static_cast<std::size_t>(p - first));
    name_ = {};
    ++top.values;
    return p;
}

void JsonWriter::begin(bool array) {
    *prefix(1) = array ? '[' : '{';
    out_.wrote(1);
    levels_.push_back({array, 0});
}

void JsonWriter::begin_object() { begin(false); }
void JsonWriter::begin_array() { begin(true); }

void JsonWriter::end() {
    assert(levels_.size() > 1);
    const Level done = levels_.back();
    levels_.pop_back();
    const std::size_t indent = 2 * levels_.size();
    char* const first = out_.room(1 + indent + kIndentSlack + 1);
    char* p = first;
    if (done.values > 0) {
        *p++ = '\n';
        for (std::size_t i = 0; i < indent; i += kIndentSlack) std::memcpy(p + i, "        ", kIndentSlack);
        p += indent;
    }
    *p++ = done.array ? ']' : '}';
    out_.wrote(static_cast<std::size_t>(p - first));
}


void JsonWriter::elements(std::size_t n, const ElementWriter& write, std::size_t split_from) {
    assert(levels_.size() > 1 && levels_.back().array);
    const auto here = [&](std::size_t first, std::size_t last) {
        for (std::size_t k = first; k < last; ++k) write(*this, k);
    };
    if (!may_split_ || n < std::max<std::size_t>(split_from, 2)) return here(0, n);
    const std::size_t half = n / 2;
    JsonWriter part(0);
    part.out_ = TextBuffer(std::move(spare_));
    part.levels_ = levels_;
    part.levels_.back().values += half;  // the first half's elements come before its first
    part.may_split_ = false;
    std::future<void> job;
    try {
        job = std::async(std::launch::async, [&] {
            for (std::size_t k = half; k < n; ++k) write(part, k);
        });
    } catch (const std::system_error&) {  // no thread to be had: all of it here
        return here(0, n);
    }
    // Should the first half throw, the future's destructor waits for the second
    // before `part` goes.
    may_split_ = false;
    here(0, half);
    may_split_ = true;
    job.get();
    levels_.back().values = part.levels_.back().values;
    std::string text = std::move(part.out_).take();
    out_.append_text(text);
    spare_ = std::move(text);
}

void JsonWriter::escaped(std::string_view s) {
    // rapidjson's escapes first, then those of escape_json_controls (DEL, C1 and
    // bidi controls, bytes that are not UTF-8), which only ever touch bytes that
    // rapidjson copied through: applied to one string they give what the two
    // passes over the whole text gave.
    std::string e = "\"";
    e.reserve(s.size() + 10);
    for (const char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        const char x = short_escape(c);
        if (x == 0) {
            e += ch;
            continue;
        }
        e += '\\';
        e += x;
        if (x == 'u') {
            e += "00";
            e += "0123456789ABCDEF"[c >> 4];
            e += "0123456789ABCDEF"[c & 0xF];
        }
    }
    e = escape_json_controls(e);
    e += '"';
    out_.append(e);
}

void JsonWriter::string(std::string_view s) {
    if (!plain(s)) {
        prefix();
        escaped(s);
        return;
    }
    char* p = prefix(s.size() + 2);
    *p++ = '"';
    if (!s.empty()) std::memcpy(p, s.data(), s.size());  // an empty view may hold no pointer
    p[s.size()] = '"';
    out_.wrote(s.size() + 2);
}

void JsonWriter::int64(std::int64_t v) {
    char* p = prefix(24);
    out_.wrote(static_cast<std::size_t>(std::to_chars(p, p + 24, v).ptr - p));
}

void JsonWriter::uint64(std::uint64_t v) {
    char* p = prefix(24);
    out_.wrote(static_cast<std::size_t>(std::to_chars(p, p + 24, v).ptr - p));
}

void JsonWriter::boolean(bool v) {
    const std::string_view t = v ? "true" : "false";
    std::memcpy(prefix(t.size()), t.data(), t.size());
    out_.wrote(t.size());
}

void JsonWriter::null() {
    std::memcpy(prefix(4), "null", 4);
    out_.wrote(4);
}

void JsonWriter::close(std::string_view end) {
    assert(levels_.size() == 1);
    if (levels_.back().values > 0) out_.append("\n}");
    out_.append(end);
}

std::string JsonWriter::finish(std::string_view end) && {
    close(end);
    return std::move(out_).take();
}

void JsonWriter::finish_to_sink(std::string_view end) && {
    close(end);
    out_.flush();
}

}  // namespace umpire
