#include "app/next_turn.hpp"

#include <algorithm>

namespace umpire::app {

Credentials next_credentials(const Credentials& c, const std::vector<Unit>& units) {
    // The players and war ministers (3.4, 10.6: a war minister holds his post for the
    // whole game as far as the model goes) carry over; the assignments are rebuilt.
    Credentials next = c;
    next.assignments.clear();
    next.reassignments.clear();
    next.password_changes.clear();
    for (Player& p : next.players)
        if (const PasswordHash* now = password_at(c, p.name, max_timestamp(), SameSecond::ChangeFirst)) p.password = *now;
    const auto in_game = [&](const UnitId& id) {
        return std::any_of(units.begin(), units.end(), [&](const Unit& u) { return u.id == id; });
    };
    const auto take = [&](const UnitId& id) {
        const bool listed = std::any_of(next.assignments.begin(), next.assignments.end(),
                                        [&](const Assignment& a) { return a.unit == id; });
        if (listed || !in_game(id)) return;
        if (const Assignment* a = final_assignment(c, id)) next.assignments.push_back(*a);
    };
    // The start-of-turn order first, then units first assigned during the turn.
    for (const Assignment& a : c.assignments) take(a.unit);
    for (const Reassignment& r : c.reassignments) take(r.assignment.unit);
    return next;
}

GameState next_turn_state(const gitm::TurnOutcome& outcome) {
    GameState s = outcome.state;
    if (s.credentials) s.credentials = next_credentials(*s.credentials, s.units);
    return s;
}

}  // namespace umpire::app
