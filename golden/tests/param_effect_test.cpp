// Issue 15: every combat parameter shows its effect in at least one golden case. A case
// shows parameter p when it overrides p and its snapshot changes once p is put back to
// its default (the rest of its overrides kept). Where putting p back alone would break
// a consistency rule of the set (the four casualty shares of 9.13 add up to 1,000), p
// and one other override of the case are put back together.
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

#include "golden/case_file.hpp"
#include "golden/case_outcome.hpp"
#include "golden/golden_runner.hpp"
#include "golden/tests/source_dir.hpp"
#include "rules/params.hpp"

namespace umpire {
namespace {

// The snapshot text with `reset` put back to their defaults; nullopt when the case no
// longer passes validation that way.
std::optional<std::string> snapshot_without(CaseFile c, const std::vector<Param>& reset) {
    for (const Param p : reset) c.params.values[static_cast<std::size_t>(p)].reset();
    if (!validate_case(c).empty()) return std::nullopt;
    return save_outcome(run_case(c));
}

TEST(ParamEffect, EveryParameterChangesAGoldenCase) {
    // Parameters no override can show, and why.
    const std::map<std::string, std::string> unshowable = {
        {"quality-average", "the baseline of the quality scale: its range is 1000 to 1000"},
    };
    std::set<std::string> shown;
    for (const auto& path : find_cases(umpire::test_source_dir() + "/golden/cases")) {
        auto c = load_case_file(path);
        ASSERT_TRUE(c.ok()) << format(c.errors());
        if (c->params.empty()) continue;
        std::vector<Param> given;
        for (const auto& p : params_register())
            if (c->params.values[static_cast<std::size_t>(p.id)]) given.push_back(p.id);
        const std::string full = save_outcome(run_case(*c));
        for (const Param p : given) {
            if (auto alone = snapshot_without(*c, {p})) {
                if (*alone != full) shown.insert(std::string(param_name(p)));
                continue;
            }
            for (const Param q : given)
                if (q != p)
                    if (auto pair = snapshot_without(*c, {p, q}); pair && *pair != full) {
                        shown.insert(std::string(param_name(p)));
                        break;
                    }
        }
    }
    for (const auto& p : params_register()) {
        const std::string name(p.name);
        if (unshowable.count(name)) {
            EXPECT_FALSE(shown.count(name)) << name << " is listed as unshowable but a case shows it";
            continue;
        }
        EXPECT_TRUE(shown.count(name)) << "no golden case shows the effect of parameter " << name;
    }
}

}  // namespace
}  // namespace umpire
