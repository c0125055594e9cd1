#pragma once
// The combat parameters (issue 15): every quantity chapter 9 and rules 3.6, 3.7, 9.13 and
// 12.x leave open, as named integers in one versioned set, declared in rules/params.def.
// A ParamSet holds the defaults with a case file's overrides applied; combat reads it as
// params.get<Param::FireCasualtyRate>(). `umpire params` prints the register. The set's
// digest will be part of the rules signature once combat is adjudicated.
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "model/expected.hpp"
#include "model/sha256.hpp"

namespace umpire {

// Names the defaults of rules/params.def: change it whenever a default, range or meaning
// changes (rules/tests/params_test.cpp pins the digest of the defaults with it).
inline constexpr std::string_view kParamsVersion = "gitm-params-6";

// Every value is an integer: per-mille, men, points, squares (see each unit).
using ParamValue = std::int64_t;

#define UMPIRE_RULES(...) __VA_ARGS__

enum class Param : std::uint8_t {
#define UMPIRE_PARAM(Name, ...) Name,
#include "rules/params.def"
#undef UMPIRE_PARAM
};
inline constexpr int kParamCount = 0
#define UMPIRE_PARAM(Name, ...) +1
#include "rules/params.def"
#undef UMPIRE_PARAM
    ;

struct ParamInfo {
    Param id;
    std::string_view name;  // "fire-casualty-rate", as case files write it
    std::string_view unit;  // what the integer counts
    ParamValue default_value, min, max;
    std::span<const std::string_view> rules;
    std::string_view meaning;
    std::string_view source;  // starts "Own choice:" or "Historical:"
};

// The file names, by Param.
inline constexpr std::array<std::string_view, kParamCount> kParamNames = {
#define UMPIRE_PARAM(Name, name, ...) name,
#include "rules/params.def"
#undef UMPIRE_PARAM
};
inline constexpr std::array<ParamValue, kParamCount> kParamDefaults = {
#define UMPIRE_PARAM(Name, name, unit, dflt, ...) dflt,
#include "rules/params.def"
#undef UMPIRE_PARAM
};

[[nodiscard]] std::span<const ParamInfo> params_register() noexcept;
[[nodiscard]] const ParamInfo& param_info(Param p) noexcept;
[[nodiscard]] constexpr std::string_view param_name(Param p) noexcept { return kParamNames[static_cast<std::size_t>(p)]; }
[[nodiscard]] std::optional<Param> find_param(std::string_view name) noexcept;

namespace detail {
// Not constexpr on purpose: reaching it while evaluating param_id() at compile time
// makes a mistyped name a compile error.
inline void no_param_has_this_name() {}
}  // namespace detail

// The Param of a file name at compile time: param_id("fire-casualty-rate").
consteval Param param_id(std::string_view name) {
    for (std::size_t i = 0; i < kParamNames.size(); ++i)
        if (kParamNames[i] == name) return static_cast<Param>(i);
    detail::no_param_has_this_name();
    return Param{};
}

// A file name is lower-case words of letters and digits joined by single hyphens.
[[nodiscard]] constexpr bool kebab_case(std::string_view name) noexcept {
    if (name.empty() || name.front() == '-' || name.back() == '-') return false;
    for (std::size_t i = 0; i < name.size(); ++i) {
        const char c = name[i];
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || (c == '-' && name[i - 1] != '-'))) return false;
    }
    return true;
}
[[nodiscard]] constexpr bool param_names_unique_and_kebab_case() noexcept {
    for (std::size_t i = 0; i < kParamNames.size(); ++i) {
        if (!kebab_case(kParamNames[i])) return false;
        for (std::size_t j = 0; j < i; ++j)
            if (kParamNames[i] == kParamNames[j]) return false;
    }
    return true;
}
static_assert(param_names_unique_and_kebab_case(), "a parameter name in rules/params.def is repeated or not kebab-case");

// The values combat reads: the defaults, with overrides. Default-constructed = defaults.
class ParamSet {
public:
    ParamSet() noexcept : values_(kParamDefaults) {}
    [[nodiscard]] ParamValue get(Param p) const noexcept { return values_[static_cast<std::size_t>(p)]; }
    template <Param P>
    [[nodiscard]] ParamValue get() const noexcept {
        return values_[static_cast<std::size_t>(P)];
    }
    [[nodiscard]] bool is_default(Param p) const noexcept { return get(p) == kParamDefaults[static_cast<std::size_t>(p)]; }
    void set(Param p, ParamValue v) noexcept;  // asserts v is within the parameter's range
    // By file name, for case files and the command line: an unknown name or a value
    // out of range is an error that says which names or values are allowed; a failed
    // set changes nothing.
    [[nodiscard]] Expected<bool> set(std::string_view name, ParamValue v);

    friend bool operator==(const ParamSet&, const ParamSet&) = default;

private:
    std::array<ParamValue, kParamCount> values_;
};

// What ranges alone cannot say: the casualty-type shares of winners and of losers each
// sum to 1000; quality levels, mode multipliers, the experience bands and the morale-check
// bounds keep the order the texts give them. Each diagnostic's field is the name of a
// parameter involved (the last of a sum). Empty for the defaults.
[[nodiscard]] std::vector<Diagnostic> check_consistency(const ParamSet& params);

// "version=gitm-params-5\nfire-casualty-rate=30\n..." in register order: the text
// params_digest hashes. Every parameter is listed, defaults too.
[[nodiscard]] std::string params_text(const ParamSet& params);
// SHA-256 of params_text(): what the rules signature will fold in when combat is
// adjudicated. Stable across platforms; changes with any value or the version.
[[nodiscard]] Digest256 params_digest(const ParamSet& params);

}  // namespace umpire
