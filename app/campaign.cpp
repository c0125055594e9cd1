#include "app/campaign.hpp"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "app/credential_forms.hpp"
#include "app/masking.hpp"
#include "app/report_text.hpp"
#include "rules/gitm/reports/turn_report.hpp"
#include "app/turn_orders.hpp"
#include "app/turn_record.hpp"
#include "golden/turn_case.hpp"
#include "model/hex.hpp"
#include "model/input_file.hpp"
#include "model/json/json_io.hpp"
#include "model/order_text.hpp"
#include "model/seed_commit.hpp"
#include "model/sha256.hpp"
#include "rules/gitm/order_desk.hpp"

namespace umpire::app {

template <class IO> void describe(IO& io, CampaignFile& c) {
    io.number("format", c.format, 1, kCampaignFormat);
    io.field("title", c.title);
    io.number("turn", c.turn, 1, 9999);
    io.field("results_at", c.results_at);
}
template <class IO> void describe(IO& io, StampSeen& s) {
    io.number("line", s.line, 0, INT32_MAX);
    io.field("unit", s.unit);
    io.field("sender", s.sender);
    io.field("stamp", s.stamp);
    io.field("password", s.password);
}
template <class IO> void describe(IO& io, ChangeSeen& c) {
    io.number("line", c.line, 0, INT32_MAX);
    io.field("form", c.form);
    io.field("sender", c.sender);
    io.field("stamp", c.stamp);
    io.field("verdict", c.verdict);
    io.field("rule", c.rule);
    io.field("reason", c.reason);
    io.sparse("commander", c.commander, std::string());
    io.sparse("deputy", c.deputy, std::string());
    io.sparse("password_hash", c.password_hash, std::string());
}
template <class IO> void describe(IO& io, ReceivedEntry& e) {
    io.field("stored", e.stored);
    io.field("original", e.original);
    io.field("arrived", e.arrived);
    io.field("sha256", e.sha256);
    io.field("stored_sha256", e.stored_sha256);
    io.field("verdict", e.verdict);
    io.field("reason", e.reason);
    io.field("nonce", e.nonce);
    io.list("submissions", e.submissions, kMaxSubmissions);
    io.list_sparse("changes", e.changes, kMaxSubmissions);
}
template <class IO> void describe(IO& io, ReceivedIndex& r) { io.list("files", r.files, 100000); }

namespace {

namespace fs = std::filesystem;

constexpr std::size_t kMaxCampaignText = 64u << 20;

Diagnostic at_file(const fs::path& p, std::string what) {
    Diagnostic d;
    d.where.file = p.string();
    d.what = std::move(what);
    return d;
}

std::string four(int n) {
    std::string s = std::to_string(n);
    return std::string(s.size() < 4 ? 4 - s.size() : 0, '0') + s;
}

fs::path folder(const std::string& dir, int turn) { return fs::path(dir) / "turns" / four(turn); }
fs::path secret_path(const std::string& dir, int turn) { return fs::path(dir) / "private" / (four(turn) + ".seed"); }

std::optional<Diagnostic> write_bytes(const fs::path& p, const std::string& bytes) {
    std::ofstream f(p, std::ios::binary | std::ios::trunc);
    f << bytes;
    f.close();
    if (f) return std::nullopt;
    std::error_code ec;
    fs::remove(p, ec);
    return at_file(p, "could not be written");
}

// A finished file is never written over: link(2) refuses an existing name, so even a
// file that appeared since the check is kept, and the file appears whole or not at all.
std::optional<Diagnostic> write_new(const fs::path& p, const std::string& bytes) {
    std::error_code ec;
    if (fs::exists(p, ec)) return at_file(p, "exists already: a campaign never writes over a file it finished");
    const fs::path part = p.string() + ".part";
    if (auto d = write_bytes(part, bytes)) return d;
    const int rc = ::link(part.c_str(), p.c_str());
    const int err = errno;
    fs::remove(part, ec);
    if (rc == 0) return std::nullopt;
    if (err == EEXIST) return at_file(p, "exists already: a campaign never writes over a file it finished");
    return at_file(p, std::string("could not be written: ") + std::strerror(err));
}

// campaign.json and received.json grow with the campaign: replaced whole, by rename.
std::optional<Diagnostic> write_replace(const fs::path& p, const std::string& bytes) {
    const fs::path part = p.string() + ".part";
    if (auto d = write_bytes(part, bytes)) return d;
    std::error_code ec;
    fs::rename(part, p, ec);
    if (!ec) return std::nullopt;
    fs::remove(part, ec);
    return at_file(p, "could not be written: " + ec.message());
}

Errors one(Diagnostic d) { return Errors{{std::move(d)}}; }

Expected<std::string> read_text(const fs::path& p) { return read_input_file(p.string(), kMaxCampaignText); }

// "key: value" lines (commitment.txt, seed.txt, private/NNNN.seed).
std::optional<std::string> value_of(const std::string& text, std::string_view key) {
    std::size_t at = 0;
    while (at < text.size()) {
        std::size_t end = text.find('\n', at);
        if (end == std::string::npos) end = text.size();
        const std::string_view line(text.data() + at, end - at);
        if (line.size() > key.size() + 1 && line.substr(0, key.size()) == key && line.substr(key.size(), 2) == ": ")
            return std::string(line.substr(key.size() + 2));
        at = end + 1;
    }
    return std::nullopt;
}

std::string digest_hex(const std::string& bytes) {
    const Digest256 d = sha256(bytes);
    return to_hex(d);
}

bool present(const fs::path& p) {
    std::error_code ec;
    return fs::exists(p, ec);
}

Expected<TurnWindow> load_window(const fs::path& turn) {
    const fs::path p = turn / "commitment.txt";
    auto text = read_text(p);
    if (!text) return std::move(text).take_errors();
    TurnWindow w;
    const auto c = value_of(*text, "commitment");
    const auto opens = value_of(*text, "opens"), closes = value_of(*text, "closes");
    if (!c || !parse_seed_commitment(*c)) return one(at_file(p, "commitment: missing or not sha256:<64 hex digits>"));
    w.commitment = *c;
    const auto o = opens ? parse_timestamp(*opens) : parse_timestamp("");
    const auto cl = closes ? parse_timestamp(*closes) : parse_timestamp("");
    if (!o || !cl) return one(at_file(p, "opens and closes: missing or not a UTC time such as 2026-11-23T10:15:00Z"));
    w.opens = *o;
    w.closes = *cl;
    return w;
}

std::string window_text(const TurnWindow& w) {
    return "commitment: " + w.commitment + "\nopens: " + to_string(w.opens) + "\ncloses: " + to_string(w.closes) + "\n";
}

std::string secret_text(const TurnSecret& s) {
    return "seed: " + seed_case_form(s.seed) + "\nnonce: " + to_hex(s.nonce) +
           "\ncommitment: " + to_string(commit_seed(s.seed, s.nonce)) + "\n";
}

// seed.txt: the secret revealed, and how the turn's seed came of it.
std::string revealed_text(const TurnSecret& s, const std::vector<std::string>& nonces, Seed turn_seed) {
    std::string text = secret_text(s);
    for (const auto& n : nonces) text += "player nonce: " + n + "\n";
    return text + "turn seed: " + seed_case_form(turn_seed) + "\n";
}

Expected<TurnSecret> load_secret(const fs::path& p) {
    auto text = read_text(p);
    if (!text) return std::move(text).take_errors();
    const auto seed = value_of(*text, "seed"), nonce = value_of(*text, "nonce");
    auto s = seed ? parse_seed_number(*seed) : parse_seed_number("");
    auto n = nonce ? parse_nonce_hex(*nonce) : parse_nonce_hex("");
    if (!s || !n) return one(at_file(p, "seed and nonce: missing or not as `umpire seed commit` prints them"));
    return TurnSecret{*s, std::move(*n)};
}

Expected<ReceivedIndex> load_index(const fs::path& turn) {
    const fs::path p = turn / "received.json";
    if (!present(p)) return ReceivedIndex{};
    auto text = read_text(p);
    if (!text) return std::move(text).take_errors();
    return load_json<ReceivedIndex>(*text, p.string());
}

Expected<CaseFile> load_start(const fs::path& turn) {
    auto c = load_case_file((turn / "start.case.json").string());
    if (!c) return c;
    if (c->kind() != CaseKind::Turn) return one(at_file(turn / "start.case.json", "a turn's start is a case of kind turn"));
    return c;
}

// After every change of the same time or earlier: a file received late with an
// earlier arrival (a mailbox import) still keeps the credentials in time order.
template <class Change> void in_time_order(std::vector<Change>& v, Change c) {
    const auto at = std::upper_bound(v.begin(), v.end(), c.at, [](Timestamp t, const Change& x) { return t < x.at; });
    v.insert(at, std::move(c));
}

// Rule 6.10: the accepted changes of `e`, an accepted file, enter `c` at its arrival.
std::optional<Diagnostic> add_changes(Credentials& c, const ReceivedEntry& e, const fs::path& index) {
    auto at = parse_timestamp(e.arrived);
    if (!at) return at_file(index, e.stored + ": arrived: " + at.errors().front().what);
    for (const ChangeSeen& ch : e.changes) {
        if (ch.verdict != "accepted") continue;
        const std::string where = e.stored + ":" + std::to_string(ch.line) + ": ";
        if (ch.form == "change-password") {
            auto h = parse_password_hash(ch.password_hash);
            if (!h) return at_file(index, where + "password_hash: " + h.errors().front().what);
            c.password_changes.push_back({*at, ch.sender, std::move(*h)});
            continue;
        }
        auto unit = parse_unit_id(ch.form.starts_with("reassign ") ? ch.form.substr(9) : std::string());
        if (!unit) return at_file(index, where + "form: neither `reassign UNIT` nor `change-password`");
        std::optional<std::string> deputy;
        if (!ch.deputy.empty()) deputy = ch.deputy;
        c.reassignments.push_back({*at, Assignment{*unit, ch.commander, std::move(deputy)}});
    }
    return std::nullopt;
}

// `s` with the changes its players sent in `files` (the accepted ones among them),
// in time order as the credentials keep them.
Expected<GameState> with_changes(GameState s, const std::vector<const ReceivedEntry*>& files, const fs::path& index) {
    if (!s.credentials) return s;
    for (const ReceivedEntry* e : files)
        if (e->verdict == "accepted")
            if (auto d = add_changes(*s.credentials, *e, index)) return one(*d);
    std::stable_sort(s.credentials->reassignments.begin(), s.credentials->reassignments.end(),
                     [](const Reassignment& a, const Reassignment& b) { return a.at < b.at; });
    std::stable_sort(s.credentials->password_changes.begin(), s.credentials->password_changes.end(),
                     [](const PasswordChange& a, const PasswordChange& b) { return a.at < b.at; });
    return s;
}

// A stored name says where the file stands in the turn's arrivals and what the player
// called it, in characters every file system and mail client keeps.
std::string stored_name(int seq, const std::string& original) {
    std::string base = fs::path(original).filename().string();
    std::string clean;
    for (char ch : base) {
        const bool ok = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '.' ||
                        ch == '_' || ch == '-';
        clean += ok ? ch : '_';
        if (clean.size() == 60) break;
    }
    if (clean.empty() || clean.front() == '.') clean = "orders" + clean;
    return four(seq) + "-" + clean;
}

struct Adjudicated {
    Seed seed;                        // the turn's, derived
    std::vector<std::string> nonces;  // the accepted files' nonces, sorted, each once
    gitm::TurnOutcome outcome;
    TurnRecord record;
    CaseFile record_case;  // the start with the judged credentials, the seed and the record
    CaseFile next;         // the next turn's start
    std::vector<std::pair<std::string, std::string>> reports;  // reports/NAME and its bytes
    std::vector<std::string> lines;
};

// What each player of the credentials gets back: his report on the turn
// (rules/gitm/reports/turn_report.hpp, drawn with the turn's seed), with the verdicts
// on his own submissions. A password found wrong at
// arrival is stored `withheld`, which the desk calls no-password: the report says what
// the check at arrival found.
std::vector<std::pair<std::string, std::string>> player_reports(const CaseFile& start, const gitm::TurnOutcome& turn, Seed seed,
                                                                const std::vector<const ReceivedEntry*>& order,
                                                                const ReceivedIndex& index,
                                                                const std::vector<FileVerdict>& verdicts) {
    std::vector<std::pair<std::string, std::string>> out;
    const GameState& was = *start.state();
    const Rulings rulings = start.resolved_rulings();
    const ParamSet params = start.resolved_params();
    const gitm::TurnReports reports(was, &turn, seed, rulings, params);  // one reading of the turn for every player
    if (!was.credentials) return out;
    for (const Player& p : was.credentials->players) {
        std::vector<OwnSubmission> own;
        // His reassignments and password changes first: they decided what his orders were judged by.
        for (const ReceivedEntry& e : index.files)
            for (const ChangeSeen& ch : e.changes)
                if (ch.sender == p.name) own.push_back({e.stored, ch.line, ch.form, ch.verdict, ch.rule, ch.reason});
        const bool changed = password_changed(*was.credentials, p.name);
        for (const FileVerdict& v : verdicts) {
            if (v.desk.sender != p.name) continue;
            const ReceivedEntry& e = *order[v.file];
            OwnSubmission s{e.stored, v.desk.line,
                            v.desk.minister.empty() ? to_string(v.desk.unit) : "minister " + v.desk.minister,
                            std::string(gitm::name(v.desk.verdict)), v.desk.rule, v.desk.reason};
            for (const StampSeen& seen : e.submissions)
                if (seen.line == v.desk.line && seen.password == "wrong" && v.desk.verdict == gitm::Verdict::NoPassword)
                    s = {e.stored, v.desk.line, s.unit, "wrong-password", changed ? "6.10" : "6.2",
                         "the password did not match the sender's password when the file arrived"};
            own.push_back(std::move(s));
        }
        for (const ReceivedEntry& e : index.files)
            if (e.verdict != "accepted")
                for (const StampSeen& seen : e.submissions)
                    if (seen.sender == p.name) own.push_back({e.stored, seen.line, seen.unit, "refused", "6.1", e.reason});
        const gitm::PlayerReport r = reports.report(p.name);
        ReportFiles files = report_files(r, was.turn, own);
        out.emplace_back(p.name + ".txt", std::move(files.text));
        out.emplace_back(p.name + ".json", std::move(files.json));
    }
    return out;
}

// The one adjudication of a turn folder, shared by run and verify so both judge the
// same way: the accepted files in arrival order (a stable sort keeps the order of
// receipt at equal times), each submission as sent when its file arrived.
// What a turn folder's adjudication starts from: the accepted files in arrival order
// (a stable sort keeps the order of receipt at equal times), the turn's seed derived
// from the committed one and their nonces, and the start with the players' changes.
struct TurnInput {
    std::vector<const ReceivedEntry*> order;
    std::vector<OrderText> files;
    std::vector<std::string> nonces;  // sorted, each once
    Seed seed;
    GameState changed;  // the start with the accepted reassignments and password changes (6.10)
    GameState judged;   // the same, every password hash that of "***" (app/masking.hpp)
    std::vector<std::string> lines;
};

Expected<TurnInput> turn_input(const fs::path& turn, const CaseFile& start, const ReceivedIndex& index, Seed committed) {
    TurnInput out;
    for (const auto& e : index.files)
        if (e.verdict == "accepted") out.order.push_back(&e);
    std::stable_sort(out.order.begin(), out.order.end(),
                     [](const ReceivedEntry* a, const ReceivedEntry* b) { return a->arrived < b->arrived; });
    for (const ReceivedEntry* e : out.order) {
        const fs::path p = turn / "received" / e->stored;
        auto text = read_text(p);
        if (!text) return std::move(text).take_errors();
        auto arrived = parse_timestamp(e->arrived);
        if (!arrived) return one(at_file(turn / "received.json", e->stored + ": arrived: " + arrived.errors().front().what));
        out.files.push_back({p.string(), std::move(*text), *arrived});
        std::string stamps;
        for (const auto& s : e->submissions) stamps += (stamps.empty() ? "" : ", ") + s.unit + " from " + s.sender + " stamped " + s.stamp;
        out.lines.push_back(e->stored + ": arrived " + e->arrived + (stamps.empty() ? "" : "; " + stamps));
    }
    for (const ReceivedEntry* e : out.order)
        if (!e->nonce.empty()) out.nonces.push_back(e->nonce);
    std::sort(out.nonces.begin(), out.nonces.end());
    out.nonces.erase(std::unique(out.nonces.begin(), out.nonces.end()), out.nonces.end());
    out.seed = derive_turn_seed(committed, out.nonces);
    // The players' reassignments and password changes (rule 6.10) as the credentials
    // of game-master data would hold them.
    auto changed = with_changes(std::get<TurnCase>(start.payload).state, out.order, turn / "received.json");
    if (!changed) return std::move(changed).take_errors();
    out.changed = std::move(*changed);
    out.judged = masked_state(out.changed);
    return out;
}

Expected<Adjudicated> adjudicate(const fs::path& turn, const CaseFile& start, const ReceivedIndex& index, Seed committed,
                                 const std::string& engine, const std::string& signature, const RunProgress& progress) {
    auto in = turn_input(turn, start, index, committed);
    if (!in) return std::move(in).take_errors();
    const auto& [order, files, nonces, seed, changed, judged, lines] = *in;
    Adjudicated out;
    out.lines = lines;
    out.nonces = nonces;
    out.seed = seed;
    if (progress) progress("read " + std::to_string(files.size()) + " accepted order files");
    const TurnCase& t = std::get<TurnCase>(start.payload);
    const Rulings rulings = start.resolved_rulings();
    if (progress) progress("judging the submissions (rules 6.1, 6.10) and adjudicating turn " + std::to_string(t.state.turn));
    auto outcome = run_turn(judged, files, seed, rulings, start.resolved_params());
    if (!outcome) return std::move(outcome).take_errors();
    if (progress) progress("adjudicated " + std::to_string(outcome->phases.size()) + " phases");
    out.record = record_turn(*outcome, engine, signature);
    out.record_case = start;
    out.record_case.seed = seed;
    TurnCase& rt = std::get<TurnCase>(out.record_case.payload);
    rt.state = judged;
    rt.recorded = out.record;
    // The next turn keeps the real hashes: the masked ones stood in for this judgement only.
    gitm::TurnOutcome real = *outcome;
    real.state.credentials = changed.credentials;
    out.next = next_turn_case(start, real);
    CaseFile reported = start;
    std::get<TurnCase>(reported.payload).state.credentials = changed.credentials;
    out.reports = player_reports(reported, *outcome, seed, order, index, submission_verdicts(judged, files, rulings));
    out.next.seed = Seed{};
    out.outcome = std::move(*outcome);
    return out;
}

// Why the reassignments and password changes of `e` (an accepted file, `forms` as
// stored) are not what received.json records, judged again as at its arrival: the
// credentials with the changes of the files received before it, the passwords
// masked as the stored files hold them. Empty when they are.
Expected<std::string> changes_differ(const GameState& start, const std::vector<const ReceivedEntry*>& before,
                                     const ReceivedEntry& e, const std::vector<CredentialForm>& forms, Timestamp arrived,
                                     const Rulings& rulings, const fs::path& index) {
    if (forms.size() != e.changes.size())
        return e.stored + ": holds " + std::to_string(forms.size()) + " reassignments and password changes, received.json " +
               std::to_string(e.changes.size());
    auto now = with_changes(start, before, index);
    if (!now) return std::move(now).take_errors();
    GameState masked = masked_state(std::move(*now));
    for (std::size_t i = 0; i < forms.size(); ++i) {
        const ChangeSeen& rec = e.changes[i];
        if (!masked.credentials) {
            if (rec.verdict == "accepted") return e.stored + ":" + std::to_string(rec.line) + ": accepted without credentials";
            continue;
        }
        const FormJudgement j = judge_form(masked, *masked.credentials, forms[i], arrived, same_second(rulings));
        const bool same_assignment =
            !j.assignment || (j.assignment->commander == rec.commander && j.assignment->deputy.value_or("") == rec.deputy);
        if (j.accepted != (rec.verdict == "accepted") || !same_assignment)
            return e.stored + ":" + std::to_string(rec.line) + ": " + rec.form + " recorded " + rec.verdict +
                   ", but judged again at its arrival it is " + (j.accepted ? "accepted: " : "refused: ") + j.reason;
        if (j.accepted && j.assignment)
            in_time_order(masked.credentials->reassignments, Reassignment{arrived, *j.assignment});
        // A password change is already in `masked` as the hash of "***": nothing to add.
    }
    return std::string();
}

}  // namespace

std::string turn_folder(const std::string& dir, int turn) { return folder(dir, turn).string(); }

Expected<CampaignFile> load_campaign(const std::string& dir) {
    const fs::path p = fs::path(dir) / "campaign.json";
    auto text = read_text(p);
    if (!text) return std::move(text).take_errors();
    return load_json<CampaignFile>(*text, p.string());
}

Expected<CampaignFile> init_campaign(const std::string& dir, const CaseFile& start) {
    const fs::path root(dir);
    if (present(root / "campaign.json")) return one(at_file(root / "campaign.json", "exists already: this folder holds a campaign"));
    if (start.kind() != CaseKind::Turn) return one(field_error("kind", "a campaign starts from a case of kind turn"));
    CaseFile first = start;
    TurnCase& t = std::get<TurnCase>(first.payload);
    if (!t.orders.empty())
        return one(field_error("orders", "a campaign's orders come from the order files it receives: give a case whose "
                                         "\"orders\" is empty (as `umpire gitm turn --out` writes one)"));
    // Each turn's seed is the one committed for it; the case's own would only mislead.
    t.seed_commitment.reset();
    t.seed_nonce.reset();
    t.recorded.reset();
    first.seed = Seed{};
    std::error_code ec;
    fs::create_directories(folder(dir, 1) / "received", ec);
    if (!ec) fs::create_directories(root / "private", ec);
    if (ec) return one(at_file(root, "could not be created: " + ec.message()));
    if (auto d = write_new(folder(dir, 1) / "start.case.json", save_case(first))) return one(*d);
    CampaignFile c;
    c.title = first.title;
    if (auto d = write_new(root / "campaign.json", save_json(c))) return one(*d);
    return c;
}

Expected<std::vector<std::string>> campaign_status(const std::string& dir, Timestamp now) {
    auto c = load_campaign(dir);
    if (!c) return std::move(c).take_errors();
    const fs::path turn = folder(dir, c->turn);
    auto start = load_start(turn);
    if (!start) return std::move(start).take_errors();
    std::vector<std::string> lines;
    lines.push_back("campaign: " + c->title);
    lines.push_back("current turn: " + four(c->turn) + " (game turn " + std::to_string(start->state()->turn) + ", " +
                    turn.string() + ")");
    if (!c->results_at.empty()) lines.push_back("last results: " + c->results_at);
    if (!present(turn / "commitment.txt")) {
        lines.push_back("commitment: none yet");
        lines.push_back("next step: publish the turn's commitment and deadline (umpire campaign commit DIR --deadline TIME)");
        return lines;
    }
    auto w = load_window(turn);
    if (!w) return std::move(w).take_errors();
    auto index = load_index(turn);
    if (!index) return std::move(index).take_errors();
    const auto accepted = std::count_if(index->files.begin(), index->files.end(),
                                        [](const ReceivedEntry& e) { return e.verdict == "accepted"; });
    lines.push_back("commitment: " + w->commitment);
    const bool open = now <= w->closes;
    lines.push_back(std::string("window: opened ") + to_string(w->opens) + (open ? ", open until " : ", closed at ") +
                    to_string(w->closes));
    lines.push_back("received: " + std::to_string(index->files.size()) + " files (" + std::to_string(accepted) +
                    " accepted, " + std::to_string(index->files.size() - static_cast<std::size_t>(accepted)) + " refused)");
    if (!present(secret_path(dir, c->turn)))
        lines.push_back("missing: the turn's secret seed " + secret_path(dir, c->turn).string() + ": the turn cannot be run");
    else if (open)
        lines.push_back("next step: receive order files until " + to_string(w->closes) + " (umpire campaign receive DIR FILE)");
    else
        lines.push_back("next step: ready to run (umpire campaign run DIR)");
    return lines;
}

Expected<TurnWindow> commit_turn(const std::string& dir, Timestamp now, Timestamp deadline, const TurnSecret& secret) {
    auto c = load_campaign(dir);
    if (!c) return std::move(c).take_errors();
    const fs::path turn = folder(dir, c->turn);
    // One commitment per turn: with two, the game master could reveal whichever suits him.
    if (present(turn / "commitment.txt"))
        return one(at_file(turn / "commitment.txt", "exists already: a turn has one commitment, published once"));
    if (!c->results_at.empty()) {
        auto last = parse_timestamp(c->results_at);
        if (last && now < *last)
            return one(field_error("--at", "the window would open at " + to_string(now) +
                                               ", before the last turn's results (" + c->results_at + ")"));
    }
    if (!(now < deadline))
        return one(field_error("--deadline", to_string(deadline) + " is not after the window opens (" + to_string(now) + ")"));
    TurnWindow w{to_string(commit_seed(secret.seed, secret.nonce)), now, deadline};
    if (auto d = write_new(secret_path(dir, c->turn), secret_text(secret))) return one(*d);
    if (auto d = write_new(turn / "commitment.txt", window_text(w))) return one(*d);
    return w;
}

namespace {

// The file's reassignments and password changes judged at its arrival (rules 3.4,
// 6.10) into `e.changes`, the accepted ones added to `now`'s credentials. Returns
// what masking the file needs: each judged header's password check and, for each
// new password, Matched where it was given (stored "***", never in clear).
Expected<std::vector<std::pair<int, PasswordCheck>>> receive_changes(GameState& now, const std::vector<CredentialForm>& forms,
                                                                     Timestamp arrived, const Rulings& rulings,
                                                                     ReceivedEntry& e) {
    std::vector<std::pair<int, PasswordCheck>> masks;
    for (const CredentialForm& f : forms) {
        ChangeSeen seen{f.line, form_title(f), f.sender, to_string(f.at), "refused", "6.1", e.reason, {}, {}, {}};
        if (f.kind == CredentialForm::Kind::Password)
            masks.emplace_back(f.new_password_at.line, f.new_password ? PasswordCheck::Matched : PasswordCheck::Wrong);
        if (e.verdict == "accepted" && !now.credentials) {
            seen.rule = "3.4";
            seen.reason = "the game has no credentials: there is no one to reassign and no password to change";
        } else if (e.verdict == "accepted") {
            const FormJudgement j = judge_form(now, *now.credentials, f, arrived, same_second(rulings));
            masks.emplace_back(f.line, j.password);
            seen.rule = j.rule;
            seen.reason = j.reason;
            if (j.accepted && j.assignment) {
                seen.commander = j.assignment->commander;
                seen.deputy = j.assignment->deputy.value_or("");
                in_time_order(now.credentials->reassignments, Reassignment{arrived, *j.assignment});
            } else if (j.accepted) {
                auto h = hash_password_argon2id(f.new_password->reveal(), Argon2Cost{});
                if (!h) return std::move(h).take_errors();
                seen.password_hash = to_string(*h);
                in_time_order(now.credentials->password_changes, PasswordChange{arrived, f.sender, std::move(*h)});
            }
            if (j.accepted) seen.verdict = "accepted";
        }
        e.changes.push_back(std::move(seen));
    }
    return masks;
}

}  // namespace

Expected<ReceivedEntry> receive_order_file(const std::string& dir, const std::string& original_name,
                                           const std::string& bytes, Timestamp arrived,
                                           const gitm::VerifyProgress& progress) {
    auto c = load_campaign(dir);
    if (!c) return std::move(c).take_errors();
    const fs::path turn = folder(dir, c->turn);
    if (present(turn / "seed.txt"))
        return one(at_file(turn, "this turn is finished: nothing more is received for it"));
    auto start = load_start(turn);
    if (!start) return std::move(start).take_errors();
    auto index = load_index(turn);
    if (!index) return std::move(index).take_errors();
    ReceivedEntry e;
    // The name the player gave it, not where the game master's copy happened to lie.
    e.original = fs::path(original_name).filename().string();
    e.stored = stored_name(static_cast<int>(index->files.size()) + 1, original_name);
    e.arrived = to_string(arrived);
    e.sha256 = digest_hex(bytes);
    e.verdict = "accepted";
    if (!present(turn / "commitment.txt")) {
        e.verdict = "refused";
        e.reason = "no submission window is open: the turn has no commitment yet";
    } else {
        auto w = load_window(turn);
        if (!w) return std::move(w).take_errors();
        if (arrived < w->opens) e.verdict = "refused", e.reason = "arrived before the window opened at " + to_string(w->opens);
        if (w->closes < arrived) e.verdict = "refused", e.reason = "arrived after the deadline " + to_string(w->closes);
    }
    const GameState& state = *start->state();
    const Rulings rulings = start->resolved_rulings();
    const gitm::CheckedOrders checked = gitm::check_orders(bytes, e.stored, &state, rulings);
    e.nonce = checked.file.nonce.value_or("");
    // The credentials as the files received so far left them (rule 6.10), then this
    // file's own changes, which are in force for its orders as ruling
    // ORDERS-SAME-SECOND says.
    std::vector<const ReceivedEntry*> before;
    for (const auto& f : index->files) before.push_back(&f);
    auto now = with_changes(state, before, turn / "received.json");
    if (!now) return std::move(now).take_errors();
    auto form_checks = receive_changes(*now, checked.file.changes, arrived, rulings, e);
    if (!form_checks) return std::move(form_checks).take_errors();
    // Each password is checked now, at the file's arrival time, the only time it is
    // ever in the campaign's hands (rules 6.2, 6.10).
    const auto& subs = checked.file.submissions;
    const auto checks = check_passwords(*now, subs, arrived, rulings, progress);
    for (std::size_t i = 0; i < subs.size(); ++i) {
        const auto& s = subs[i];
        e.submissions.push_back({s.line, s.minister.empty() ? to_string(s.unit) : "minister " + s.minister, s.sender,
                                 to_string(s.at), std::string(name(checks[i]))});
    }
    const std::string stored = mask_checked(bytes, subs, checks, *form_checks);
    // Errors are judged on the stored text, as verify will judge them: a password the
    // file could not carry is withheld there, costing only its own submission.
    const auto errors = gitm::check_orders(stored, e.stored, &state, rulings).errors;
    if (!errors.empty() && e.verdict == "accepted") {
        e.verdict = "refused";
        e.reason = "the file has errors (" + std::to_string(errors.size()) + "), the first: " + format(errors.front());
    }
    // A refused file's changes go with it, as its orders do.
    if (e.verdict != "accepted")
        for (ChangeSeen& ch : e.changes) ch = {ch.line, ch.form, ch.sender, ch.stamp, "refused", "6.1", e.reason, {}, {}, {}};
    e.stored_sha256 = digest_hex(stored);
    std::error_code ec;
    fs::create_directories(turn / "received", ec);
    if (auto d = write_new(turn / "received" / e.stored, stored)) return one(*d);
    index->files.push_back(e);
    if (auto d = write_replace(turn / "received.json", save_json(*index))) return one(*d);
    return e;
}

Expected<RunSummary> run_campaign_turn(const std::string& dir, Timestamp now, const std::string& engine,
                                       const std::string& signature, const RunProgress& progress) {
    auto c = load_campaign(dir);
    if (!c) return std::move(c).take_errors();
    const fs::path turn = folder(dir, c->turn), next = folder(dir, c->turn + 1);
    for (const char* done : {"seed.txt", "record.case.json"})
        if (present(turn / done))
            return one(at_file(turn / done, "exists already: turn " + four(c->turn) + " is finished and is never run again"));
    if (present(next / "start.case.json"))
        return one(at_file(next / "start.case.json", "exists already: a campaign never writes over a file it finished"));
    if (!present(turn / "commitment.txt"))
        return one(at_file(turn / "commitment.txt",
                           "missing: a turn is run only with a published commitment (umpire campaign commit)"));
    auto w = load_window(turn);
    if (!w) return std::move(w).take_errors();
    if (now < w->closes)
        return one(field_error("--at", "the submission window is open until " + to_string(w->closes) + ": run the turn after it closes"));
    auto secret = load_secret(secret_path(dir, c->turn));
    if (!secret) return std::move(secret).take_errors();
    if (!verify_seed(*parse_seed_commitment(w->commitment), secret->seed, secret->nonce))
        return one(at_file(secret_path(dir, c->turn), "the seed and nonce do not match the published commitment " + w->commitment));
    auto start = load_start(turn);
    if (!start) return std::move(start).take_errors();
    auto index = load_index(turn);
    if (!index) return std::move(index).take_errors();
    auto a = adjudicate(turn, *start, *index, secret->seed, engine, signature, progress);
    if (!a) return std::move(a).take_errors();
    RunSummary out;
    out.turn = c->turn;
    out.game_turn = start->state()->turn;
    out.committed = secret->seed;
    out.nonces = a->nonces.size();
    out.seed = a->seed;
    out.lines = a->lines;
    for (const auto& e : index->files)
        if (e.verdict != "accepted") out.lines.push_back(e.stored + ": arrived " + e.arrived + "; refused: " + e.reason);
    // The turn's files first, the next start after them and campaign.json last: the
    // campaign moves on only once everything of the turn is written.
    if (auto d = write_new(turn / "record.case.json", save_case(a->record_case))) return one(*d);
    std::error_code ec;
    fs::create_directories(turn / "reports", ec);
    for (const auto& [name, bytes] : a->reports)
        if (auto d = write_new(turn / "reports" / name, bytes)) return one(*d);
    fs::create_directories(next / "received", ec);
    if (auto d = write_new(next / "start.case.json", save_case(a->next))) return one(*d);
    if (auto d = write_new(turn / "seed.txt", revealed_text(*secret, a->nonces, a->seed))) return one(*d);
    c->turn += 1;
    c->results_at = to_string(now);
    if (auto d = write_replace(fs::path(dir) / "campaign.json", save_json(*c))) return one(*d);
    out.lines.push_back("written: " + (turn / "seed.txt").string() + ", " + (turn / "record.case.json").string() + ", " +
                        std::to_string(a->reports.size()) + " files in " + (turn / "reports").string() + ", " +
                        (next / "start.case.json").string());
    return out;
}

Expected<FinishedTurn> load_finished_turn(const std::string& dir, int number) {
    auto c = load_campaign(dir);
    if (!c) return std::move(c).take_errors();
    if (number == 0) {
        if (c->turn == 1)
            return one(at_file(fs::path(dir) / "campaign.json",
                               "no turn of this campaign is finished yet: turn 0001 is the current one (campaign run)"));
        number = c->turn - 1;
    }
    const fs::path turn = folder(dir, number);
    for (const char* needed : {"seed.txt", "record.case.json"})
        if (!present(turn / needed))
            return one(at_file(turn / needed, "missing: turn " + four(number) + " is not finished" +
                                                  (number < c->turn ? "" : " (the campaign's current turn is " + four(c->turn) + ")")));
    auto secret = load_secret(turn / "seed.txt");
    if (!secret) return std::move(secret).take_errors();
    auto start = load_start(turn);
    if (!start) return std::move(start).take_errors();
    auto index = load_index(turn);
    if (!index) return std::move(index).take_errors();
    auto in = turn_input(turn, *start, *index, secret->seed);
    if (!in) return std::move(in).take_errors();
    FinishedTurn out{number, std::move(*start), std::move(in->files)};
    out.judged.seed = in->seed;
    std::get<TurnCase>(out.judged.payload).state = std::move(in->judged);
    return out;
}

Expected<VerifyResult> verify_campaign_turn(const std::string& dir, int number, const std::string& engine,
                                            const std::string& signature) {
    const fs::path turn = folder(dir, number), next = folder(dir, number + 1);
    VerifyResult out;
    const auto differ = [&](std::string what) {
        out.ok = false;
        out.lines.push_back("different: " + std::move(what));
        return out;
    };
    for (const char* needed : {"commitment.txt", "seed.txt", "record.case.json"})
        if (!present(turn / needed))
            return one(at_file(turn / needed, "missing: turn " + four(number) + " is not finished (campaign run)"));
    auto w = load_window(turn);
    if (!w) return std::move(w).take_errors();
    auto secret = load_secret(turn / "seed.txt");
    if (!secret) return std::move(secret).take_errors();
    if (!verify_seed(*parse_seed_commitment(w->commitment), secret->seed, secret->nonce))
        return differ("the revealed seed " + seed_case_form(secret->seed) + " and nonce do not match the commitment " +
                      w->commitment);
    out.lines.push_back("seed " + seed_case_form(secret->seed) + ": matches the commitment " + w->commitment);
    auto start = load_start(turn);
    if (!start) return std::move(start).take_errors();
    auto index = load_index(turn);
    if (!index) return std::move(index).take_errors();
    const Rulings rulings = start->resolved_rulings();
    std::vector<const ReceivedEntry*> before;
    for (const auto& e : index->files) {
        const fs::path p = turn / "received" / e.stored;
        auto text = read_text(p);
        if (!text) return std::move(text).take_errors();
        if (digest_hex(*text) != e.stored_sha256)
            return differ(p.string() + ": its bytes are not those received.json records (sha256 " + e.stored_sha256 + ")");
        auto arrived = parse_timestamp(e.arrived);
        const bool inside = arrived && !(*arrived < w->opens) && !(w->closes < *arrived);
        // A verdict the folder does not bear out: a file dropped or let in against the
        // window, or refused for errors it does not have (the masked text parses as the
        // file did).
        const gitm::CheckedOrders checked = gitm::check_orders(*text, e.stored, start->state(), rulings);
        const bool clean = checked.errors.empty();
        if ((e.verdict == "accepted") != (inside && clean))
            return differ(e.stored + ": recorded " + e.verdict + ", but it arrived at " + e.arrived +
                          (inside ? ", inside the window," : ", outside the window,") +
                          (clean ? " and has no errors" : " and has errors"));
        if (e.verdict == "accepted") {
            auto d = changes_differ(*start->state(), before, e, checked.file.changes, *arrived, rulings, turn / "received.json");
            if (!d) return std::move(d).take_errors();
            if (!d->empty()) return differ(*d);
        }
        before.push_back(&e);
    }
    out.lines.push_back("received: " + std::to_string(index->files.size()) + " files, as received.json records them");
    auto recorded = load_case_file((turn / "record.case.json").string());
    if (!recorded) return std::move(recorded).take_errors();
    const TurnCase* rt = recorded->get<TurnCase>();
    if (!rt || !rt->recorded) return one(at_file(turn / "record.case.json", "holds no recorded adjudication"));
    auto a = adjudicate(turn, *start, *index, secret->seed, engine, signature, {});
    if (!a) return std::move(a).take_errors();
    // Outside a checkout the signature is not known (empty): nothing to compare then.
    if (!a->record.rules_signature.empty() && rt->recorded->rules_signature != a->record.rules_signature)
        out.lines.push_back("note: recorded with rules signature " + rt->recorded->rules_signature + ", now " +
                            a->record.rules_signature + ": the rules changed since, so a difference may be intended");
    if (const auto d = first_difference(*rt->recorded, a->record)) {
        std::string what = "phase " + std::to_string(d->index + 1) + " of the turn";
        if (d->recorded) what += " (" + d->recorded->step + " " + std::to_string(d->recorded->number) + ")";
        what += ": recorded " + (d->recorded ? d->recorded->state_hash + " (" + std::to_string(d->recorded->draws) + " draws)" : std::string("nothing"));
        what += ", now " + (d->now ? d->now->state_hash + " (" + std::to_string(d->now->draws) + " draws)" : std::string("nothing"));
        return differ(what);
    }
    out.lines.push_back("turn seed " + seed_case_form(a->seed) + ": derived from the committed seed and " +
                        std::to_string(a->nonces.size()) + " player nonces");
    auto revealed = read_text(turn / "seed.txt");
    if (!revealed) return std::move(revealed).take_errors();
    const auto said = value_of(*revealed, "turn seed");
    if (said != seed_case_form(a->seed))
        return differ((turn / "seed.txt").string() + " gives the turn seed " + said.value_or("(none)") + ", not " +
                      seed_case_form(a->seed));
    out.lines.push_back("record: all " + std::to_string(a->record.phases.size()) +
                        " phases give the recorded state hashes and draws");
    auto next_text = read_text(next / "start.case.json");
    if (!next_text) return std::move(next_text).take_errors();
    if (*next_text != save_case(a->next))
        return differ((next / "start.case.json").string() + " is not the state this adjudication leaves");
    out.lines.push_back("next turn: " + (next / "start.case.json").string() + " is the state this adjudication leaves");
    for (const auto& [name, bytes] : a->reports) {
        auto text = read_text(turn / "reports" / name);
        if (!text) return std::move(text).take_errors();
        if (*text != bytes) return differ((turn / "reports" / name).string() + " is not the report this adjudication makes");
    }
    out.lines.push_back("reports: " + std::to_string(a->reports.size()) + " files, as this adjudication makes them");
    out.ok = true;
    out.lines.push_back("ok: turn " + four(number) + " replays from the folder as recorded");
    return out;
}

}  // namespace umpire::app
