#pragma once
// Rule 9.8's anchored flanks: which squares around a battle anchor a side's flanks
// (same-side or actively allied troops, or impassable terrain), and whether the
// side has no flank, one flank or both flanks anchored; in a battle where a unit is
// in a fort, flanks cannot be turned at all. What lies beyond the edge of the
// battle's tactical map is ruling FLANK-MAP-EDGE. Formed squares (rule 9.5) cannot
// have their flanks turned either: the caller knows whether a side formed them.
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "model/direction.hpp"
#include "model/game_state.hpp"
#include "model/named_enum.hpp"
#include "rules/gitm/combat/citation.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

#define UMPIRE_GITM_FLANK_STATUSES(X)                                                       \
    X(Exposed, "exposed") X(OneAnchored, "one-anchored") X(BothAnchored, "both-anchored") \
    X(FortBattle, "fort-battle")  /* a unit of the battle is in a fort: no flank can be turned */
UMPIRE_NAMED_ENUM(FlankStatus, std::uint8_t, UMPIRE_GITM_FLANK_STATUSES)
[[nodiscard]] inline std::string_view name(FlankStatus s) noexcept { return enum_name(s); }

#define UMPIRE_GITM_ANCHOR_KINDS(X) X(Friends, "friends") X(Impassable, "impassable")
UMPIRE_NAMED_ENUM(AnchorKind, std::uint8_t, UMPIRE_GITM_ANCHOR_KINDS)
[[nodiscard]] inline std::string_view name(AnchorKind k) noexcept { return enum_name(k); }

// The side's front line in rule 9.4's spaces (1 per infantryman, 3 per cavalryman,
// 8 per artilleryman) and its capacity (3,000 and any extension).
struct FrontLine {
    int spaces = 0;
    int capacity = 0;
};

// Rule 9.8: "at least 75% full", exactly, in spaces (reading FLANK-280-ARTILLERISTS).
[[nodiscard]] constexpr bool three_quarters_full(FrontLine f) noexcept {
    return f.capacity > 0 && 4LL * f.spaces >= 3LL * f.capacity;
}

struct FlankAnchor {
    Direction direction = Direction::N;
    StratSquare strategic;  // the battle's own square, or its neighbour's (FLANK-MAP-EDGE neighbour-map)
    TacSquare square;
    AnchorKind kind = AnchorKind::Friends;
    friend bool operator==(const FlankAnchor&, const FlankAnchor&) = default;
};

struct Flanks {
    FlankStatus status = FlankStatus::Exposed;
    std::vector<FlankAnchor> anchors;  // clockwise from north; empty in a fort battle
    // The first two anchors, clockwise from north, whose directions are not adjacent.
    std::optional<std::array<Direction, 2>> apart;
    bool front_full = false;
    Citation cite;  // 9.8; FLANK-MAP-EDGE when the battle is on its map's edge
    friend bool operator==(const Flanks&, const Flanks&) = default;
};

// The flanks of the side made of `side` (the side's units in the battle, at least
// one) in the battle on tactical square `battle` of strategic square `here` (one of
// the state's squares: given, not looked up, as a lookup passes over all of them).
// Troops anchor a flank when they are friends (same side or actively allied, 1.4) of
// a state of the side and hostile to none of them; headquarters do not anchor one
// (9.2: they take no part in combat), and inactive and shattered units count by
// TM-INACTIVE-PRESENCE. A fort battle is one where an active unit on the battle's
// square is in a fort. Requires a state passing check_invariants().
[[nodiscard]] Flanks flanks(const GameState& state, const StratSquareInfo& here, TacSquare battle,
                            std::span<const Unit* const> side, FrontLine front, const Rulings& rulings);
// The same from `near`, every unit of the state within one strategic square of
// `here` (the only ones rule 9.8 looks at), in any order: for a caller that keeps the
// units by square, where the call above scans the whole state for them.
[[nodiscard]] Flanks flanks(const GameState& state, const StratSquareInfo& here, TacSquare battle,
                            std::span<const Unit* const> side, FrontLine front, const Rulings& rulings,
                            std::span<const Unit* const> near);

}  // namespace umpire::gitm
