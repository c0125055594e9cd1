#include "model/unit.hpp"

#include <array>
#include <charconv>

#include "model/text.hpp"

namespace umpire {
namespace {

#define UMPIRE_UNIT_TYPE_NAME_(id, code, name) std::string_view{name},
constexpr std::array<std::string_view, enum_count<UnitType>> kTypeNames{UMPIRE_UNIT_TYPES(UMPIRE_UNIT_TYPE_NAME_)};
#undef UMPIRE_UNIT_TYPE_NAME_

}  // namespace

std::string_view name(UnitType t) noexcept { return kTypeNames[static_cast<std::size_t>(t)]; }

std::string to_string(const UnitId& id) { return short_text(id).str(); }

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

}  // namespace umpire
