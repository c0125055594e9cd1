#include "rules/rulings.hpp"

#include <algorithm>
#include <cassert>
#include <optional>
#include <string>

#include "model/text.hpp"

namespace umpire {
namespace {

// Per ruling: its rules, its alternatives, and its enumerators' spellings (for the
// naming check below).
#define UMPIRE_ALT(enumerator, name, meaning) RulingAlternative{name, meaning},
#define UMPIRE_RULING(Name, code, rules, question, alternatives, why)        \
    constexpr std::string_view k##Name##Rules[] = {rules};                \
    constexpr RulingAlternative k##Name##Alternatives[] = {alternatives};
#include "rules/rulings.def"
#undef UMPIRE_RULING
#undef UMPIRE_ALT

#define UMPIRE_ALT(enumerator, name, meaning) std::string_view(#enumerator),
#define UMPIRE_RULING(Name, code, rules, question, alternatives, why) \
    constexpr std::string_view k##Name##Enumerators[] = {alternatives};
#include "rules/rulings.def"
#undef UMPIRE_RULING
#undef UMPIRE_ALT

#define UMPIRE_RULING(Name, code, rules, question, alternatives, why) \
    RulingInfo{RulingId::Name, code, k##Name##Rules, question, k##Name##Alternatives, why},
constexpr RulingInfo kRegister[] = {
#include "rules/rulings.def"
};
#undef UMPIRE_RULING

#define UMPIRE_RULING(Name, ...) std::span<const std::string_view>(k##Name##Enumerators),
constexpr std::span<const std::string_view> kEnumerators[] = {
#include "rules/rulings.def"
};
#undef UMPIRE_RULING

// Rulings taken out of the register, and what replaces them: a case file naming one gets
// this instead of "unknown ruling", so an old dispute record can be brought up to date.
struct RetiredRuling {
    std::string_view code, replacement;
};
constexpr RetiredRuling kRetired[] = {
    {"HQ-SHATTER-CHANCE",
     "ruling HQ-SHATTER-CHANCE was retired: 9.2's 'small chance' is now the parameter hq-shatter-chance (per mille; "
     "one-in-twenty = 50, the default, one-in-ten = 100, never = 0); set it in the case's \"params\""},
};

std::optional<std::string_view> retired_ruling(std::string_view code) {
    for (const auto& r : kRetired)
        if (r.code == code) return r.replacement;
    return std::nullopt;
}

constexpr char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

// An alternative's name is lower-case words of letters and digits joined by single hyphens.
constexpr bool well_formed_name(std::string_view name) {
    if (name.empty() || name.front() == '-' || name.back() == '-') return false;
    for (std::size_t i = 0; i < name.size(); ++i) {
        const char c = name[i];
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || (c == '-' && name[i - 1] != '-'))) return false;
    }
    return true;
}

// "halt-adjacent" is spelt HaltAdjacent, "24-holds" N24Holds (see rules/rulings.def).
constexpr bool spells(std::string_view enumerator, std::string_view name) {
    if (!name.empty() && name.front() >= '0' && name.front() <= '9') {
        if (enumerator.empty() || enumerator.front() != 'N') return false;
        enumerator.remove_prefix(1);
    }
    std::size_t e = 0;
    for (const char c : name) {
        if (c == '-') continue;
        if (e == enumerator.size() || lower(enumerator[e]) != c) return false;
        ++e;
    }
    return e == enumerator.size();
}

constexpr bool register_well_formed() {
    for (std::size_t i = 0; i < std::size(kRegister); ++i) {
        const auto& r = kRegister[i];
        if (static_cast<std::size_t>(r.id) != i || r.code != kRulingCodes[i]) return false;
        if (r.rules.empty() || r.question.empty() || r.why.empty() || r.alternatives.size() < 2) return false;
        for (std::size_t a = 0; a < r.alternatives.size(); ++a) {
            const auto name = r.alternatives[a].name;
            if (!well_formed_name(name) || r.alternatives[a].meaning.empty()) return false;
            if (!spells(kEnumerators[i][a], name)) return false;
            for (std::size_t b = 0; b < a; ++b)
                if (r.alternatives[b].name == name) return false;
        }
    }
    return true;
}
static_assert(std::size(kRegister) == kRulingCount);
static_assert(register_well_formed(),
              "rules/rulings.def: a ruling lacks rules, question, why or a second alternative, or an "
              "alternative's name is malformed, repeated or not spelt by its enumerator");

}  // namespace

std::span<const RulingInfo> rulings_register() noexcept { return kRegister; }

const RulingInfo& info(RulingId id) noexcept {
    const auto& r = kRegister[static_cast<std::size_t>(id)];
    assert(r.id == id);
    return r;
}

void Rulings::set(RulingId id, int alternative) noexcept {
    assert(alternative >= 0 && static_cast<std::size_t>(alternative) < info(id).alternatives.size());
    choice_[static_cast<std::size_t>(id)] = static_cast<std::uint8_t>(alternative);
}

Expected<bool> Rulings::set(std::string_view code, std::string_view alternative) {
    for (const auto& r : kRegister) {
        if (r.code != code) continue;
        std::string names;
        for (std::size_t i = 0; i < r.alternatives.size(); ++i) {
            if (r.alternatives[i].name == alternative) {
                set(r.id, static_cast<int>(i));
                return true;
            }
            names += (i ? ", " : "") + std::string(r.alternatives[i].name);
        }
        return error("ruling " + std::string(code) + " has no alternative " + quote_input(alternative) +
                     "; choose one of: " + names);
    }
    if (const auto retired = retired_ruling(code)) return error(std::string(*retired));
    return error("unknown ruling " + quote_input(code) + "; `umpire rulings` lists them");
}

void RulingList::add(RulingId id) noexcept {
    if (contains(id)) return;
    assert(size_ < kCapacity);
    ids_[size_++] = id;
}

bool RulingList::contains(RulingId id) const noexcept { return std::find(begin(), end(), id) != end(); }

std::string RulingList::joined() const {
    std::string out;
    for (const auto id : *this) {
        if (!out.empty()) out += ", ";
        out += code(id);
    }
    return out;
}

Expected<RulingList> RulingList::parse(std::string_view joined) {
    RulingList out;
    for (std::string_view rest = joined; !rest.empty();) {
        const auto comma = rest.find(", ");
        const auto one = rest.substr(0, comma);
        const auto it = std::find(kRulingCodes.begin(), kRulingCodes.end(), one);
        if (it == kRulingCodes.end()) return error("unknown ruling " + quote_input(one) + " in " + quote_input(joined));
        const auto id = static_cast<RulingId>(it - kRulingCodes.begin());
        if (out.contains(id)) return error("ruling " + std::string(one) + " twice in " + quote_input(joined));
        if (out.size_ == kCapacity)
            return error("more than " + std::to_string(kCapacity) + " rulings in " + quote_input(joined));
        out.add(id);
        if (comma == std::string_view::npos) break;
        rest = rest.substr(comma + 2);
        if (rest.empty()) return error("a ruling list ends in \", \": " + quote_input(joined));
    }
    return out;
}

}  // namespace umpire
