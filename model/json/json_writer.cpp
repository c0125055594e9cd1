// See json_writer.hpp.
#include "model/json/json_writer.hpp"

#include <cassert>
#include <charconv>

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

bool plain(std::string_view s) noexcept {
    for (const char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        if (c < 0x20 || c >= 0x7F || c == '"' || c == '\\') return false;
    }
    return true;
}

}  // namespace

JsonWriter::JsonWriter(std::size_t capacity) {
    out_.reserve(capacity);
    levels_.push_back({false, 0});  // cereal's outermost object, opened by its first member
}

void JsonWriter::prefix() {
    Level& top = levels_.back();
    if (levels_.size() == 1 && top.values == 0) out_ += '{';
    if (top.values > 0) out_ += ',';
    out_ += '\n';
    out_.append(2 * levels_.size(), ' ');
    if (!top.array) {
        // cereal would name an unnamed member by its place; every describe() names its fields.
        assert(name_ != nullptr);
        quoted(name_ != nullptr ? std::string_view(name_) : std::string_view("value0"));
        out_ += ": ";
    }
    name_ = nullptr;
    ++top.values;
}

void JsonWriter::begin(bool array) {
    prefix();
    out_ += array ? '[' : '{';
    levels_.push_back({array, 0});
}

void JsonWriter::begin_object() { begin(false); }
void JsonWriter::begin_array() { begin(true); }

void JsonWriter::end() {
    assert(levels_.size() > 1);
    const Level done = levels_.back();
    levels_.pop_back();
    if (done.values > 0) {
        out_ += '\n';
        out_.append(2 * levels_.size(), ' ');
    }
    out_ += done.array ? ']' : '}';
}

void JsonWriter::quoted(std::string_view s) {
    out_ += '"';
    if (plain(s)) {
        out_ += s;
    } else {
        // rapidjson's escapes first, then those of escape_json_controls (DEL, C1 and
        // bidi controls, bytes that are not UTF-8), which only ever touch bytes that
        // rapidjson copied through: applied to one string they give what the two
        // passes over the whole text gave.
        std::string escaped;
        escaped.reserve(s.size() + 8);
        for (const char ch : s) {
            const auto c = static_cast<unsigned char>(ch);
            const char e = short_escape(c);
            if (e == 0) {
                escaped += ch;
                continue;
            }
            escaped += '\\';
            escaped += e;
            if (e == 'u') {
                escaped += "00";
                escaped += "0123456789ABCDEF"[c >> 4];
                escaped += "0123456789ABCDEF"[c & 0xF];
            }
        }
        out_ += escape_json_controls(escaped);
    }
    out_ += '"';
}

void JsonWriter::string(std::string_view s) {
    prefix();
    quoted(s);
}

void JsonWriter::int64(std::int64_t v) {
    prefix();
    char buf[24];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    out_.append(buf, r.ptr);
}

void JsonWriter::uint64(std::uint64_t v) {
    prefix();
    char buf[24];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    out_.append(buf, r.ptr);
}

void JsonWriter::boolean(bool v) {
    prefix();
    out_ += v ? "true" : "false";
}

void JsonWriter::null() {
    prefix();
    out_ += "null";
}

std::string JsonWriter::finish() && {
    assert(levels_.size() == 1);
    if (levels_.back().values > 0) out_ += "\n}";
    return std::move(out_);
}

}  // namespace umpire
