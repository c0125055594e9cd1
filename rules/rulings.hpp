#pragma once
// The rulings register (as the Diplomacy DATC records disputable issues): every
// place where the reference texts are ambiguous, contradictory or silent gets an id,
// the rules it concerns, the alternatives, the default and the reason. A case file
// may choose alternatives; golden cases and tests cover each one. `umpire rulings`
// prints this table. Each ruling is declared once, in rules/rulings.def; codes and
// alternative names are part of the case-file format: never rename one, add a new one.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>

#include "model/expected.hpp"

namespace umpire {

#define UMPIRE_RULES(...) __VA_ARGS__

// One id per ruling, in register order.
enum class RulingId : std::uint8_t {
#define UMPIRE_ALT(enumerator, name, meaning)
#define UMPIRE_RULING(Name, code, rules, question, alternatives, why) Name,
#include "rules/rulings.def"
#undef UMPIRE_RULING
#undef UMPIRE_ALT
};
inline constexpr int kRulingCount = 0
#define UMPIRE_RULING(Name, ...) +1
#include "rules/rulings.def"
#undef UMPIRE_RULING
    ;

struct RulingAlternative {
    std::string_view name;
    std::string_view meaning;
};

struct RulingInfo {
    RulingId id;
    std::string_view code;  // "TM-STOP-BESIDE"
    std::span<const std::string_view> rules;
    std::string_view question;
    std::span<const RulingAlternative> alternatives;  // [0] is the default
    std::string_view why;                             // why the default
};

[[nodiscard]] std::span<const RulingInfo> rulings_register() noexcept;
[[nodiscard]] const RulingInfo& info(RulingId id) noexcept;

// The alternative chosen for each ruling: index into RulingInfo::alternatives.
// Default-constructed = every default. Typed accessors below keep rule code
// readable: rulings.get<StopBeside>() == StopBeside::HaltAdjacent.
class Rulings {
public:
    Rulings() { choice_.fill(0); }
    [[nodiscard]] int choice(RulingId id) const noexcept { return choice_[static_cast<std::size_t>(id)]; }
    void set(RulingId id, int alternative) noexcept;  // asserts the index is in range
    // By names, for case files and the command line; errors name the valid choices.
    [[nodiscard]] Expected<bool> set(std::string_view code, std::string_view alternative);
    template <class E>
    [[nodiscard]] E get() const noexcept;

    friend bool operator==(const Rulings&, const Rulings&) = default;

private:
    std::array<std::uint8_t, kRulingCount> choice_{};
};

// One enum per ruling, named like its RulingId; enumerator order = alternative
// order in the register: rulings.get<StopBeside>() == StopBeside::HaltAdjacent.
#define UMPIRE_ALT(enumerator, name, meaning) enumerator,
#define UMPIRE_RULING(Name, code, rules, question, alternatives, why) \
    enum class Name : std::uint8_t { alternatives };
#include "rules/rulings.def"
#undef UMPIRE_RULING
#undef UMPIRE_ALT

template <class E> struct RulingOf;
#define UMPIRE_RULING(Name, ...) \
    template <> struct RulingOf<Name> { static constexpr RulingId id = RulingId::Name; };
#include "rules/rulings.def"
#undef UMPIRE_RULING

// The codes, by RulingId: what case files, events and `umpire rulings` name a ruling by.
inline constexpr std::array<std::string_view, kRulingCount> kRulingCodes = {
#define UMPIRE_RULING(Name, code, ...) code,
#include "rules/rulings.def"
#undef UMPIRE_RULING
};

[[nodiscard]] constexpr std::string_view code(RulingId id) noexcept {
    return kRulingCodes[static_cast<std::size_t>(id)];
}
template <RulingId Id> inline constexpr std::string_view ruling_code = kRulingCodes[static_cast<std::size_t>(Id)];

namespace detail {
// Not constexpr on purpose: reaching it while evaluating ruling_id() at compile time
// makes a mistyped code a compile error.
inline void no_ruling_has_this_code() {}
}  // namespace detail

// The id of a code, at compile time: ruling_id("TM-STOP-BESIDE") == RulingId::StopBeside,
// and ruling_id("TM-STOP-BESIDES") does not compile.
consteval RulingId ruling_id(std::string_view code) {
    for (std::size_t i = 0; i < kRulingCodes.size(); ++i)
        if (kRulingCodes[i] == code) return static_cast<RulingId>(i);
    detail::no_ruling_has_this_code();
    return RulingId{};
}

// A code is upper-case words of letters and digits joined by single hyphens.
[[nodiscard]] constexpr bool well_formed_code(std::string_view code) noexcept {
    if (code.empty() || code.front() == '-' || code.back() == '-') return false;
    for (std::size_t i = 0; i < code.size(); ++i) {
        const char c = code[i];
        const bool ok = (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || (c == '-' && code[i - 1] != '-');
        if (!ok) return false;
    }
    return true;
}
[[nodiscard]] constexpr bool codes_unique_and_well_formed() noexcept {
    for (std::size_t i = 0; i < kRulingCodes.size(); ++i) {
        if (!well_formed_code(kRulingCodes[i])) return false;
        for (std::size_t j = 0; j < i; ++j)
            if (kRulingCodes[i] == kRulingCodes[j]) return false;
    }
    return true;
}
static_assert(codes_unique_and_well_formed(), "a ruling code in rules/rulings.def is repeated or malformed");

// The rulings that decided one event, in the order they were applied. Serialises as
// the codes joined by ", " ("SIDES-CROSSING-CORNER, SIDES-WATER"), the form event
// snapshots have always used.
class RulingList {
public:
    static constexpr std::size_t kCapacity = 6;
    RulingList() = default;
    RulingList(std::initializer_list<RulingId> ids) noexcept {
        for (auto id : ids) add(id);
    }
    void add(RulingId id) noexcept;  // asserts there is room; a repeat is ignored
    [[nodiscard]] bool empty() const noexcept { return size_ == 0; }
    [[nodiscard]] std::size_t size() const noexcept { return size_; }
    [[nodiscard]] bool contains(RulingId id) const noexcept;
    [[nodiscard]] const RulingId* begin() const noexcept { return ids_.data(); }
    [[nodiscard]] const RulingId* end() const noexcept { return ids_.data() + size_; }
    [[nodiscard]] std::string joined() const;
    // The inverse of joined(), for reading events back; unknown codes are errors.
    [[nodiscard]] static Expected<RulingList> parse(std::string_view joined);

    friend bool operator==(const RulingList& a, const RulingList& b) noexcept {
        return std::equal(a.begin(), a.end(), b.begin(), b.end());
    }

private:
    std::array<RulingId, kCapacity> ids_{};
    std::uint8_t size_ = 0;
};

template <class E>
E Rulings::get() const noexcept {
    return static_cast<E>(choice(RulingOf<E>::id));
}

}  // namespace umpire
