#pragma once
// A validating parse of JSON text into a tree that the loader reads from. It gives
// what a plain JSON parser does not: the line and column of every field, the JSON
// type of each value, duplicate keys, and hard limits on size, depth and counts, so
// that a hostile file yields a positioned error instead of a crash or a huge
// allocation. The values themselves (integers, booleans, strings) are kept too, so
// JsonIn (model/json/json_io.hpp) reads everything from here in one pass over the text.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

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

// One value of the document. Nodes are numbered in document order (the root is 0)
// and linked: a container to its first child, each child to the next. Names and
// string values live in the index's text store (JsonIndex::key, ::text).
struct JsonNode {
    static constexpr std::uint32_t kNone = 0xFFFFFFFFu;

    JsonType type = JsonType::Null;
    bool fits_int64 = false;      // an Integer within int64_t
    bool negative = false;        // an Integer below zero
    bool beyond_64_bits = false;  // an Integer no 64-bit type holds (rapidjson read it as a double)
    bool boolean = false;         // a Bool's value
    int line = 0;
    int column = 0;
    std::size_t size = 0;         // elements of an array, members of an object
    std::uint32_t ordinal = 0;    // its number: a reader marks what it read by it
    std::uint32_t parent = kNone;
    std::uint32_t first = kNone;  // a container's first element or member
    std::uint32_t next = kNone;   // the next element or member of its parent
    std::uint32_t rank = 0;       // its place among its parent's elements or members
    std::uint32_t key_at = 0, key_size = 0;    // a member's name
    std::uint32_t text_at = 0, text_size = 0;  // a String's value
    std::uint64_t bits = 0;       // an Integer's value that fits 64 bits (two's complement when negative)
};

// The nodes of one document, by ordinal, in blocks of a fixed size. A growing array
// of them reached 38 MB for a case of 10,000 units (276,000 nodes at 72 bytes, in a
// doubled capacity): past glibc's largest threshold for serving from its heap, so
// every load mapped fresh pages from the system and unmapped them again, a quarter
// of the load's time at that size and none at 4,000 units (issue 20). Blocks are
// never moved or copied as the store grows.
class JsonNodes {
public:
    static constexpr std::uint32_t kBlockBits = 10;  // 1,024 nodes, 72 KiB: below glibc's first mmap threshold
    static constexpr std::uint32_t kBlock = 1u << kBlockBits;

    class const_iterator {
    public:
        using value_type = JsonNode;
        using difference_type = std::ptrdiff_t;
        const_iterator() = default;
        const_iterator(const JsonNodes* nodes, std::uint32_t at) : nodes_(nodes), at_(at) {}
        const JsonNode& operator*() const { return (*nodes_)[at_]; }
        const JsonNode* operator->() const { return &(*nodes_)[at_]; }
        const_iterator& operator++() {
            ++at_;
            return *this;
        }
        const_iterator operator++(int) {
            const_iterator was = *this;
            ++at_;
            return was;
        }
        friend bool operator==(const const_iterator& a, const const_iterator& b) { return a.at_ == b.at_; }

    private:
        const JsonNodes* nodes_ = nullptr;
        std::uint32_t at_ = 0;
    };

    [[nodiscard]] std::size_t size() const noexcept { return size_; }
    [[nodiscard]] bool empty() const noexcept { return size_ == 0; }
    [[nodiscard]] const JsonNode& operator[](std::uint32_t i) const noexcept { return blocks_[i >> kBlockBits][i & (kBlock - 1)]; }
    [[nodiscard]] JsonNode& operator[](std::uint32_t i) noexcept { return blocks_[i >> kBlockBits][i & (kBlock - 1)]; }
    [[nodiscard]] const JsonNode& front() const noexcept { return (*this)[0]; }
    JsonNode& push_back(const JsonNode& n) {
        if ((size_ & (kBlock - 1)) == 0) {
            blocks_.emplace_back();
            blocks_.back().reserve(kBlock);
        }
        ++size_;
        return blocks_.back().emplace_back(n);
    }
    [[nodiscard]] const_iterator begin() const noexcept { return {this, 0}; }
    [[nodiscard]] const_iterator end() const noexcept { return {this, static_cast<std::uint32_t>(size_)}; }

private:
    std::vector<std::vector<JsonNode>> blocks_;
    std::size_t size_ = 0;
};

// Paths: "" is the root, "state.units[2].type" a member of an element of a member.
class JsonIndex {
public:
    [[nodiscard]] static Expected<JsonIndex> build(std::string_view text, const std::string& file,
                                                   const JsonLimits& limits = {});

    [[nodiscard]] const JsonNode& root() const noexcept { return nodes_.front(); }
    [[nodiscard]] const JsonNode* node(std::uint32_t ordinal) const noexcept {
        return ordinal == JsonNode::kNone ? nullptr : &nodes_[ordinal];
    }
    // The member of `object` named `name`, or null. The search starts at `from` (a
    // member of `object`, or kNone for its first) and wraps around: a reader that
    // asks for the members in the order they were written finds each at once.
    [[nodiscard]] const JsonNode* member(const JsonNode& object, std::string_view name,
                                         std::uint32_t from = JsonNode::kNone) const noexcept;
    [[nodiscard]] std::string_view key(const JsonNode& n) const noexcept { return {strings_.data() + n.key_at, n.key_size}; }
    [[nodiscard]] std::string_view text(const JsonNode& n) const noexcept { return {strings_.data() + n.text_at, n.text_size}; }

    [[nodiscard]] const JsonNode* find(std::string_view path) const;  // null when absent
    [[nodiscard]] std::string path(const JsonNode& n) const;
    [[nodiscard]] Location locate(std::string_view path) const;  // nearest known ancestor
    [[nodiscard]] const JsonNodes& nodes() const noexcept { return nodes_; }
    [[nodiscard]] std::size_t size() const noexcept { return nodes_.size(); }
    [[nodiscard]] const std::string& file() const noexcept { return file_; }

private:
    // The deepest node on `path` that the document has.
    [[nodiscard]] const JsonNode& walk(std::string_view path, bool& whole) const;

    JsonNodes nodes_;
    std::string strings_;  // names and string values, decoded
    std::string file_;
};

}  // namespace umpire
