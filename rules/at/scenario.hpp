#pragma once
// The scenario data of an Advanced Tactics move (at-move-order) as a case file
// writes it: everything refers to everything else by name. compile() (world.hpp)
// checks the references and turns them into the indexed World the rules read.
//
// Costs are whole action points (AP). A movement type lists the cost of each
// landscape, road type and river type it can use; a landscape it does not list is
// one it cannot enter, a river type it does not list one it cannot cross.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/named_enum.hpp"
#include "rules/at/hex.hpp"

namespace umpire::at {

inline constexpr int kMaxMapSide = 500;
inline constexpr int kMaxCost = 100000;     // one cost entry, AP
inline constexpr int kMaxPercent = 10000;   // a movement type's modifier
inline constexpr int kMaxNames = 64;        // landscapes, types, regimes
inline constexpr int kMaxUnits = 10000;
inline constexpr int kMaxLines = 64;        // subformation lines of a unit
inline constexpr int kMaxCount = 1000;      // subformations in one line
inline constexpr int kMaxHexEntries = 250000;
inline constexpr int kHexStack = 16;        // at-stack-16

#define UMPIRE_AT_THEATRES(X) X(Land, "land") X(Navy, "navy") X(Air, "air")
UMPIRE_NAMED_ENUM(Theatre, std::uint8_t, UMPIRE_AT_THEATRES)
#define UMPIRE_AT_STANCES(X) X(War, "war") X(Peace, "peace") X(Alliance, "alliance")
UMPIRE_NAMED_ENUM(Stance, std::uint8_t, UMPIRE_AT_STANCES)
// The air missions come last (is_air_mission).
#define UMPIRE_AT_MISSIONS(X) \
    X(Move, "move") X(Transfer, "transfer") X(Recon, "recon") X(Bomb, "bomb") X(Para, "para") X(Airstrike, "airstrike")
UMPIRE_NAMED_ENUM(Mission, std::uint8_t, UMPIRE_AT_MISSIONS)

[[nodiscard]] inline std::string_view name(Theatre t) noexcept { return enum_name(t); }
[[nodiscard]] inline std::string_view name(Stance s) noexcept { return enum_name(s); }
[[nodiscard]] inline std::string_view name(Mission m) noexcept { return enum_name(m); }
[[nodiscard]] inline std::optional<Theatre> theatre_from_name(std::string_view s) noexcept {
    return enum_from_name<Theatre>(s);
}
[[nodiscard]] inline std::optional<Stance> stance_from_name(std::string_view s) noexcept {
    return enum_from_name<Stance>(s);
}
[[nodiscard]] inline std::optional<Mission> mission_from_name(std::string_view s) noexcept {
    return enum_from_name<Mission>(s);
}
[[nodiscard]] constexpr bool is_air_mission(Mission m) noexcept { return m >= Mission::Recon; }

struct NamedCost {
    std::string name;
    std::int64_t cost = 0;
    friend bool operator==(const NamedCost&, const NamedCost&) = default;
};

struct Landscape {
    std::string name;
    std::string glyph;  // one character in "map"
    bool sea = false;
    bool paradrop = false;
    std::int64_t entrench = 0;  // the least entrenchment a unit has here (at-entrench)
    friend bool operator==(const Landscape&, const Landscape&) = default;
};

struct MovementType {
    std::string name;
    std::int64_t modifier = 100;  // percent, set by scripts (at-movetype-mod)
    std::vector<NamedCost> landscape, road, river;
    friend bool operator==(const MovementType&, const MovementType&) = default;
};

struct Regime {
    std::string name;
    std::string glyph;  // one character in "owners"
    friend bool operator==(const Regime&, const Regime&) = default;
};

struct RegimeRelation {
    std::string a, b;
    Stance stance = Stance::War;
    friend bool operator==(const RegimeRelation&, const RegimeRelation&) = default;
};

struct SubformationType {
    std::string name;
    Theatre theatre = Theatre::Land;
    std::string movement_type;
    bool hq = false;
    std::int64_t weight = 0, carry = 0, carrier = 0;  // carrier: aircraft carrier points
    std::int64_t move_redux = 0;                      // percent (at-moveredux)
    std::int64_t power = 0, fuel = 0, readiness_loss = 0;
    friend bool operator==(const SubformationType&, const SubformationType&) = default;
};

struct Location {
    Hex hex;
    bool harbour = false, airfield = false;
    std::string hq, production;  // empty: none
    std::int64_t damage = 0;     // percent
    friend bool operator==(const Location&, const Location&) = default;
};

struct HexEvent {
    Hex hex;
    std::int64_t event = 0;
    friend bool operator==(const HexEvent&, const HexEvent&) = default;
};

struct HexSide {
    Hex a, b;
    std::string road, river;  // empty: none
    bool bridge = false;
    friend bool operator==(const HexSide&, const HexSide&) = default;
};

// AP and ZOC penalties for entering a hex, as worked out by rules outside this
// text (Recon and ZOC); for one regime's units, or everyone's when regime is empty.
struct HexPenalty {
    Hex hex;
    std::string regime;
    std::int64_t ap = 0, zoc = 0;
    friend bool operator==(const HexPenalty&, const HexPenalty&) = default;
};

// One regime's view: a line per map row, 'V' visible now, 's' seen before as sea,
// 'l' seen before as land, '?' never seen. A regime without one sees everything.
struct Shroud {
    std::string regime;
    std::vector<std::string> lines;
    friend bool operator==(const Shroud&, const Shroud&) = default;
};

struct SubformationLine {
    std::string type;
    std::int64_t count = 1;
    std::int64_t readiness = 100;
    friend bool operator==(const SubformationLine&, const SubformationLine&) = default;
};

struct Unit {
    std::string id;
    std::string regime;
    Hex hex;
    std::vector<SubformationLine> subformations;
    std::int64_t supply = 0;  // supply weight carried (HQs only)
    std::int64_t fuel = 0;
    std::int64_t ap = 0;
    std::int64_t entrench = 0;
    bool hidden = false;  // unseen by its enemies even in a hex they see (a surprise, at-visible-enemy)
    friend bool operator==(const Unit&, const Unit&) = default;
};

// 0 or false: off. rv41 names a movement type; rv843 an event number.
struct RuleVariables {
    std::string rv41;
    bool rv100 = false;
    std::int64_t rv307 = 0;
    bool rv326 = false, rv526 = false, rv814 = false;
    std::int64_t rv843 = 0;
    std::int64_t no_fuel_multiplier = 1;  // the text's X
    friend bool operator==(const RuleVariables&, const RuleVariables&) = default;
};

struct Scenario {
    RuleVariables variables;
    std::vector<Landscape> landscapes;
    std::vector<std::string> road_types, river_types;
    std::vector<MovementType> movement_types;
    std::vector<Regime> regimes;
    std::vector<RegimeRelation> relations;
    std::vector<SubformationType> subformation_types;
    std::vector<std::string> map;     // landscape glyphs, a line per row, row 0 first
    std::vector<std::string> owners;  // regime glyphs, '.' for none; absent: nobody owns anything
    std::vector<Location> locations;
    std::vector<HexEvent> events;
    std::vector<HexSide> sides;
    std::vector<HexPenalty> penalties;
    std::vector<Shroud> shroud;
    std::vector<Unit> units;
    friend bool operator==(const Scenario&, const Scenario&) = default;
};

// What one unit is ordered to do. `moving` names the subformation types that move
// (all of the unit's when empty; the text moves subformations, and the rest stay,
// move.hpp detach); `carried` those among them that ride on the others.
// `conquered` lists hexes where the unit took part in a successful conquering combat.
struct Order {
    std::string unit;
    Mission mission = Mission::Move;
    std::vector<std::string> moving, carried;
    std::vector<Hex> path;       // at move: the hexes entered, in order
    std::optional<Hex> to;       // at route: the destination
    std::vector<Hex> conquered;
    friend bool operator==(const Order&, const Order&) = default;
};

}  // namespace umpire::at
