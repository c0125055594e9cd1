#include "model/state_hash.hpp"

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <cstring>
#include <memory>
#include <span>
#include <vector>

namespace umpire {
namespace {

// The encoding: fixed-width little-endian integers, strings and lists prefixed by
// their length, optionals by a presence byte. Field order is declaration order;
// adding a field to the model means adding it here: as a section (below) present
// only when the field differs from its default, so that every digest recorded
// before it (disputes, snapshots) stays valid, or else with a new version tag.
// Bytes go through a small buffer into the hash as they are written: the squares of
// a whole map are megabytes, and the units of 10,000 a megabyte every phase, which
// a buffer holding all of them would first clear, then fill and only then hash.
class Bytes {
public:
    void u8(std::uint64_t v) { *room(1) = static_cast<std::uint8_t>(v); }
    void i32(std::int64_t v) {
        const auto x = static_cast<std::uint32_t>(v);
        std::uint8_t* p = room(4);
        for (int k = 0; k < 4; ++k) p[k] = static_cast<std::uint8_t>(x >> (8 * k));
    }
    void flag(bool b) { u8(b ? 1 : 0); }
    void str(const std::string& s) {
        i32(static_cast<std::int64_t>(s.size()));
        raw(s.data(), s.size());
    }
    // Each tactical square's terrain as a byte, in index order: the map's own cells.
    void terrain(const TacticalMap& map) {
        static_assert(sizeof(Terrain) == 1);
        raw(map.cells().data(), kTacSquares);
    }
    void tac(TacSquare s) { u8(static_cast<std::uint8_t>(s.col)), u8(static_cast<std::uint8_t>(s.row)); }
    void strat(StratSquare s) { i32(s.col), i32(s.row); }
    void id(const UnitId& u) { u8(static_cast<std::uint8_t>(u.nation)), u8(static_cast<std::uint8_t>(u.type)), i32(u.number); }
    template <class T, class F>
    void opt(const std::optional<T>& v, F f) {
        flag(v.has_value());
        if (v) f(*v);
    }
    template <class T, class F>
    void list(const std::vector<T>& v, F f) {
        i32(static_cast<std::int64_t>(v.size()));
        for (const auto& x : v) f(x);
    }
    // A section added after v1, present only when the state uses what it holds: a
    // count no list can have (lists are bounded far below 2^32 - 1), then its tag.
    // So a section can never be read as the end of a list before it, nor one
    // section as another, and a state without any keeps its v1 digest.
    void section(const std::string& tag) { i32(-1), str(tag); }
    // The digest of all written; the encoder is spent.
    [[nodiscard]] Digest256 digest() {
        flush();
        return hash_.finish();
    }

private:
    static constexpr std::size_t kBuffer = std::size_t{1} << 16;

    // Inline on the way that has room, which every field of every unit takes; the
    // flush, once per 64 KiB, is out of line so that this stays small enough to inline.
    std::uint8_t* room(std::size_t n) {
        if (kBuffer - len_ < n) [[unlikely]] flush();
        std::uint8_t* p = buf_.get() + len_;
        len_ += n;
        return p;
    }
    void raw(const void* data, std::size_t n) {
        if (n > kBuffer - len_) {
            flush();
            if (n >= kBuffer) return hash_.update({static_cast<const std::uint8_t*>(data), n});
        }
        if (n != 0) std::memcpy(room(n), data, n);
    }
    [[gnu::noinline]] void flush() {
        hash_.update({buf_.get(), len_});
        len_ = 0;
    }

    std::unique_ptr<std::uint8_t[]> buf_{new std::uint8_t[kBuffer]};  // the first len_ bytes not yet hashed
    std::size_t len_ = 0;
    Sha256 hash_;
};

void unit(Bytes& b, const Unit& u) {
    b.id(u.id);
    b.str(u.state);
    b.i32(u.strength), b.i32(u.batteries), b.i32(u.fatigue), b.i32(u.initiative);
    b.u8(static_cast<std::uint8_t>(u.status));
    b.strat(u.strategic), b.tac(u.tactical), b.flag(u.in_fort);
    b.opt(u.home_city, [&](const std::string& s) { b.str(s); });
    b.opt(u.communications, [&](const UnitId& c) { b.id(c); });
    b.opt(u.move, [&](const MoveProgress& m) {
        b.tac(m.destination), b.tac(m.leg_from), b.i32(m.steps), b.flag(m.past_waypoint), b.i32(m.done_phase);
    });
    b.flag(u.engage_stopped);
    b.i32(u.experience), b.i32(u.supplies), b.flag(u.out_of_communications), b.i32(u.stragglers);
    b.opt(u.march, [&](const MarchProgress& m) {
        b.tac(m.turn_start), b.i32(m.moves), b.i32(m.squares), b.flag(m.forced), b.i32(m.delay), b.flag(m.withdrew),
            b.flag(m.halted);
        b.opt(m.resume, [&](StratSquare s) { b.strat(s); });
        b.opt(m.pursuing, [&](const UnitId& p) { b.id(p); });
    });
}

void assignment(Bytes& b, const Assignment& a) {
    b.id(a.unit), b.str(a.commander);
    b.opt(a.deputy, [&](const std::string& s) { b.str(s); });
}

// A square whose fields the state digest reads (besides those of the squares' digest).
bool read_every_phase(const StratSquareInfo& q) { return q.city_square || q.stores != 0 || q.port; }

}  // namespace

std::vector<std::uint32_t> squares_read_again(const GameState& s) {
    std::vector<std::uint32_t> out;
    for (std::size_t i = 0; i < s.squares.size(); ++i)
        if (read_every_phase(s.squares[i])) out.push_back(static_cast<std::uint32_t>(i));
    return out;
}

SquaresDigest digest_squares(const GameState& s) {
    return SquaresDigest{squares_digest(s), s.squares.size(), squares_read_again(s)};
}

Digest256 squares_digest(const GameState& s) {
    Bytes b;
    b.list(s.squares, [&](const StratSquareInfo& q) {
        b.strat(q.square), b.u8(static_cast<std::uint8_t>(q.nation)), b.str(q.owner);
        b.u8(static_cast<std::uint8_t>(q.terrain)), b.flag(q.guatemala);
        b.terrain(q.map);
        b.opt(q.city, [&](const std::string& c) { b.str(c); });
        b.opt(q.city_square, [&](TacSquare t) { b.tac(t); });
        b.i32(q.fort), b.flag(q.besieged);
    });
    // Rule 7.19's Rio Grande (added after v1): the squares north of it, as a list
    // after the squares and only when there are some, so that every state without
    // one keeps the digest recorded for it before the field existed.
    std::vector<StratSquare> north;
    for (const auto& q : s.squares)
        if (q.north_of_rio_grande) north.push_back(q.square);
    if (!north.empty()) b.list(north, [&](StratSquare q) { b.strat(q); });
    // Rule 2.6's fort capacity (added after v1): the squares that give one.
    std::vector<const StratSquareInfo*> capacities;
    for (const auto& q : s.squares)
        if (q.fort_capacity) capacities.push_back(&q);
    if (!capacities.empty()) {
        b.section("fort_capacity");
        b.list(capacities, [&](const StratSquareInfo* q) { b.strat(q->square), b.i32(*q->fort_capacity); });
    }
    return b.digest();
}

Digest256 rest_digest(const GameState& s, std::size_t count, std::span<const std::uint32_t> read_again) {
    // Only squares listed when the turn began can hold stores, a port or a city now:
    // no rule adds a city or a port, and only a city stores (check_invariants).
    assert(count == s.squares.size());
    (void)count;
    assert(std::all_of(s.squares.begin(), s.squares.end(), [&](const StratSquareInfo& q) {
        const auto i = static_cast<std::uint32_t>(&q - s.squares.data());
        return !read_every_phase(q) || std::binary_search(read_again.begin(), read_again.end(), i);
    }));
    const auto each_read_again = [&](auto&& f) {
        for (const std::uint32_t i : read_again) f(s.squares[i]);
    };
    Bytes b;
    b.i32(s.turn), b.flag(s.deployment);
    b.list(s.states, [&](const PolityState& p) {
        b.str(p.id);
        b.opt(p.home, [&](Nation n) { b.u8(static_cast<std::uint8_t>(n)); });
    });
    b.list(s.relations, [&](const RelationEntry& r) { b.str(r.a), b.str(r.b), b.u8(static_cast<std::uint8_t>(r.relation)); });
    // The sections below list some units each: gathered in this one pass over the units
    // (each in list order), as 10,000 units are 3 MB to stream through every phase.
    const Unit plain{};
    std::vector<const Unit*> started, loaded, rated, sourced, reforming;
    b.list(s.units, [&](const Unit& u) {
        unit(b, u);
        if (u.march && u.march->start_strength && *u.march->start_strength != u.strength) started.push_back(&u);
        if (u.march && u.march->start_load && *u.march->start_load != march_load(u)) loaded.push_back(&u);
        if (u.quality != plain.quality || u.morale != plain.morale || u.ammunition != plain.ammunition ||
            u.killed != plain.killed || u.wounded != plain.wounded || u.prisoners != plain.prisoners)
            rated.push_back(&u);
        if (u.supply_unit || u.supply_city) sourced.push_back(&u);
        if (u.reforming) reforming.push_back(&u);
    });
    b.list(s.battles_last_turn, [&](StratSquare q) { b.strat(q); });
    b.opt(s.credentials, [&](const Credentials& c) {
        b.list(c.players, [&](const Player& p) { b.str(p.name), b.str(to_string(p.password)); });
        b.list(c.assignments, [&](const Assignment& a) { assignment(b, a); });
        b.list(c.reassignments, [&](const Reassignment& r) { b.str(to_string(r.at)), assignment(b, r.assignment); });
        b.list(c.password_changes,
               [&](const PasswordChange& p) { b.str(to_string(p.at)), b.str(p.player), b.str(to_string(p.password)); });
    });
    // Rule 8.6's start-of-turn strength (added after v1): only where it differs from
    // the strength now, as a list after the rest and only when there are some. A
    // recorded start strength equal to the strength reads the same as none, so every
    // state keeps the digest recorded for it before the field existed.
    if (!started.empty()) b.list(started, [&](const Unit* u) { b.id(u->id), b.i32(*u->march->start_strength); });
    // Rule 7.2's load as movement began (added after v1), the same way: only where it
    // differs from the load now, in a section of its own and only when there are some.
    if (!loaded.empty()) {
        b.section("march_start_load");
        b.list(loaded, [&](const Unit* u) {
            b.id(u->id), b.flag(u->march->start_load->supplies), b.flag(u->march->start_load->out_of_communications);
        });
    }
    // Combat's unit fields (added after v1: quality 3.2, morale 3.7, ammunition 10.9,
    // killed, wounded and prisoners 9.13): the units where any differs from its
    // default, each with all of them.
    if (!rated.empty()) {
        b.section("unit_combat");
        b.list(rated, [&](const Unit* u) {
            b.id(u->id), b.u8(static_cast<std::uint8_t>(u->quality)), b.i32(u->morale), b.i32(u->ammunition);
            b.i32(u->killed), b.i32(u->wounded), b.i32(u->prisoners);
        });
    }
    // Rules 5.1, 9.1 (added after v1): a peace or truce turn.
    if (s.turn_kind != TurnKind::Campaign) {
        b.section("turn_kind");
        b.u8(static_cast<std::uint8_t>(s.turn_kind));
    }
    // Chapter 10 (added after v1): computed logistics, each city's stores and siege
    // as they stand now (the squares' digest is taken once, at the turn's start),
    // and the supply sources units located (10.11); each only when present.
    if (s.logistics != Logistics::Recorded) {
        b.section("logistics");
        b.u8(static_cast<std::uint8_t>(s.logistics));
        std::vector<const StratSquareInfo*> cities;
        each_read_again([&](const StratSquareInfo& q) {
            if (q.city_square) cities.push_back(&q);
        });
        b.list(cities, [&](const StratSquareInfo* q) { b.strat(q->square), b.i32(q->stores), b.flag(q->besieged); });
    } else {
        std::vector<const StratSquareInfo*> stocked;
        each_read_again([&](const StratSquareInfo& q) {
            if (q.stores != 0) stocked.push_back(&q);
        });
        if (!stocked.empty()) {
            b.section("city_stores");
            b.list(stocked, [&](const StratSquareInfo* q) { b.strat(q->square), b.i32(q->stores); });
        }
    }
    if (!sourced.empty()) {
        b.section("supply_source");
        b.list(sourced, [&](const Unit* u) {
            b.id(u->id);
            b.opt(u->supply_unit, [&](const UnitId& c) { b.id(c); });
            b.opt(u->supply_city, [&](const std::string& c) { b.str(c); });
        });
    }
    // Rule 10.6 (added after v1): the sea as supply movement reads it, only when the
    // case has ports or sea areas.
    std::vector<const StratSquareInfo*> ports;
    each_read_again([&](const StratSquareInfo& q) {
        if (q.port) ports.push_back(&q);
    });
    if (!ports.empty() || !s.sea_areas.empty()) {
        b.section("sea");
        const auto ships = [&](const std::vector<ShipCount>& v) {
            b.list(v, [&](const ShipCount& c) { b.str(c.state), b.i32(c.ships); });
        };
        b.list(ports, [&](const StratSquareInfo* q) { b.strat(q->square), b.str(*q->port), ships(q->ships_in_port); });
        b.list(s.sea_areas, [&](const SeaArea& a) {
            b.str(a.name);
            b.list(a.adjacent, [&](const std::string& n) { b.str(n); });
            ships(a.raiding), ships(a.convoying);
        });
    }
    // Rules 12.3-12.5 (added after v1): the shattered units reforming, only when any are.
    if (!reforming.empty()) {
        b.section("reforming");
        b.list(reforming, [&](const Unit* u) { b.id(u->id), b.i32(u->reforming->turns), b.i32(u->reforming->failed); });
    }
    // Rule 3.4 (added after v1): the war ministers, only when a case names any.
    if (s.credentials && !s.credentials->war_ministers.empty()) {
        b.section("war_ministers");
        b.list(s.credentials->war_ministers, [&](const WarMinister& m) { b.str(m.state), b.str(m.player); });
    }
    return b.digest();
}

Digest256 join_state_digest(const Digest256& squares, const Digest256& rest) {
    std::string top = "umpire-state-v1";
    top.append(squares.begin(), squares.end());
    top.append(rest.begin(), rest.end());
    return sha256(top);
}

Digest256 state_digest(const GameState& s, const SquaresDigest& squares) {
    return join_state_digest(squares.digest, rest_digest(s, squares.count, squares.read_again));
}

}  // namespace umpire
