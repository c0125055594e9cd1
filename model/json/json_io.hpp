#pragma once
// Symmetric JSON reading and writing (model/json/json_writer.hpp). Each model type has
// one `describe(IO&, T&)` listing its fields in order; JsonOut walks it to write and
// JsonIn to read, so the two can never drift apart and a save/load/save round trip
// gives the same bytes. JsonIn reads from the validating parse's tree
// (model/json/json_index.hpp), checking each value's type and range as it reads, and
// records the fields it visits, so unknown or misspelt fields are reported instead of
// silently ignored. The format is cereal's JSON archive's (json_writer_test.cpp and
// json_reader_test.cpp hold the two to it).
//
// Include this only from serialization .cpp files: it is a large template header.
#include <algorithm>
#include <cstddef>
#include <concepts>
#include <exception>
#include <cstdint>
#include <limits>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "model/json/json_index.hpp"
#include "model/json/json_writer.hpp"
#include "model/text.hpp"

namespace umpire {

// Thrown by codecs and checks inside a load; the loader turns it into a Diagnostic
// at the current field. Never escapes load_json().
struct FieldError {
    explicit FieldError(std::string w, std::string s = {}) : what(std::move(w)), sub(std::move(s)) {}
    std::string what;
    std::string sub;  // a path below the current field, "map[3]", when the codec knows it
};

// A type written as a JSON string provides a StringCodec specialisation with
//   static std::string write(const T&);  static Expected<T> read(std::string_view);
// and, to be written without a string made for each value (a snapshot holds hundreds
// of thousands of squares, unit ids and names), either
//   static std::string_view view(const T&);  (a text that lives on, such as an enum's name)
// or, for a text with nothing to escape, printed straight into the writer's buffer,
//   static constexpr std::size_t kPrintedMost;  static char* print(char* at, const T&);
template <class T>
struct StringCodec;

template <class T>
concept StringCoded = requires(const T& v, std::string_view s) {
    { StringCodec<T>::write(v) } -> std::convertible_to<std::string>;
    StringCodec<T>::read(s);
};

class JsonIn;
class JsonOut;

// The bound of a list that describe() reads with field() instead of list(): small
// fixed-shape data such as map rows. A list that can grow names its own bound.
inline constexpr std::size_t kMaxUnboundedListEntries = 64;

template <class T>
concept Described = requires(JsonIn& in, T& v) { describe(in, v); };

class JsonIn {
public:
    static constexpr bool loading = true;
    explicit JsonIn(const JsonIndex& index)
        : index_(index), node_(&index.root()), next_(index.root().first), visited_(index.size()) {}

    template <class T>
    void field(const char* name, T& v) {
        Scope s(*this, name);
        require_present();
        read(v);
    }
    template <class T>
    void optional(const char* name, std::optional<T>& v) {
        if (!present(name)) { v.reset(); return; }
        T tmp{};
        field(name, tmp);
        v = std::move(tmp);
    }
    // Absent means `dflt`; the writer leaves the field out when it equals `dflt`.
    template <class T>
    void defaulted(const char* name, T& v, const T& dflt) {
        if (!present(name)) { v = dflt; return; }
        field(name, v);
    }
    template <std::integral T>
    void number(const char* name, T& v, std::int64_t lo, std::int64_t hi) {
        Scope s(*this, name);
        require_present();
        read_integer(v, lo, hi);
    }
    template <std::integral T>
    void number_defaulted(const char* name, T& v, std::int64_t lo, std::int64_t hi, T dflt) {
        if (!present(name)) { v = dflt; return; }
        number(name, v, lo, hi);
    }
    template <std::integral T>
    void number_optional(const char* name, std::optional<T>& v, std::int64_t lo, std::int64_t hi) {
        if (!present(name)) { v.reset(); return; }
        T x{};
        number(name, x, lo, hi);
        v = x;
    }
    // A string that is always present, null when absent: for readers of --json
    // output who look a field up by name whatever its value.
    void nullable(const char* name, std::optional<std::string>& v) {
        Scope s(*this, name);
        require_present();
        if (node_->type == JsonType::Null) {
            v.reset();
            return;
        }
        std::string text;
        read(text);
        v = std::move(text);
    }
    // A field added after records were written: read like defaulted(); see JsonOut.
    template <class T>
    void sparse(const char* name, T& v, const T& dflt) {
        defaulted(name, v, dflt);
    }
    template <std::integral T>
    void number_sparse(const char* name, T& v, std::int64_t lo, std::int64_t hi, T dflt) {
        number_defaulted(name, v, lo, hi, dflt);
    }
    template <class T>
    void list(const char* name, std::vector<T>& v, std::size_t max) {
        Scope s(*this, name);
        require_present();
        read_list(v, max);
    }
    template <class T>
    void list_defaulted(const char* name, std::vector<T>& v, std::size_t max) {
        if (!present(name)) { v.clear(); return; }
        list(name, v, max);
    }
    // A list added after records were written: read like list_defaulted(); see JsonOut.
    template <class T>
    void list_sparse(const char* name, std::vector<T>& v, std::size_t max) {
        list_defaulted(name, v, max);
    }

    // Whether the current object has the field `name`.
    [[nodiscard]] bool present(const char* name) const { return index_.member(*node_, name, next_) != nullptr; }
    // The field or list entry being read ("state.units[2].type"); after a throw, the
    // one being read when it was thrown.
    [[nodiscard]] std::string path() const {
        if (node_ != nullptr) return index_.path(*node_);
        std::string out = index_.path(*missing_in_);
        if (!out.empty()) out += '.';
        return out + missing_;
    }
    // Whether the field or list entry at `node` of the index was read.
    [[nodiscard]] bool visited(const JsonNode& node) const { return visited_[node.ordinal]; }

private:
    // Enters a field or list entry: its node of the index, found once for every check
    // and read of it. Leaves as it was, except while an exception unwinds: then the
    // field being read when it was thrown stays for the loader to report.
    class Scope {
    public:
        Scope(JsonIn& in, const char* name) : in_(in), node_(in.node_), next_(in.next_) {
            const JsonNode* found = in.index_.member(*in.node_, name, in.next_);
            if (found != nullptr) next_ = found->next;  // the parent's next member is likely the one after
            else {
                in.missing_in_ = in.node_;
                in.missing_ = name;
            }
            in.enter(found);
        }
        Scope(JsonIn& in, const JsonNode& element) : in_(in), node_(in.node_), next_(in.next_) { in.enter(&element); }
        ~Scope() {
            if (std::uncaught_exceptions() != unwinding_) return;
            in_.node_ = node_;
            in_.next_ = next_;
        }
        Scope(const Scope&) = delete;
        Scope& operator=(const Scope&) = delete;

    private:
        JsonIn& in_;
        const JsonNode* node_;
        std::uint32_t next_;
        int unwinding_ = std::uncaught_exceptions();
    };

    void enter(const JsonNode* node) {
        node_ = node;
        if (node != nullptr) {
            visited_[node->ordinal] = true;
            next_ = node->first;
        }
    }
    void require_present() const {
        if (node_ == nullptr) throw FieldError{"required field is missing"};
    }
    const JsonNode* expect(JsonType type) const {
        const auto* node = node_;
        if (node->type != type)
            throw FieldError{"expected " + std::string(name(type)) + ", found " + std::string(name(node->type))};
        return node;
    }

    template <std::integral T>
    void read_integer(T& v, std::int64_t lo, std::int64_t hi) {
        const auto* node = node_;
        const auto range = [&] { return std::to_string(lo) + " to " + std::to_string(hi); };
        if (node->type != JsonType::Integer)
            throw FieldError{"expected a whole number from " + range() + ", found " + std::string(name(node->type))};
        if (!node->fits_int64) throw FieldError{"must be from " + range() + ", found a number far outside it"};
        const auto x = static_cast<std::int64_t>(node->bits);
        if (x < lo || x > hi) throw FieldError{"must be from " + range() + ", found " + std::to_string(x)};
        v = static_cast<T>(x);
    }

    void read(std::string& v) {
        expect(JsonType::String);
        v.assign(index_.text(*node_));
    }
    void read(bool& v) {
        expect(JsonType::Bool);
        v = node_->boolean;
    }
    void read(std::uint64_t& v) {
        const auto* node = node_;
        if (node->type != JsonType::Integer || node->negative || node->beyond_64_bits)
            throw FieldError{"expected a whole number from 0 to 18446744073709551615"};
        v = node->bits;
    }
    template <StringCoded T>
    void read(T& v) {
        std::string text;
        read(text);
        auto parsed = StringCodec<T>::read(text);
        if (!parsed) throw FieldError{parsed.errors().front().what};
        v = std::move(parsed).value();
    }
    template <Described T>
    void read(T& v) {
        expect(JsonType::Object);
        describe(*this, v);
    }
    // A list read through field() rather than list() names no bound in describe():
    // it gets kMaxUnboundedListEntries.
    template <class T>
    void read(std::vector<T>& v) {
        read_list(v, kMaxUnboundedListEntries);
    }
    // The size is checked against the index before anything is allocated.
    template <class T>
    void read_list(std::vector<T>& v, std::size_t max) {
        const auto* node = expect(JsonType::Array);
        if (node->size > max)
            throw FieldError{"at most " + std::to_string(max) + " entries allowed, found " + std::to_string(node->size)};
        v.clear();
        v.resize(node->size);
        const JsonNode* element = index_.node(node->first);
        for (std::size_t i = 0; i < v.size(); ++i, element = index_.node(element->next)) {
            Scope e(*this, *element);
            read(v[i]);
        }
    }

    const JsonIndex& index_;
    const JsonNode* node_;  // the field or entry being read, null when the file lacks it
    std::uint32_t next_;    // where to start looking for node_'s next member
    // The object that lacks the field asked for last, and that field's name: the path
    // to report when node_ is null.
    const JsonNode* missing_in_ = nullptr;
    std::string missing_;
    std::vector<bool> visited_;  // by JsonNode::ordinal
};

// What a save writes of a field that holds its default value. A case file is written
// by hand and read by people: it leaves such fields out (Compact). What umpire reports
// (snapshots, --json) names every field with its value, defaults too (All), so that a
// reader finds each field README lists whatever its value (issue 18).
enum class JsonFields : std::uint8_t { Compact, All };

class JsonOut {
public:
    static constexpr bool loading = false;
    explicit JsonOut(JsonWriter& w, JsonFields fields = JsonFields::Compact) : w_(w), all_(fields == JsonFields::All) {}

    template <class T>
    void field(const char* name, T& v) {
        w_.name(name);
        write(v);
    }
    template <class T>
    void optional(const char* name, std::optional<T>& v) {
        if (v) field(name, *v);
    }
    template <class T>
    void defaulted(const char* name, T& v, const T& dflt) {
        if (all_ || !(v == dflt)) field(name, v);
    }
    template <std::integral T>
    void number(const char* name, T& v, std::int64_t, std::int64_t) {
        w_.name(name);
        w_.int64(static_cast<std::int64_t>(v));
    }
    template <std::integral T>
    void number_defaulted(const char* name, T& v, std::int64_t lo, std::int64_t hi, T dflt) {
        if (all_ || v != dflt) number(name, v, lo, hi);
    }
    template <std::integral T>
    void number_optional(const char* name, std::optional<T>& v, std::int64_t lo, std::int64_t hi) {
        if (v) number(name, *v, lo, hi);
    }
    void nullable(const char* name, std::optional<std::string>& v) {
        w_.name(name);
        if (v) w_.string(*v);
        else w_.null();
    }
    // A field added after snapshots and records were written is left out at its
    // default in every mode, All too: a report of a state that does not use it keeps
    // the bytes recorded before it existed (golden snapshots, `replay --record`).
    template <class T>
    void sparse(const char* name, T& v, const T& dflt) {
        if (!(v == dflt)) field(name, v);
    }
    template <std::integral T>
    void number_sparse(const char* name, T& v, std::int64_t lo, std::int64_t hi, T dflt) {
        if (v != dflt) number(name, v, lo, hi);
    }
    template <class T>
    void list(const char* name, std::vector<T>& v, std::size_t) {
        w_.name(name);
        write(v);
    }
    template <class T>
    void list_defaulted(const char* name, std::vector<T>& v, std::size_t max) {
        if (all_ || !v.empty()) list(name, v, max);
    }
    // A list added after snapshots and records were written: left out when empty in
    // every mode, as sparse() does for a single value.
    template <class T>
    void list_sparse(const char* name, std::vector<T>& v, std::size_t max) {
        if (!v.empty()) list(name, v, max);
    }

private:
    void write(std::string& v) { w_.string(v); }
    void write(bool& v) { w_.boolean(v); }
    void write(std::uint64_t& v) { w_.uint64(v); }
    template <StringCoded T>
    void write(T& v) {
        using Codec = StringCodec<T>;
        if constexpr (requires(char* at) { Codec::print(at, v); })
            w_.printed(Codec::kPrintedMost, [&v](char* at) { return Codec::print(at, v); });
        else if constexpr (requires { Codec::view(v); })
            w_.string(Codec::view(v));
        else
            w_.string(Codec::write(v));
    }
    template <class T>
        requires requires(JsonOut& o, T& x) { describe(o, x); }
    void write(T& v) {
        w_.begin_object();
        describe(*this, v);
        w_.end();
    }
    template <class T>
    void write(std::vector<T>& v) {
        w_.begin_array();
        if (v.size() < JsonWriter::kSplitElements) {
            for (auto& e : v) write(e);
        } else {
            const JsonFields fields = all_ ? JsonFields::All : JsonFields::Compact;
            w_.elements(v.size(), [&v, fields](JsonWriter& w, std::size_t k) { JsonOut(w, fields).write(v[k]); });
        }
        w_.end();
    }

    JsonWriter& w_;
    bool all_ = false;
};

// The loader boundary: positioned diagnostics out, no exception escapes.
// `validate` runs on the loaded value; the fields its diagnostics name (paths from
// the top level, "state.units[2].state") are located in the file.
template <class T, class Validate>
[[nodiscard]] Expected<T> load_json(std::string_view text, const std::string& file, Validate validate,
                                    const JsonLimits& limits = {}) {
    auto index = JsonIndex::build(text, file, limits);
    if (!index) return std::move(index).take_errors();
    T value{};
    JsonIn in(*index);
    try {
        describe(in, value);
    } catch (const FieldError& e) {
        const std::string path = in.path();
        const std::string at = e.sub.empty() ? path : path.empty() ? e.sub : path + "." + e.sub;
        return Errors{{Diagnostic{index->locate(at), e.what}}};
    }
    // A member nobody read is unknown, unless its object was not read either (then
    // that object is the one reported). Listed in the order of their paths.
    std::vector<std::pair<std::string, const JsonNode*>> unknown;
    for (const JsonNode& node : index->nodes()) {
        if (node.parent == JsonNode::kNone || in.visited(node)) continue;
        const JsonNode& parent = *index->node(node.parent);
        if (parent.type != JsonType::Object || (parent.parent != JsonNode::kNone && !in.visited(parent))) continue;
        unknown.emplace_back(index->path(node), &node);
    }
    if (!unknown.empty()) {
        std::sort(unknown.begin(), unknown.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        Errors errors;
        for (auto& [path, node] : unknown)
            errors.list.push_back({Location{file, node->line, node->column, std::move(path)}, "unknown field"});
        return errors;
    }
    Errors invalid;
    for (auto& d : validate(value)) {
        Location where = index->locate(d.where.field);
        invalid.list.push_back({std::move(where), std::move(d.what)});
    }
    if (!invalid.list.empty()) return invalid;
    return value;
}

template <class T>
[[nodiscard]] Expected<T> load_json(std::string_view text, const std::string& file, const JsonLimits& limits = {}) {
    return load_json<T>(text, file, [](const T&) { return std::vector<Diagnostic>{}; }, limits);
}

// Writes `value`'s fields into `w`, which save_json() and write_json() then finish
// their own way.
template <class T>
void describe_into(JsonWriter& w, const T& value, JsonFields fields) {
    JsonOut out(w, fields);
    describe(out, const_cast<T&>(value));  // JsonOut only reads
}

template <class T>
[[nodiscard]] std::string save_json(const T& value, JsonFields fields = JsonFields::All, std::size_t capacity = 4096) {
    JsonWriter w(capacity);
    describe_into(w, value, fields);
    return std::move(w).finish("\n");
}

// save_json()'s text, written to `os` a buffer at a time as it is made: what the
// CLI prints, without holding a snapshot of many megabytes whole. A write error
// shows in `os`'s state.
template <class T>
void write_json(std::ostream& os, const T& value, JsonFields fields = JsonFields::All) {
    JsonWriter w(os);
    describe_into(w, value, fields);
    std::move(w).finish_to_sink("\n");
}

}  // namespace umpire
