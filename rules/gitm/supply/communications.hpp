#pragma once
// Rule 10.1: which units are in communications, and through whom.
//   - an army HQ always is: it is the source;
//   - a corps HQ is when it stands in the strategic square of a same-side or actively
//     allied city, or has a line of contact (10.2) of at most 5 squares to such an
//     army HQ;
//   - any other unit is when it stands in such a city's square, or has a line of
//     contact of at most 2 squares to such a corps HQ that is itself in communications.
// Sources are active units (11.3: inactive units take no part; 12.3: nor do
// shattered ones). Rule 10.3 splits a besieged city from its surroundings: a unit
// inside it (on the city's tactical square) draws communications only from the city
// or from a headquarters inside; a unit outside draws them neither from the city nor
// from a headquarters inside. Among several sources the city counts first, then the
// nearest headquarters by line of contact, then the lowest unit id: the choice only
// names who is reported, never whether the unit is in communications.
#include <map>
#include <tuple>
#include <utility>
#include <optional>
#include <string>
#include <vector>

#include "model/game_state.hpp"
#include "model/named_enum.hpp"
#include "rules/gitm/contact.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

inline constexpr int kCorpsToArmyHq = 5;  // 10.1: a corps HQ to an army HQ
inline constexpr int kUnitToCorpsHq = 2;  // 10.1, 10.5: any other unit to a corps HQ
inline constexpr int kCorpsToCity = 8;    // 10.5: a corps HQ draws from a city

#define UMPIRE_GITM_COMMS_VIA(X) \
    X(None, "none") X(ArmyHq, "army-hq") X(City, "city") X(Headquarters, "headquarters")
UMPIRE_NAMED_ENUM(CommsVia, std::uint8_t, UMPIRE_GITM_COMMS_VIA)
[[nodiscard]] inline std::string_view name(CommsVia v) noexcept { return enum_name(v); }

struct UnitComms {
    UnitId unit;
    CommsVia via = CommsVia::None;     // None: out of communications
    std::optional<UnitId> through{};   // Headquarters: the army or corps HQ
    std::optional<std::string> city{};  // City: its name
    int length = 0;                     // Headquarters: the line of contact's squares
    [[nodiscard]] bool in() const noexcept { return via != CommsVia::None; }
    friend bool operator==(const UnitComms&, const UnitComms&) = default;
};

// Whether `u` stands inside a besieged city (10.3): in its strategic square and on
// the city's tactical square.
[[nodiscard]] bool inside_besieged_city(const GameState& state, const Unit& u) noexcept;

// The communications of every unit of `state` (requires check_invariants()), in the
// order of state.units. Reads positions and StratSquareInfo::besieged; ignores the
// recorded Unit::out_of_communications and Unit::communications.
[[nodiscard]] std::vector<UnitComms> work_out_communications(const GameState& state, const Rulings& rulings);

// Rule 10.1 for single units at chosen places, over the positions of one state
// (which it keeps a reference to), with the lines of contact built once per side.
class CommsFinder {
public:
    CommsFinder(const GameState& state, const Rulings& rulings);
    // `u` as if it stood at `where` on `tac`, counting a corps HQ as in
    // communications where `corps_in` (indexed like state.units) is nonzero: 7.18
    // reads the flags recorded at the start of movement.
    [[nodiscard]] UnitComms at(const Unit& u, StratSquare where, TacSquare tac, const std::vector<char>& corps_in);
    // The line-of-contact map of one state's units.
    [[nodiscard]] const ContactMap& contact(const std::string& side);
    // The active same-side or actively allied headquarters `u` at `where` on `tac`
    // could draw communications through, whether or not they are in communications
    // themselves: army HQs within a line of 5 for a corps HQ, corps HQs within a line of
    // 2 for any other unit (10.3's walls kept), as (index into state.units, length), in
    // the order of state.units. Worked out once per unit and place: the supply phase
    // asks the same of the corps HQs it may draw from (10.5).
    [[nodiscard]] const std::vector<std::pair<std::size_t, int>>& headquarters_within(const Unit& u, StratSquare where,
                                                                                     TacSquare tac);
    // at() and headquarters_within() for state.units[i] where it stands: what the
    // supply phase asks of every unit, kept by index rather than looked up by key.
    [[nodiscard]] UnitComms at(std::size_t i, const std::vector<char>& corps_in);
    [[nodiscard]] const std::vector<std::pair<std::size_t, int>>& headquarters_within(std::size_t i);

private:
    using Within = std::vector<std::pair<std::size_t, int>>;
    // at() when an army HQ or a city settles it, before any line is measured.
    [[nodiscard]] std::optional<UnitComms> without_headquarters(const Unit& u, StratSquare where, TacSquare tac) const;
    // at() from the headquarters within reach.
    [[nodiscard]] UnitComms through_headquarters(const Unit& u, const Within& within,
                                                 const std::vector<char>& corps_in) const;
    [[nodiscard]] Within work_out_within(const Unit& u, StratSquare where, TacSquare tac);

    const GameState& state_;
    const Rulings& rulings_;
    std::map<std::string, ContactMap> maps_;
    std::vector<std::size_t> army_;  // active army headquarters, as indices into state.units
    std::vector<std::tuple<int, int, std::size_t>> corps_by_place_;  // (row, column, index), sorted
    std::map<std::tuple<std::uint64_t, StratSquare, int>, Within> within_;
    std::vector<Within> own_within_;  // by unit index, for units where they stand
    std::vector<char> own_known_;     // by unit index: own_within_ worked out
};

// work_out_communications() with a finder over the same positions, whose line-of-contact
// maps (and the tactical paths they cache) the caller goes on using.
[[nodiscard]] std::vector<UnitComms> work_out_communications(const GameState& state, CommsFinder& finder);

}  // namespace umpire::gitm
