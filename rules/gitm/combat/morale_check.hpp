#pragma once
// The morale check of rules 9.8 and 9.11: who must take one, the chance of passing,
// and the draw. What a failure leads to (retreat, rout, shattering) is decided by the
// caller with the movement rules; 12.1's fatigue limit is decided here, since it turns
// the check itself into a shattering.
#include <cstdint>

#include "model/seed.hpp"
#include "model/unit.hpp"
#include "rules/gitm/combat/shatter.hpp"
#include "rules/params.hpp"

namespace umpire::gitm {

// 9.8: losses of 2% or more of the men it had when the segment began.
[[nodiscard]] constexpr bool must_check_morale(int men_before, int lost) noexcept {
    return men_before > 0 && lost * 50 >= men_before;
}

// 9.8: the per-mille chance of passing: morale-check-base, plus morale-check-quality per
// quality level above average (less below), plus morale-check-experience per experience
// point, less morale-check-losses per whole percent lost beyond the first two, less
// morale-check-flank per exposed flank; kept within morale-check-min and -max.
[[nodiscard]] ParamValue morale_pass_chance(const Unit& u, int men_before, int lost, int exposed_flanks,
                                            const ParamSet& p) noexcept;

#define UMPIRE_GITM_MORALE_RESULTS(X) X(Passed, "passed") X(Failed, "failed") X(Exhausted, "exhausted")
UMPIRE_NAMED_ENUM(MoraleResult, std::uint8_t, UMPIRE_GITM_MORALE_RESULTS)
[[nodiscard]] inline std::string_view name(MoraleResult r) noexcept { return enum_name(r); }

struct MoraleCheck {
    ParamValue chance = 0;  // per-mille to pass
    int draw = 0;           // 0..999; passes when below the chance
    MoraleResult result = MoraleResult::Passed;  // Exhausted: 12.1's fatigue, no draw made
    friend bool operator==(const MoraleCheck&, const MoraleCheck&) = default;
};

// The check itself; `stream` is the unit's own (keyed by turn, phase, unit and segment).
[[nodiscard]] MoraleCheck check_morale(const Unit& u, int men_before, int lost, int exposed_flanks,
                                       const ParamSet& p, DrawStream& stream);

}  // namespace umpire::gitm
