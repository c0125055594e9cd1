#pragma once
// A validating pre-pass over JSON text, run before cereal sees it. It gives what
// cereal's archive cannot: the line and column of every field, the JSON type of
// each value, duplicate keys, and hard limits on size, depth and counts, so that a
// hostile file yields a positioned error instead of a crash or a huge allocation.
#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>

#include "model/expected.hpp"

namespace umpire {

enum class JsonType : std::uint8_t { Null, Bool, Integer, Real, String, Array, Object };
[[nodiscard]] std::string_view name(JsonType t) noexcept;

struct JsonLimits {
    // Large enough that any case within the list bounds (10,000 units, the whole
    // strategic map) still loads after save_json() has indented it: the 15,400
    // squares' tactical maps alone take 8.7 MB, and such a case with 10,000 units and
    // their orders about 14 MB (umpire_growth_bench loads one before it times anything).
    std::size_t max_bytes = 32u << 20;
    int max_depth = 32;
    std::size_t max_values = 1000000;
    std::size_t max_string = 4096;
    std::size_t max_key = 64;
};

struct JsonNode {
    JsonType type = JsonType::Null;
    int line = 0;
    int column = 0;
    std::size_t size = 0;  // elements of an array, members of an object
    bool fits_int64 = false;      // an Integer within int64_t
    bool negative = false;        // an Integer below zero
    bool beyond_64_bits = false;  // an Integer no 64-bit type holds (rapidjson read it as a double)
    std::uint32_t ordinal = 0;    // its place in the document, 0 for the root: a reader marks what it read by it
};

// Paths: "" is the root, "state.units[2].type" a member of an element of a member.
class JsonIndex {
public:
    [[nodiscard]] static Expected<JsonIndex> build(std::string_view text, const std::string& file,
                                                   const JsonLimits& limits = {});
    [[nodiscard]] const JsonNode* find(const std::string& path) const;
    [[nodiscard]] const std::map<std::string, JsonNode>& nodes() const noexcept { return nodes_; }
    [[nodiscard]] std::size_t size() const noexcept { return nodes_.size(); }
    [[nodiscard]] Location locate(const std::string& path) const;  // nearest known ancestor
    [[nodiscard]] const std::string& file() const noexcept { return file_; }

private:
    std::map<std::string, JsonNode> nodes_;
    std::string file_;
};

}  // namespace umpire
