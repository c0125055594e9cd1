#include "app/credential_forms.hpp"

#include <algorithm>

namespace umpire::app {
namespace {

FormJudgement refused(std::string rule, std::string reason, PasswordCheck pw = PasswordCheck::NotChecked) {
    return {false, std::move(rule), std::move(reason), pw, std::nullopt};
}

bool known_player(const Credentials& c, std::string_view name) {
    return std::any_of(c.players.begin(), c.players.end(), [&](const Player& p) { return p.name == name; });
}

// Rule 3.4: the war minister of the unit's state, or the commander (not the
// deputy: the rule names only him) of an army headquarters of that state, at `at`.
// Empty when the sender may; else why not.
std::string authority(const GameState& state, const Credentials& c, const Unit& unit, const std::string& sender,
                      Timestamp at, SameSecond same) {
    const std::string* minister = war_minister_of(c, unit.state);
    if (minister && *minister == sender) return {};
    std::string other_state_hq;
    for (const Unit& hq : state.units) {
        if (hq.id.type != UnitType::ArmyHQ) continue;
        const Assignment* a = assignment_at(c, hq.id, at, same);
        if (a == nullptr || a->commander != sender) continue;
        if (hq.state == unit.state) return {};
        other_state_hq = to_string(hq.id) + " of " + hq.state;
    }
    if (!other_state_hq.empty())
        return "the sender commands the army headquarters " + other_state_hq + ", which cannot assign the commanders of " +
               unit.state + "'s units";
    return "the sender is neither " + unit.state + "'s war minister nor the commander of an army headquarters of " +
           unit.state;
}

}  // namespace

SameSecond same_second(const Rulings& rulings) noexcept {
    return rulings.get<OrdersSameSecond>() == OrdersSameSecond::ChangeFirst ? SameSecond::ChangeFirst : SameSecond::OrderFirst;
}

std::string form_title(const CredentialForm& form) {
    return form.kind == CredentialForm::Kind::Reassign ? "reassign " + to_string(form.unit) : "change-password";
}

FormJudgement judge_form(const GameState& state, const Credentials& c, const CredentialForm& form, Timestamp at,
                         SameSecond same) {
    const PasswordHash* hash = password_at(c, form.sender, at, same);
    if (hash == nullptr) return refused("3.4", "the sender is not a known player");
    std::optional<Assignment> next;
    // A campaign stores a new password given in clear as "***" and one not given as
    // `withheld`, so this reads the same before and after the masking.
    if (form.kind == CredentialForm::Kind::Password && !form.new_password)
        return refused("6.10", "the new password is withheld: a password change gives it in quotes");
    if (form.kind == CredentialForm::Kind::Reassign) {
        const Unit* unit = state.unit(form.unit);
        if (unit == nullptr) return refused("3.4", "there is no unit " + to_string(form.unit) + " in the game");
        if (auto why = authority(state, c, *unit, form.sender, at, same); !why.empty()) return refused("3.4", why);
        const Assignment* now = assignment_at(c, form.unit, at, same);
        Assignment a{form.unit, {}, now ? now->deputy : std::nullopt};
        if (form.commander) a.commander = *form.commander;
        else if (now) a.commander = now->commander;
        else return refused("3.4", to_string(form.unit) + " has no commander yet: the reassignment must name one");
        if (form.deputy_given) a.deputy = form.deputy;
        for (const std::string* who : {&a.commander, a.deputy ? &*a.deputy : nullptr})
            if (who && !known_player(c, *who)) return refused("3.4", "there is no player " + *who + " to assign");
        if (a.deputy && *a.deputy == a.commander)
            return refused("3.4", a.commander + " would be both commander and deputy of " + to_string(form.unit) +
                                      " (rule 3.4 names two people; write `deputy none` or another deputy)");
        next = std::move(a);
    }
    if (!form.password) return refused("6.2", "the form carries no password", PasswordCheck::None);
    if (!verify_password(*hash, form.password->reveal())) {
        return refused(password_changed(c, form.sender) ? "6.10" : "6.2", "the password does not match the sender's password at that time",
                       PasswordCheck::Wrong);
    }
    FormJudgement out{true, "3.4", {}, PasswordCheck::Matched, std::move(next)};
    if (form.kind == CredentialForm::Kind::Password) {
        out.rule = "6.10";
        out.reason = "the sender's own password, changed from then on";
    } else {
        out.reason = "from then on " + out.assignment->commander + " commands " + to_string(form.unit) +
                     (out.assignment->deputy ? ", " + *out.assignment->deputy + " its deputy" : ", without a deputy");
    }
    return out;
}

}  // namespace umpire::app
