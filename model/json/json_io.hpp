#pragma once
// Symmetric JSON reading (over cereal's archive) and writing (model/json/json_writer.hpp). Each model type has
// one `describe(IO&, T&)` listing its fields in order; JsonOut walks it to write and
// JsonIn to read, so the two can never drift apart and a save/load/save round trip
// gives the same bytes. JsonIn checks every value against the pre-pass index
// (model/json/json_index.hpp) before cereal reads it, and records the fields it
// visits, so unknown or misspelt fields are reported instead of silently ignored.
//
// Include this only from serialization .cpp files: it pulls in cereal and rapidjson.
#include <cstddef>
#include <concepts>
#include <exception>
#include <cstdint>
#include <limits>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "model/json/json_archive.hpp"
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
    JsonIn(cereal::JSONInputArchive& ar, const JsonIndex& index)
        : ar_(ar), index_(index), node_(index.find("")), visited_(index.size()) {}

    template <class T>
    void field(const char* name, T& v) {
        Scope s(*this, name);
        require_present();
        ar_.setNextName(name);
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
        ar_.setNextName(name);
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
        ar_.setNextName(name);
        if (node_->type == JsonType::Null) {
            std::nullptr_t null;
            ar_.loadValue(null);
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
        ar_.setNextName(name);
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
    [[nodiscard]] bool present(const char* name) {
        probe_ = path_;  // a buffer kept between calls: a case has hundreds of thousands of fields
        if (!probe_.empty()) probe_ += '.';
        probe_ += name;
        return index_.find(probe_) != nullptr;
    }
    [[nodiscard]] const std::string& path() const noexcept { return path_; }
    // Whether the field or list entry at `node` of the index was read.
    [[nodiscard]] bool visited(const JsonNode& node) const { return visited_[node.ordinal]; }

private:
    // Enters a field or list entry: its path, and its node of the index (null when
    // the file lacks it), looked up once for every check and read of it. Leaves both
    // as they were, except while an exception unwinds: then the path of the field
    // being read when it was thrown stays for the loader to report.
    class Scope {
    public:
        Scope(JsonIn& in, const char* name) : in_(in), saved_(in.path_.size()), node_(in.node_) {
            if (!in.path_.empty()) in.path_ += '.';
            in.path_ += name;
            in.enter();
        }
        Scope(JsonIn& in, std::size_t index) : in_(in), saved_(in.path_.size()), node_(in.node_) {
            in.path_ += '[';
            in.path_ += std::to_string(index);
            in.path_ += ']';
            in.enter();
        }
        ~Scope() {
            if (std::uncaught_exceptions() != unwinding_) return;
            in_.path_.resize(saved_);
            in_.node_ = node_;
        }
        Scope(const Scope&) = delete;
        Scope& operator=(const Scope&) = delete;

    private:
        JsonIn& in_;
        std::size_t saved_;
        const JsonNode* node_;
        int unwinding_ = std::uncaught_exceptions();
    };

    void enter() {
        node_ = index_.find(path_);
        if (node_ != nullptr) visited_[node_->ordinal] = true;
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
        const std::string range = std::to_string(lo) + " to " + std::to_string(hi);
        if (node->type != JsonType::Integer)
            throw FieldError{"expected a whole number from " + range + ", found " + std::string(name(node->type))};
        if (!node->fits_int64) throw FieldError{"must be from " + range + ", found a number far outside it"};
        std::int64_t x = 0;
        ar_.loadValue(x);
        if (x < lo || x > hi) throw FieldError{"must be from " + range + ", found " + std::to_string(x)};
        v = static_cast<T>(x);
    }

    void read(std::string& v) {
        expect(JsonType::String);
        ar_.loadValue(v);
    }
    void read(bool& v) {
        expect(JsonType::Bool);
        ar_.loadValue(v);
    }
    void read(std::uint64_t& v) {
        const auto* node = node_;
        if (node->type != JsonType::Integer || node->negative || node->beyond_64_bits)
            throw FieldError{"expected a whole number from 0 to 18446744073709551615"};
        ar_.loadValue(v);
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
        ar_.startNode();
        describe(*this, v);
        ar_.finishNode();
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
        ar_.startNode();
        v.clear();
        v.resize(node->size);
        for (std::size_t i = 0; i < v.size(); ++i) {
            Scope e(*this, i);
            read(v[i]);
        }
        ar_.finishNode();
    }

    cereal::JSONInputArchive& ar_;
    const JsonIndex& index_;
    std::string path_;
    const JsonNode* node_;  // path_'s, null when the file lacks it
    std::string probe_;     // present()'s
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
    void write(T& v) { w_.string(StringCodec<T>::write(v)); }
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
        for (auto& e : v) write(e);
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
    try {
        std::istringstream is{std::string(text)};
        cereal::JSONInputArchive ar(is);
        JsonIn in(ar, *index);
        try {
            describe(in, value);
        } catch (const FieldError& e) {
            const std::string at = e.sub.empty()       ? in.path()
                                   : in.path().empty() ? e.sub
                                                       : in.path() + "." + e.sub;
            return Errors{{Diagnostic{index->locate(at), e.what}}};
        } catch (const cereal::Exception& e) {
            return Errors{{Diagnostic{index->locate(in.path()), std::string("unreadable value: ") + e.what()}}};
        }
        Errors unknown;
        for (const auto& [path, node] : index->nodes()) {
            if (path.empty() || path.back() == ']' || in.visited(node)) continue;
            const auto cut = path.find_last_of('.');
            if (cut != std::string::npos && !in.visited(*index->find(path.substr(0, cut)))) continue;  // reported at the parent
            unknown.list.push_back({Location{file, node.line, node.column, path}, "unknown field"});
        }
        if (!unknown.list.empty()) return unknown;
        Errors invalid;
        for (auto& d : validate(value)) {
            Location where = index->locate(d.where.field);
            invalid.list.push_back({std::move(where), std::move(d.what)});
        }
        if (!invalid.list.empty()) return invalid;
    } catch (const cereal::Exception& e) {
        return Errors{{Diagnostic{Location{file, 0, 0, {}}, std::string("unreadable JSON: ") + e.what()}}};
    }
    return value;
}

template <class T>
[[nodiscard]] Expected<T> load_json(std::string_view text, const std::string& file, const JsonLimits& limits = {}) {
    return load_json<T>(text, file, [](const T&) { return std::vector<Diagnostic>{}; }, limits);
}

template <class T>
[[nodiscard]] std::string save_json(const T& value, JsonFields fields = JsonFields::All, std::size_t capacity = 4096) {
    JsonWriter w(capacity);
    JsonOut out(w, fields);
    describe(out, const_cast<T&>(value));  // JsonOut only reads
    return std::move(w).finish("\n");
}

}  // namespace umpire
