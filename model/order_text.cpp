#include "model/order_text.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <span>

#include "model/credentials.hpp"
#include "model/polity.hpp"
#include "model/seed_commit.hpp"
#include "model/text.hpp"

namespace umpire {
namespace {

struct Token {
    std::string_view raw;  // as written, quotes included
    std::string value;     // a quoted token's text, escapes resolved; else raw
    int column = 0;        // 1-based
    bool quoted = false;
};

// Field keywords, in canonical print order.
#define UMPIRE_ORDER_FIELDS(X)                                                                                   \
    X(Activate, "activate") X(MergeInto, "merge-into") X(Inactivate, "inactivate")                               \
    X(Strategic, "strategic") X(Entry, "entry") X(Halt, "halt") X(Pursue, "pursue") X(March, "march")           \
    X(Move, "move") X(NoFort, "no-fort") X(Engage, "engage") X(Line, "line") X(Support, "support")              \
    X(Intercept, "intercept") X(Attack, "attack") X(Defend, "defend") X(Supply, "supply") X(Ship, "ship")
UMPIRE_NAMED_ENUM(Field, std::uint8_t, UMPIRE_ORDER_FIELDS)
constexpr auto kFields = enum_names(Field{});
constexpr auto kOffensive = enum_names(OffensiveMode{});
constexpr auto kDefensive = enum_names(DefensiveMode{});
constexpr auto kLines = enum_names(BattleLine{});
constexpr std::array<std::string_view, 3> kHalts{"detection", "enemy-entry", "forced-march"};
constexpr std::array<std::string_view, 3> kMarches{"battle", "allies", "enemies"};

std::optional<std::size_t> index_of(std::span<const std::string_view> names, std::string_view s) noexcept {
    for (std::size_t i = 0; i < names.size(); ++i)
        if (names[i] == s) return i;
    return std::nullopt;
}

// A field of flags (halt, march): the names of those set, in the list's order.
void print_flags(std::string& out, std::string_view field, const std::array<std::string_view, 3>& names,
                 const std::array<bool, 3>& set) {
    if (!set[0] && !set[1] && !set[2]) return;
    out += "  " + std::string(field);
    for (std::size_t i = 0; i < names.size(); ++i)
        if (set[i]) out += " " + std::string(names[i]);
    out += "\n";
}

bool printable(char c) noexcept { return c >= 0x20 && c < 0x7f; }

}  // namespace

bool valid_password(std::string_view clear) noexcept {
    return !clear.empty() && clear.size() <= kMaxPasswordBytes && std::all_of(clear.begin(), clear.end(), printable);
}

namespace {

bool valid_place_name(std::string_view s) noexcept {
    return !s.empty() && s.size() <= kMaxPlaceName && s.front() != ' ' && s.back() != ' ' &&
           std::all_of(s.begin(), s.end(), [](char c) { return printable(c) && c != '"' && c != '\\'; });
}

// A transport group id (rule 7.17, PATE): nation, number, "TR", e.g. US1TR.
bool transport_id(std::string_view s) noexcept {
    if (s.size() < 5 || s.size() > 8 || !s.ends_with("TR") || !nation_from_code(s.substr(0, 2))) return false;
    const auto digits = s.substr(2, s.size() - 4);
    return digits.front() != '0' && std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; });
}

class Parser {
public:
    Parser(std::string_view text, const std::string& file) : text_(text), file_(file) {}

    ParsedOrders run() {
        if (text_.size() > kMaxOrderFileBytes) {
            error(0, 0, "the file is larger than the limit of " + std::to_string(kMaxOrderFileBytes) + " bytes");
            return std::move(out_);
        }
        std::size_t start = 0;
        int line = 0;
        while (start < text_.size() && !stopped_) {
            std::size_t end = text_.find('\n', start);
            if (end == std::string_view::npos) end = text_.size();
            std::string_view l = text_.substr(start, end - start);
            if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
            ++line;
            line_ = line;
            do_line(l);
            start = end + 1;
        }
        if (cur_ && !stopped_)
            error(cur_->line, 1, "the submission for " + for_whom(*cur_) + " has no `end`");
        if (!cur_) out_.file.closing_comments = std::move(pending_comments_);
        return std::move(out_);
    }

private:
    void error(int line, int column, std::string what) {
        if (stopped_) return;
        if (out_.errors.size() == kMaxOrderErrors) {
            out_.errors.push_back({{file_, line, column, {}}, "too many errors; the rest of the file was not read"});
            stopped_ = true;
            cur_.reset();
            return;
        }
        out_.errors.push_back({{file_, line, column, {}}, std::move(what)});
        bad_ = true;
    }
    void error_at(const Token& t, std::string what) { error(line_, t.column, std::move(what)); }

    // Splits a line into tokens; false (with an error) when it cannot.
    bool tokenize(std::string_view l, std::vector<Token>& tokens) {
        tokens.clear();
        comment_ = {};
        if (l.size() > kMaxOrderLineBytes) {
            error(line_, static_cast<int>(kMaxOrderLineBytes) + 1,
                  "the line is longer than " + std::to_string(kMaxOrderLineBytes) + " bytes");
            return false;
        }
        std::size_t i = 0;
        while (i < l.size()) {
            const char c = l[i];
            if (c == ' ' || c == '\t') { ++i; continue; }
            if (c == '#') {
                comment_ = l.substr(i);
                // A carriage return too: printed last on a line it would read back as
                // the end of a CRLF line and drop out, so `orders fmt` would not be a
                // fixed point (fuzz/regressions/order_parser/comment-ending-in-cr.orders).
                while (comment_.back() == ' ' || comment_.back() == '\t' || comment_.back() == '\r')
                    comment_.remove_suffix(1);
                break;
            }
            const int column = static_cast<int>(i) + 1;
            if (c == '"') {
                Token t{{}, {}, column, true};
                std::size_t j = i + 1;
                bool closed = false;
                while (j < l.size()) {
                    const char d = l[j];
                    if (d == '"') { closed = true; break; }
                    if (!printable(d)) {
                        error(line_, static_cast<int>(j) + 1, "only printable ASCII characters may stand inside quotes");
                        return false;
                    }
                    if (d == '\\') {
                        if (j + 1 >= l.size() || (l[j + 1] != '"' && l[j + 1] != '\\')) {
                            error(line_, static_cast<int>(j) + 1, "inside quotes a backslash is written \\\\ and a quote \\\"");
                            return false;
                        }
                        ++j;
                    }
                    t.value += l[j];
                    ++j;
                }
                if (!closed) {
                    error(line_, column, "the quoted text is not closed with \"");
                    return false;
                }
                t.raw = l.substr(i, j + 1 - i);
                tokens.push_back(std::move(t));
                i = j + 1;
                continue;
            }
            if (!printable(c)) {
                error(line_, column, "unexpected character " + quote_input(l.substr(i, 1)) +
                                         " (orders are written in printable ASCII)");
                return false;
            }
            std::size_t j = i;
            while (j < l.size() && printable(l[j]) && l[j] != ' ' && l[j] != '#' && l[j] != '"') ++j;
            if (j < l.size() && l[j] == '"') {
                error(line_, static_cast<int>(j) + 1, "a quote must start a separate word");
                return false;
            }
            tokens.push_back({l.substr(i, j - i), std::string(l.substr(i, j - i)), column, false});
            i = j;
        }
        return true;
    }

    void do_line(std::string_view l) {
        std::vector<Token>& t = tokens_;
        const bool was_bad = bad_;
        bad_ = false;
        const bool ok = tokenize(l, t);
        const bool line_bad = bad_;
        bad_ = was_bad || (cur_ && line_bad);
        if (!ok) {
            if (!cur_) outside_reported_ = true;
            return;
        }
        if (t.empty()) {
            if (!comment_.empty()) pending_comments_.emplace_back(comment_);
            return;
        }
        if (!t[0].quoted && (t[0].raw == "unit" || t[0].raw == "minister" || t[0].raw == "reassign" ||
                             t[0].raw == "change-password")) {
            if (cur_) error(cur_->line, 1, "the submission for " + for_whom(*cur_) + " has no `end` before line " +
                                               std::to_string(line_));
            start_submission(t);
            keep_comments(change_ ? "header" : std::string(t[0].raw));
            return;
        }
        if (cur_ && !t[0].quoted) keep_comments(std::string(t[0].raw));
        if (!t[0].quoted && t[0].raw == "end") {
            if (t.size() > 1) error_at(t[1], "nothing may follow `end` on its line");
            if (!cur_) {
                error_at(t[0], "`end` without a submission");
                return;
            }
            finish_submission();
            return;
        }
        if (!cur_ && !t[0].quoted && t[0].raw == "nonce") {
            do_nonce(t);
            return;
        }
        if (!cur_) {
            if (!outside_reported_)
                error_at(t[0], "expected `unit ID from PLAYER at TIME` (or `minister STATE`, `reassign ID` or "
                               "`change-password` before `from PLAYER at TIME`) to start a submission, found " + shown(t[0]));
            outside_reported_ = true;
            return;
        }
        if (change_) do_change_field(t);
        else do_field(t);
    }

    // A player's nonce (docs/seed-commitment.md, "Dice nobody can choose"): one per
    // file, as `umpire seed commit` writes a nonce.
    void do_nonce(const std::vector<Token>& t) {
        if (t.size() < 2) {
            error_at(t[0], "expected the nonce after `nonce`: 32 to 128 lower-case hex digits");
            return;
        }
        if (t.size() > 2) error_at(t[2], "nothing may follow the nonce on its line");
        if (out_.file.nonce) {
            error_at(t[0], "a second nonce: a file carries one");
            return;
        }
        if (t[1].quoted || !parse_nonce_hex(t[1].raw)) {
            error_at(t[1], "expected the nonce: 32 to 128 lower-case hex digits (16 to 64 bytes), found " + shown(t[1]));
            return;
        }
        out_.file.nonce = std::string(t[1].raw);
    }

    // The comments on lines of their own before this one go with its first word, and
    // so does this line's own trailing comment.
    void keep_comments(const std::string& anchor) {
        if (!cur_) return;  // the error limit was reached on this line
        for (auto& c : pending_comments_) cur_->comments.push_back({anchor, std::move(c), false});
        pending_comments_.clear();
        if (!comment_.empty()) cur_->comments.push_back({anchor, std::string(comment_), true});
    }

    // A token for a message: quoted text is never shown (it may be a password).
    static std::string shown(const Token& t) { return t.quoted ? "quoted text" : quote_input(t.raw); }
    std::string for_whom(const Submission& s) const {
        if (change_) return change_->kind == CredentialForm::Kind::Reassign ? "the reassignment of " + to_string(s.unit)
                                                                            : "the password change";
        return s.minister.empty() ? to_string(s.unit) : "the war minister of " + quote_input(s.minister);
    }

    void start_submission(const std::vector<Token>& t) {
        outside_reported_ = false;
        bad_ = false;
        cur_.emplace();
        cur_->line = line_;
        seen_.fill(0);
        change_.reset();
        change_seen_.fill(0);
        if (t[0].raw == "reassign") change_.emplace().kind = CredentialForm::Kind::Reassign;
        if (t[0].raw == "change-password") change_.emplace().kind = CredentialForm::Kind::Password;
        Submission& s = *cur_;
        const auto expect_word = [&](std::size_t i, std::string_view word, const char* what) {
            if (i >= t.size()) {
                error(line_, static_cast<int>(t.back().column + t.back().raw.size()),
                      std::string("the header ends early: expected `") + std::string(word) + "` " + what);
                return false;
            }
            if (t[i].quoted || t[i].raw != word) {
                error_at(t[i], std::string("expected `") + std::string(word) + "` " + what + ", found " + shown(t[i]));
                return false;
            }
            return true;
        };
        const auto value_at = [&](std::size_t i, const char* what) -> const Token* {
            if (i < t.size() && !t[i].quoted) return &t[i];
            if (i >= t.size())
                error(line_, static_cast<int>(t.back().column + t.back().raw.size()),
                      std::string("the header ends early: expected ") + what);
            else error_at(t[i], std::string("expected ") + what + ", found quoted text");
            return nullptr;
        };
        const bool minister = t[0].raw == "minister";
        s.unit_at = {line_, t[0].column + static_cast<int>(t[0].raw.size()) + 1};
        // `change-password` names no unit: the sender changes his own (rule 6.10).
        const std::size_t k = change_ && change_->kind == CredentialForm::Kind::Password ? 1 : 2;
        if (k == 2) {
            const Token* u = value_at(1, minister ? "the minister's state such as MX" : "a unit id such as MX3LI");
            if (u == nullptr) return;
            s.unit_at = {line_, u->column};
            if (minister) {
                // Rule 10.6: the war minister writes for his state, not for a unit.
                if (valid_state_id(u->raw)) s.minister = std::string(u->raw);
                else error_at(*u, "a state is 1-8 of A-Z 0-9 _, such as MX; found " + shown(*u));
            } else if (auto id = parse_unit_id(u->raw)) {
                s.unit = *id;
            } else {
                error_at(*u, id.errors().front().what);
            }
        }
        if (!expect_word(k, "from", "and the sender's player name")) return;
        if (const Token* p = value_at(k + 1, "the sender's player name")) {
            if (!valid_player_name(p->raw)) error_at(*p, "a player name is 1-32 of A-Z a-z 0-9 _ . -, found " + shown(*p));
            else s.sender = std::string(p->raw);
        } else {
            return;
        }
        if (!expect_word(k + 2, "at", "and the submission time")) return;
        if (const Token* a = value_at(k + 3, "the submission time, e.g. 2026-11-23T10:15:00Z")) {
            auto when = parse_timestamp(a->raw);
            if (when) s.at = *when;
            else error_at(*a, when.errors().front().what);
        } else {
            return;
        }
        if (t.size() == k + 4) return;
        if (t[k + 4].quoted || t[k + 4].raw != "password") {
            error_at(t[k + 4], "expected `password \"...\"` or the end of the header, found " + shown(t[k + 4]));
            return;
        }
        s.password = secret_after(t, k + 4, "password", "the header line");
    }

    // The password after t[at] (`password` or `new-password`), which must end the
    // line: nullopt when written `withheld` or in error. Nothing of it is ever shown.
    std::optional<Secret> secret_after(const std::vector<Token>& t, std::size_t at, const char* what, const char* where) {
        const std::string label = std::string(what) + " (not shown): ";
        if (t.size() < at + 2) {
            error(line_, t[at].column, label + "expected the password in quotes after `" + std::string(t[at].raw) + "`");
            return std::nullopt;
        }
        const Token& v = t[at + 1];
        if (!v.quoted) {
            if (v.raw == "withheld" && t.size() == at + 2) return std::nullopt;  // printed with Passwords::Withhold
            error(line_, v.column, label + "the password is written in quotes, \"like this\"");
            return std::nullopt;
        }
        if (!valid_password(v.value)) {
            error(line_, v.column, label + "a password is 1 to " + std::to_string(kMaxPasswordBytes) + " characters");
            return std::nullopt;
        }
        if (t.size() > at + 2) {
            error(line_, t[at + 2].column, std::string("nothing may follow the password on ") + where);
            return std::nullopt;
        }
        return Secret(v.value);
    }

    // A reassignment's `commander PLAYER` and `deputy PLAYER|none`, a password
    // change's `new-password "..."` (rules 3.4, 6.10), each once.
    void do_change_field(const std::vector<Token>& t) {
        const Token& head = t[0];
        const bool reassign = change_->kind == CredentialForm::Kind::Reassign;
        const std::array<std::string_view, 3> names{"commander", "deputy", "new-password"};
        const auto f = head.quoted ? std::nullopt : index_of(names, head.raw);
        if (!f || (reassign == (*f == 2))) {
            error_at(head, std::string("unknown field ") + shown(head) + "; a " +
                               (reassign ? "reassignment has `commander PLAYER` and/or `deputy PLAYER` (or `deputy none`)"
                                         : "password change has `new-password \"...\"`") + ", then `end`");
            return;
        }
        if (change_seen_[*f] != 0) {
            error_at(head, "`" + std::string(names[*f]) + "` is given twice in this form (first on line " +
                               std::to_string(change_seen_[*f]) + ")");
            return;
        }
        change_seen_[*f] = line_;
        if (*f == 2) {
            change_->new_password_at = {line_, head.column};
            change_->new_password = secret_after(t, 0, "new password", "its line");
            return;
        }
        Cursor c{t};
        if (c.done()) { missing(c, *f == 0 ? "the new commander's player name" : "the new deputy's player name, or none"); return; }
        const Token& p = c.t[c.i++];
        if (*f == 1) change_->deputy_given = true;
        if (*f == 1 && !p.quoted && p.raw == "none") {
            change_->deputy.reset();
        } else if (p.quoted || !valid_player_name(p.raw)) {
            error_at(p, "a player name is 1-32 of A-Z a-z 0-9 _ . -, found " + shown(p));
        } else {
            (*f == 0 ? change_->commander : change_->deputy) = std::string(p.raw);
        }
        no_more(c);
    }

    void finish_submission() {
        if (change_ && !bad_) finish_change();
        if (!bad_) {
            if (out_.file.submissions.size() + out_.file.changes.size() >= kMaxSubmissions) {
                error(cur_->line, 1, "more than " + std::to_string(kMaxSubmissions) + " submissions in one file");
                stopped_ = true;
            } else if (change_) {
                CredentialForm& f = *change_;
                f.unit = cur_->unit;
                f.sender = std::move(cur_->sender);
                f.at = cur_->at;
                f.password = std::move(cur_->password);
                f.line = cur_->line;
                f.comments = std::move(cur_->comments);
                out_.file.changes.push_back(std::move(f));
            } else {
                out_.file.submissions.push_back(std::move(*cur_));
            }
        }
        cur_.reset();
        change_.reset();
        change_seen_.fill(0);
        bad_ = false;
    }

    // What a change form needs before its `end`, on the `end` line.
    void finish_change() {
        const Token& end = tokens_[0];
        if (change_->kind == CredentialForm::Kind::Password) {
            if (change_seen_[2] == 0) error_at(end, "a password change needs `new-password \"...\"` before `end`");
            return;
        }
        if (change_seen_[0] == 0 && change_seen_[1] == 0)
            error_at(end, "a reassignment needs `commander PLAYER` and/or `deputy PLAYER` (or `deputy none`) before `end`");
        else if (change_->commander && change_->deputy && *change_->commander == *change_->deputy)
            error_at(end, "the commander cannot also be the deputy (rule 3.4 names two people)");
    }

    // --- fields -------------------------------------------------------------

    struct Cursor {
        const std::vector<Token>& t;
        std::size_t i = 1;
        [[nodiscard]] bool done() const { return i >= t.size(); }
        [[nodiscard]] const Token& peek() const { return t[i]; }
        // Just past the last word: where what is missing would have been written.
        [[nodiscard]] int end_column() const {
            const Token& last = t.back();
            return last.column + static_cast<int>(last.raw.size());
        }
    };

    void missing(const Cursor& c, const std::string& what) { error(line_, c.end_column(), "expected " + what + " at the end of the line"); }

    std::optional<int> number(Cursor& c, int lo, int hi, const std::string& what) {
        if (c.done()) { missing(c, what); return std::nullopt; }
        const Token& t = c.t[c.i++];
        int v = 0;
        const char* b = t.raw.data();
        const char* e = b + t.raw.size();
        const auto r = t.quoted ? std::from_chars_result{b, std::errc::invalid_argument} : std::from_chars(b, e, v);
        if (r.ec != std::errc{} || r.ptr != e || (t.raw.size() > 1 && t.raw[0] == '0')) {
            error_at(t, "expected " + what + ", found " + shown(t));
            return std::nullopt;
        }
        if (v < lo || v > hi) {
            error_at(t, what + " must be " + std::to_string(lo) + " to " + std::to_string(hi) + ", found " + std::to_string(v));
            return std::nullopt;
        }
        return v;
    }

    std::optional<TacSquare> tac_square(Cursor& c, const std::string& what) {
        if (c.done()) { missing(c, what); return std::nullopt; }
        const Token& t = c.t[c.i++];
        if (!t.quoted)
            if (auto s = parse_tac_square(t.raw)) return *s;
        error_at(t, "expected " + what + " (a tactical square such as 5-9), found " + shown(t));
        return std::nullopt;
    }

    std::optional<PhaseRange> phases(Cursor& c) {
        if (c.done()) { missing(c, "a phase range such as 2-4"); return std::nullopt; }
        const Token& t = c.t[c.i++];
        const auto dash = t.raw.find('-');
        const auto digit = [](std::string_view s) { return s.size() == 1 && s[0] >= '1' && s[0] <= '0' + kTacticalPhases; };
        PhaseRange r;
        if (!t.quoted && dash == std::string_view::npos && digit(t.raw)) {
            r.first = r.last = t.raw[0] - '0';
            return r;
        }
        if (t.quoted || dash == std::string_view::npos || !digit(t.raw.substr(0, dash)) || !digit(t.raw.substr(dash + 1))) {
            error_at(t, "expected tactical phases such as 2-4 or 3 (phases 1 to " + std::to_string(kTacticalPhases) +
                            "), found " + shown(t));
            return std::nullopt;
        }
        r.first = t.raw[0] - '0';
        r.last = t.raw[dash + 1] - '0';
        if (r.first > r.last) {
            error_at(t, "a phase range runs from the earlier phase to the later, found " + shown(t));
            return std::nullopt;
        }
        return r;
    }

    // A keyword among `names`, or an error listing them.
    std::optional<std::size_t> keyword(Cursor& c, auto const& names, const std::string& what) {
        if (c.done()) { missing(c, what + " (" + join(names) + ")"); return std::nullopt; }
        const Token& t = c.t[c.i++];
        if (!t.quoted)
            if (auto k = index_of(names, t.raw)) return k;
        error_at(t, "expected " + what + " (" + join(names) + "), found " + shown(t));
        return std::nullopt;
    }

    void no_more(Cursor& c) {
        if (!c.done()) error_at(c.peek(), "unexpected " + shown(c.peek()) + " at the end of the field");
    }

    void do_field(const std::vector<Token>& t) {
        const Token& head = t[0];
        std::size_t f = kFields.size();
        for (std::size_t k = 0; k < kFields.size(); ++k)
            if (!head.quoted && head.raw == kFields[k]) f = k;
        if (f == kFields.size()) {
            error_at(head, "unknown field " + shown(head) + "; expected one of " + join(kFields) + ", or `end`");
            return;
        }
        if (!cur_->minister.empty() && static_cast<Field>(f) != Field::Ship) {
            error_at(head, "a war minister's form orders only shipments (`ship`, rule 10.6), found " + shown(head));
            return;
        }
        if (seen_[f] != 0) {
            error_at(head, "`" + std::string(kFields[f]) + "` is given twice in this submission (first on line " +
                               std::to_string(seen_[f]) + ")");
            return;
        }
        seen_[f] = line_;
        Cursor c{t};
        UnitOrders& o = cur_->orders;
        const SourcePos at{line_, head.column};
        switch (static_cast<Field>(f)) {
            case Field::Activate:
                o.status.activate_at = at;
                o.status.activate = true;
                break;
            case Field::MergeInto: {
                o.status.merge_at = at;
                if (c.done()) { missing(c, "the unit to merge into, such as US2IN"); break; }
                const Token& u = c.t[c.i++];
                std::optional<UnitId> id;
                if (!u.quoted)
                    if (auto parsed = parse_unit_id(u.raw)) id = *parsed;
                if (!id) error_at(u, "expected the unit to merge into, such as US2IN, found " + shown(u));
                else o.status.merge_into = *id;
                break;
            }
            case Field::Inactivate:
                o.status.inactivate_at = at;
                o.status.inactivate = true;
                break;
            case Field::Strategic: strategic(c, o.strategic); break;
            case Field::Entry:
                o.strategic.entry_at = at;
                o.strategic.entry = tac_square(c, "the entry square");
                break;
            case Field::Halt: flags(c, o.strategic, true); break;
            case Field::Pursue: o.strategic.pursuit = true; break;
            case Field::March: flags(c, o.strategic, false); break;
            case Field::Move: move(c, o.tactical, at); break;
            case Field::NoFort: o.tactical.no_fort = true; break;
            case Field::Engage:
                o.tactical.engage_at = at;
                o.tactical.engage = PhaseRange{};
                if (!c.done()) {
                    if (!c.peek().quoted && c.peek().raw == "phases") {
                        ++c.i;
                        if (auto p = phases(c)) o.tactical.engage = *p;
                    }
                }
                break;
            case Field::Line:
                if (auto k = keyword(c, kLines, "a battle line")) o.tactical.line = static_cast<BattleLine>(*k);
                break;
            case Field::Support: o.reactions.support = reaction(c, at); break;
            case Field::Intercept: o.reactions.intercept = reaction(c, at); break;
            case Field::Attack: {
                o.postures.attack_at = at;
                if (auto k = keyword(c, kOffensive, "an offensive mode")) o.postures.attack = static_cast<OffensiveMode>(*k);
                break;
            }
            case Field::Defend:
                if (auto k = keyword(c, kDefensive, "a defensive mode")) o.postures.defend = static_cast<DefensiveMode>(*k);
                break;
            case Field::Supply: supply(c, o.supply); break;
            case Field::Ship: ship(c, o.supply.shipments); break;
        }
        no_more(c);
    }

    void strategic(Cursor& c, StrategicOrders& s) {
        if (c.done()) { missing(c, "the strategic path: up to 6 squares such as G4-V6, - for a phase without a move"); return; }
        // A path of blanks only is well formed; the order desk refuses it (model/order_check.hpp).
        while (!c.done()) {
            const Token& t = c.t[c.i++];
            StrategicBox box;
            box.at = {line_, t.column};
            if (s.path.size() == static_cast<std::size_t>(kStrategicPhases)) {
                error_at(t, "a strategic path has at most " + std::to_string(kStrategicPhases) + " boxes, one per strategic phase (rules 5.2, 7.6)");
                return;
            }
            const bool first = s.path.empty();
            if (t.quoted) {
                if (!first) { error_at(t, "an off-map port can only be the first box (rule 7.17)"); return; }
                if (!valid_place_name(t.value)) {
                    error_at(t, "a port name is 1-" + std::to_string(kMaxPlaceName) + " printable characters");
                    return;
                }
                box.kind = StrategicBox::Kind::Port;
                box.name = t.value;
            } else if (t.raw == "-") {
                box.kind = StrategicBox::Kind::Blank;
            } else if (transport_id(t.raw)) {
                if (!first) { error_at(t, "a transport group can only be the first box (rule 7.17)"); return; }
                box.kind = StrategicBox::Kind::Transport;
                box.name = std::string(t.raw);
            } else if (auto sq = parse_strat_square(t.raw)) {
                box.kind = StrategicBox::Kind::Square;
                box.square = *sq;
            } else {
                error_at(t, "expected a strategic square such as G4-V6, - for a phase without a move, or first a "
                            "transport group such as US1TR or a \"Port\"; found " + shown(t));
                return;
            }
            s.path.push_back(std::move(box));
        }
    }

    void flags(Cursor& c, StrategicOrders& s, bool halt) {
        bool* targets[2][3] = {{&s.halt_on_detection, &s.halt_on_enemy_entry, &s.halt_before_forced_march},
                                     {&s.march_to_battle, &s.march_to_allies, &s.march_to_enemies}};
        const auto& names = halt ? kHalts : kMarches;
        if (c.done()) { missing(c, "one or more of " + join(names)); return; }
        while (!c.done()) {
            const Token& t = c.peek();
            auto k = keyword(c, names, halt ? "a halt condition" : "a march target");
            if (!k) return;
            bool* flag = targets[halt ? 0 : 1][*k];
            if (*flag) { error_at(t, shown(t) + " is listed twice"); return; }
            *flag = true;
        }
    }

    void move(Cursor& c, TacticalOrders& m, SourcePos at) {
        m.move_at = at;
        if (c.done()) { missing(c, "a destination: a tactical square, nearest-ford or nearest-pass"); return; }
        const Token& d = c.peek();
        if (!d.quoted && d.raw == "nearest-ford") { m.destination = DestinationKind::NearestFord; ++c.i; }
        else if (!d.quoted && d.raw == "nearest-pass") { m.destination = DestinationKind::NearestPass; ++c.i; }
        else if (auto s = tac_square(c, "the destination, nearest-ford or nearest-pass")) {
            m.destination = DestinationKind::Square;
            m.destination_square = *s;
        } else {
            return;
        }
        bool via = false, phase = false;
        while (!c.done()) {
            const Token& t = c.t[c.i++];
            if (!t.quoted && t.raw == "via" && !via && !phase) {
                via = true;
                m.waypoint = tac_square(c, "the waypoint");
            } else if (!t.quoted && t.raw == "phase" && !phase) {
                phase = true;
                m.start_phase = number(c, 1, kTacticalPhases, "the starting tactical phase");
            } else {
                error_at(t, "expected `via SQUARE` then `phase N`, found " + shown(t));
                return;
            }
        }
    }

    std::optional<ReactionBox> reaction(Cursor& c, SourcePos at) {
        ReactionBox b;
        b.at = at;
        auto centre = tac_square(c, "the centre of the box");
        if (!centre) return std::nullopt;
        b.centre = *centre;
        if (c.done() || c.peek().quoted || c.peek().raw != "radius") {
            if (c.done()) missing(c, "`radius N`");
            else error_at(c.peek(), "expected `radius N`, found " + shown(c.peek()));
            return std::nullopt;
        }
        ++c.i;
        auto r = number(c, 0, 99, "the radius");
        if (!r) return std::nullopt;
        b.radius = *r;
        if (!c.done()) {
            if (c.peek().quoted || c.peek().raw != "phases") {
                error_at(c.peek(), "expected `phases A-B` or the end of the line, found " + shown(c.peek()));
                return std::nullopt;
            }
            ++c.i;
            auto p = phases(c);
            if (!p) return std::nullopt;
            b.phases = *p;
        }
        return b;
    }

    // `ship N from "A" to "B"`, further shipments joined by `and` (rule 10.6).
    void ship(Cursor& c, std::vector<Shipment>& out) {
        std::vector<Shipment> read;
        do {
            if (!read.empty()) ++c.i;  // the `and`
            if (read.size() == static_cast<std::size_t>(kMaxShipments)) {
                error_at(c.t[c.i - 1], "at most " + std::to_string(kMaxShipments) + " shipments in one submission");
                return;
            }
            Shipment sh;
            if (!c.done()) sh.at = {line_, c.peek().column};
            const auto amount = number(c, 1, kMaxShipmentAmount, "the supply units to ship");
            if (!amount) return;
            sh.amount = *amount;
            auto from = city_after(c, "from");
            if (!from) return;
            auto to = city_after(c, "to");
            if (!to) return;
            sh.from = std::move(*from);
            sh.to = std::move(*to);
            read.push_back(std::move(sh));
        } while (!c.done() && !c.peek().quoted && c.peek().raw == "and");
        out = std::move(read);
    }

    // `WORD "City"`: the city's name.
    std::optional<std::string> city_after(Cursor& c, std::string_view word) {
        const std::string what = "`" + std::string(word) + " \"City\"`";
        if (c.done()) { missing(c, what); return std::nullopt; }
        const Token& w = c.t[c.i++];
        if (w.quoted || w.raw != word) {
            error_at(w, "expected " + what + ", found " + shown(w));
            return std::nullopt;
        }
        if (c.done()) { missing(c, "a city in quotes"); return std::nullopt; }
        const Token& city = c.t[c.i++];
        if (!city.quoted) {
            error_at(city, "expected a city in quotes, found " + shown(city));
            return std::nullopt;
        }
        if (!valid_place_name(city.value)) {
            error_at(city, "a city name is 1-" + std::to_string(kMaxPlaceName) + " printable characters");
            return std::nullopt;
        }
        return city.value;
    }

    void supply(Cursor& c, SupplyOrders& s) {
        if (c.done()) { missing(c, "`carry N`, `from SOURCE` or `none`"); return; }
        if (!c.peek().quoted && c.peek().raw == "none") {
            s.source_at = {line_, c.peek().column};
            s.source = SupplyOrders::Source::None;
            ++c.i;
            return;
        }
        if (!c.peek().quoted && c.peek().raw == "carry") {
            s.carry_at = {line_, c.peek().column};
            ++c.i;
            s.carry = number(c, 0, kMaxCarry, "the supply level to carry");
            if (!s.carry) return;
        }
        if (c.done()) return;
        const Token& f = c.t[c.i++];
        if (f.quoted || f.raw != "from") {
            error_at(f, "expected `from SOURCE` (a unit such as US2CQ or a \"City\") or the end of the line, found " + shown(f));
            return;
        }
        if (c.done()) { missing(c, "the supply source: a unit such as US2CQ or a \"City\""); return; }
        const Token& src = c.t[c.i++];
        s.source_at = {line_, src.column};
        if (src.quoted) {
            if (!valid_place_name(src.value)) {
                error_at(src, "a city name is 1-" + std::to_string(kMaxPlaceName) + " printable characters");
                return;
            }
            s.source = SupplyOrders::Source::City;
            s.source_city = src.value;
            return;
        }
        auto id = parse_unit_id(src.raw);
        if (!id) {
            error_at(src, "expected a supply source: a unit such as US2CQ or a city in quotes, found " + shown(src));
            return;
        }
        s.source = SupplyOrders::Source::Unit;
        s.source_unit = *id;
    }

    std::string_view text_;
    const std::string& file_;
    ParsedOrders out_;
    std::optional<Submission> cur_;
    std::array<int, kFields.size()> seen_{};
    std::optional<CredentialForm> change_;  // with cur_ (its header): the form is a change, not orders
    std::array<int, 3> change_seen_{};
    std::vector<Token> tokens_;
    std::string_view comment_;                   // the current line's comment, from '#'
    std::vector<std::string> pending_comments_;  // lines of comment not yet given to a submission
    int line_ = 0;
    bool bad_ = false;
    bool stopped_ = false;
    bool outside_reported_ = false;
};

// --- printing ---------------------------------------------------------------

std::string quoted(std::string_view s) {
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + "\"";
}

std::string phase_text(const PhaseRange& p) {
    return p.first == p.last ? std::to_string(p.first) : std::to_string(p.first) + "-" + std::to_string(p.last);
}

void print_box(std::string& out, const char* field, const ReactionBox& b) {
    out += std::string("  ") + field + " " + to_string(b.centre) + " radius " + std::to_string(b.radius);
    if (!(b.phases.first == 1 && b.phases.last == kTacticalPhases)) out += " phases " + phase_text(b.phases);
    out += "\n";
}

}  // namespace

ParsedOrders parse_orders(std::string_view text, const std::string& file_name) { return Parser(text, file_name).run(); }

std::string print_unit_orders(const UnitOrders& o) {
    std::string out;
    if (o.status.activate) out += "  activate\n";
    if (o.status.merge_into) out += "  merge-into " + to_string(*o.status.merge_into) + "\n";
    if (o.status.inactivate) out += "  inactivate\n";
    const StrategicOrders& s = o.strategic;
    if (!s.path.empty()) {
        out += "  strategic";
        for (const auto& b : s.path) {
            out += ' ';
            switch (b.kind) {
                case StrategicBox::Kind::Blank: out += '-'; break;
                case StrategicBox::Kind::Square: out += to_string(b.square); break;
                case StrategicBox::Kind::Transport: out += b.name; break;
                case StrategicBox::Kind::Port: out += quoted(b.name); break;
            }
        }
        out += "\n";
    }
    if (s.entry) out += "  entry " + to_string(*s.entry) + "\n";
    print_flags(out, "halt", kHalts, {s.halt_on_detection, s.halt_on_enemy_entry, s.halt_before_forced_march});
    if (s.pursuit) out += "  pursue\n";
    print_flags(out, "march", kMarches, {s.march_to_battle, s.march_to_allies, s.march_to_enemies});
    const TacticalOrders& t = o.tactical;
    if (t.destination) {
        out += "  move ";
        switch (*t.destination) {
            case DestinationKind::Square: out += to_string(t.destination_square); break;
            case DestinationKind::NearestFord: out += "nearest-ford"; break;
            case DestinationKind::NearestPass: out += "nearest-pass"; break;
        }
        if (t.waypoint) out += " via " + to_string(*t.waypoint);
        if (t.start_phase) out += " phase " + std::to_string(*t.start_phase);
        out += "\n";
    }
    if (t.no_fort) out += "  no-fort\n";
    if (t.engage) {
        out += "  engage";
        if (!(t.engage->first == 1 && t.engage->last == kTacticalPhases)) out += " phases " + phase_text(*t.engage);
        out += "\n";
    }
    if (t.line) out += "  line " + std::string(name(*t.line)) + "\n";
    if (o.reactions.support) print_box(out, "support", *o.reactions.support);
    if (o.reactions.intercept) print_box(out, "intercept", *o.reactions.intercept);
    if (o.postures.attack) out += "  attack " + std::string(name(*o.postures.attack)) + "\n";
    if (o.postures.defend) out += "  defend " + std::string(name(*o.postures.defend)) + "\n";
    const SupplyOrders& p = o.supply;
    if (p.source == SupplyOrders::Source::None) {
        out += "  supply none\n";
    } else if (p.carry || p.source != SupplyOrders::Source::Nearest) {
        out += "  supply";
        if (p.carry) out += " carry " + std::to_string(*p.carry);
        if (p.source == SupplyOrders::Source::Unit) out += " from " + to_string(p.source_unit);
        if (p.source == SupplyOrders::Source::City) out += " from " + quoted(p.source_city);
        out += "\n";
    }
    if (!p.shipments.empty()) {
        out += "  ship";
        for (std::size_t i = 0; i < p.shipments.size(); ++i) {
            const Shipment& sh = p.shipments[i];
            if (i > 0) out += " and";
            out += " " + std::to_string(sh.amount) + " from " + quoted(sh.from) + " to " + quoted(sh.to);
        }
        out += "\n";
    }
    return out;
}

namespace {

// One printed line with the comments that go with `anchor`: those on lines of their
// own before it (indented as the line is), then its trailing one. Marks them used.
void print_commented(std::string& out, const std::string& line, std::string_view anchor, std::string_view indent,
                     const std::vector<OrderComment>& comments, std::vector<bool>& used) {
    std::string trailing;
    for (std::size_t i = 0; i < comments.size(); ++i) {
        if (used[i] || comments[i].anchor != anchor) continue;
        used[i] = true;
        if (comments[i].trailing) trailing += " " + comments[i].text;
        else out += std::string(indent) + comments[i].text + "\n";
    }
    out += line + trailing + "\n";
}

// The player's own file: each field line keeps its comments. Every field the parser
// keeps prints a line; should one ever print none, its comments go before `end`
// rather than be lost.
void print_submission_with_comments(std::string& out, const Submission& s, const std::string& header) {
    std::vector<bool> used(s.comments.size(), false);
    print_commented(out, header, s.minister.empty() ? "unit" : "minister", "", s.comments, used);
    const std::string body = print_unit_orders(s.orders);
    for (std::size_t start = 0; start < body.size();) {
        const std::size_t end = body.find('\n', start);
        const std::string line = body.substr(start, end - start);
        const std::size_t word_end = line.find(' ', 2);
        print_commented(out, line, std::string_view(line).substr(2, word_end == std::string::npos ? word_end : word_end - 2),
                        "  ", s.comments, used);
        start = end + 1;
    }
    for (std::size_t i = 0; i < s.comments.size(); ++i)
        if (!used[i] && s.comments[i].anchor != "end") {
            used[i] = true;
            out += "  " + s.comments[i].text + "\n";
        }
    print_commented(out, "end", "end", "  ", s.comments, used);
}

// A change form (rules 3.4, 6.10): its header, its field lines, `end`, each line
// with its comments when the player's own file is rewritten.
void print_change(std::string& out, const CredentialForm& f, bool keep) {
    const bool reassign = f.kind == CredentialForm::Kind::Reassign;
    const auto secret = [&](const std::optional<Secret>& p) { return keep && p ? quoted(p->reveal()) : std::string("withheld"); };
    std::string header = (reassign ? "reassign " + to_string(f.unit) : std::string("change-password")) + " from " + f.sender +
                         " at " + to_string(f.at);
    if (f.password) header += " password " + secret(f.password);
    std::vector<std::pair<std::string, std::string>> lines{{"header", header}};
    if (reassign && f.commander) lines.emplace_back("commander", "  commander " + *f.commander);
    if (reassign && f.deputy_given) lines.emplace_back("deputy", "  deputy " + f.deputy.value_or("none"));
    if (!reassign) lines.emplace_back("new-password", "  new-password " + secret(f.new_password));
    lines.emplace_back("end", "end");
    std::vector<bool> used(f.comments.size(), false);
    for (const auto& [anchor, line] : lines) {
        if (keep) print_commented(out, line, anchor, anchor == "header" ? "" : "  ", f.comments, used);
        else out += line + "\n";
    }
}

}  // namespace

std::string print_orders(const OrderFile& file, Passwords passwords) {
    std::string out;
    const bool comments = passwords == Passwords::Keep;
    if (file.nonce) out += "nonce " + *file.nonce + (file.submissions.empty() && file.changes.empty() ? "\n" : "\n\n");
    // The changes first: in the same second they are in force for the orders (ruling
    // ORDERS-SAME-SECOND change-first), and a reader should meet them before.
    for (std::size_t i = 0; i < file.changes.size(); ++i) {
        if (i > 0) out += "\n";
        print_change(out, file.changes[i], comments);
    }
    for (std::size_t i = 0; i < file.submissions.size(); ++i) {
        const Submission& s = file.submissions[i];
        if (i > 0 || !file.changes.empty()) out += "\n";
        std::string header = (s.minister.empty() ? "unit " + to_string(s.unit) : "minister " + s.minister) + " from " +
                             s.sender + " at " + to_string(s.at);
        if (s.password) header += comments ? " password " + quoted(s.password->reveal()) : " password withheld";
        if (comments) print_submission_with_comments(out, s, header);
        else out += header + "\n" + print_unit_orders(s.orders) + "end\n";
    }
    if (comments && !file.closing_comments.empty()) {
        if (!file.submissions.empty() || !file.changes.empty()) out += "\n";
        for (const auto& c : file.closing_comments) out += c + "\n";
    }
    return out;
}

UnitOrders default_orders(const Unit& unit) {
    UnitOrders o;  // no strategic or tactical move (6.9)
    o.tactical.line = BattleLine::First;
    const bool militia = unit.id.type == UnitType::Militia;
    o.postures.attack = militia ? OffensiveMode::Attack : OffensiveMode::Skirmish;
    o.postures.defend = militia ? DefensiveMode::Defend : DefensiveMode::Skirmish;
    // Support any same-side or actively allied battle within two squares of where
    // the unit starts the turn, in every phase.
    o.reactions.support = ReactionBox{unit.tactical, 2, PhaseRange{}, {}};
    // "Draw one unit of supply", from the nearest source: having consumed one (10.7)
    // it draws one, so the level is what it carries, at least 1 (ruling
    // DESK-DEFAULT-SUPPLY draw-one; the order desk applies carry-one when chosen).
    const int most = unit.id.type == UnitType::CorpsHQ ? kMaxCarry : 1;
    o.supply.carry = std::clamp(unit.supplies, 1, most);
    return o;
}

}  // namespace umpire
