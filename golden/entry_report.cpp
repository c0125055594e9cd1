#include "golden/entry_report.hpp"

#include "rules/gitm/sides.hpp"

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
        const TacticalMap entered = q.map ? *q.map : TacticalMap{};
        const gitm::TacSet same = gitm::same_side_after_move(*q.start_map, *q.start, q.moving, entered, rulings);
        for (int i = 0; i < kTacSquares; ++i) {
            const auto b = static_cast<std::size_t>(i);
            if (!same.test(b)) continue;
            (traits(entered.at(TacSquare::from_index(i))).crossing ? side_crossings : proper_side).set(b);
        }
        in.proper_side = &proper_side;
        in.side_crossings = &side_crossings;
    }
}

EntryReport run_entry(const EntryQuery& q, Seed seed, const Rulings& rulings) {
    const EntryInputs e(q, rulings);
    const gitm::EntryResult r = gitm::place_entry(e.input, seed, rulings);

    EntryReport rep;
    rep.square = r.square;
    rep.fallback = r.fallback;
    rep.side_adjusted = r.side_adjusted;
    for (const auto& t : r.trace()) rep.trace.push_back({t.step, t.square, t.verdict, t.cause, std::string(t.rule)});

    rep.drawing = q.map ? q.map->to_lines() : TacticalMap{}.to_lines();
    const auto put = [&](TacSquare s, char ch) {
        rep.drawing[static_cast<std::size_t>(s.row)][static_cast<std::size_t>(s.col)] = ch;
    };
    const gitm::Band band = gitm::entry_band(q.moving, rulings);
    for (int i = 0; i < kTacSquares; ++i) {
        const TacSquare s = TacSquare::from_index(i);
        if (band.contains(s) && (q.map ? q.map->at(s) : Terrain::Open) == Terrain::Open) put(s, ':');
    }
    for (const auto& t : r.trace())
        if (t.verdict != gitm::EntryVerdict::Legal && t.verdict != gitm::EntryVerdict::Placed) put(t.square, 'x');
    for (TacSquare s : q.enemies) put(s, 'E');
    put(e.input.request, 'r');
    put(r.square, '@');
    return rep;
}

}  // namespace umpire
