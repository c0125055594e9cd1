#include "golden/signature.hpp"

#include <algorithm>
#include <filesystem>

#include "golden/case_file.hpp"
#include "golden/turn_case.hpp"
#include "model/hex.hpp"
#include "model/sha256.hpp"
#include "rules/params.hpp"

namespace umpire {

Expected<RulesSignature> rules_signature(const std::string& dir) {
    namespace fs = std::filesystem;
    std::error_code ec;
    std::vector<std::string> files;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
        if (it->is_regular_file() && it->path().filename().string().ends_with(".case.json"))
            files.push_back(it->path().string());
    if (ec) return error("cannot list " + dir + ": " + ec.message());
    if (files.empty()) return error("no *.case.json files in " + dir);
    std::sort(files.begin(), files.end());

    RulesSignature out;
    // v2: the shipped combat parameters count too, so changing a default is a rule change.
    std::string all = "umpire-rules-signature-v2\nparams " + to_hex(params_digest(ParamSet{})) + "\n";
    Errors errors;
    for (const auto& path : files) {
        auto c = load_case_file(path);
        if (!c) {
            for (auto& d : c.errors()) errors.list.push_back(d);
            continue;
        }
        if (c->kind() != CaseKind::Turn) {
            errors.list.push_back({{path, 0, 0, "kind"}, "the signature set holds turn cases only"});
            continue;
        }
        auto turn = run_turn_case(*c, c->resolved_rulings());
        if (!turn) {
            for (auto d : turn.errors()) {
                d.where.file = path;
                errors.list.push_back(std::move(d));
            }
            continue;
        }
        const std::string name = fs::path(path).filename().string();
        all += name;
        for (const auto& p : turn->phases) all += " " + p.state_hash;
        all += "\n";
        out.cases.push_back({name, turn->phases.back().state_hash});
    }
    if (!errors.list.empty()) return errors;
    out.value = to_hex(sha256(all)).substr(0, 16);
    return out;
}

}  // namespace umpire
