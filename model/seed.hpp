#pragma once
// All randomness in umpire comes from one explicit Seed through a counter-based
// generator: a draw is a pure function of (seed, key, counter). A key names the
// purpose of the draws (what is being decided, in which turn and phase, for whom),
// so adding an unrelated unit or decision never shifts anyone else's numbers, and
// any single draw can be recomputed in isolation when a result is disputed.
//
// The mixing function is SplitMix64's finaliser applied in a chain; it is not
// cryptographic (seed commitment, which needs that, hashes the seed separately).
#include <cstdint>

namespace umpire {

struct Seed {
    std::uint64_t value = 0;
    // Where a caller wants the values drawn counted (resolve_turn() reports them per
    // phase). It changes no draw and is not part of the seed: equality ignores it.
    std::uint64_t* tally = nullptr;
    friend bool operator==(Seed a, Seed b) noexcept { return a.value == b.value; }
};

// What a stream of draws decides. Values are part of the replay format: never renumber.
enum class Purpose : std::uint32_t {
    EncounterTieBreak = 1,  // ruling TM-TWO-BESIDE, alternative "seeded-random"
    EntryFallback = 2,      // gitm-entry-squares: the random square when a searched row has none
    DeploymentRestack = 3,  // rule 7.18: the end-of-deployment restack, one stream per strategic square
    TacticalMoveOrder = 4,  // rule 8.6: each unit's place within its initiative number, per phase
    HqShatter = 5,          // rule 9.2: whether a headquarters entered by an enemy shatters
    HqStepAside = 6,        // rule 9.2 (HQ-STEP-ASIDE seeded-random): the square it steps aside to
    EngageTieBreak = 7,     // rule 8.8 (ENGAGE-TIE seeded-random): among equally near enemies
    StrategicMoveOrder = 8, // rule 7.7: each unit's place in a strategic phase's move order
    Stragglers = 9,         // rule 7.5: the share of a withdrawing unit lost as stragglers
    MarchTieBreak = 10,     // rule 7.13 (STRAT-MARCH-TIE seeded-random): among equal squares
    DeploymentMoveOrder = 11,  // rule 7.18 (DEPLOY-MOVE-ORDER seeded-random): each unit's place in the deployment's moves
    DeploymentTactical = 12,   // rule 7.18: the random tactical square of a unit whose own is not passable there
    RetreatDirection = 13,  // rule 9.8: the open direction a retreating unit takes among several
    RoutDirection = 14,     // rule 9.8: the direction a routing unit picks, blocked or not
    FallBackSquare = 15,    // rule 9.9 (FALLBACK-TIE seeded-random): among equally good squares
    ShatterLosses = 16,     // rule 12.1: the men a shattering unit loses, 30% to 80%
    ShatterDistance = 17,   // rule 12.2: 3 or 4 squares along the line of contact
    BattleLineDraw = 18,    // rule 9.3: the unit placed in an empty front (or needed second) line, per battle side
    BombardTarget = 19,     // rule 9.14 (BOMBARD-TARGET seeded-random): the square a bombarding unit fires into
    BombardFort = 20,       // rule 9.14: whether a bombarding unit lowers the fort it fires on by one level
    MoraleCheck = 21,       // rules 9.8, 9.11: a unit's morale check; phase = 2 x combat phase + segment (0 fire, 1 melee)
    SquareTrapped = 22,     // rule 9.5: whether a unit in square on the losing side is trapped and shatters
    MassRoutCheck = 23,     // rule 9.12 (COMBAT-MASS-ROUT on): the morale check of a unit whose side broke in its square
    SupplyOrder = 24,       // rule 10.5 (SUPPLY-SHORTAGE-ORDER seeded-random): each unit's place in the supply phase
    SiegeSurrender = 25,    // rule 10.3: the one roll of a besieged garrison without supplies, per city square
    ReformTurns = 26,       // rule 12.3: the 2 or 3 turns a shattered unit takes to reform
    ReformDriveOff = 27,    // rule 12.4: 3 or 4 squares along the line of contact, driven off again
    ReportApproximation = 28,  // rule 4.1: the errors of a position report's count and letters, per strategic square
    MinisterReport = 29,       // rule 4.7: which headquarters a war minister hears of, and how far off each report is
};

struct DrawKey {
    Purpose purpose{};
    std::uint32_t turn = 0;
    std::uint32_t phase = 0;
    std::uint64_t subject = 0;  // e.g. pack(UnitId); 0 when the draw concerns no one thing
};

class DrawStream {
public:
    DrawStream(Seed seed, DrawKey key) noexcept;
    // The next 64 uniformly distributed bits.
    [[nodiscard]] std::uint64_t next() noexcept;
    // Uniform in [0, bound), bound > 0, without modulo bias (Lemire's method with
    // rejection; a rejection consumes another counter value, still deterministic).
    [[nodiscard]] std::uint64_t below(std::uint64_t bound) noexcept;
    [[nodiscard]] std::uint64_t draws_used() const noexcept { return counter_; }

private:
    std::uint64_t base_;
    std::uint64_t counter_ = 0;
    std::uint64_t* tally_ = nullptr;
};

[[nodiscard]] std::uint64_t mix64(std::uint64_t x) noexcept;

}  // namespace umpire
