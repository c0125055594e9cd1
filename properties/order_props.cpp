// The order language (rules 6.2-6.7) and acceptance (6.1, 6.10): printing then
// parsing gives the orders back, parsing then printing is a fixed point even for
// damaged text, no bytes crash the parser, withheld passwords leave no trace, and
// acceptance agrees with a direct restatement of 6.1 and 6.10.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>  // needs gtest.h first

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/credentials.hpp"
#include "model/order_text.hpp"
#include "rules/gitm/acceptance.hpp"

namespace umpire {
namespace {

namespace gen = rc::gen;

int in(int lo, int hi) { return *gen::inRange(lo, hi + 1); }
bool coin() { return *gen::arbitrary<bool>(); }

std::string printable_text(std::size_t lo, std::size_t hi, bool quotes_allowed) {
    const auto n = static_cast<std::size_t>(in(static_cast<int>(lo), static_cast<int>(hi)));
    std::string s;
    while (s.size() < n) {
        const char c = static_cast<char>(in(0x20, 0x7e));
        if (!quotes_allowed && (c == '"' || c == '\\')) continue;
        s += c;
    }
    return s;
}

std::string place_name() {
    std::string s = printable_text(1, kMaxPlaceName, false);
    if (s.front() == ' ') s.front() = 'P';
    if (s.back() == ' ') s.back() = 'x';
    return s;
}

TacSquare square() { return TacSquare{in(0, kTacSize - 1), in(0, kTacSize - 1)}; }

UnitId unit_id() {
    return UnitId{coin() ? Nation::US : Nation::MX, static_cast<std::uint16_t>(in(1, kMaxUnitNumber)),
                  static_cast<UnitType>(in(0, enum_count<UnitType> - 1))};
}

PhaseRange phases() {
    const int a = in(1, kTacticalPhases), b = in(1, kTacticalPhases);
    return {std::min(a, b), std::max(a, b)};
}

UnitOrders unit_orders() {
    UnitOrders o;
    StrategicOrders& s = o.strategic;
    if (coin()) {
        const int n = in(1, kStrategicPhases);
        for (int i = 0; i < n; ++i) {
            StrategicBox b;
            const int k = in(0, i == 0 ? 3 : 1);
            b.kind = static_cast<StrategicBox::Kind>(k);
            if (b.kind == StrategicBox::Kind::Square) b.square = StratSquare{static_cast<std::int16_t>(in(0, kStratColumns - 1)),
                                                                            static_cast<std::int16_t>(in(0, kStratRows - 1))};
            if (b.kind == StrategicBox::Kind::Transport)
                b.name = std::string(coin() ? "US" : "MX") + std::to_string(in(1, 9999)) + "TR";
            if (b.kind == StrategicBox::Kind::Port) b.name = place_name();
            s.path.push_back(b);
        }
        if (std::all_of(s.path.begin(), s.path.end(), [](const auto& b) { return b.kind == StrategicBox::Kind::Blank; }))
            s.path.back().kind = StrategicBox::Kind::Square;
    }
    if (coin()) s.entry = square();
    s.halt_on_detection = coin();
    s.halt_on_enemy_entry = coin();
    s.halt_before_forced_march = coin();
    s.pursuit = coin();
    s.march_to_battle = coin();
    s.march_to_allies = coin();
    s.march_to_enemies = coin();
    TacticalOrders& t = o.tactical;
    if (coin()) {
        t.destination = static_cast<DestinationKind>(in(0, 2));
        if (*t.destination == DestinationKind::Square) t.destination_square = square();
        if (coin()) t.waypoint = square();
        if (coin()) t.start_phase = in(1, kTacticalPhases);
    }
    t.no_fort = coin();
    if (coin()) t.engage = phases();
    if (coin()) t.line = static_cast<BattleLine>(in(0, 2));
    for (auto* box : {&o.reactions.support, &o.reactions.intercept})
        if (coin()) *box = ReactionBox{square(), in(0, 99), phases(), {}};
    if (coin()) o.postures.attack = static_cast<OffensiveMode>(in(0, 3));
    if (coin()) o.postures.defend = static_cast<DefensiveMode>(in(0, 3));
    SupplyOrders& p = o.supply;
    p.source = static_cast<SupplyOrders::Source>(in(0, 3));
    if (p.source != SupplyOrders::Source::None && coin()) p.carry = in(0, kMaxCarry);
    if (p.source == SupplyOrders::Source::Unit) p.source_unit = unit_id();
    if (p.source == SupplyOrders::Source::City) p.source_city = place_name();
    return o;
}

OrderFile order_file() {
    OrderFile f;
    const int n = in(0, 6);
    static const char* const kNames[] = {"alice", "bob", "c.d-e_f", "Z9"};
    for (int i = 0; i < n; ++i) {
        Submission s;
        s.unit = unit_id();
        s.sender = kNames[in(0, 3)];
        s.at = Timestamp{*gen::inRange<std::int64_t>(0, max_timestamp().seconds + 1)};
        if (coin()) s.password.emplace(printable_text(1, kMaxPasswordBytes, true));
        // One form in five is a war minister's, which carries shipments only (rule 10.6).
        const bool minister = in(0, 4) == 0;
        if (minister) {
            static const char* const kStates[] = {"MX", "US", "TX", "A_1"};
            s.unit = UnitId{};
            s.minister = kStates[in(0, 3)];
        } else {
            s.orders = unit_orders();
        }
        if (minister || coin()) {
            const int k = in(0, 3);
            for (int j = 0; j < k; ++j)
                s.orders.supply.shipments.push_back({in(1, kMaxShipmentAmount), place_name(), place_name(), {}});
        }
        f.submissions.push_back(std::move(s));
    }
    return f;
}

// rules: 6.2, 6.3, 6.4, 6.5, 6.6, 6.7, 10.6
RC_GTEST_PROP(OrderProps, PrintThenParseGivesTheOrdersBack, ()) {
    const OrderFile f = order_file();
    const std::string text = print_orders(f, Passwords::Keep);
    const ParsedOrders p = parse_orders(text, "p");
    RC_ASSERT(p.errors.empty());
    RC_ASSERT(p.file == f);
}

// rules: 6.2
RC_GTEST_PROP(OrderProps, ParseThenPrintIsAFixedPointEvenForDamagedText, ()) {
    std::string text = print_orders(order_file(), Passwords::Keep);
    const int edits = in(0, 4);
    for (int i = 0; i < edits && !text.empty(); ++i) {
        const auto at = static_cast<std::size_t>(in(0, static_cast<int>(text.size()) - 1));
        switch (in(0, 2)) {
            case 0: text.erase(at, 1); break;
            case 1: text.insert(at, 1, static_cast<char>(in(0, 255))); break;
            default: text[at] = static_cast<char>(in(0, 255)); break;
        }
    }
    const ParsedOrders first = parse_orders(text, "p");
    const std::string canonical = print_orders(first.file, Passwords::Keep);
    const ParsedOrders second = parse_orders(canonical, "p");
    RC_ASSERT(second.errors.empty());
    RC_ASSERT(second.file == first.file);
    RC_ASSERT(print_orders(second.file, Passwords::Keep) == canonical);
}

RC_GTEST_PROP(OrderProps, AnyBytesGiveLocatedDiagnosticsAndNoCrash, (const std::string& bytes)) {
    const ParsedOrders p = parse_orders(bytes, "p");
    for (const auto& d : p.errors) {
        RC_ASSERT(d.where.line >= 1);
        RC_ASSERT(d.where.column >= 1);
        RC_ASSERT(!d.what.empty());
    }
}

// rules: 6.2
RC_GTEST_PROP(OrderProps, AWithheldPasswordLeavesNoTrace, ()) {
    OrderFile f = order_file();
    const std::string shown = print_orders(f, Passwords::Withhold);
    for (auto& s : f.submissions)
        if (s.password) s.password.emplace(printable_text(1, kMaxPasswordBytes, true));
    RC_ASSERT(print_orders(f, Passwords::Withhold) == shown);
}

// --- acceptance against a restatement of rules 6.1 and 6.10 -----------------

const std::vector<std::uint8_t> kSalt{1, 1, 2, 3, 5, 8, 13, 21};
const char* const kPlayers[] = {"p0", "p1", "p2", "p3"};

std::string password_of(int player, int version) { return "pw" + std::to_string(player) + "v" + std::to_string(version); }

struct World {
    Credentials c;
    std::vector<UnitId> units;
};

World world() {
    World w;
    for (int p = 0; p < 4; ++p) w.c.players.push_back({kPlayers[p], hash_password(password_of(p, 0), kSalt, 1)});
    const auto assignment = [](const UnitId& u) {
        const int a = in(0, 3);
        const int b = in(0, 3);
        return Assignment{u, kPlayers[a], b == a ? std::nullopt : std::optional<std::string>(kPlayers[b])};
    };
    const int n = in(1, 2);
    for (int i = 0; i < n; ++i) {
        const UnitId u{Nation::MX, static_cast<std::uint16_t>(i + 1), UnitType::Infantry};
        w.units.push_back(u);
        w.c.assignments.push_back(assignment(u));
    }
    std::vector<std::int64_t> times;
    const int changes = in(0, 4);
    for (int i = 0; i < changes; ++i) times.push_back(in(0, 20));
    std::sort(times.begin(), times.end());
    int version = 0;  // counts every change, so change k sets version k of its player
    for (auto t : times) {
        if (in(0, 2) > 0) {
            w.c.reassignments.push_back({Timestamp{t}, assignment(w.units[static_cast<std::size_t>(in(0, n - 1))])});
        } else {
            const int p = in(0, 3);
            ++version;
            w.c.password_changes.push_back({Timestamp{t}, kPlayers[p], hash_password(password_of(p, version), kSalt, 1)});
        }
    }
    return w;
}

// Mostly one of the world's units, sometimes one nobody commands.
UnitId submitted_unit(const World& w) {
    return in(0, 5) > 0 ? w.units[static_cast<std::size_t>(in(0, static_cast<int>(w.units.size()) - 1))]
                        : UnitId{Nation::US, 1, UnitType::Infantry};
}

// The sender's player number, 4 for nobody the desk knows: mostly someone who
// commands or deputises the unit at some time of the turn.
int sender_of(const World& w, const UnitId& unit) {
    std::vector<std::string> insiders;
    for (const auto& a : w.c.assignments)
        if (a.unit == unit) insiders.push_back(a.commander), insiders.push_back(a.deputy.value_or(a.commander));
    for (const auto& r : w.c.reassignments)
        if (r.assignment.unit == unit)
            insiders.push_back(r.assignment.commander), insiders.push_back(r.assignment.deputy.value_or(r.assignment.commander));
    int p = *gen::elementOf(std::vector<int>{0, 1, 2, 3, 4});
    if (!insiders.empty() && in(0, 2) > 0) {
        const std::string& pick = insiders[static_cast<std::size_t>(in(0, static_cast<int>(insiders.size()) - 1))];
        p = pick.back() - '0';
    }
    return p;
}

// Mostly the password the sender has at some time of the turn, so that orders
// often pass and the choice between them is exercised.
std::optional<std::string> password_for(const World& w, int p, const std::string& who) {
    if (in(0, 5) > 0 && p < 4) {
        int version = 0;
        int seen = 0;
        for (const auto& ch : w.c.password_changes) {
            ++seen;
            if (ch.player == who && coin()) version = seen;
        }
        return password_of(p, version);
    }
    if (coin()) return "not-a-password";
    return std::nullopt;
}

// Up to 14 orders; their password views point into `passwords`, which keeps them.
std::vector<gitm::SubmissionMeta> submissions(const World& w, std::vector<std::string>& passwords) {
    std::vector<gitm::SubmissionMeta> subs;
    const int n = in(0, 14);
    for (int i = 0; i < n; ++i) {
        const UnitId unit = submitted_unit(w);
        const int p = sender_of(w, unit);
        const std::string who = p < 4 ? kPlayers[p] : "stranger";
        const Timestamp at{in(0, 20)};
        const std::optional<std::string> pw = password_for(w, p, who);
        passwords.push_back(pw.value_or(""));
        subs.push_back({unit, who, at, std::nullopt});
        if (pw) subs.back().password = passwords.back();
    }
    // The views above point into `passwords`: rebuild them now that it stops growing.
    for (std::size_t i = 0; i < subs.size(); ++i)
        if (subs[i].password) subs[i].password = passwords[i];
    return subs;
}

// The restatement of rules 6.1 and 6.10 the desk is checked against.
struct Restatement {
    const World& w;
    const std::vector<gitm::SubmissionMeta>& subs;
    bool order_first, end_of_turn;

    // 3.4 / 6.1 / 6.10: the sender's role for u at the order's time (or the turn's
    // end): 2 commander, 1 deputy, 0 neither.
    [[nodiscard]] int role_at(const UnitId& u, const gitm::SubmissionMeta& s, bool at_end) const {
        const Assignment* start = nullptr;
        for (const auto& a : w.c.assignments)
            if (a.unit == u) start = &a;
        const Assignment* a = start;
        for (const auto& r : w.c.reassignments)
            if (r.assignment.unit == u && (at_end || (order_first ? r.at < s.at : r.at <= s.at))) a = &r.assignment;
        if (a == nullptr) return 0;
        return a->commander == s.sender ? 2 : a->deputy == s.sender ? 1 : 0;
    }
    // The password the sender has at the order's time opens it.
    [[nodiscard]] bool password_holds(const gitm::SubmissionMeta& s) const {
        const PasswordHash* h = nullptr;
        for (const auto& pl : w.c.players)
            if (pl.name == s.sender) h = &pl.password;
        for (const auto& ch : w.c.password_changes)
            if (ch.player == s.sender && (order_first ? ch.at < s.at : ch.at <= s.at)) h = &ch.password;
        return h != nullptr && verify_password(*h, *s.password);
    }
    // The order that counts for u: the commander's latest valid one, else the deputy's.
    [[nodiscard]] std::optional<std::size_t> counted(const UnitId& u) const {
        std::vector<std::size_t> valid;
        for (std::size_t i = 0; i < subs.size(); ++i) {
            const auto& s = subs[i];
            if (!(s.unit == u) || role_at(u, s, false) == 0 || !s.password) continue;
            if (password_holds(s)) valid.push_back(i);
        }
        const auto rank = [&](std::size_t i) {
            const int end = end_of_turn ? role_at(u, subs[i], true) : 0;
            return end != 0 ? end : role_at(u, subs[i], false);
        };
        for (int r : {2, 1}) {
            std::optional<std::size_t> last;
            for (std::size_t i : valid)
                if (rank(i) == r && (!last || !(subs[i].at < subs[*last].at))) last = i;
            if (last) return last;
        }
        return std::nullopt;
    }
    [[nodiscard]] std::map<UnitId, std::size_t> accepted() const {
        std::map<UnitId, std::size_t> out;
        for (const UnitId& u : w.units)
            if (const auto i = counted(u)) out[u] = *i;
        return out;
    }
};

// rules: 6.1, 6.10
RC_GTEST_PROP(OrderProps, AcceptanceFollowsRules6_1And6_10, ()) {
    const World w = world();
    const bool order_first = coin(), end_of_turn = coin();
    Rulings rulings;
    rulings.set(RulingId::OrdersSameSecond, order_first ? 1 : 0);
    rulings.set(RulingId::OrdersRoleTime, end_of_turn ? 1 : 0);
    std::vector<std::string> passwords;
    const std::vector<gitm::SubmissionMeta> subs = submissions(w, passwords);
    const auto report = gitm::accept_orders(w.c, subs, rulings);

    const std::map<UnitId, std::size_t> expected = Restatement{w, subs, order_first, end_of_turn}.accepted();
    std::map<UnitId, std::size_t> got(report.accepted.begin(), report.accepted.end());
    RC_ASSERT(got == expected);
    RC_ASSERT(report.verdicts.size() == subs.size());
    for (std::size_t i = 0; i < subs.size(); ++i) {
        const bool counts = got.count(subs[i].unit) && got.at(subs[i].unit) == i;
        RC_ASSERT((report.verdicts[i].verdict == gitm::Verdict::Accepted) == counts);
    }
}

}  // namespace
}  // namespace umpire
