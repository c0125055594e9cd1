#include "model/json/json_index.hpp"

#include "model/json/json_archive.hpp"  // first: fixes rapidjson's configuration
#include <rapidjson/error/en.h>
#include <rapidjson/memorystream.h>

#include <algorithm>
#include <cassert>
#include <set>
#include <vector>

#include "model/text.hpp"

namespace umpire {
namespace {

// Offsets come in document order, so the line is found by walking on from the last.
class LineTable {
public:
    explicit LineTable(std::string_view text) {
        starts_.push_back(0);
        for (std::size_t i = text.find('\n'); i != std::string_view::npos; i = text.find('\n', i + 1))
            starts_.push_back(i + 1);
    }
    std::pair<int, int> at(std::size_t offset) {
        if (offset < starts_[line_]) line_ = 0;
        while (line_ + 1 < starts_.size() && starts_[line_ + 1] <= offset) ++line_;
        return {static_cast<int>(line_ + 1), static_cast<int>(offset - starts_[line_] + 1)};
    }

private:
    std::vector<std::size_t> starts_;
    std::size_t line_ = 0;
};

// An open container. Frames are kept when closed and reused, with their key lists.
struct Frame {
    std::uint32_t node = JsonNode::kNone;
    std::uint32_t last = JsonNode::kNone;  // its latest child
    bool array = false;
    std::size_t count = 0;
    std::vector<std::string_view> keys;    // an object's names, while it has few
    std::set<std::string_view> many_keys;  // and once it has many
};

class Indexer {
public:
    Indexer(std::string_view text, const JsonLimits& limits, rapidjson::MemoryStream& stream,
            JsonNodes& nodes, std::string& strings)
        : text_(text), lines_(text), limits_(limits), stream_(stream), nodes_(nodes), strings_(strings) {
        // Decoded names and strings are never longer than their text, so the store
        // never moves and the names' views in the frames stay valid.
        strings_.reserve(text.size());
    }

    bool Null() { return scalar_node(JsonType::Null) != nullptr; }
    bool Bool(bool b) {
        JsonNode* node = scalar_node(JsonType::Bool);
        if (node == nullptr) return false;
        node->boolean = b;
        return true;
    }
    bool Int(int i) { return integer(static_cast<std::int64_t>(i)); }
    bool Uint(unsigned u) { return integer(static_cast<std::int64_t>(u)); }
    bool Int64(std::int64_t i) { return integer(i); }
    bool Uint64(std::uint64_t u) {
        if (u <= static_cast<std::uint64_t>(INT64_MAX)) return integer(static_cast<std::int64_t>(u));
        JsonNode* node = scalar_node(JsonType::Integer);
        if (node == nullptr) return false;
        node->bits = u;
        return true;
    }
    // rapidjson hands a whole number beyond 64 bits (99999999999999999999) to
    // Double(). It is still a whole number to whoever wrote it: index it as one that
    // fits nothing, so the reader says "out of range", not "has a fraction".
    bool Double(double) {
        const auto start = start_of_value();
        const auto number = text_.substr(start, stream_.Tell() - start);
        if (number.find_first_of(".eE") != std::string_view::npos) return scalar_node(JsonType::Real) != nullptr;
        JsonNode* node = scalar_node(JsonType::Integer);
        if (node == nullptr) return false;
        node->negative = number.starts_with('-');
        node->beyond_64_bits = true;
        return true;
    }
    bool RawNumber(const char*, rapidjson::SizeType, bool) { return scalar_node(JsonType::Real) != nullptr; }
    bool String(const char* s, rapidjson::SizeType len, bool) {
        if (len > limits_.max_string)
            return fail(start_of_value(), "a string is longer than " + std::to_string(limits_.max_string) + " bytes");
        const std::string_view value(s, len);
        // A NUL would end the string for any reader that takes it as C text.
        if (value.find('\0') != std::string_view::npos)
            return fail(start_of_value(), "a string may not contain \\u0000");
        if (has_surrogate(value))
            return fail(start_of_value(), "a string may not contain an unpaired surrogate escape (\\udc00 to \\udfff)");
        JsonNode* node = scalar_node(JsonType::String);
        if (node == nullptr) return false;
        node->text_at = store(value);
        node->text_size = len;
        return true;
    }
    bool StartObject() { return open(false); }
    bool StartArray() { return open(true); }
    bool EndObject(rapidjson::SizeType) { return close(); }
    bool EndArray(rapidjson::SizeType) { return close(); }
    bool Key(const char* s, rapidjson::SizeType len, bool) {
        const auto start = start_of_value();
        last_end_ = stream_.Tell();
        const std::string_view key(s, len);
        if (len > limits_.max_key) return fail(start, "a field name is longer than " + std::to_string(limits_.max_key) + " bytes");
        // Paths join names with '.' and '[i]': a name holding them would alias
        // another field ("state.turn" at the top level), and an empty or unprintable
        // name could not be shown. Field names are words.
        if (!plain_name(key))
            return fail(start, "a field name is made of letters, digits, '_' and '-'; found " + quote_input(key));
        key_at_ = store(key);
        key_size_ = len;
        if (!first_time(stack_[depth_ - 1], {strings_.data() + key_at_, len}))
            return fail(start, "field " + quote_input(key) + " appears twice in one object");
        key_start_ = start;
        return true;
    }

    const std::string& error() const { return error_; }
    std::size_t error_offset() const { return error_offset_; }

private:
    static constexpr std::size_t kFewKeys = 16;

    std::size_t start_of_value() const {
        std::size_t i = last_end_;
        while (i < text_.size() && (text_[i] == ' ' || text_[i] == '\t' || text_[i] == '\n' || text_[i] == '\r' ||
                                    text_[i] == ',' || text_[i] == ':'))
            ++i;
        return i;
    }

    bool fail(std::size_t offset, std::string what) {
        error_ = std::move(what);
        error_offset_ = offset;
        return false;
    }

    std::uint32_t store(std::string_view s) {
        assert(strings_.size() + s.size() <= strings_.capacity());
        const auto at = static_cast<std::uint32_t>(strings_.size());
        strings_.append(s);
        return at;
    }

    // A short search for an object of a few members; a set for one of many, so that a
    // hostile object of 100,000 members costs no more than a long list.
    static bool first_time(Frame& f, std::string_view key) {
        if (f.keys.size() < kFewKeys) {
            if (std::find(f.keys.begin(), f.keys.end(), key) != f.keys.end()) return false;
            f.keys.push_back(key);
            return true;
        }
        if (f.many_keys.empty()) f.many_keys.insert(f.keys.begin(), f.keys.end());
        return f.many_keys.insert(key).second;
    }

    static bool plain_name(std::string_view key) noexcept {
        return !key.empty() && std::all_of(key.begin(), key.end(), [](char c) {
            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
        });
    }

    // The input is valid UTF-8 (kParseValidateEncodingFlag), but rapidjson decodes
    // an unpaired low surrogate escape, \udc00 to \udfff, into the three bytes ED B0..BF xx,
    // which are not UTF-8: save_case would write them back and the next load refuse
    // them. (An unpaired high surrogate is a parse error already.)
    static bool has_surrogate(std::string_view s) noexcept {
        for (std::size_t i = 0; i + 1 < s.size(); ++i)
            if (static_cast<unsigned char>(s[i]) == 0xED && static_cast<unsigned char>(s[i + 1]) >= 0xA0) return true;
        return false;
    }

    // Members are located at their key, so "field x" errors point at "x":.
    // The pointer is good until the next node is added.
    JsonNode* add(JsonType type, std::size_t value_start) {
        if (++values_ > limits_.max_values) {
            fail(value_start, "more than " + std::to_string(limits_.max_values) + " values");
            return nullptr;
        }
        const auto id = static_cast<std::uint32_t>(nodes_.size());
        JsonNode node;
        node.type = type;
        node.ordinal = id;
        std::size_t where = value_start;
        if (depth_ > 0) {
            Frame& top = stack_[depth_ - 1];
            node.parent = top.node;
            node.rank = static_cast<std::uint32_t>(top.count++);
            if (top.last == JsonNode::kNone) nodes_[top.node].first = id;
            else nodes_[top.last].next = id;
            top.last = id;
            if (!top.array) {
                node.key_at = key_at_;
                node.key_size = key_size_;
                where = key_start_;
            }
        }
        const auto [line, col] = lines_.at(where);
        node.line = line;
        node.column = col;
        return &nodes_.push_back(node);
    }

    JsonNode* scalar_node(JsonType type) {
        JsonNode* node = add(type, start_of_value());
        last_end_ = stream_.Tell();
        return node;
    }
    bool integer(std::int64_t value) {
        JsonNode* node = scalar_node(JsonType::Integer);
        if (node == nullptr) return false;
        node->fits_int64 = true;
        node->negative = value < 0;
        node->bits = static_cast<std::uint64_t>(value);
        return true;
    }

    // rapidjson's iterative parser calls StartObject/StartArray and EndObject/EndArray
    // before it takes the bracket: Tell() is the bracket itself.
    bool open(bool array) {
        const auto start = stream_.Tell();
        if (static_cast<int>(depth_) >= limits_.max_depth)
            return fail(start, "nesting deeper than " + std::to_string(limits_.max_depth) + " levels");
        JsonNode* node = add(array ? JsonType::Array : JsonType::Object, start);
        if (node == nullptr) return false;
        last_end_ = start + 1;
        if (depth_ == stack_.size()) stack_.emplace_back();
        Frame& f = stack_[depth_++];
        f.node = node->ordinal;
        f.last = JsonNode::kNone;
        f.array = array;
        f.count = 0;
        f.keys.clear();
        f.many_keys.clear();
        return true;
    }

    bool close() {
        last_end_ = stream_.Tell() + 1;
        const Frame& top = stack_[--depth_];
        nodes_[top.node].size = top.count;
        return true;
    }

    std::string_view text_;
    LineTable lines_;
    const JsonLimits& limits_;
    rapidjson::MemoryStream& stream_;
    JsonNodes& nodes_;
    std::string& strings_;
    std::vector<Frame> stack_;
    std::size_t depth_ = 0;
    std::size_t last_end_ = 0;
    std::size_t key_start_ = 0;
    std::uint32_t key_at_ = 0, key_size_ = 0;
    std::size_t values_ = 0;
    std::string error_;
    std::size_t error_offset_ = 0;
};

Errors positioned(const std::string& file, std::string_view text, std::size_t offset, std::string what) {
    const auto [line, col] = LineTable(text).at(std::min(offset, text.size()));
    return Errors{{Diagnostic{Location{file, line, col, {}}, std::move(what)}}};
}

}  // namespace

std::string_view name(JsonType t) noexcept {
    switch (t) {
        case JsonType::Null: return "null";
        case JsonType::Bool: return "true or false";
        case JsonType::Integer: return "a whole number";
        case JsonType::Real: return "a number with a fraction or exponent";
        case JsonType::String: return "a string";
        case JsonType::Array: return "a list";
        case JsonType::Object: return "an object";
    }
    return "?";
}

Expected<JsonIndex> JsonIndex::build(std::string_view text, const std::string& file, const JsonLimits& limits) {
    if (text.size() > limits.max_bytes)
        return Errors{{Diagnostic{Location{file, 0, 0, {}}, "input is " + std::to_string(text.size()) +
                                                                  " bytes, more than the limit of " +
                                                                  std::to_string(limits.max_bytes)}}};
    if (const auto nul = text.find('\0'); nul != std::string_view::npos)
        return positioned(file, text, nul, "input contains a NUL byte");

    JsonIndex index;
    index.file_ = file;
    rapidjson::MemoryStream stream(text.data(), text.size());
    Indexer indexer(text, limits, stream, index.nodes_, index.strings_);
    rapidjson::Reader reader;
    constexpr unsigned kFlags = rapidjson::kParseIterativeFlag | rapidjson::kParseValidateEncodingFlag;
    const auto result = reader.Parse<kFlags>(stream, indexer);
    if (result.IsError()) {
        if (!indexer.error().empty()) return positioned(file, text, indexer.error_offset(), indexer.error());
        return positioned(file, text, result.Offset(), std::string("malformed JSON: ") + rapidjson::GetParseError_En(result.Code()));
    }
    if (index.nodes_.empty() || index.root().type != JsonType::Object)
        return positioned(file, text, 0, "the top level must be an object { ... }");
    return index;
}

const JsonNode* JsonIndex::member(const JsonNode& object, std::string_view name, std::uint32_t from) const noexcept {
    if (object.type != JsonType::Object) return nullptr;
    const std::uint32_t start = from == JsonNode::kNone ? object.first : from;
    for (std::uint32_t i = start; i != JsonNode::kNone; i = nodes_[i].next)
        if (key(nodes_[i]) == name) return &nodes_[i];
    for (std::uint32_t i = object.first; i != start; i = nodes_[i].next)
        if (key(nodes_[i]) == name) return &nodes_[i];
    return nullptr;
}

// A path is names joined by '.' and element numbers in brackets; names are words
// (the parse refuses others), so it reads back without ambiguity.
const JsonNode& JsonIndex::walk(std::string_view path, bool& whole) const {
    const JsonNode* at = &root();
    std::size_t i = 0;
    whole = false;
    while (i < path.size()) {
        const JsonNode* next = nullptr;
        if (path[i] == '[') {
            const auto close = path.find(']', i);
            if (close == std::string_view::npos || close == i + 1 || at->type != JsonType::Array) return *at;
            std::size_t n = 0;
            for (std::size_t k = i + 1; k < close; ++k) {
                if (path[k] < '0' || path[k] > '9' || n > at->size) return *at;
                n = n * 10 + static_cast<std::size_t>(path[k] - '0');
            }
            if (n >= at->size) return *at;
            next = node(at->first);
            for (std::size_t k = 0; k < n; ++k) next = node(next->next);
            i = close + 1;
        } else {
            if (path[i] == '.') {
                if (i == 0) return *at;
                ++i;
            } else if (i != 0) {
                return *at;
            }
            const auto end = std::min(path.find_first_of(".[", i), path.size());
            next = member(*at, path.substr(i, end - i));
            if (next == nullptr) return *at;
            i = end;
        }
        at = next;
    }
    whole = true;
    return *at;
}

const JsonNode* JsonIndex::find(std::string_view path) const {
    bool whole = false;
    const JsonNode& n = walk(path, whole);
    return whole ? &n : nullptr;
}

Location JsonIndex::locate(std::string_view path) const {
    bool whole = false;
    const JsonNode& n = walk(path, whole);
    return Location{file_, n.line, n.column, std::string(path)};
}

std::string JsonIndex::path(const JsonNode& n) const {
    std::vector<const JsonNode*> up;
    for (const JsonNode* at = &n; at->parent != JsonNode::kNone; at = &nodes_[at->parent]) up.push_back(at);
    std::string out;
    for (auto it = up.rbegin(); it != up.rend(); ++it) {
        const JsonNode& step = **it;
        if (nodes_[step.parent].type == JsonType::Array) {
            out += '[';
            out += std::to_string(step.rank);
            out += ']';
        } else {
            if (!out.empty()) out += '.';
            out += key(step);
        }
    }
    return out;
}

}  // namespace umpire
