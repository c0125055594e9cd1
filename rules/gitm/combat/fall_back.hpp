#pragma once
// Rule 9.9's fall back of a melee's loser: to an adjacent tactical square, one with
// same-side or actively allied units when there is one, never an impassable square
// or one with enemy units (the same search as rule 9.2's stepping aside,
// rules/gitm/neighbours.hpp); +1 fatigue. With no such square the unit shatters; a
// unit in a fort surrenders instead of falling back. FALLBACK-TIE picks among equally
// good squares.
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "model/named_enum.hpp"
#include "model/seed.hpp"
#include "rules/gitm/combat/citation.hpp"
#include "rules/gitm/phase_board.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

inline constexpr int kFallBackFatigue = 1;  // rule 9.9

#define UMPIRE_GITM_FALL_BACK_RESULTS(X) \
    X(FellBack, "fell-back") X(Shatters, "shatters") X(Surrenders, "surrenders")
UMPIRE_NAMED_ENUM(FallBackResult, std::uint8_t, UMPIRE_GITM_FALL_BACK_RESULTS)
[[nodiscard]] inline std::string_view name(FallBackResult r) noexcept { return enum_name(r); }

struct FallBack {
    FallBackResult result = FallBackResult::Shatters;
    std::vector<TacSquare> legal;      // every square it may fall back to, reading order
    std::vector<TacSquare> preferred;  // those of them with friends (it chooses among these when any)
    std::optional<TacSquare> to;
    int fatigue = 0;                   // added: 1 when it falls back
    Citation cite;                     // 9.9; FALLBACK-TIE when it chose among several
    friend bool operator==(const FallBack&, const FallBack&) = default;
};

// The fall back of board unit `unit` from its square. Friends are units the board
// does not ignore (TM-INACTIVE-PRESENCE) whose state is the same side as, or actively
// allied with, the unit's. The units of a losing side fall back one at a time, in
// unit id order, each after the previous one has moved: room (2.5) is read from the
// board as it stands. The draw is keyed (FallBackSquare, draw, the unit). Pure.
[[nodiscard]] FallBack fall_back(const Board& board, int unit, Seed seed, CombatDraw draw, const Rulings& rulings);

}  // namespace umpire::gitm
