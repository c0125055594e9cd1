#pragma once
// The units of one strategic square during a tactical phase, and what the movement
// rules ask about them: how each stands towards a mover, whether rule 8.5's limits
// are in force for it, who stands on a square, and whether a square has room for it
// (rule 2.5). Units of one strategic square never meet those of another in a
// tactical phase, so each square is adjudicated on its own board.
//
// Each tactical square keeps the list of its units (every move goes through move()),
// so a question about one square costs the units on it; questions about the whole
// strategic square scan its units, at most a few hundred.
#include <array>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

#include "model/game_state.hpp"
#include "model/stacking.hpp"
#include "rules/gitm/blocking.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

// How a unit of the square stands towards a given mover.
enum class Stance : std::uint8_t { Ignored, Allied, Neutral, Enemy };

class Board {
public:
    // `members`: indices into state.units of the units in `square`, in unit id order.
    // A board over a const state only answers questions (the single ordered move of
    // tactical_move.hpp); the phase's board also moves its units.
    Board(const GameState& state, const StratSquareInfo& square, std::vector<std::size_t> members,
          const RelationTable& relations, const Rulings& rulings);
    Board(GameState& state, const StratSquareInfo& square, std::vector<std::size_t> members,
          const RelationTable& relations, const Rulings& rulings)
        : Board(std::as_const(state), square, std::move(members), relations, rulings) {
        writable_ = &state;
    }

    [[nodiscard]] int size() const noexcept { return static_cast<int>(members_.size()); }
    [[nodiscard]] Unit& unit(int i) noexcept {
        assert(writable_ && "a board over a const state moves nothing");
        return writable_->units[members_[static_cast<std::size_t>(i)]];
    }
    [[nodiscard]] const Unit& unit(int i) const noexcept { return state_.units[members_[static_cast<std::size_t>(i)]]; }
    [[nodiscard]] const StratSquareInfo& square() const noexcept { return square_; }
    [[nodiscard]] Relation relation(int a, int b) const noexcept {
        return relations_.at(state_of_[static_cast<std::size_t>(a)], state_of_[static_cast<std::size_t>(b)]);
    }
    // Unit `other` seen from `mover` (rules 8.3, 8.5; TM-INACTIVE-PRESENCE).
    [[nodiscard]] Stance stance(int mover, int other) const noexcept;
    [[nodiscard]] bool hostile(int a, int b) const noexcept { return relation(a, b) == Relation::Hostile; }

    // Rule 8.5 in force for the mover: enemies, or neutrals at home or in an actively
    // allied nation, share the strategic square. The ids, sorted (members are given in id order).
    [[nodiscard]] std::vector<UnitId> triggers(int mover) const;
    [[nodiscard]] bool any_neutral(int mover) const noexcept;
    [[nodiscard]] bool enemy_present(int mover) const noexcept;  // rule 8.1's "hostile units in their square"
    // Only inactive or shattered hostile units share the square: TM-INACTIVE-PRESENCE
    // decides enemy_present() (and so 8.1's fatigue point and bar).
    [[nodiscard]] bool enemy_presence_by_ruling(int mover) const noexcept;

    // Enemy and neutral occupancy seen from the mover; `absent` (if >= 0) is left
    // out too (a unit in motion that an interceptor must not meet where it started).
    // `skip_hq`: headquarters outside forts are left out (ENCOUNTER-LONE-HQ passes).
    [[nodiscard]] Occupancy occupancy(int mover, int absent = -1, bool skip_hq = false) const noexcept;
    [[nodiscard]] std::vector<UnitId> ids_at(TacSquare q, int mover, Stance stance) const;
    [[nodiscard]] std::vector<int> at(TacSquare q) const;  // board indices, any status

    // Rule 8.3: the square holds 12 units allied to the mover (TM-ALLIED-COUNT).
    [[nodiscard]] bool twelve_allied(int mover, TacSquare q) const noexcept;
    // Rule 2.5: the cap the mover would break by standing on q, None when it may
    // (STACK-STATUS and TM-ALLIED-COUNT decide who counts): the 24 units, or the 12
    // allied to one another (its own allies, or an ally's when alliances are not transitive).
    enum class Cap : std::uint8_t { None, Units24, Allied12 };
    [[nodiscard]] Cap broken_cap(int mover, TacSquare q) const noexcept;
    [[nodiscard]] bool room(int mover, TacSquare q) const noexcept { return broken_cap(mover, q) == Cap::None; }

    // Calls f(i) for the board indices standing on q, in ascending order.
    template <class F>
    void each_at(TacSquare q, F f) const {
        for (int i = head_[static_cast<std::size_t>(q.index())]; i >= 0; i = next_[static_cast<std::size_t>(i)]) f(i);
    }
    // Moves unit i to `to`: every change of a unit's square goes through here, so that
    // the per-square lists stay in step.
    void move(int i, TacSquare to);

private:
    void link(int i);
    void unlink(int i);
    std::array<std::int16_t, kTacSquares> head_;  // first board index on each square, -1: none
    std::vector<std::int16_t> next_;              // the next index on the same square
    const GameState& state_;
    GameState* writable_ = nullptr;  // the same state, when the board may change it
    const StratSquareInfo& square_;
    std::vector<std::size_t> members_;
    std::vector<int> state_of_;
    const RelationTable& relations_;
    const Rulings& rulings_;
    bool active_only_;
    StackReading reading_;
};

}  // namespace umpire::gitm
