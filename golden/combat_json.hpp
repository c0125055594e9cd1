#pragma once
// The combat case and its report in JSON (kind "combat", golden/combat_case.hpp).
// Included at the end of case_json.hpp, whose describe() calls find these by argument
// lookup. Strengths are in milli-men, as the rules compute them (strength.hpp).
#include <cstdint>
#include <string>

#include "golden/combat_case.hpp"
#include "golden/turn_case.hpp"
#include "model/json/json_io.hpp"
#include "rules/gitm/combat/frontage.hpp"
#include "rules/params.hpp"

namespace umpire {

template <>
struct StringCodec<Param> {
    static std::string write(Param p) { return std::string(param_name(p)); }
    static Expected<Param> read(std::string_view t) {
        if (auto p = find_param(t)) return *p;
        return error("unknown parameter \"" + std::string(t) + "\" (see umpire params)");
    }
};
template <>
struct StringCodec<gitm::DirectionSet> {
    static std::string write(gitm::DirectionSet s) { return gitm::to_string(s); }
    static Expected<gitm::DirectionSet> read(std::string_view t) {
        if (t.empty()) return gitm::DirectionSet{};
        return gitm::parse_directions(t);
    }
};

inline constexpr std::int64_t kMaxMilliMen = std::int64_t{1} << 52;

template <class IO>
void describe(IO& io, CombatCase& c) {
    io.field("state", c.state);
    io.number("phase", c.phase, 1, kTacticalPhases - 1);
    io.list_defaulted("orders", c.orders, kMaxOrderLines);
}

namespace gitm {
template <class IO>
void describe(IO& io, StrengthFactor& f) {
    io.field("param", f.param);
    io.number("per_mille", f.per_mille, 0, INT32_MAX);
}
template <class IO>
void describe(IO& io, SideStrength& s) {
    io.number("strength", s.strength, 0, kMaxMilliMen);
    io.defaulted("mixed_arms", s.mixed_arms, false);
    io.number_defaulted("exposed_flanks", s.exposed_flanks, 0, 2, 0);
}
template <class IO>
void describe(IO& io, LossSplit& l) {
    io.number_defaulted("killed", l.killed, 0, kMaxStrength, 0);
    io.number_defaulted("wounded", l.wounded, 0, kMaxStrength, 0);
    io.number_defaulted("prisoners", l.prisoners, 0, kMaxStrength, 0);
    io.number_defaulted("stragglers", l.stragglers, 0, kMaxStrength, 0);
}
// A unit's losses by type as fields of the unit itself, every one written, zero or
// not: a player checks them one by one.
template <class IO>
void casualty_fields(IO& io, LossSplit& l) {
    io.number("killed", l.killed, 0, kMaxStrength);
    io.number("wounded", l.wounded, 0, kMaxStrength);
    io.number("prisoners", l.prisoners, 0, kMaxStrength);
    io.number("stragglers", l.stragglers, 0, kMaxStrength);
}
template <class IO>
void describe(IO& io, MoraleCheck& c) {
    io.number("chance", c.chance, 0, 1000);
    io.number("draw", c.draw, 0, 999);
    io.field("result", c.result);
}
template <class IO>
void describe(IO& io, CombatCheck& c) {
    io.field("segment", c.segment);
    io.number("men_before", c.men_before, 0, kMaxStrength);
    io.number("lost", c.lost, 0, kMaxStrength);
    io.number_defaulted("exposed_flanks", c.exposed_flanks, 0, 2, 0);
    io.field("check", c.check);
}
template <class IO>
void describe(IO& io, CombatUnit& u) {
    io.field("id", u.unit);
    io.number("side", u.side, 0, 1);
    io.defaulted("headquarters", u.headquarters, false);
    io.defaulted("moved", u.moved, false);
    io.field("mode", u.mode);
    io.defaulted("skirmished", u.skirmished, false);
    io.defaulted("formed_square", u.formed_square, false);
    io.field("wanted", u.wanted);
    io.field("line", u.line);
    io.defaulted("lines", u.lines, UnitLines{});
    io.list_defaulted("factors", u.factors, kParamCount);
    io.number_defaulted("fire_strength", u.fire_strength, 0, kMaxMilliMen, MilliMen{0});
    io.number_defaulted("melee_strength", u.melee_strength, 0, kMaxMilliMen, MilliMen{0});
    io.number("strength_before", u.strength_before, 0, kMaxStrength);
    io.number("strength_after", u.strength_after, 0, kMaxStrength);
    io.number_defaulted("fire_losses", u.fire_losses, 0, kMaxStrength, 0);
    io.number_defaulted("melee_losses", u.melee_losses, 0, kMaxStrength, 0);
    casualty_fields(io, u.losses);
    io.number("fatigue_before", u.fatigue_before, 0, kMaxFatigue);
    io.number("fatigue_after", u.fatigue_after, 0, kMaxFatigue);
    io.number("experience_before", u.experience_before, 0, kMaxExperience);
    io.number("experience_after", u.experience_after, 0, kMaxExperience);
    io.number("morale_before", u.morale_before, kMinMorale, kMaxMorale);
    io.number("morale_after", u.morale_after, kMinMorale, kMaxMorale);
    io.number("ammunition_before", u.ammunition_before, 0, kMaxAmmunition);
    io.number("ammunition_after", u.ammunition_after, 0, kMaxAmmunition);
    io.list_defaulted("checks", u.checks, 2);
    io.field("fate", u.fate);
    io.field("strategic_after", u.strategic_after);
    io.field("square_after", u.square_after);
    io.defaulted("ruling", u.rulings, RulingList{});
}
template <class IO>
void describe(IO& io, CombatSide& s) {
    io.field("attacking", s.attacking);
    io.field("defending", s.defending);
    io.defaulted("no_fighters", s.no_fighters, false);
    io.defaulted("formed_squares", s.formed_squares, false);
    io.number("front_spaces", s.capacity.front, 0, INT32_MAX);
    io.number("second_spaces", s.capacity.second, 0, INT32_MAX);
    io.number("rear_spaces", s.capacity.rear, 0, INT32_MAX);
    io.defaulted("front", s.front, LinePart{});
    io.defaulted("second", s.second, LinePart{});
    io.defaulted("rear", s.rear, LinePart{});
    io.defaulted("uncounted", s.uncounted, LinePart{});
    io.list_defaulted("draws", s.draws, 2);
    io.field("flanks", s.flanks);
    io.number_defaulted("exposed_flanks", s.exposed_flanks, 0, 2, 0);
    io.field("fire", s.fire);
    io.field("melee", s.melee);
    io.number_defaulted("odds", s.odds, 0, kMaxMilliMen, MilliMen{0});
    io.defaulted("switched_to_skirmish", s.switched_to_skirmish, false);
    io.number_defaulted("fire_inflicted", s.fire_inflicted, 0, kMaxMilliMen, std::int64_t{0});
    io.number_defaulted("melee_inflicted", s.melee_inflicted, 0, kMaxMilliMen, std::int64_t{0});
    io.defaulted("lost", s.lost, false);
}
template <class IO>
void describe(IO& io, NearbyMorale& n) {
    io.field("unit", n.unit);
    io.number("before", n.before, kMinMorale, kMaxMorale);
    io.number("after", n.after, kMinMorale, kMaxMorale);
}
template <class IO>
void describe(IO& io, BombardLoss& l) {
    io.field("unit", l.unit);
    io.number("strength_before", l.strength_before, 0, kMaxStrength);
    io.number("share", l.share, 0, kMaxStrength);
    io.number("men", l.men, 0, kMaxStrength);
    io.field("split", l.split);
}
template <class IO>
void describe(IO& io, Bombardment& b) {
    io.field("unit", b.unit);
    io.field("strategic", b.strategic);
    io.field("from", b.from);
    io.field("target", b.target);
    io.field("direction", b.direction);
    io.number("choices", b.choices, 0, 8);
    io.number("strength", b.strength, 0, kMaxMilliMen);
    io.number("casualties", b.casualties, 0, kMaxMilliMen);
    io.list_defaulted("losses", b.losses, kMaxUnits);
    io.defaulted("fort_roll", b.fort_roll, false);
    io.number_defaulted("chance_per_mille", b.chance_per_mille, 0, 1000, 0);
    io.number_defaulted("draw", b.draw, 0, 999, 0);
    io.number_defaulted("level_before", b.level_before, 0, 5, 0);
    io.number_defaulted("level_after", b.level_after, 0, 5, 0);
    io.number_defaulted("ammunition_spent", b.ammunition_spent, 0, 1, 0);
    io.number_defaulted("fatigue", b.fatigue, 0, kMaxFatigue, 0);
    io.defaulted("ruling", b.cite.rulings, RulingList{});
    if constexpr (IO::loading) b.cite.rule = kBombardRule;  // not written: every bombardment cites it
}
template <class IO>
void describe(IO& io, BattleReport& b) {
    io.field("strategic", b.strategic);
    io.field("square", b.square);
    io.field("stance", b.stance);
    io.defaulted("entered", b.entered, DirectionSet{});
    io.defaulted("ruling", b.rulings, RulingList{});
    io.defaulted("fort_battle", b.fort_battle, false);
    io.number_defaulted("fort_level", b.fort_level, 0, 5, 0);
    io.field("initiators", b.sides[0]);
    io.field("opponents", b.sides[1]);
    io.list("units", b.units, kMaxUnits);
    io.list_defaulted("nearby", b.nearby, kMaxUnits);
}
template <class IO>
void describe(IO& io, MassRoutUnit& u) {
    io.field("id", u.unit);
    io.field("check", u.check);
    io.field("fate", u.fate);
    io.number("strength_before", u.strength_before, 0, kMaxStrength);
    io.number("strength_after", u.strength_after, 0, kMaxStrength);
    casualty_fields(io, u.losses);
    io.number("fatigue_before", u.fatigue_before, 0, kMaxFatigue);
    io.number("fatigue_after", u.fatigue_after, 0, kMaxFatigue);
    io.field("strategic_after", u.strategic_after);
    io.field("square_after", u.square_after);
    io.defaulted("ruling", u.rulings, RulingList{});
}
template <class IO>
void describe(IO& io, MassRout& m) {
    io.field("strategic", m.strategic);
    io.field("state", m.state);
    io.list("broken", m.broken, kMaxUnits);
    io.number("side_units", m.side_units, 0, kMaxUnits);
    io.list_defaulted("units", m.units, kMaxUnits);
}
}  // namespace gitm

template <class IO>
void describe(IO& io, CombatRecord& r) {
    io.number("phase", r.phase, 1, kTacticalPhases - 1);
    io.list_defaulted("bombardments", r.bombardments, kMaxUnits);
    io.list_defaulted("battles", r.battles, kMaxUnits);
    io.list_defaulted("mass_routs", r.mass_routs, kMaxUnits);
}
template <class IO>
void describe(IO& io, CombatCaseReport& r) {
    io.field("movement", r.movement);
    io.defaulted("fought", r.fought, true);
    io.list_defaulted("bombardments", r.bombardments, kMaxUnits);
    io.list_defaulted("battles", r.battles, kMaxUnits);
    io.list_defaulted("mass_routs", r.mass_routs, kMaxUnits);
    io.list_defaulted("units", r.units, kMaxUnits);
}

}  // namespace umpire
