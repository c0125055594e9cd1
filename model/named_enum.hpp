#pragma once
// An enum declared once together with the name each value has in files, on the
// command line and in reports, as LLVM's .def lists do. A list macro names every
// value and its text:
//
//     #define UMPIRE_RELATIONS(X) X(SameSide, "same-side") X(Hostile, "hostile")
//     UMPIRE_NAMED_ENUM(Relation, std::uint8_t, UMPIRE_RELATIONS)
//
// declares `enum class Relation` and, found by argument-dependent lookup,
// `enum_names(Relation)`; the templates below give the count, the name of a value,
// the value of a name and all values in order. A list entry may carry more fields
// after the name (a glyph, a rule number) for the enum's own tables, built from the
// same list. So a value added or moved carries its name with it: no count or name
// table kept beside the enum can drift from it.
#include <array>
#include <cassert>
#include <concepts>
#include <cstddef>
#include <optional>
#include <span>
#include <type_traits>
#include <string_view>

#define UMPIRE_ENUM_VALUE_(id, text, ...) id,
#define UMPIRE_ENUM_TEXT_(id, text, ...) std::string_view{text},
#define UMPIRE_ENUM_ONE_(id, text, ...) +1

// At namespace scope only (the name table is a namespace-scope variable).
#define UMPIRE_NAMED_ENUM(Type, Underlying, LIST)                                                          \
    enum class Type : Underlying { LIST(UMPIRE_ENUM_VALUE_) };                                              \
    inline constexpr std::array<std::string_view, 0 LIST(UMPIRE_ENUM_ONE_)> k##Type##Names_{               \
        LIST(UMPIRE_ENUM_TEXT_)};                                                                           \
    [[nodiscard]] constexpr std::span<const std::string_view> enum_names(Type) noexcept { return k##Type##Names_; }

namespace umpire {

template <class E>
concept NamedEnum = std::is_enum_v<E> && requires(E e) {
    { enum_names(e) } -> std::same_as<std::span<const std::string_view>>;
};

template <NamedEnum E>
inline constexpr int enum_count = static_cast<int>(enum_names(E{}).size());

template <NamedEnum E>
[[nodiscard]] constexpr std::string_view enum_name(E e) noexcept {
    const auto i = static_cast<std::size_t>(e);
    assert(i < enum_names(E{}).size());
    return enum_names(E{})[i];
}

// nullopt when no value has that name (names are compared exactly).
template <NamedEnum E>
[[nodiscard]] constexpr std::optional<E> enum_from_name(std::string_view s) noexcept {
    const auto names = enum_names(E{});
    for (std::size_t i = 0; i < names.size(); ++i)
        if (names[i] == s) return static_cast<E>(i);
    return std::nullopt;
}

template <NamedEnum E>
[[nodiscard]] constexpr std::array<E, static_cast<std::size_t>(enum_count<E>)> enum_values() noexcept {
    std::array<E, static_cast<std::size_t>(enum_count<E>)> all{};
    for (std::size_t i = 0; i < all.size(); ++i) all[i] = static_cast<E>(i);
    return all;
}

}  // namespace umpire
