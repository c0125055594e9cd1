#pragma once
// Effective strength (rule 9.6) and what each segment counts of it: the firing segment's
// fire strength (9.7, 10.10) and the melee strength (9.9, 9.5, 10.10). The text lists the
// factors and leaves their size to "[More Details]": each is a named parameter
// (rules/params.def), and every factor that applied is kept so the report can say why a
// unit counted for what it did.
//
// Arithmetic is exact and the same everywhere: strengths are in thousandths of a man
// ("milli-men"), and the factors are applied in the order listed below, each as
// value * per_mille / 1000 rounded down. Order is fixed, so the result is reproducible.
#include <cstdint>
#include <vector>

#include "model/terrain.hpp"
#include "model/unit.hpp"
#include "rules/gitm/combat/combat_mode.hpp"
#include "rules/gitm/combat/lines.hpp"
#include "rules/params.hpp"

namespace umpire::gitm {

using MilliMen = std::int64_t;

// What 9.6 reads besides the unit: the battle around it.
struct StrengthContext {
    CombatMode mode = CombatMode::Attack;
    bool defending = false;           // its side defends: the square's terrain counts (9.6)
    Terrain terrain = Terrain::Open;  // the battle's tactical square
    bool moved = false;               // it moved into the battle this phase (9.6)
    bool fort_manned = false;         // it is in a sufficiently manned fort (9.6, 2.6)
    bool formed_square = false;       // infantry formed in square (9.5)
    bool facing_square = false;       // the enemy's infantry formed squares (9.5: cavalry)
    friend bool operator==(const StrengthContext&, const StrengthContext&) = default;
};

// One factor that applied: the parameter, its value (per-mille) and the rule.
struct StrengthFactor {
    Param param{};
    ParamValue per_mille = 1000;
    friend bool operator==(const StrengthFactor&, const StrengthFactor&) = default;
};

// The per-unit factors of 9.6 (quality, experience, morale, fatigue, terrain, mode,
// US1AQ communications, not moved, militia, fort), in the order they are applied.
// Factors equal to 1000 are left out.
[[nodiscard]] std::vector<StrengthFactor> unit_factors(const Unit& u, const StrengthContext& c, const ParamSet& p);

// `men` scaled by `factors` in order (see the file comment).
[[nodiscard]] MilliMen apply_factors(MilliMen men, const std::vector<StrengthFactor>& factors) noexcept;

// `men` scaled by unit_factors() and then square_factors() for the segment (melee or
// fire), exactly as apply_factors() on the two lists, without building them.
[[nodiscard]] MilliMen apply_strength_factors(MilliMen men, const Unit& u, const StrengthContext& c, bool melee,
                                              const ParamSet& p) noexcept;

// 9.7, 10.10: what the unit fires with, before its factors: its infantry in the front
// line, and its artillerists (an artillery unit's men, or the 100 men per battery of
// 9.4) in the first two lines, each counting `artillerist-fire` per-mille of a man.
// Cavalry men do not fire. Out of ammunition (10.10) infantry and artillery units do
// not fire at all.
[[nodiscard]] MilliMen fire_base(const Unit& u, const UnitLines& lines, const ParamSet& p) noexcept;

// 9.9, 10.10: what the unit fights the melee with, before its factors: the first two
// lines in full, the rear at half, rear cavalry not at all, the men beyond the rear not
// at all; out of ammunition, infantry at half and artillery at a tenth.
[[nodiscard]] MilliMen melee_base(const Unit& u, const UnitLines& lines) noexcept;

// 9.5: the squares factors of one segment: an infantry unit in square fires at
// `square-fire` and fights at `square-melee`; cavalry facing squares fights at
// `lancers-vs-square` (lancers) or `cavalry-vs-square` (the others).
[[nodiscard]] std::vector<StrengthFactor> square_factors(const Unit& u, const StrengthContext& c, bool melee,
                                                         const ParamSet& p);

}  // namespace umpire::gitm
