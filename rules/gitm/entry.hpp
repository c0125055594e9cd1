#pragma once
// Entry placement after a strategic move (rule 7.14 and gitm-entry-squares.txt):
// the requested square is moved onto the entry band, then off squares on or behind
// an enemy by the row-by-row procedure, then onto the proper side of a river or
// range. Pure: the caller supplies the map, the enemy squares, the allied counts
// and, when rule 7.14's side condition holds, the squares of the proper side.
#include <array>
#include <bitset>
#include <cstdint>
#include <span>
#include <string_view>

#include "model/named_enum.hpp"
#include "model/seed.hpp"
#include "model/tactical_map.hpp"
#include "rules/gitm/entry_band.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

using TacSet = std::bitset<kTacSquares>;  // index = TacSquare::index()

struct EntryInput {
    Direction moving = Direction::S;
    TacSquare request;                     // the order's entry square, or the unit's current square
    const TacticalMap* map = nullptr;      // the map entered; null = all open
    std::span<const TacSquare> enemies;    // squares holding units hostile to the mover
    // Units allied to the mover per square (rule 2.5), read only under
    // ENTRY-AVAILABLE=passable-below-twelve; empty = none anywhere.
    std::span<const std::uint8_t> allied;
    // Rule 7.14's side condition, when it applies: the squares of the side the unit
    // must keep to, and the ford/pass squares touching that side.
    const TacSet* proper_side = nullptr;
    const TacSet* side_crossings = nullptr;
    // The fallback draw's turn, phase and subject (the purpose is always EntryFallback).
    DrawKey draw;
};

#define UMPIRE_GITM_ENTRY_STEPS(X)                                                                     \
    X(Band, "band") X(Request, "request") X(Closer, "closer") X(Search, "search") X(Fallback, "fallback") \
    X(Side, "side")
UMPIRE_NAMED_ENUM(EntryStep, std::uint8_t, UMPIRE_GITM_ENTRY_STEPS)

#define UMPIRE_GITM_ENTRY_VERDICTS(X)                                                                                  \
    X(Placed, "placed")               /* Band: the band square nearest the request */                                  \
    X(Legal, "legal")                 /* available, taken */                                                           \
    X(EnemyOn, "enemy-on")            /* an enemy on the square */                                                     \
    X(EnemyBehind, "enemy-behind")    /* an enemy between it and the edge; `cause` is the enemy's square */            \
    X(Impassable, "impassable")                                                                                        \
    X(Full, "full")                   /* 12 allied units already there */                                              \
    X(Drawn, "drawn")                 /* Fallback: drawn at random; no combat even with an enemy there */              \
    X(OnSide, "on-side")              /* Side: already on the proper side */                                           \
    X(Moved, "moved")                 /* Side: moved to the nearest square of the proper side */                       \
    X(NoSideSquare, "no-side-square") /* Side: no square of the band is on the proper side; kept */
UMPIRE_NAMED_ENUM(EntryVerdict, std::uint8_t, UMPIRE_GITM_ENTRY_VERDICTS)
[[nodiscard]] inline std::string_view name(EntryStep s) noexcept { return enum_name(s); }
[[nodiscard]] inline std::string_view name(EntryVerdict v) noexcept { return enum_name(v); }

struct EntryTry {
    EntryStep step = EntryStep::Band;
    TacSquare square;
    EntryVerdict verdict = EntryVerdict::Placed;
    TacSquare cause;         // the enemy for EnemyOn/EnemyBehind, the request for Band, else square
    std::string_view rule;   // catalogue id
};

inline constexpr int kMaxEntryTries = 24;

struct EntryResult {
    TacSquare square;
    bool fallback = false;       // entered on the random square; no combat occurs
    bool side_adjusted = false;
    std::array<EntryTry, kMaxEntryTries> tries{};
    int try_count = 0;

    [[nodiscard]] std::span<const EntryTry> trace() const noexcept {
        return {tries.data(), static_cast<std::size_t>(try_count)};
    }
};

[[nodiscard]] EntryResult place_entry(const EntryInput& in, Seed seed, const Rulings& rulings) noexcept;

}  // namespace umpire::gitm
