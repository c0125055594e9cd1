#include "golden/entry_report.hpp"

#include "rules/gitm/entry_state.hpp"

namespace umpire {

EntryInputs::EntryInputs(const EntryQuery& q, const Rulings& rulings) {
    gitm::EntryInput& in = input;
    in.moving = q.moving;
    in.request = q.request ? *q.request : *q.current;  // rule 7.14: no request means the current square
    in.map = q.map ? &*q.map : nullptr;
    in.enemies = q.enemies;
    if (!q.allied.empty()) {
        allied.assign(kTacSquares, 0);
        for (const auto& a : q.allied) allied[static_cast<std::size_t>(a.square.index())] = static_cast<std::uint8_t>(a.count);
        in.allied = allied;
    }
    in.draw = DrawKey{Purpose::EntryFallback, static_cast<std::uint32_t>(q.turn), static_cast<std::uint32_t>(q.phase),
                      q.unit ? pack(*q.unit) : 0};
    if (q.start_map) {
        gitm::proper_side_squares(*q.start_map, *q.start, q.moving, q.map ? *q.map : TacticalMap{}, rulings,
                                  proper_side, side_crossings);
        in.proper_side = &proper_side;
        in.side_crossings = &side_crossings;
    }
}

EntryReport run_entry(const EntryQuery& q, Seed seed, const Rulings& rulings) {
    const EntryInputs e(q, rulings);
    return report_entry(gitm::place_entry(e.input, seed, rulings), e.input, rulings);
}

EntryReport report_entry(const gitm::EntryResult& r, const gitm::EntryInput& in, const Rulings& rulings) {
    EntryReport rep;
    rep.square = r.square;
    rep.fallback = r.fallback;
    rep.side_adjusted = r.side_adjusted;
    for (const auto& t : r.trace()) rep.trace.push_back({t.step, t.square, t.verdict, t.cause, std::string(t.rule)});

    rep.drawing = in.map ? in.map->to_lines() : TacticalMap{}.to_lines();
    const auto put = [&](TacSquare s, char ch) {
        rep.drawing[static_cast<std::size_t>(s.row)][static_cast<std::size_t>(s.col)] = ch;
    };
    const gitm::Band band = gitm::entry_band(in.moving, rulings);
    for (int i = 0; i < kTacSquares; ++i) {
        const TacSquare s = TacSquare::from_index(i);
        if (band.contains(s) && (in.map ? in.map->at(s) : Terrain::Open) == Terrain::Open) put(s, ':');
    }
    for (const auto& t : r.trace())
        if (t.verdict != gitm::EntryVerdict::Legal && t.verdict != gitm::EntryVerdict::Placed) put(t.square, 'x');
    for (TacSquare s : in.enemies) put(s, 'E');
    put(in.request, 'r');
    put(r.square, '@');
    return rep;
}


Expected<EntryReport> run_strategic_entry(const GameState& state, const gitm::StrategicEntry& step, Seed seed,
                                          const Rulings& rulings) {
    auto c = gitm::entry_context(state, step, rulings);
    if (!c) return std::move(c).take_errors();
    const gitm::EntryInput in = c->input();
    EntryReport rep = report_entry(gitm::place_entry(in, seed, rulings), in, rulings);
    rep.side_rule = c->side_reasons;
    return rep;
}

}  // namespace umpire
