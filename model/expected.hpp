#pragma once
// Recoverable errors as values (LLVM's Expected<T> is the model): anything a player
// or game master can type produces a Diagnostic that says where and why, never an
// assert or an escaped exception. Asserts are kept for programmer errors.
#include <cassert>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace umpire {

// Where a problem sits in user input. Every part is optional: a command-line
// argument has a field but no line, a JSON syntax error has a line but no field.
struct Location {
    std::string file;   // empty when the input did not come from a file
    int line = 0;       // 1-based; 0 = unknown
    int column = 0;     // 1-based; 0 = unknown
    std::string field;  // "state.units[2].type"; empty = the whole input
};

struct Diagnostic {
    Location where;
    std::string what;
};

// "file:line:col: field: what", leaving out the parts that are unknown.
[[nodiscard]] std::string format(const Diagnostic& d);
[[nodiscard]] std::string format(const std::vector<Diagnostic>& ds);

struct Errors {
    std::vector<Diagnostic> list;  // never empty inside a failed Expected
};

// A diagnostic about one field, with no file position. Built out of line: gcc 12 at
// -O3 warns -Wmaybe-uninitialized on the same aggregate written in place.
[[nodiscard]] Diagnostic field_error(std::string field, std::string what);

[[nodiscard]] inline Errors error(std::string what, std::string field = {}) {
    return Errors{{field_error(std::move(field), std::move(what))}};
}

template <class T>
class [[nodiscard]] Expected {
public:
    Expected(T value) : v_(std::move(value)) {}  // NOLINT: implicit by design, as LLVM's
    Expected(Errors e) : v_(std::move(e)) { assert(!std::get<Errors>(v_).list.empty()); }

    [[nodiscard]] bool ok() const noexcept { return v_.index() == 0; }
    explicit operator bool() const noexcept { return ok(); }

    T& value() & { assert(ok()); return std::get<0>(v_); }
    const T& value() const& { assert(ok()); return std::get<0>(v_); }
    T&& value() && { assert(ok()); return std::get<0>(std::move(v_)); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }

    const std::vector<Diagnostic>& errors() const { assert(!ok()); return std::get<1>(v_).list; }
    Errors take_errors() && { assert(!ok()); return std::get<1>(std::move(v_)); }

private:
    std::variant<T, Errors> v_;
};

}  // namespace umpire
