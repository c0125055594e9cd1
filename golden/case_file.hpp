#pragma once
// Case files: one readable JSON file per rulebook example or dispute (godip's
// pre-state, orders, post-state idea). The expected outcome lives beside it as a
// cereal snapshot, NAME.expected.json. Kinds:
//   path  - a straight line alone: "from", "to"            (rule 8.5's geometry)
//   move  - "state" and one "order": the adjudicated move   (rules 8.3, 8.5)
//   sweep - "state" and "order", re-run with an enemy unit (probe "unit") and with
//           impassable water (probe "terrain") on every other square in turn, and
//           drawn as the detail text draws its graphical examples.
// D&D 5-10-5 movement (rules/dnd), all with a "dnd" object:
//   dnd-distance  - "from", "to", optional "diagonals" already taken this turn
//   dnd-path-cost - "path": the squares walked, start first
//   dnd-reach     - "from", "speed" in feet, optional "map"
//   dnd-path      - "from", "to", optional "map": the cheapest path
// GITM entry placement (rule 7.14, gitm-entry-squares), with an "entry" object:
//   entry - "moving", "request" (or "current"), optional "enemies", "allied", "map",
//           and "start_map" with "start" when the unit must keep to its side
//   strategic-entry - a "state" and a "strategic_entry" ("unit", "to", optional
//           "request" and "phase"): the same placement with everything read from the state
// GITM sides of rivers and ranges (rules 8.7, 7.9), with a top-level "map":
//   sides         - the map's sides drawn, and for each side the directions it can
//                   leave by without a crossing
// Stacking caps (rules 1.4, 2.5, 11.2, 7.18; rules/gitm/stacking.hpp):
//   stacking - "state" and a "placement": may this unit be placed there?
//   restack  - a deployment-turn "state": the random restack that ends the turn
// Advanced Tactics hex movement (rules/at), all with an "at" object holding a
// "scenario" and an "order" (golden/at_case.hpp):
//   at-move  - the order's "path" walked step by step, priced and its consequences
//   at-route - the cheapest route to the order's "to" within the unit's AP
// The GITM order desk (rules 6.1, 6.9, 6.10; rules/gitm/order_desk.hpp):
//   orders - a "state" with "credentials" and "orders", the order file's lines:
//            parsed, checked, judged, and every unit's orders for the turn
// The GITM tactical phase (rules 8.1-8.12, 9.2; golden/phase_case.hpp):
//   phase  - a "state", "orders" (the order file's lines, as for orders), the first
//            tactical "phase" to resolve and optionally the last, "through"
// A whole GITM turn (rule 5.2, chapter 7; golden/turn_case.hpp):
//   turn   - a "state" and "orders" as for phase; optionally the "seed_commitment"
//            published before the turn with the revealed "seed_nonce", and what an
//            earlier adjudication "recorded" (engine, rules signature, per-phase
//            state hashes) for `umpire replay` to compare against
// GITM battle lines (rules 9.3, 9.4, 8.9; rules/gitm/combat/lines.hpp):
//   combat-lines - the "directions" the attackers entered from, one side's "units" (id,
//           men, batteries, the line each wants), optionally the "battle" keying the
//           draws and the firing "losses" after which the front is refilled
// GITM combat (chapter 9; golden/combat_case.hpp):
//   combat - a "state", "orders" as for phase, and the tactical "phase" (1-4) whose
//           movement comes first; the battles after it are fought
// GITM line of contact (rule 10.2; golden/contact_case.hpp, rules/gitm/contact_report.hpp):
//   contact - a "state" and a "contact" query: "from" and "to" (a strategic square, a
//           unit or a city's name) and the "side" when neither is a unit
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "app/turn_record.hpp"
#include "model/direction.hpp"
#include "model/expected.hpp"
#include "model/game_state.hpp"
#include "model/grid.hpp"
#include "model/named_enum.hpp"
#include "model/orders.hpp"
#include "golden/at_case.hpp"
#include "golden/contact_case.hpp"
#include "model/seed.hpp"
#include "rules/gitm/combat/lines.hpp"
#include "rules/gitm/entry_state.hpp"
#include "rules/params.hpp"
#include "rules/rulings.hpp"

namespace umpire {

// Each kind with its name in case files ("kind": "dnd-path-cost"); CasePayload
// below holds one alternative per kind, in this order.
#define UMPIRE_CASE_KINDS(X)                                                                                     \
    X(Path, "path") X(Move, "move") X(Sweep, "sweep") X(DndDistance, "dnd-distance")                             \
    X(DndPathCost, "dnd-path-cost") X(DndReach, "dnd-reach") X(DndPath, "dnd-path") X(Entry, "entry")            \
    X(StrategicEntry, "strategic-entry") X(Sides, "sides") X(Stacking, "stacking") X(Restack, "restack")         \
    X(AtMove, "at-move") X(AtRoute, "at-route") X(Orders, "orders") X(Phase, "phase") X(Turn, "turn")        \
    X(CombatLines, "combat-lines") X(Combat, "combat") X(Supply, "supply") X(Contact, "contact")                 \
    X(Report, "report")
UMPIRE_NAMED_ENUM(CaseKind, std::uint8_t, UMPIRE_CASE_KINDS)
[[nodiscard]] inline std::string_view name(CaseKind k) noexcept { return enum_name(k); }
// "a move case", "an entry case": for messages.
[[nodiscard]] std::string a_case_of(CaseKind k);

struct RulingChoice {
    std::string id;
    std::string choice;
    friend bool operator==(const RulingChoice&, const RulingChoice&) = default;
};

// A case's "params" (rules/params.hpp): the combat parameters it overrides, by Param;
// only cases with a state take them. Absent = every default.
struct ParamOverrides {
    std::array<std::optional<ParamValue>, kParamCount> values{};
    [[nodiscard]] bool empty() const noexcept;
    friend bool operator==(const ParamOverrides&, const ParamOverrides&) = default;
};

struct DndQuery {
    std::optional<GridPoint> from, to;
    std::int64_t diagonals = 0;  // diagonals already taken this turn
    std::optional<std::int64_t> speed;
    std::vector<GridPoint> path;
    std::optional<GridMap> map;
    friend bool operator==(const DndQuery&, const DndQuery&) = default;
};

struct AlliedUnits {
    TacSquare square;
    int count = 0;
    friend bool operator==(const AlliedUnits&, const AlliedUnits&) = default;
};

// A unit entering a tactical map after a strategic move (rule 7.14).
struct EntryQuery {
    Direction moving = Direction::S;
    std::optional<TacSquare> request;   // the order's entry square
    std::optional<TacSquare> current;   // the unit's square at the start of the turn, used without a request
    std::vector<TacSquare> enemies;
    std::vector<AlliedUnits> allied;    // units allied to the mover, per square (rule 2.5)
    std::optional<TacticalMap> map;     // the map entered; all open when absent
    // Rule 7.14's side condition (enemies, or neutrals at home, in the square the
    // unit leaves): the map of that square and the unit's square on it.
    std::optional<TacticalMap> start_map;
    std::optional<TacSquare> start;
    std::optional<UnitId> unit;         // keys the fallback draw; none = subject 0
    int turn = 1;
    int phase = 0;
    friend bool operator==(const EntryQuery&, const EntryQuery&) = default;
};

// A unit of the state placed on a square, as it would be then: "status" and
// "in_fort", when given, replace the unit's own (an inactivation is a placement
// on its own square with status inactive).
struct PlacementQuery {
    UnitId unit;
    StratSquare strategic;
    TacSquare tactical;
    std::optional<UnitStatus> status;
    std::optional<bool> in_fort;
    friend bool operator==(const PlacementQuery&, const PlacementQuery&) = default;
};

inline constexpr int kCaseSchemaVersion = 1;

// What each kind of case holds besides the fields every case has, one type per
// kind in CaseKind's order: CaseFile::kind() is the alternative held, so a field
// of another kind cannot be set. Kinds that read the same fields derive from one
// type (a sweep is a move run again; the dnd-* and at-* kinds differ only in the
// question asked).
struct PathCase {
    TacSquare from, to;
    friend bool operator==(const PathCase&, const PathCase&) = default;
};
struct MoveCase {
    GameState state;
    TacticalMoveOrder order;
    friend bool operator==(const MoveCase&, const MoveCase&) = default;
};
struct SweepCase : MoveCase {
    friend bool operator==(const SweepCase&, const SweepCase&) = default;
};
struct DndCase {
    DndQuery dnd;
    friend bool operator==(const DndCase&, const DndCase&) = default;
};
template <CaseKind K>
struct DndCaseOf : DndCase {
    friend bool operator==(const DndCaseOf&, const DndCaseOf&) = default;
};
struct EntryCase {
    EntryQuery entry;
    friend bool operator==(const EntryCase&, const EntryCase&) = default;
};
struct StrategicEntryCase {
    GameState state;
    gitm::StrategicEntry strategic_entry;
    friend bool operator==(const StrategicEntryCase&, const StrategicEntryCase&) = default;
};
struct SidesCase {
    TacticalMap map;
    friend bool operator==(const SidesCase&, const SidesCase&) = default;
};
struct StackingCase {
    GameState state;
    PlacementQuery placement;
    friend bool operator==(const StackingCase&, const StackingCase&) = default;
};
struct RestackCase {
    GameState state;
    friend bool operator==(const RestackCase&, const RestackCase&) = default;
};
struct AtKindCase {
    at::AtCase at;
    friend bool operator==(const AtKindCase&, const AtKindCase&) = default;
};
template <CaseKind K>
struct AtKindCaseOf : AtKindCase {
    friend bool operator==(const AtKindCaseOf&, const AtKindCaseOf&) = default;
};
struct OrdersCase {
    GameState state;
    std::vector<std::string> orders;  // the order file, one string per line
    friend bool operator==(const OrdersCase&, const OrdersCase&) = default;
};
struct PhaseCase {
    GameState state;
    int phase = 1;               // the first tactical phase (1-5) resolved
    std::optional<int> through;  // the last, when not `phase`
    std::vector<std::string> orders;
    friend bool operator==(const PhaseCase&, const PhaseCase&) = default;
};
struct TurnCase {
    GameState state;
    std::vector<std::string> orders;
    std::optional<std::string> seed_commitment;  // "sha256:...", published before the turn
    std::optional<std::string> seed_nonce;       // the nonce revealed with the seed
    std::optional<TurnRecord> recorded;          // an earlier adjudication, for replay
    friend bool operator==(const TurnCase&, const TurnCase&) = default;
};

struct CombatLinesCase {
    std::vector<Direction> directions;  // none: nobody entered (ruling COMBAT-FRONT-NO-ENTRY)
    std::vector<gitm::LineUnit> units;
    gitm::LineKey battle;
    std::vector<gitm::UnitLoss> losses;  // when given, the front is refilled after them
    friend bool operator==(const CombatLinesCase&, const CombatLinesCase&) = default;
};

struct CombatCase {
    GameState state;
    int phase = 1;  // the tactical phase (1-4) moved first; its combat follows
    std::vector<std::string> orders;
    friend bool operator==(const CombatCase&, const CombatCase&) = default;
};

// Rules 10.1-10.11: the supply phase at the start of a turn (golden/supply_case.hpp).
struct SupplyCase {
    GameState state;
    std::vector<std::string> orders;  // an order file's lines; units without one get 6.9's defaults
    friend bool operator==(const SupplyCase&, const SupplyCase&) = default;
};

struct ContactCase {
    GameState state;
    ContactQuery contact;
    friend bool operator==(const ContactCase&, const ContactCase&) = default;
};

// Rule 4.1: what some units, or the units a player commands (3.4, 4.6), detect on the
// strategic map (rules/gitm/reports/detection.hpp). Exactly one of `viewers` and
// `player` is given.
struct ReportCase {
    GameState state;
    std::vector<UnitId> viewers;
    std::string player;  // a player of the state's credentials: the units he commands or is deputy of
    friend bool operator==(const ReportCase&, const ReportCase&) = default;
};

using DndDistanceCase = DndCaseOf<CaseKind::DndDistance>;
using DndPathCostCase = DndCaseOf<CaseKind::DndPathCost>;
using DndReachCase = DndCaseOf<CaseKind::DndReach>;
using DndPathCase = DndCaseOf<CaseKind::DndPath>;
using AtMoveCase = AtKindCaseOf<CaseKind::AtMove>;
using AtRouteCase = AtKindCaseOf<CaseKind::AtRoute>;

using CasePayload = std::variant<PathCase, MoveCase, SweepCase, DndDistanceCase, DndPathCostCase, DndReachCase,
                                 DndPathCase, EntryCase, StrategicEntryCase, SidesCase, StackingCase, RestackCase,
                                 AtMoveCase, AtRouteCase, OrdersCase, PhaseCase, TurnCase, CombatLinesCase,
                                 CombatCase, SupplyCase, ContactCase, ReportCase>;
static_assert(std::variant_size_v<CasePayload> == enum_count<CaseKind>);

// The payload of a case of kind `k`, default-constructed.
[[nodiscard]] CasePayload payload_of_kind(CaseKind k);

struct CaseFile {
    int schema_version = kCaseSchemaVersion;
    std::string title;
    std::vector<std::string> rules;  // catalogue ids the case tests
    std::vector<RulingChoice> rulings;
    ParamOverrides params;
    Seed seed;
    CasePayload payload;
    friend bool operator==(const CaseFile&, const CaseFile&) = default;

    [[nodiscard]] CaseKind kind() const noexcept { return static_cast<CaseKind>(payload.index()); }
    // The payload when it is (or derives from) P, else null: get<DndCase>() for any dnd-* kind.
    template <class P>
    [[nodiscard]] const P* get() const noexcept {
        return std::visit(
            [](const auto& p) -> const P* {
                if constexpr (std::is_base_of_v<P, std::decay_t<decltype(p)>>) return &p;
                else return nullptr;
            },
            payload);
    }
    template <class P>
    [[nodiscard]] P* get() noexcept {
        return const_cast<P*>(std::as_const(*this).get<P>());
    }
    // The state of the kinds that have one; null for the others.
    [[nodiscard]] const GameState* state() const noexcept;

    // The rulings register with this case's choices applied. Valid after a successful load.
    [[nodiscard]] Rulings resolved_rulings() const;
    // The parameter set with this case's overrides applied. Valid after a successful load.
    [[nodiscard]] ParamSet resolved_params() const;
};

struct ReadTurnOrders;  // golden/turn_case.hpp

// Every problem located at file:line:column with the field path.
[[nodiscard]] Expected<CaseFile> load_case(std::string_view text, const std::string& file);
// The same, keeping a turn case's orders as its checks read them (under the case's
// own rulings) in `kept` when it is not null, for run_turn_case.
[[nodiscard]] Expected<CaseFile> load_case(std::string_view text, const std::string& file,
                                           std::optional<ReadTurnOrders>* kept);
[[nodiscard]] Expected<CaseFile> load_case_file(const std::string& path);
[[nodiscard]] std::string save_case(const CaseFile& c);

// What validate_case checks: everything, or all but the case's own orders (a case
// lending its state to `umpire orders check --state` need not have good orders).
enum class CaseChecks : std::uint8_t { All, StateOnly };

// Everything load_case checks once the JSON has been read (the reader itself refuses
// a field of another kind): catalogue ids, ruling names, the state invariants and
// each kind's own consistency (the order, the query, the order file).
// With `kept`, a turn case that passes leaves its orders there (load_case).
[[nodiscard]] std::vector<Diagnostic> validate_case(const CaseFile& c, CaseChecks checks = CaseChecks::All,
                                                    std::optional<ReadTurnOrders>* kept = nullptr);

// load_case_file with CaseChecks::StateOnly.
[[nodiscard]] Expected<CaseFile> load_case_state(const std::string& path);

}  // namespace umpire
