#pragma once
// The GITM order form as values (rules 6.1-6.10): one Submission is what a player
// sends the order desk for one unit at one time, with the six sections of the form,
// any of which may be left out or combined with the others (6.8).
// model/order_text.hpp reads and writes the text form; docs/orders.md describes it.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/named_enum.hpp"
#include "model/orders.hpp"
#include "model/square.hpp"
#include "model/timestamp.hpp"
#include "model/unit.hpp"

namespace umpire {

// A password as typed (rule 6.2). It has no stream operator and no conversion to
// string, so it cannot reach a message by accident; reveal() is for hashing only.
// The buffer is overwritten when the value dies.
class Secret {
public:
    explicit Secret(std::string clear) : clear_(std::move(clear)) {}
    Secret(const Secret&) = default;
    Secret(Secret&& o) noexcept : clear_(std::move(o.clear_)) { o.wipe(); }
    Secret& operator=(const Secret& o) {
        if (this != &o) {
            wipe();
            clear_ = o.clear_;
        }
        return *this;
    }
    Secret& operator=(Secret&& o) noexcept {
        if (this != &o) {
            wipe();
            clear_ = std::move(o.clear_);
            o.wipe();
        }
        return *this;
    }
    ~Secret() { wipe(); }
    [[nodiscard]] std::string_view reveal() const noexcept { return clear_; }
    friend bool operator==(const Secret&, const Secret&) = default;

private:
    void wipe() noexcept {
        volatile char* p = clear_.data();
        for (std::size_t i = 0; i < clear_.size(); ++i) p[i] = 0;
        clear_.clear();
    }
    std::string clear_;
};

// Where a field was written. Not part of an order's meaning: two orders that say
// the same thing are equal wherever they were written.
struct SourcePos {
    int line = 0;
    int column = 0;
    friend bool operator==(const SourcePos&, const SourcePos&) noexcept { return true; }
};

inline constexpr int kTacticalPhases = 5;   // rule 5.2: five tactical phases a turn
inline constexpr int kStrategicPhases = 6;  // rule 5.2: six strategic phases (boxes, rule 7.4)

struct PhaseRange {
    int first = 1;
    int last = kTacticalPhases;
    friend bool operator==(const PhaseRange&, const PhaseRange&) = default;
};

// One box of the strategic path (rules 7.4, 7.6, 7.17).
struct StrategicBox {
    enum class Kind : std::uint8_t { Blank, Square, Transport, Port };
    Kind kind = Kind::Blank;
    StratSquare square;  // Square
    std::string name;    // Transport: group id "US1TR"; Port: the off-map port's name
    SourcePos at;
    friend bool operator==(const StrategicBox&, const StrategicBox&) = default;
};

// Section two (rules 6.3, 7.4, 7.6, 7.10-7.13, 7.17).
struct StrategicOrders {
    std::vector<StrategicBox> path;  // at most kStrategicPhases boxes
    std::optional<TacSquare> entry;  // rule 7.14's requested entry square
    SourcePos entry_at;
    bool halt_on_detection = false;        // 7.10
    bool halt_on_enemy_entry = false;      // 7.11
    bool halt_before_forced_march = false; // 6.3
    bool pursuit = false;                  // 7.12
    bool march_to_battle = false;          // 7.13, in this priority
    bool march_to_allies = false;
    bool march_to_enemies = false;
    // A move that depends on what others do: a pursuit (7.12) or a march (7.13).
    [[nodiscard]] bool conditional_move() const noexcept {
        return pursuit || march_to_battle || march_to_allies || march_to_enemies;
    }
    // A strategic movement order (9.13): a box naming somewhere to go, or a conditional
    // move. An entry square or a halt condition alone moves nothing.
    [[nodiscard]] bool orders_move() const noexcept {
        return conditional_move() ||
               std::any_of(path.begin(), path.end(), [](const StrategicBox& b) { return b.kind != StrategicBox::Kind::Blank; });
    }
    friend bool operator==(const StrategicOrders&, const StrategicOrders&) = default;
};

enum class DestinationKind : std::uint8_t { Square, NearestFord, NearestPass };
// Rule 8.9.
#define UMPIRE_BATTLE_LINES(X) X(First, "first") X(Second, "second") X(Rear, "rear")
UMPIRE_NAMED_ENUM(BattleLine, std::uint8_t, UMPIRE_BATTLE_LINES)

// Section three (rules 6.4, 8.2, 8.8, 8.9).
struct TacticalOrders {
    std::optional<DestinationKind> destination;
    TacSquare destination_square;  // DestinationKind::Square only
    std::optional<TacSquare> waypoint;
    std::optional<int> start_phase;
    SourcePos move_at;
    bool no_fort = false;
    std::optional<PhaseRange> engage;
    SourcePos engage_at;
    std::optional<BattleLine> line;  // absent: the front line, as 6.9 has it
    friend bool operator==(const TacticalOrders&, const TacticalOrders&) = default;
};

// Section four (rules 6.5, 8.10, 8.11): the box is every square within `radius`
// columns and rows of the centre.
struct ReactionBox {
    TacSquare centre;
    int radius = 1;
    PhaseRange phases;
    SourcePos at;
    friend bool operator==(const ReactionBox&, const ReactionBox&) = default;
};

struct Reactions {
    std::optional<ReactionBox> support;
    std::optional<ReactionBox> intercept;
    friend bool operator==(const Reactions&, const Reactions&) = default;
};

// Rule 8.9's defensive attitudes, from seeking combat to avoiding it.
#define UMPIRE_DEFENSIVE_MODES(X) \
    X(LastDitch, "last-ditch") X(Defend, "defend") X(Skirmish, "skirmish") X(Evade, "evade")
UMPIRE_NAMED_ENUM(DefensiveMode, std::uint8_t, UMPIRE_DEFENSIVE_MODES)

// Section five (rules 6.6, 8.9); absent = the unit's default (6.9).
struct Postures {
    std::optional<OffensiveMode> attack;
    SourcePos attack_at;
    std::optional<DefensiveMode> defend;
    friend bool operator==(const Postures&, const Postures&) = default;
};

// Rule 10.6: supplies moved from one city to another, which an army headquarters'
// commander may order, and the state's war minister on a form of his own.
struct Shipment {
    int amount = 0;
    std::string from;  // the cities' names
    std::string to;
    SourcePos at;      // the amount's position
    friend bool operator==(const Shipment&, const Shipment&) = default;
};
inline constexpr int kMaxShipments = 20;         // in one submission
inline constexpr int kMaxShipmentAmount = 100000;  // supply units: a city's most (kMaxStores)

// Section six (rules 6.7, 10.7), with the shipments of 10.6.
struct SupplyOrders {
    enum class Source : std::uint8_t { Nearest, Unit, City, None };
    std::optional<int> carry;  // absent: neither draw nor unload (10.7)
    SourcePos carry_at;
    Source source = Source::Nearest;
    UnitId source_unit;       // Source::Unit
    std::string source_city;  // Source::City
    SourcePos source_at;
    std::vector<Shipment> shipments;  // 10.6, in the order written
    friend bool operator==(const SupplyOrders&, const SupplyOrders&) = default;
};
inline constexpr int kMaxCarry = 12;  // rule 10.7: a corps HQ's most

// The orders phase at the start of the turn (rules 3.5, 11.1, 11.2;
// rules/gitm/units/orders_phase.hpp), carried out in this order: activation, the
// merger, inactivation. 3.5 lets a unit be activated before a merger and inactivated
// after it, so a form may hold all three (the survivor of a merger has `activate`
// and `inactivate` on its own form, the merging unit's form names it).
struct StatusOrders {
    bool activate = false;
    SourcePos activate_at;
    std::optional<UnitId> merge_into;  // 3.5: this unit merges into that one, which survives
    SourcePos merge_at;
    bool inactivate = false;           // 11.1 (3)
    SourcePos inactivate_at;
    [[nodiscard]] bool any() const noexcept { return activate || merge_into || inactivate; }
    friend bool operator==(const StatusOrders&, const StatusOrders&) = default;
};

struct UnitOrders {
    StatusOrders status;
    StrategicOrders strategic;
    TacticalOrders tactical;
    Reactions reactions;
    Postures postures;
    SupplyOrders supply;
    friend bool operator==(const UnitOrders&, const UnitOrders&) = default;
};

// A comment of the player's file, from `#` to the end of the line (trailing blanks
// dropped), kept so that `umpire orders fmt` writes it back. Not part of what a
// submission says: equality ignores it, and only Passwords::Keep prints it (a
// comment may hold anything, a password too).
struct OrderComment {
    std::string anchor;     // what it goes with: "unit" (the header), a field's keyword, or "end"
    std::string text;       // starts with '#'
    bool trailing = false;  // at the end of the anchor's own line; else on a line of its own before it
};

struct Submission {
    UnitId unit;
    // Rule 10.6: a war minister's form, sent for his state ("MX") rather than for a
    // unit; it orders only shipments. Empty for a unit's form, whose `unit` is set.
    std::string minister;
    std::string sender;
    Timestamp at;
    std::optional<Secret> password;
    UnitOrders orders;
    int line = 0;  // the header's line, 1-based
    SourcePos unit_at;
    std::vector<OrderComment> comments;  // in file order
    // Where it was written is not what it says (see SourcePos): `line` and the
    // comments are left out.
    friend bool operator==(const Submission& a, const Submission& b) {
        return a.unit == b.unit && a.minister == b.minister && a.sender == b.sender && a.at == b.at && a.password == b.password && a.orders == b.orders;
    }
};

// What a war minister's form says once the order desk accepts it (rule 10.6).
struct MinisterOrders {
    std::string state;
    std::vector<Shipment> shipments;  // in the order written
    friend bool operator==(const MinisterOrders&, const MinisterOrders&) = default;
};

// Rules 3.4, 6.10: a form that changes who may order, rather than what a unit does,
// sent in an order file like orders: a unit's commander and/or deputy reassigned
// (`reassign UNIT`), or the sender's own password changed (`change-password`).
// Who may send which is the campaign's to judge (app/credential_forms.hpp).
struct CredentialForm {
    enum class Kind : std::uint8_t { Reassign, Password };
    Kind kind = Kind::Reassign;
    UnitId unit;                           // Reassign
    std::optional<std::string> commander;  // Reassign: absent keeps the unit's commander
    bool deputy_given = false;             // Reassign: `deputy` written; absent keeps the deputy
    std::optional<std::string> deputy;     // with deputy_given: the new deputy, or none
    std::optional<Secret> new_password;    // Password: absent when written `withheld`
    SourcePos new_password_at;             // Password: where `new-password` was written
    std::string sender;
    Timestamp at;
    std::optional<Secret> password;        // the sender's, as on an order's header (6.2)
    int line = 0;                          // the header's line, 1-based
    std::vector<OrderComment> comments;    // in file order
    friend bool operator==(const CredentialForm& a, const CredentialForm& b) {
        return a.kind == b.kind && a.unit == b.unit && a.commander == b.commander && a.deputy_given == b.deputy_given &&
               a.deputy == b.deputy && a.new_password == b.new_password && a.sender == b.sender && a.at == b.at &&
               a.password == b.password;
    }
};

struct OrderFile {
    std::vector<Submission> submissions;
    std::vector<CredentialForm> changes;  // in file order (rules 3.4, 6.10)
    std::vector<std::string> closing_comments;  // after the last submission (see OrderComment)
    // The player's own random contribution to the turn's dice (`nonce HEX` on a line
    // of its own outside the submissions; docs/seed-commitment.md): lower-case hex of
    // kMinNonceBytes to kMaxNonceBytes bytes, at most one per file.
    std::optional<std::string> nonce;
    friend bool operator==(const OrderFile& a, const OrderFile& b) {
        return a.submissions == b.submissions && a.changes == b.changes && a.nonce == b.nonce;
    }
};

[[nodiscard]] inline std::string_view name(DefensiveMode m) noexcept { return enum_name(m); }
[[nodiscard]] inline std::optional<DefensiveMode> defensive_mode_from_name(std::string_view s) noexcept {
    return enum_from_name<DefensiveMode>(s);
}
[[nodiscard]] inline std::string_view name(BattleLine l) noexcept { return enum_name(l); }
[[nodiscard]] inline std::optional<BattleLine> battle_line_from_name(std::string_view s) noexcept {
    return enum_from_name<BattleLine>(s);
}

}  // namespace umpire
