#pragma once
// Units (rules 3.1-3.3) and their identity "MX3LI": nationality, number, type.
#include <algorithm>
#include <compare>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>

#include "model/expected.hpp"
#include "model/named_enum.hpp"
#include "model/square.hpp"

namespace umpire {

// Rule 1.3: the two AMWOL nations. Every unit has one of them as its nationality
// (rule 3.1) and every strategic square belongs to one of them.
#define UMPIRE_NATIONS(X) X(US, "US") X(MX, "MX")
UMPIRE_NAMED_ENUM(Nation, std::uint8_t, UMPIRE_NATIONS)
[[nodiscard]] inline std::string_view code(Nation n) noexcept { return enum_name(n); }
[[nodiscard]] inline std::optional<Nation> nation_from_code(std::string_view s) noexcept {
    return enum_from_name<Nation>(s);
}

// The ten unit types of rule 3.1 plus the two headquarters. The two-letter codes
// are the ones the rulebook uses (IN, MC, LC, HA, LA, AQ, CQ); DR and LN are ours
// for dragoons and lancers, which the rulebook names but never abbreviates.
// Each type with its code (the enum's name table: files write the code) and its name.
#define UMPIRE_UNIT_TYPES(X)                           \
    X(Infantry, "IN", "infantry")                       \
    X(LightInfantry, "LI", "light infantry")            \
    X(LightCavalry, "LC", "light cavalry")              \
    X(Dragoons, "DR", "dragoons")                       \
    X(Lancers, "LN", "lancers")                         \
    X(MediumArtillery, "MA", "medium artillery")        \
    X(LightArtillery, "LA", "light artillery")          \
    X(HorseArtillery, "HA", "horse artillery")          \
    X(SiegeArtillery, "SA", "siege artillery")          \
    X(Militia, "MI", "militia")                         \
    X(ArmyHQ, "AQ", "army headquarters")                \
    X(CorpsHQ, "CQ", "corps headquarters")
UMPIRE_NAMED_ENUM(UnitType, std::uint8_t, UMPIRE_UNIT_TYPES)
[[nodiscard]] inline std::string_view code(UnitType t) noexcept { return enum_name(t); }
[[nodiscard]] std::string_view name(UnitType t) noexcept;
[[nodiscard]] inline std::optional<UnitType> unit_type_from_code(std::string_view s) noexcept {
    return enum_from_name<UnitType>(s);
}
[[nodiscard]] constexpr bool is_headquarters(UnitType t) noexcept {
    return t == UnitType::ArmyHQ || t == UnitType::CorpsHQ;
}

struct UnitId {
    Nation nation = Nation::US;
    std::uint16_t number = 1;  // 1..9999
    UnitType type = UnitType::Infantry;

    // Nation, then number, then type: the order of the fields, compared as one
    // packed number. Ids are compared in every sorted list and search of the
    // engine, and the member-by-member comparison was not inlined (issue 17).
    [[nodiscard]] constexpr std::uint32_t key() const noexcept {
        return std::uint32_t{static_cast<std::uint8_t>(nation)} << 24 | std::uint32_t{number} << 8 |
               std::uint32_t{static_cast<std::uint8_t>(type)};
    }
    friend constexpr bool operator==(const UnitId& a, const UnitId& b) noexcept { return a.key() == b.key(); }
    friend constexpr std::strong_ordering operator<=>(const UnitId& a, const UnitId& b) noexcept {
        return a.key() <=> b.key();
    }
};
static_assert(std::is_same_v<std::underlying_type_t<Nation>, std::uint8_t> &&
                  std::is_same_v<std::underlying_type_t<UnitType>, std::uint8_t>,
              "UnitId::key packs each code in a byte");
inline constexpr int kMaxUnitNumber = 9999;

[[nodiscard]] std::string to_string(const UnitId& id);
constexpr bool two_letter_codes(std::span<const std::string_view> codes) noexcept {
    return std::ranges::all_of(codes, [](std::string_view c) { return c.size() == 2; });
}
static_assert(two_letter_codes(enum_names(Nation{})) && two_letter_codes(enum_names(UnitType{})),
              "print_text(UnitId) copies two letters of each code");
// The text written at `out` (room for ShortText::kCapacity bytes): where it ends.
// Writers that print a million ids (a campaign's reports, issue 17) write it
// straight into their buffers.
[[nodiscard]] inline char* print_text(char* out, const UnitId& id) noexcept {
    // Every nation's and type's code has two letters (checked above): copied as two
    // bytes, not through a call that copies any length.
    const std::string_view nation = code(id.nation), type = code(id.type);
    out[0] = nation[0];
    out[1] = nation[1];
    out = print_decimal(out + 2, id.number);
    out[0] = type[0];
    out[1] = type[1];
    return out + 2;
}
// The same text without a string.
[[nodiscard]] inline ShortText short_text(const UnitId& id) noexcept {
    return ShortText::printed([&id](char* out) { return print_text(out, id); });
}
[[nodiscard]] Expected<UnitId> parse_unit_id(std::string_view text);

// Rules 11 and 12: only active units move, detect and fight.
#define UMPIRE_UNIT_STATUSES(X) X(Active, "active") X(Inactive, "inactive") X(Shattered, "shattered")
UMPIRE_NAMED_ENUM(UnitStatus, std::uint8_t, UMPIRE_UNIT_STATUSES)
[[nodiscard]] inline std::string_view name(UnitStatus s) noexcept { return enum_name(s); }
[[nodiscard]] inline std::optional<UnitStatus> unit_status_from_name(std::string_view s) noexcept {
    return enum_from_name<UnitStatus>(s);
}

// Rule 3.2: a unit's quality, "the innate abilities of the officers and men". The
// rulebook names the rating but not its scale; its sample status report (3.3) shows
// "Quality: Fair", so the scale here is five words around that one, ordered from
// worst to best. A unit whose file does not say is average. Files write the
// lowercase name; the combat parameters (rule 9.6) give each its effect.
#define UMPIRE_QUALITIES(X) X(Poor, "poor") X(Fair, "fair") X(Average, "average") X(Good, "good") X(Elite, "elite")
UMPIRE_NAMED_ENUM(Quality, std::uint8_t, UMPIRE_QUALITIES)
[[nodiscard]] inline std::string_view name(Quality q) noexcept { return enum_name(q); }

// Rule 8.2: a specified tactical move under way. A move too long for one phase goes
// on along the same straight line in later phases, so the leg's first square and the
// steps walked on it are kept rather than a new line drawn from where the unit stands.
struct MoveProgress {
    TacSquare destination;        // resolved when the move began ("nearest ford" becomes a square)
    TacSquare leg_from;           // where the straight leg being walked began
    int steps = 0;                // steps walked on that leg
    bool past_waypoint = false;   // the leg to the waypoint is done (or there is none)
    int done_phase = 0;           // the tactical phase in which the move ended; 0 while under way
    friend bool operator==(const MoveProgress&, const MoveProgress&) = default;
};

// What rule 7.2 reads of a unit: whether it carries supplies, whether it is out of
// communications (10.4).
struct MarchLoad {
    bool supplies = false;
    bool out_of_communications = false;
    friend bool operator==(const MarchLoad&, const MarchLoad&) = default;
};

// Rules 7.1-7.16: a unit's strategic movement so far this turn. resolve_turn() gives
// every unit one at the turn's start and clears it at the end; a state without it
// is at the start of its strategic movement. It also keeps what other rules read
// as of the start of the turn (8.6's strength) or of movement (7.2's load).
struct MarchProgress {
    TacSquare turn_start;     // the tactical square it began the turn on: the default entry square (7.14)
    int moves = 0;            // strategic steps charged against the allowance (7.1, 7.3, 7.15)
    int squares = 0;          // strategic squares actually entered (3.6)
    bool forced = false;      // it has made its forced march (7.3)
    int delay = 0;            // phases the rest of its path runs late after blocked moves (7.8)
    bool withdrew = false;    // it withdrew (or pursued) in the withdrawal phase: no move in phase 1 (7.5)
    bool halted = false;      // its path is over: halted (7.4, 7.10, 7.11) or cancelled (7.12, 7.13)
    std::optional<StratSquare> resume{};  // 7.15: the square it tries again in the next phase
    std::optional<UnitId> pursuing{};     // 7.12: the enemy it follows for the rest of the turn
    // 8.6: its men at the start of the turn, before stragglers (7.5) or combat losses;
    // absent (a state written before the field existed), its strength now counts.
    std::optional<int> start_strength{};
    // 7.2: its load as movement began (after the orders and supply phases), which
    // sets its allowance under STRAT-ALLOWANCE-LOAD movement-start; absent (a state
    // written before the field existed, or before movement), its load now counts.
    std::optional<MarchLoad> start_load{};
    friend bool operator==(const MarchProgress&, const MarchProgress&) = default;
};

// Rules 12.3-12.5: a shattered unit's reforming. `turns`: the turns of reforming it
// still needs, this one counted (12.3 gives 2 or 3 counting the turn of shattering;
// 12.4 adds one each time an enemy drives it off); the end of a turn counts one down,
// and at 0 it is ready. `failed`: the ends of turns it was ready but lacked supply or
// communications (12.5; at 3 it is destroyed). A shattered unit without the record is
// not reforming: it stays shattered as its file has it. That is what every file
// written before the record existed meant (the engine never reformed a unit), and
// what a destroyed unit (shattered with no men, rules/gitm/units/unit_end.hpp) is.
struct Reforming {
    int turns = 0;
    int failed = 0;
    friend bool operator==(const Reforming&, const Reforming&) = default;
};
inline constexpr int kMaxReformTurns = 20;  // bound for files: 3 plus 12.4's additions
inline constexpr int kReformAttempts = 3;   // rule 12.5: destroyed after 3 turns unable

// Bounds the model accepts; the rules never produce values outside them.
inline constexpr int kMaxStrength = 100000;
inline constexpr int kMaxBatteries = 50;
inline constexpr int kMaxFatigue = 100;
inline constexpr int kMinInitiative = 1;
inline constexpr int kMaxInitiative = 5;
inline constexpr int kMaxExperience = 100;
inline constexpr int kMinMorale = 0;
inline constexpr int kMaxMorale = 100;
inline constexpr int kStartMorale = 50;    // rule 3.7
inline constexpr int kMaxAmmunition = 5;   // rule 10.9: "Units can carry five units of ammunition"
inline constexpr int kMaxCasualties = kMaxStrength;  // each of killed, wounded, prisoners (rule 9.13)

// Rule 3.5's largest unit of each type: 1500 men of infantry, 1000 of cavalry or militia,
// 300 of artillery; at most 3 batteries in an artillery unit and 1 in any other. The rule
// states them for merges; stragglers rejoining (9.13) keep to them as well. Headquarters
// have no stated size: only the model's bound holds them.
[[nodiscard]] constexpr int max_unit_strength(UnitType t) noexcept {
    switch (t) {
        case UnitType::Infantry:
        case UnitType::LightInfantry: return 1500;
        case UnitType::LightCavalry:
        case UnitType::Dragoons:
        case UnitType::Lancers:
        case UnitType::Militia: return 1000;
        case UnitType::MediumArtillery:
        case UnitType::LightArtillery:
        case UnitType::HorseArtillery:
        case UnitType::SiegeArtillery: return 300;
        case UnitType::ArmyHQ:
        case UnitType::CorpsHQ: break;
    }
    return kMaxStrength;
}
[[nodiscard]] constexpr int max_unit_batteries(UnitType t) noexcept {
    switch (t) {
        case UnitType::MediumArtillery:
        case UnitType::LightArtillery:
        case UnitType::HorseArtillery:
        case UnitType::SiegeArtillery: return 3;
        case UnitType::ArmyHQ:
        case UnitType::CorpsHQ: return kMaxBatteries;
        default: return 1;
    }
}

struct Unit {
    UnitId id;
    std::string state;  // the owning state's id (see model/polity.hpp)
    int strength = 0;   // men
    int batteries = 0;
    int fatigue = 0;
    int initiative = 3;  // rule 8.6: 1..5, lower moves first
    UnitStatus status = UnitStatus::Active;
    StratSquare strategic;
    TacSquare tactical;
    bool in_fort = false;
    std::optional<std::string> home_city;  // militia only: the city that raised it (rules 1.4, 11.2)
    // The headquarters the unit draws communications from (rule 10.1), as the state
    // records it until the communications rules compute it; rule 8.6 reads it.
    std::optional<UnitId> communications{};
    std::optional<MoveProgress> move{};  // this turn's specified move so far (rule 8.2)
    bool engage_stopped = false;       // rule 8.8: failed a morale check this turn (set by combat)
    int experience = 0;                // rule 3.6
    int supplies = 0;                  // supply units carried (rules 7.2, 10.7): 0-1, a corps HQ 0-12
    // Rule 7.2 reads whether the unit is in communications; until rules 10.1-10.2
    // compute it, the state records it (an army HQ always is, rule 10.1).
    bool out_of_communications = false;
    // Rule 10.11: the supply source located at the end of the last turn, listed on the
    // unit's status report: a corps HQ (supply_unit) or a city (supply_city), at most
    // one; neither when none was found. The unit uses it unless its orders name another.
    std::optional<UnitId> supply_unit{};
    std::optional<std::string> supply_city{};
    int stragglers = 0;                // men who straggled and have not yet rejoined (rules 7.5, 9.13)
    std::optional<MarchProgress> march{};  // this turn's strategic movement so far (chapter 7)
    // What combat (chapter 9) reads and changes. Each has a default that a case file
    // written before the field existed gets, and none enters a state digest or a
    // written record while it holds its default (model/state_hash.cpp).
    Quality quality = Quality::Average;  // rule 3.2
    // Rule 3.7: "Morale starts at 50 for each unit and moves up or down", on a scale
    // the text does not bound; 0-100 keeps 50 in the middle. The sample status report
    // of 3.3 shows "Morale: 6", which contradicts the start at 50; 3.7 is followed.
    int morale = kStartMorale;
    // Rule 10.9: five units carried, one spent in each tactical phase the unit fires
    // or melees. Only infantry and artillery spend it (10.9, 10.10); the other types
    // keep whatever the state records.
    int ammunition = kMaxAmmunition;
    // Rule 9.13's casualty types other than stragglers (above): men killed, wounded
    // and taken prisoner so far. Wounded and prisoners rejoin at the campaign's end.
    int killed = 0;
    int wounded = 0;
    int prisoners = 0;
    std::optional<Reforming> reforming{};  // rules 12.3-12.5: only a shattered unit with men

    friend bool operator==(const Unit&, const Unit&) = default;
};

// The load rule 7.2 reads of the unit now.
[[nodiscard]] inline MarchLoad march_load(const Unit& u) noexcept { return {u.supplies > 0, u.out_of_communications}; }

}  // namespace umpire

namespace umpire {
// A stable 64-bit key for a unit (random-draw subjects, hashing): nation, type, number.
[[nodiscard]] constexpr std::uint64_t pack(const UnitId& id) noexcept {
    return (static_cast<std::uint64_t>(id.nation) << 32) | (static_cast<std::uint64_t>(id.type) << 16) | id.number;
}
}  // namespace umpire
