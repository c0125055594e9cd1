#pragma once
// Rules 4.2 and 4.6: what a player sees on the tactical maps. On each tactical map
// (strategic square) where he has a unit, he sees every unit friendly to his (same
// side or actively allied), where it stands, and whatever any of those friends
// sights: in each of the eight directions the nearest unit it counts an enemy (all
// equally near ones), nothing behind it. Headquarters neither sight nor screen (4.2);
// inactive (11.3) and shattered (12.3) units sight nothing but still screen, as they
// still stand there.
//
// The rulings read are those of the movement reports (REPORT-SIGHT-DIRECTION,
// REPORT-SIGHTED-AS-ENEMY, REPORT-HQ-SEEN), DETECT-SHATTERED (whose hidden
// alternative keeps a shattered unit out of every report) and
// REPORT-SIGHTED-IDENTITY (whether a sighted unit's id is reported).
#include <span>
#include <string>
#include <vector>

#include "model/game_state.hpp"
#include "rules/gitm/reports/unit_places.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

struct FriendOnMap {
    UnitId unit;
    TacSquare at;
    friend bool operator==(const FriendOnMap&, const FriendOnMap&) = default;
};

// A unit sighted by the reader's friends. `unit` is kept for review and tests; a
// report printed for a player shows it only when `identified`.
struct TacticalSighting {
    UnitId unit;
    std::string state;
    UnitType type = UnitType::Infantry;
    TacSquare at;
    bool identified = true;
    friend bool operator==(const TacticalSighting&, const TacticalSighting&) = default;
};

struct TacticalMapView {
    StratSquare square;
    std::vector<UnitId> eyes;                // the friends that sight (active, not headquarters), by id
    std::vector<FriendOnMap> friends;        // every friendly unit of the map, the reader's own included, by id
    std::vector<TacticalSighting> sighted;   // by tactical square, then state, type and id
    friend bool operator==(const TacticalMapView&, const TacticalMapView&) = default;
};

struct TacticalView {
    std::vector<TacticalMapView> maps;  // by strategic square (reading order)
    RulingList rulings;                 // those that decided it
    friend bool operator==(const TacticalView&, const TacticalView&) = default;
};

// What a player whose units are `readers` (ids of units of `state`; unknown ids are
// ignored) sees on the tactical maps where those units stand, whatever their status:
// rule 4.6 gives him the sight of every friendly unit there, not only his own.
[[nodiscard]] TacticalView view_tactical(const GameState& state, std::span<const UnitId> readers,
                                         const Rulings& rulings);
// The same over a position already indexed, for many readers of one position.
[[nodiscard]] TacticalView view_tactical(const UnitPlaces& places, std::span<const UnitId> readers, const Rulings& rulings);

}  // namespace umpire::gitm
