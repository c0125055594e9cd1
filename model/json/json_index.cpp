#include "model/json/json_index.hpp"

#include "model/json/json_archive.hpp"  // first: fixes rapidjson's configuration
#include <rapidjson/error/en.h>
#include <rapidjson/memorystream.h>

#include <algorithm>
#include <set>
#include <vector>

#include "model/text.hpp"

namespace umpire {
namespace {

class LineTable {
public:
    explicit LineTable(std::string_view text) {
        starts_.push_back(0);
        for (std::size_t i = 0; i < text.size(); ++i)
            if (text[i] == '\n') starts_.push_back(i + 1);
    }
    std::pair<int, int> at(std::size_t offset) const {
        const auto it = std::upper_bound(starts_.begin(), starts_.end(), offset);
        const auto line = static_cast<std::size_t>(it - starts_.begin());  // 1-based
        return {static_cast<int>(line), static_cast<int>(offset - starts_[line - 1] + 1)};
    }

private:
    std::vector<std::size_t> starts_;
};

struct Frame {
    std::string path;
    JsonNode* node = nullptr;  // the container's own entry in the index
    bool array = false;
    std::size_t count = 0;
    std::string key;
    std::set<std::string> keys;
};

class Indexer {
public:
    Indexer(std::string_view text, const JsonLimits& limits, rapidjson::MemoryStream& stream,
            std::map<std::string, JsonNode>& nodes)
        : text_(text), lines_(text), limits_(limits), stream_(stream), nodes_(nodes) {}

    bool Null() { return scalar(JsonType::Null); }
    bool Bool(bool) { return scalar(JsonType::Bool); }
    bool Int(int i) { return integer(true, i < 0); }
    bool Uint(unsigned) { return integer(true, false); }
    bool Int64(std::int64_t i) { return integer(true, i < 0); }
    bool Uint64(std::uint64_t u) { return integer(u <= static_cast<std::uint64_t>(INT64_MAX), false); }
    // rapidjson hands a whole number beyond 64 bits (99999999999999999999) to
    // Double(). It is still a whole number to whoever wrote it: index it as one that
    // fits nothing, so the reader says "out of range", not "has a fraction".
    bool Double(double) {
        const auto start = start_of_value();
        const auto number = text_.substr(start, stream_.Tell() - start);
        if (number.find_first_of(".eE") != std::string_view::npos) return scalar(JsonType::Real);
        JsonNode* node = scalar_node(JsonType::Integer);
        if (node == nullptr) return false;
        node->negative = number.starts_with('-');
        node->beyond_64_bits = true;
        return true;
    }
    bool RawNumber(const char*, rapidjson::SizeType, bool) { return scalar(JsonType::Real); }
    bool String(const char* s, rapidjson::SizeType len, bool) {
        if (len > limits_.max_string)
            return fail(start_of_value(), "a string is longer than " + std::to_string(limits_.max_string) + " bytes");
        const std::string_view value(s, len);
        // cereal reads a string up to its first NUL: "US1IN\u0000x" would load as US1IN.
        if (value.find('\0') != std::string_view::npos)
            return fail(start_of_value(), "a string may not contain \\u0000");
        if (has_surrogate(value))
            return fail(start_of_value(), "a string may not contain an unpaired surrogate escape (\\udc00 to \\udfff)");
        return scalar(JsonType::String);
    }
    bool StartObject() { return open(false); }
    bool StartArray() { return open(true); }
    bool EndObject(rapidjson::SizeType) { return close(); }
    bool EndArray(rapidjson::SizeType) { return close(); }
    bool Key(const char* s, rapidjson::SizeType len, bool) {
        const auto start = start_of_value();
        last_end_ = stream_.Tell();
        std::string key(s, len);
        if (len > limits_.max_key) return fail(start, "a field name is longer than " + std::to_string(limits_.max_key) + " bytes");
        // Paths join names with '.' and '[i]': a name holding them would alias
        // another field ("state.turn" at the top level), and an empty or unprintable
        // name could not be shown. Field names are words.
        if (!plain_name(key))
            return fail(start, "a field name is made of letters, digits, '_' and '-'; found " + quote_input(key));
        auto& top = stack_.back();
        if (!top.keys.insert(key).second) return fail(start, "field " + quote_input(key) + " appears twice in one object");
        top.key = std::move(key);
        key_start_ = start;
        return true;
    }

    const std::string& error() const { return error_; }
    std::size_t error_offset() const { return error_offset_; }

private:
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
    // The node stays valid: std::map never moves its elements.
    JsonNode* add(JsonType type, std::size_t value_start, std::string& path_out) {
        if (++values_ > limits_.max_values) {
            fail(value_start, "more than " + std::to_string(limits_.max_values) + " values");
            return nullptr;
        }
        std::size_t where = value_start;
        if (stack_.empty()) {
            path_out.clear();
        } else {
            auto& top = stack_.back();
            if (top.array) {
                path_out = top.path + "[" + std::to_string(top.count) + "]";
            } else {
                path_out = top.path.empty() ? top.key : top.path + "." + top.key;
                where = key_start_;
            }
            ++top.count;
        }
        const auto [line, col] = lines_.at(where);
        JsonNode& node = nodes_[path_out];
        node = JsonNode{};
        node.type = type;
        node.line = line;
        node.column = col;
        node.ordinal = static_cast<std::uint32_t>(values_ - 1);
        return &node;
    }

    JsonNode* scalar_node(JsonType type) {
        std::string path;
        JsonNode* node = add(type, start_of_value(), path);
        last_end_ = stream_.Tell();
        return node;
    }
    bool scalar(JsonType type) { return scalar_node(type) != nullptr; }
    bool integer(bool fits_int64, bool negative) {
        JsonNode* node = scalar_node(JsonType::Integer);
        if (node == nullptr) return false;
        node->fits_int64 = fits_int64;
        node->negative = negative;
        return true;
    }

    // rapidjson's iterative parser calls StartObject/StartArray and EndObject/EndArray
    // before it takes the bracket: Tell() is the bracket itself.
    bool open(bool array) {
        const auto start = stream_.Tell();
        if (static_cast<int>(stack_.size()) >= limits_.max_depth)
            return fail(start, "nesting deeper than " + std::to_string(limits_.max_depth) + " levels");
        std::string path;
        JsonNode* node = add(array ? JsonType::Array : JsonType::Object, start, path);
        if (node == nullptr) return false;
        last_end_ = start + 1;
        stack_.push_back(Frame{std::move(path), node, array, 0, {}, {}});
        return true;
    }

    bool close() {
        last_end_ = stream_.Tell() + 1;
        stack_.back().node->size = stack_.back().count;
        stack_.pop_back();
        return true;
    }

    std::string_view text_;
    LineTable lines_;
    const JsonLimits& limits_;
    rapidjson::MemoryStream& stream_;
    std::map<std::string, JsonNode>& nodes_;
    std::vector<Frame> stack_;
    std::size_t last_end_ = 0;
    std::size_t key_start_ = 0;
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
    Indexer indexer(text, limits, stream, index.nodes_);
    rapidjson::Reader reader;
    constexpr unsigned kFlags = rapidjson::kParseIterativeFlag | rapidjson::kParseValidateEncodingFlag;
    const auto result = reader.Parse<kFlags>(stream, indexer);
    if (result.IsError()) {
        if (!indexer.error().empty()) return positioned(file, text, indexer.error_offset(), indexer.error());
        return positioned(file, text, result.Offset(), std::string("malformed JSON: ") + rapidjson::GetParseError_En(result.Code()));
    }
    const auto* root = index.find("");
    if (root == nullptr || root->type != JsonType::Object)
        return positioned(file, text, 0, "the top level must be an object { ... }");
    return index;
}

const JsonNode* JsonIndex::find(const std::string& path) const {
    const auto it = nodes_.find(path);
    return it == nodes_.end() ? nullptr : &it->second;
}

Location JsonIndex::locate(const std::string& path) const {
    std::string p = path;
    for (;;) {
        if (const auto* n = find(p)) return Location{file_, n->line, n->column, path};
        const auto cut = p.find_last_of(".[");
        if (cut == std::string::npos) {
            if (p.empty()) return Location{file_, 0, 0, path};
            p.clear();
        } else {
            p.erase(cut);
        }
    }
}

}  // namespace umpire
