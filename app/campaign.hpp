#pragma once
// A campaign folder (docs/campaign.md, "The campaign folder"; issue 17): a game
// master's turns one after another, each with its starting case, its seed commitment
// and submission window, the order files as they arrived, and after adjudication the
// revealed seed, the record, the reports and the next turn's start. Every function
// takes the time as a value (the command line reads the clock), so that tests and a
// mailbox import decide the same way. Every write goes beside its file and is renamed
// into place; a finished file is never written over.
//
// Which submission counts (rules 6.1, 6.10) is decided by arrival: each submission of
// a file is judged as sent when the file arrived, files in arrival order, and the
// player's own `at` stamp is recorded but never decides.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "app/turn_orders.hpp"
#include "golden/case_file.hpp"
#include "model/expected.hpp"
#include "model/seed.hpp"
#include "model/timestamp.hpp"
#include "rules/gitm/acceptance.hpp"

namespace umpire::app {

inline constexpr int kCampaignFormat = 1;

// campaign.json
struct CampaignFile {
    int format = kCampaignFormat;
    std::string title;
    int turn = 1;            // the current turn's folder, turns/NNNN
    std::string results_at;  // when the last turn's results were written; empty before the first
};

// commitment.txt: published when the turn's window opens.
struct TurnWindow {
    std::string commitment;  // "sha256:..."
    Timestamp opens, closes;
};

// One submission's header as the player wrote it: his stamp never decides (6.1).
struct StampSeen {
    int line = 0;      // the header's line in the file
    std::string unit;  // or "minister STATE"
    std::string sender, stamp;
    std::string password;  // "matched", "wrong", "none", "not-checked": checked at arrival
};

// A reassignment or password change in a file (rules 3.4, 6.10), judged at the
// file's arrival against the credentials with the changes received before it.
struct ChangeSeen {
    int line = 0;             // the form's header line
    std::string form;         // "reassign MX3LI" or "change-password"
    std::string sender, stamp;
    std::string verdict;      // "accepted" or "refused"
    std::string rule, reason;
    std::string commander, deputy;  // an accepted reassignment: the unit's from then on (no deputy: empty)
    std::string password_hash;      // an accepted password change: the new password's salted hash, never the password
};

// received.json's entries, in the order the files were received.
struct ReceivedEntry {
    std::string stored, original, arrived;
    std::string sha256;         // of the bytes as they arrived
    std::string stored_sha256;  // of the stored file (passwords masked)
    std::string verdict;        // "accepted" or "refused"
    std::string reason;
    std::string nonce;          // the player's nonce (`nonce HEX`), empty when the file has none
    std::vector<StampSeen> submissions;
    std::vector<ChangeSeen> changes;  // accepted ones enter the turn's credentials at `arrived` (6.10)
};
struct ReceivedIndex {
    std::vector<ReceivedEntry> files;
};

// The game master's secret for one turn (private/NNNN.seed until revealed).
struct TurnSecret {
    Seed seed;
    std::vector<std::uint8_t> nonce;
};

[[nodiscard]] std::string turn_folder(const std::string& dir, int turn);  // DIR/turns/0001

// Creates DIR's layout with `start` (a turn case without orders of its own) as turn
// 1's start; refuses a DIR that holds a campaign already.
[[nodiscard]] Expected<CampaignFile> init_campaign(const std::string& dir, const CaseFile& start);
[[nodiscard]] Expected<CampaignFile> load_campaign(const std::string& dir);

// What the folder holds for the current turn and what is missing for the next step.
[[nodiscard]] Expected<std::vector<std::string>> campaign_status(const std::string& dir, Timestamp now);

// Publishes the commitment to `secret` and the window [now, deadline], keeping the
// secret in private/. The window opens after the last results, once per turn.
[[nodiscard]] Expected<TurnWindow> commit_turn(const std::string& dir, Timestamp now, Timestamp deadline,
                                               const TurnSecret& secret);

// Stores an order file of the current turn, as it arrived but with its passwords
// masked (each checked first), and its verdict: refused outside the window or with
// errors in it (the reason says which). `progress` is told of each password
// verification of its orders (a file of many senders can take seconds).
[[nodiscard]] Expected<ReceivedEntry> receive_order_file(const std::string& dir, const std::string& original_name,
                                                         const std::string& bytes, Timestamp arrived,
                                                         const gitm::VerifyProgress& progress = {});

struct RunSummary {
    int turn = 0;       // the folder run
    int game_turn = 0;  // the game's turn number it played
    Seed committed;     // the game master's, as committed
    std::size_t nonces = 0;  // the distinct player nonces of the accepted files
    Seed seed;          // the turn's, derived from both (derive_turn_seed)
    std::vector<std::string> lines;  // what was read and written, for the game master
};
// Told what the run is doing (files read, password checks, phases); may be empty.
using RunProgress = std::function<void(const std::string&)>;

// Adjudicates the current turn from its accepted files with the seed derived from the
// committed one and the accepted files' nonces (derive_turn_seed), and
// writes seed.txt, record.case.json, reports/, the next turn's start and campaign.json.
// `engine` and `signature` name what adjudicated (the record keeps them).
[[nodiscard]] Expected<RunSummary> run_campaign_turn(const std::string& dir, Timestamp now, const std::string& engine,
                                                     const std::string& signature, const RunProgress& progress = {});

// A finished turn of the folder as its run judged it, to draw it again (`umpire
// report DIR --html`): the case it adjudicated (the start with the players'
// reassignments and password changes, every password hash that of "***", and the
// turn's seed) and the accepted files, with their arrival times, in the order judged.
struct FinishedTurn {
    int turn = 0;  // the folder's turns/NNNN
    CaseFile judged;
    std::vector<OrderText> files;
};
// `turn` 0: the latest finished. An error says what is missing and where: a folder
// with no finished turn, or a turn not finished (or not there).
[[nodiscard]] Expected<FinishedTurn> load_finished_turn(const std::string& dir, int turn);

struct VerifyResult {
    bool ok = false;
    std::vector<std::string> lines;  // what was checked; the last says ok or the first difference
};
// Re-adjudicates finished turn `turn` from the folder alone (start case, received
// files, revealed seed) and compares with its commitment, record and next start.
[[nodiscard]] Expected<VerifyResult> verify_campaign_turn(const std::string& dir, int turn, const std::string& engine,
                                                          const std::string& signature);

}  // namespace umpire::app
