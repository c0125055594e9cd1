// Rule 9.4: spaces per man and the length of the battle lines; rulings
// COMBAT-FRONT-CHAIN and COMBAT-FRONT-NO-ENTRY.
#include "rules/gitm/combat/frontage.hpp"

#include <algorithm>
#include <bit>
#include <cassert>

#include "model/arm.hpp"
#include "model/text.hpp"

namespace umpire::gitm {

int spaces_per_man(UnitType t) noexcept {
    switch (arm(t)) {
        case Arm::Infantry: return kInfantrySpaces;
        case Arm::Cavalry: return kCavalrySpaces;
        case Arm::Artillery: return kArtillerySpaces;
        case Arm::Headquarters: break;
    }
    assert(false && "a headquarters takes no line (rule 9.2)");
    return 0;
}

int artillerists_of(UnitType t, int men, int batteries) noexcept {
    assert(men >= 0 && batteries >= 0);
    if (spaces_per_man(t) == kArtillerySpaces) return men;
    return static_cast<int>(std::min<std::int64_t>(men, std::int64_t{kArtilleristsPerBattery} * batteries));
}

std::int64_t unit_spaces(UnitType t, int men, int batteries) noexcept {
    const int art = artillerists_of(t, men, batteries);
    return std::int64_t{spaces_per_man(t)} * (men - art) + std::int64_t{kArtillerySpaces} * art;
}

int DirectionSet::size() const noexcept { return std::popcount(bits_); }

DirectionSet DirectionSet::all() noexcept {
    DirectionSet s;
    for (const Direction d : kAllDirections) s.add(d);
    return s;
}

Expected<DirectionSet> parse_directions(std::string_view text) {
    DirectionSet out;
    std::vector<Diagnostic> errors;
    std::size_t start = 0;
    while (true) {
        const std::size_t comma = text.find(',', start);
        const std::string_view token = text.substr(start, comma == std::string_view::npos ? text.npos : comma - start);
        if (const auto d = direction_from_code(token); !d) {
            std::string names;
            for (const Direction each : kAllDirections) {
                // Appended piece by piece: gcc 12's -Wrestrict misfires on `"" + string` (GCC bug 105329).
                if (!names.empty()) names += ' ';
                names += code(each);
            }
            errors.push_back(field_error("DIRS", "not a direction: " + quote_input(token) + "; expected " + names +
                                                     ", separated by commas"));
        } else if (out.contains(*d)) {
            errors.push_back(field_error("DIRS", "direction " + std::string(code(*d)) + " is given twice"));
        } else {
            out.add(*d);
        }
        if (comma == std::string_view::npos) break;
        start = comma + 1;
    }
    if (!errors.empty()) return Errors{std::move(errors)};
    return out;
}

std::string to_string(DirectionSet s) {
    std::string out;
    for (const Direction d : kAllDirections)
        if (s.contains(d)) {
            if (!out.empty()) out += ',';
            out += code(d);
        }
    return out;
}

namespace {

// The directions next to `d` on the compass (45 degrees either side) that are in `s`.
int neighbours_in(DirectionSet s, Direction d) noexcept {
    const int i = static_cast<int>(d);
    const auto at = [](int k) { return static_cast<Direction>((k + enum_count<Direction>) % enum_count<Direction>); };
    return (s.contains(at(i - 1)) ? 1 : 0) + (s.contains(at(i + 1)) ? 1 : 0);
}

// What an added direction adds, by how many of the directions it is adjacent to.
int added_spaces(int adjacent) noexcept {
    return adjacent == 0 ? kDirectionSpaces : adjacent == 1 ? kAdjacentDirectionSpaces : 0;
}

}  // namespace

int front_spaces(DirectionSet entered, FrontChain chain) noexcept {
    assert(!entered.empty());
    switch (chain) {
        case FrontChain::PairsOnce: {
            // Counting in compass order, each direction meets as "counted before" exactly
            // the adjacent ones of lower index, so each adjacent pair takes 1,500 off once;
            // any other order meets each pair once too, so the order does not matter.
            int pairs = 0;
            for (const Direction d : kAllDirections) {
                const auto next = static_cast<Direction>((static_cast<int>(d) + 1) % enum_count<Direction>);
                if (entered.contains(d) && entered.contains(next)) ++pairs;
            }
            return kDirectionSpaces * entered.size() - kAdjacentDirectionSpaces * pairs;
        }
        case FrontChain::NeighboursInSet: {
            int total = 0, most = 0;
            for (const Direction d : kAllDirections) {
                if (!entered.contains(d)) continue;
                const int n = neighbours_in(entered, d);
                total += added_spaces(n);
                most = std::max(most, n);
            }
            // The first direction counted adds the full 3,000 whatever its neighbours.
            return total - added_spaces(most) + kDirectionSpaces;
        }
    }
    assert(false && "every FrontChain alternative is handled");
    return kDirectionSpaces;
}

FrontageResult frontage(DirectionSet entered, const Rulings& rulings) noexcept {
    FrontageResult r;
    DirectionSet counted = entered;
    if (entered.empty()) {
        r.ruling.add(RulingId::FrontNoEntry);
        if (rulings.get<FrontNoEntry>() == FrontNoEntry::AllRound) counted = DirectionSet::all();
    }
    int front = kDirectionSpaces;
    if (!counted.empty()) {
        front = front_spaces(counted, rulings.get<FrontChain>());
        if (front_spaces(counted, FrontChain::PairsOnce) != front_spaces(counted, FrontChain::NeighboursInSet))
            r.ruling.add(RulingId::FrontChain);
    }
    r.capacity = {front, front, 2 * (front + front)};
    return r;
}

}  // namespace umpire::gitm
