#include "app/masking.hpp"

#include <map>

#include "model/order_text.hpp"
#include "model/password_hash.hpp"
#include "model/sha256.hpp"
#include "rules/gitm/acceptance.hpp"

namespace umpire::app {
namespace {

const PasswordHash& masked_hash() {
    static const PasswordHash h = hash_password("***", bytes_of("umpire-masked-password"), 1);
    return h;
}

}  // namespace

std::string_view name(PasswordCheck c) noexcept {
    switch (c) {
        case PasswordCheck::Matched: return "matched";
        case PasswordCheck::Wrong: return "wrong";
        case PasswordCheck::None: return "none";
        case PasswordCheck::NotChecked: return "not-checked";
    }
    return "?";
}

std::vector<PasswordCheck> check_passwords(const GameState& state, const std::vector<Submission>& subs,
                                           std::optional<Timestamp> arrived, const Rulings& rulings,
                                           const gitm::VerifyProgress& progress) {
    std::vector<gitm::SubmissionMeta> meta;
    for (const auto& s : subs) {
        std::optional<std::string_view> pw;
        if (s.password) pw = s.password->reveal();
        meta.push_back({s.unit, s.sender, arrived.value_or(s.at), pw, s.minister});
    }
    std::vector<gitm::SubmissionVerdict> verdicts(subs.size());
    if (state.credentials) verdicts = gitm::accept_orders(*state.credentials, meta, rulings, progress).verdicts;
    std::vector<PasswordCheck> out;
    for (std::size_t i = 0; i < subs.size(); ++i) {
        const gitm::Verdict v = verdicts[i].verdict;
        if (!subs[i].password) out.push_back(PasswordCheck::None);
        else if (!state.credentials) out.push_back(PasswordCheck::NotChecked);
        else if (v == gitm::Verdict::WrongPassword) out.push_back(PasswordCheck::Wrong);
        else if (v == gitm::Verdict::Accepted || v == gitm::Verdict::Superseded) out.push_back(PasswordCheck::Matched);
        else out.push_back(PasswordCheck::NotChecked);
    }
    return out;
}

std::string mask_passwords(const std::string& text, const std::function<bool(int)>& matched) {
    std::string out;
    int line = 1;
    std::size_t i = 0;
    // After '-' too: a password change's `new-password "..."` (rule 6.10) is never
    // any header's, so it is always withheld.
    const auto word_start = [&](std::size_t k) {
        return k == 0 || text[k - 1] == ' ' || text[k - 1] == '\t' || text[k - 1] == '\n' || text[k - 1] == '-';
    };
    while (i < text.size()) {
        if (text[i] == '\n') ++line;
        if (text.compare(i, 8, "password") == 0 && word_start(i)) {
            std::size_t q = i + 8;
            while (q < text.size() && (text[q] == ' ' || text[q] == '\t')) ++q;
            if (q > i + 8 && q < text.size() && text[q] == '"') {
                std::size_t end = q + 1;
                while (end < text.size() && text[end] != '"' && text[end] != '\n') end += text[end] == '\\' ? 2 : 1;
                out.append(text, i, q - i);
                // An unclosed quote runs to the end of the line: masked all the same.
                const bool closed = end < text.size() && text[end] == '"';
                out += closed && matched(line) ? "\"***\"" : "withheld";
                i = closed ? end + 1 : std::min(end, text.size());
                continue;
            }
        }
        out += text[i];
        ++i;
    }
    return out;
}

std::string mask_checked(const std::string& text, const std::vector<Submission>& subs,
                         const std::vector<PasswordCheck>& checks, const std::vector<std::pair<int, PasswordCheck>>& more) {
    std::map<int, bool> matched;
    for (std::size_t i = 0; i < checks.size(); ++i) matched[subs[i].line] = checks[i] != PasswordCheck::Wrong;
    for (const auto& [line, check] : more) matched[line] = check != PasswordCheck::Wrong;
    // A password on a line that is no submission's header (its submission did not
    // parse, or a comment) was never checked: withheld, so it can never count.
    return mask_passwords(text, [&](int line) {
        const auto it = matched.find(line);
        return it != matched.end() && it->second;
    });
}

std::string masked_order_text(const GameState& state, const std::string& text, std::optional<Timestamp> arrived,
                              const Rulings& rulings) {
    const ParsedOrders parsed = parse_orders(text, "orders");
    return mask_checked(text, parsed.file.submissions, check_passwords(state, parsed.file.submissions, arrived, rulings));
}

GameState masked_state(GameState s) {
    if (!s.credentials) return s;
    for (Player& p : s.credentials->players) p.password = masked_hash();
    for (PasswordChange& c : s.credentials->password_changes) c.password = masked_hash();
    return s;
}

}  // namespace umpire::app
