#pragma once
// Which submitted order counts for each unit (rules 3.4, 6.1, 6.2, 6.10). Only the
// commander or the deputy may order a unit, with their own password; of the orders
// that pass, the commander's last one counts, else the deputy's last one. Each
// order is judged by the assignment and passwords in force when it was submitted.
// "Last" is the latest submission time; at equal times the later one in the input.
// A war minister's form (rule 10.6) is judged the same way, the state's war minister
// (rule 3.4) standing as its only commander.
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "model/credentials.hpp"
#include "model/named_enum.hpp"
#include "rules/rulings.hpp"

namespace umpire::gitm {

// What the order desk knows of a submission; the clear password is only borrowed.
struct SubmissionMeta {
    UnitId unit;
    std::string sender;
    Timestamp at;
    std::optional<std::string_view> password;
    std::string_view minister{};  // a war minister's form: his state (rule 10.6); empty for a unit's
};

// Dropped and ValueIgnored are the order desk's (rules/gitm/order_desk.hpp): a
// submission dropped whole, or one value of it ignored, for a value its state checks
// refuse (ruling DESK-REFUSED-VALUE, rule 10.11).
#define UMPIRE_GITM_VERDICTS(X)                                                                           \
    X(Accepted, "accepted") X(Superseded, "superseded") X(UnassignedUnit, "unassigned-unit")              \
    X(UnknownSender, "unknown-sender") X(NotCommanderOrDeputy, "not-commander-or-deputy")                 \
    X(NoPassword, "no-password") X(WrongPassword, "wrong-password") X(Dropped, "dropped")                 \
    X(ValueIgnored, "value-ignored") X(NoWarMinister, "no-war-minister") X(NotWarMinister, "not-war-minister")
UMPIRE_NAMED_ENUM(Verdict, std::uint8_t, UMPIRE_GITM_VERDICTS)
#define UMPIRE_GITM_ROLES(X) X(None, "none") X(Commander, "commander") X(Deputy, "deputy") X(WarMinister, "war-minister")
UMPIRE_NAMED_ENUM(Role, std::uint8_t, UMPIRE_GITM_ROLES)
[[nodiscard]] inline std::string_view name(Verdict v) noexcept { return enum_name(v); }
[[nodiscard]] inline std::string_view name(Role r) noexcept { return enum_name(r); }

struct SubmissionVerdict {
    Verdict verdict = Verdict::Accepted;
    Role role = Role::None;  // the role it was judged in (the rank, for accepted and superseded ones)
    // The rule that decided: "6.1" (which order counts), "3.4" (not the commander or
    // deputy), "6.2" (password), "6.10" (a refusal under a reassignment or password
    // change of the turn).
    std::string rule;
    std::string reason;      // our words; never a password
    std::optional<std::size_t> superseded_by;  // index of the submission that counts instead
    friend bool operator==(const SubmissionVerdict&, const SubmissionVerdict&) = default;
};

struct AcceptanceReport {
    std::vector<SubmissionVerdict> verdicts;                 // one per submission, input order
    std::vector<std::pair<UnitId, std::size_t>> accepted;    // by unit id: the submission that counts
    std::vector<std::pair<std::string, std::size_t>> ministers;  // by state: the war minister's form that counts
    std::size_t verifications = 0;  // password hashes computed: one per distinct (sender, stored hash, password)
    friend bool operator==(const AcceptanceReport&, const AcceptanceReport&) = default;
};

// Told after each password verification how many are done of how many the
// judgement needs; a caller with a clock may show it (one costs what its hash
// says, up to a second). Never told anything secret.
using VerifyProgress = std::function<void(std::size_t done, std::size_t total)>;

// A password is checked once per distinct sender, stored hash and password, however
// many submissions repeat them: a player's file of 20,000 resends costs one hash.
[[nodiscard]] AcceptanceReport accept_orders(const Credentials& credentials, std::span<const SubmissionMeta> submissions,
                                             const Rulings& rulings, const VerifyProgress& progress = {});

}  // namespace umpire::gitm
