#include "model/unit.hpp"

#include <array>
#include <charconv>

#include "model/text.hpp"

namespace umpire {
namespace {

struct TypeInfo {
    std::string_view code;
    std::string_view name;
};
constexpr std::array<TypeInfo, kUnitTypeCount> kTypes{{
    {"IN", "infantry"},          {"LI", "light infantry"},     {"LC", "light cavalry"},
    {"DR", "dragoons"},          {"LN", "lancers"},            {"MA", "medium artillery"},
    {"LA", "light artillery"},   {"HA", "horse artillery"},    {"SA", "siege artillery"},
    {"MI", "militia"},           {"AQ", "army headquarters"},  {"CQ", "corps headquarters"},
}};

constexpr std::array<std::string_view, 3> kStatus{"active", "inactive", "shattered"};

}  // namespace

std::string_view code(Nation n) noexcept { return n == Nation::US ? "US" : "MX"; }

std::optional<Nation> nation_from_code(std::string_view s) noexcept {
    if (s == "US") return Nation::US;
    if (s == "MX") return Nation::MX;
    return std::nullopt;
}

std::string_view code(UnitType t) noexcept { return kTypes[static_cast<std::size_t>(t)].code; }
std::string_view name(UnitType t) noexcept { return kTypes[static_cast<std::size_t>(t)].name; }

std::optional<UnitType> unit_type_from_code(std::string_view s) noexcept {
    for (std::size_t i = 0; i < kTypes.size(); ++i)
        if (kTypes[i].code == s) return static_cast<UnitType>(i);
    return std::nullopt;
}

std::string to_string(const UnitId& id) {
    return std::string(code(id.nation)) + std::to_string(id.number) + std::string(code(id.type));
}

Expected<UnitId> parse_unit_id(std::string_view text) {
    const auto bad = [&](std::string why) {
        return error("unit id " + quote_input(text) + " " + why + " (rule 3.1)");
    };
    if (text.size() < 5) return bad("must be nationality, number and type, e.g. MX3LI");
    const auto nation = nation_from_code(text.substr(0, 2));
    if (!nation) return bad("must start with the nationality US or MX");
    const auto type = unit_type_from_code(text.substr(text.size() - 2));
    if (!type) return bad("must end with a unit type code: IN LI LC DR LN MA LA HA SA MI AQ CQ");
    const auto digits = text.substr(2, text.size() - 4);
    if (digits.empty() || digits.size() > 4 || digits[0] == '0') return bad("must have a number 1 to 9999");
    int number = 0;
    auto [p, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), number);
    if (ec != std::errc{} || p != digits.data() + digits.size() || number < 1)
        return bad("must have a number 1 to 9999");
    return UnitId{*nation, static_cast<std::uint16_t>(number), *type};
}

std::string_view name(UnitStatus s) noexcept { return kStatus[static_cast<std::size_t>(s)]; }

std::optional<UnitStatus> unit_status_from_name(std::string_view s) noexcept {
    for (std::size_t i = 0; i < kStatus.size(); ++i)
        if (kStatus[i] == s) return static_cast<UnitStatus>(i);
    return std::nullopt;
}

}  // namespace umpire
