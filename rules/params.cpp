#include "rules/params.hpp"

#include <algorithm>
#include <cassert>

#include "model/text.hpp"

namespace umpire {
namespace {

#define UMPIRE_PARAM(Name, name, unit, dflt, lo, hi, rules, meaning, source) \
    constexpr std::string_view k##Name##Rules[] = {rules};
#include "rules/params.def"
#undef UMPIRE_PARAM

#define UMPIRE_PARAM(Name, name, unit, dflt, lo, hi, rules, meaning, source) \
    ParamInfo{Param::Name, name, unit, dflt, lo, hi, k##Name##Rules, meaning, source},
constexpr ParamInfo kRegister[] = {
#include "rules/params.def"
};
#undef UMPIRE_PARAM

constexpr bool starts_with(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

constexpr bool register_well_formed() {
    for (std::size_t i = 0; i < std::size(kRegister); ++i) {
        const auto& p = kRegister[i];
        if (static_cast<std::size_t>(p.id) != i || p.name != kParamNames[i]) return false;
        if (p.unit.empty() || p.meaning.empty() || p.rules.empty()) return false;
        if (!starts_with(p.source, "Own choice: ") && !starts_with(p.source, "Historical: ")) return false;
        if (!(p.min <= p.default_value && p.default_value <= p.max)) return false;
    }
    return true;
}
static_assert(std::size(kRegister) == kParamCount);
static_assert(register_well_formed(),
              "rules/params.def: a parameter lacks a unit, meaning or rule, its source does not start with "
              "\"Own choice: \" or \"Historical: \", or its default is outside its range");

std::string range_text(const ParamInfo& p) { return std::to_string(p.min) + " to " + std::to_string(p.max); }

}  // namespace

std::span<const ParamInfo> params_register() noexcept { return kRegister; }

const ParamInfo& param_info(Param p) noexcept {
    const auto& info = kRegister[static_cast<std::size_t>(p)];
    assert(info.id == p);
    return info;
}

std::optional<Param> find_param(std::string_view name) noexcept {
    const auto it = std::find(kParamNames.begin(), kParamNames.end(), name);
    if (it == kParamNames.end()) return std::nullopt;
    return static_cast<Param>(it - kParamNames.begin());
}

void ParamSet::set(Param p, ParamValue v) noexcept {
    [[maybe_unused]] const auto& info = param_info(p);
    assert(v >= info.min && v <= info.max);
    values_[static_cast<std::size_t>(p)] = v;
}

Expected<bool> ParamSet::set(std::string_view name, ParamValue v) {
    const auto p = find_param(name);
    if (!p) return error("unknown parameter " + quote_input(name) + "; `umpire params` lists them");
    const auto& info = param_info(*p);
    if (v < info.min || v > info.max)
        return error("parameter " + std::string(name) + " must be from " + range_text(info) + " (" +
                     std::string(info.unit) + "), found " + std::to_string(v));
    set(*p, v);
    return true;
}

namespace {

// The four casualty-type shares (9.13) of one side must split every casualty.
void check_split(const ParamSet& s, std::initializer_list<Param> shares, std::string_view side,
                 std::vector<Diagnostic>& out) {
    ParamValue sum = 0;
    std::string names;
    for (const auto p : shares) {
        sum += s.get(p);
        names += (names.empty() ? "" : " + ") + std::string(param_name(p));
    }
    if (sum != 1000)
        out.push_back(field_error(std::string(param_name(*(shares.end() - 1))),
                                  "the " + std::string(side) + "'s casualty types must share every casualty (rule 9.13): " +
                                      names + " is " + std::to_string(sum) + ", not 1000"));
}

// `order` from the highest to the lowest, as the texts rank them; ties allowed.
void check_order(const ParamSet& s, std::initializer_list<Param> order, std::string_view why,
                 std::vector<Diagnostic>& out) {
    for (auto it = order.begin(); it + 1 != order.end(); ++it) {
        const Param hi = *it, lo = *(it + 1);
        if (s.get(hi) < s.get(lo))
            out.push_back(field_error(std::string(param_name(hi)),
                                      std::string(param_name(hi)) + " (" + std::to_string(s.get(hi)) +
                                          ") must be at least " + std::string(param_name(lo)) + " (" +
                                          std::to_string(s.get(lo)) + "): " + std::string(why)));
    }
}

}  // namespace

std::vector<Diagnostic> check_consistency(const ParamSet& s) {
    std::vector<Diagnostic> out;
    using enum Param;
    check_split(s, {WinnerKilled, WinnerWounded, WinnerPrisoners, WinnerStragglers}, "winner", out);
    check_split(s, {LoserKilled, LoserWounded, LoserPrisoners, LoserStragglers}, "loser", out);
    check_order(s, {QualityElite, QualityGood, QualityAverage, QualityFair, QualityPoor},
                "quality levels rank poor, fair, average, good, elite (rule 3.2)", out);
    // 9.6 and 8.9: assault and last-ditch above the attack/defend baseline (x1, the
    // ranges keep them there), skirmish and evade below, evade the most disengaged.
    check_order(s, {ModeSkirmish, ModeEvade}, "evade engages less of the unit than skirmish (rule 8.9)", out);
    check_order(s, {CasualtiesSkirmish, CasualtiesEvade}, "evade engages less of the unit than skirmish (rule 8.9)", out);
    check_order(s, {ExperienceOdds2, ExperienceOdds3, ExperienceOdds4, ExperienceOdds5},
                "the experience bands give fewer points as the odds lengthen (rule 3.6)", out);
    check_order(s, {MoraleCheckMax, MoraleCheckMin}, "the morale-check chance is clamped to min..max (rule 9.8)", out);
    return out;
}

std::string params_text(const ParamSet& s) {
    std::string out = "version=" + std::string(kParamsVersion) + "\n";
    for (const auto& p : kRegister) out += std::string(p.name) + "=" + std::to_string(s.get(p.id)) + "\n";
    return out;
}

Digest256 params_digest(const ParamSet& s) { return sha256(params_text(s)); }

}  // namespace umpire
