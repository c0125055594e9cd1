#pragma once
// The query of `umpire gitm contact CASE.json FROM TO [--side STATE]` and of golden
// cases of kind "contact": each end written as a strategic square ("J2-Y4"), a unit of
// the state ("US1IN": its square and tactical square) or a city's name (a friendly unit
// on the city's tactical square, rule 10.2); the side is the state of the unit at FROM,
// else of the unit at TO, else `side`, which must then be given.
#include <string>

#include "model/expected.hpp"
#include "model/game_state.hpp"
#include "rules/gitm/contact_report.hpp"

namespace umpire {

struct ContactQuery {
    std::string from, to;
    std::string side;  // empty: the state of a unit at an end
    friend bool operator==(const ContactQuery&, const ContactQuery&) = default;
};

struct ResolvedContact {
    std::string side;
    gitm::ContactPoint from, to;
};

// The ends and the side, or errors at `prefix` + "from", "to" or "side" (the command
// line passes "" and upper-cases nothing: its fields are FROM, TO and --side).
[[nodiscard]] Expected<ResolvedContact> resolve_contact(const GameState& state, const ContactQuery& q,
                                                        const std::string& from_field, const std::string& to_field,
                                                        const std::string& side_field);

}  // namespace umpire
