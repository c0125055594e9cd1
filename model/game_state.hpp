#pragma once
// The game position: strategic squares with their tactical maps, states, relations
// and units. check_invariants() is the equivalent of Stockfish's pos_is_ok(): every
// loader, test and fuzzer calls it, and adjudication requires it to pass.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/credentials.hpp"
#include "model/expected.hpp"
#include "model/named_enum.hpp"
#include "model/polity.hpp"
#include "model/square.hpp"
#include "model/strat_terrain.hpp"
#include "model/tactical_map.hpp"
#include "model/unit.hpp"

namespace umpire {

// Ships of one state (rule 10.6: in a port, or warships raiding or convoying in a sea area).
struct ShipCount {
    std::string state;
    int ships = 0;
    friend bool operator==(const ShipCount&, const ShipCount&) = default;
};

struct StratSquareInfo {
    StratSquare square;
    Nation nation = Nation::US;  // rule 1.3
    std::string owner;           // the state controlling the square (rules 1.3, 7.18)
    TacticalMap map;
    std::optional<std::string> city;  // the city's name when the square has one (rules 1.2, 1.4, 11.2)
    std::optional<TacSquare> city_square{};  // the city's tactical square (rules 2.6, 2.7, 8.4)
    int fort = 0;           // the city's fort strength, 1-5; 0 for none (rule 2.6)
    // Rule 2.6: the fort's capacity in spaces (model/fort.hpp counts a unit's), only
    // where there is a fort; absent when the case does not give it (see
    // sufficiently_manned() for what rule 9.6 then reads).
    std::optional<int> fort_capacity{};
    // Rules 2.7, 10.3: under siege. With Logistics::Recorded the case file says so; with
    // Computed the siege test at the end of each movement phase writes it.
    bool besieged = false;
    int stores = 0;  // rule 10.5: supply units stored in the city; only a city has any
    StratTerrain terrain = StratTerrain::Open;  // rule 1.2
    bool guatemala = false;  // one of Guatemala's squares, which no unit may enter (rule 7.16)
    // North of the Rio Grande: Mexico may not deploy units here on the deployment turn (rule 7.19).
    bool north_of_rio_grande = false;
    // Rule 10.6: a city that is a port names the sea area its port opens on (one of
    // GameState::sea_areas); the ships lying in it, by state. The naval game (PATE)
    // moves ships; GITM only reads where they are.
    std::optional<std::string> port{};
    std::vector<ShipCount> ships_in_port{};
    friend bool operator==(const StratSquareInfo&, const StratSquareInfo&) = default;
};

// A sea area of the naval game's map as rule 10.6 reads it: the areas bordering it, and
// the warships each state has raiding commerce or convoying it there this turn.
struct SeaArea {
    std::string name;
    std::vector<std::string> adjacent;  // each listed on both sides
    std::vector<ShipCount> raiding;
    std::vector<ShipCount> convoying;
    friend bool operator==(const SeaArea&, const SeaArea&) = default;
};

// Rules 5.1, 9.1, 10.5: a campaign turn, or a peace or truce turn, on which there is
// no combat and no unit uses supplies. Files write the lowercase name.
#define UMPIRE_TURN_KINDS(X) X(Campaign, "campaign") X(Peace, "peace") X(Truce, "truce")
UMPIRE_NAMED_ENUM(TurnKind, std::uint8_t, UMPIRE_TURN_KINDS)
[[nodiscard]] inline std::string_view name(TurnKind k) noexcept { return enum_name(k); }

// Whether the state's communications, sieges and supply are the case file's record
// (Recorded: Unit::out_of_communications, Unit::communications and
// StratSquareInfo::besieged are inputs, and the supply phase passes the state
// through) or worked out by chapter 10's rules (Computed: those fields are outputs,
// written by the supply phase and the siege tests). A file written before the field
// existed is Recorded, so it keeps its meaning. Files write the lowercase name.
#define UMPIRE_LOGISTICS(X) X(Recorded, "recorded") X(Computed, "computed")
UMPIRE_NAMED_ENUM(Logistics, std::uint8_t, UMPIRE_LOGISTICS)
[[nodiscard]] inline std::string_view name(Logistics l) noexcept { return enum_name(l); }

struct GameState {
    int turn = 1;
    bool deployment = false;  // the pre-game deployment turn (rule 7.18)
    TurnKind turn_kind = TurnKind::Campaign;  // rules 5.1, 9.1, 10.5
    Logistics logistics = Logistics::Recorded;  // chapter 10
    std::vector<StratSquareInfo> squares;   // only the squares a case needs
    std::vector<PolityState> states;
    std::vector<RelationEntry> relations;  // one per unordered pair of distinct states
    std::vector<Unit> units;
    // The strategic squares where battles were fought on the previous turn: their
    // units may make a strategic withdrawal (rule 7.5). Sorted, each once.
    std::vector<StratSquare> battles_last_turn;
    std::vector<SeaArea> sea_areas;  // rule 10.6: only those the case's ports open on, and their neighbours
    std::optional<Credentials> credentials;  // who may order each unit (rules 3.4, 6.1, 6.10)

    [[nodiscard]] const StratSquareInfo* square(StratSquare s) const noexcept;
    [[nodiscard]] const PolityState* state(std::string_view id) const noexcept;
    [[nodiscard]] const Unit* unit(const UnitId& id) const noexcept;
    // SameSide for a state with itself; nullopt when the pair is not listed.
    [[nodiscard]] std::optional<Relation> relation(std::string_view a, std::string_view b) const noexcept;

    friend bool operator==(const GameState&, const GameState&) = default;
};

inline constexpr int kMaxTurn = 1000;
inline constexpr int kMaxFort = 5;  // rule 2.6
// Rule 2.6's capacity in spaces: room for several of the largest units (model/unit.hpp).
inline constexpr int kMaxFortCapacity = 1000000;
inline constexpr std::size_t kMaxCityName = 40;
inline constexpr int kMaxStores = 100000;  // supply units in one city
inline constexpr int kMaxShips = 10000;    // ships of one state in one port or sea area
inline constexpr std::size_t kMaxSeaAreas = 1000;

// Empty when the state is consistent. Each violation names the field it concerns
// ("units[3].state") so loaders can point at the line in the file.
[[nodiscard]] std::vector<Diagnostic> check_invariants(const GameState& s);

}  // namespace umpire
