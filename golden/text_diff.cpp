#include "golden/text_diff.hpp"

#include <algorithm>
#include <vector>

namespace umpire {
namespace {

std::vector<std::string_view> split(std::string_view s) {
    std::vector<std::string_view> out;
    while (!s.empty()) {
        const auto nl = s.find('\n');
        out.push_back(s.substr(0, nl));
        if (nl == std::string_view::npos) break;
        s.remove_prefix(nl + 1);
    }
    return out;
}

}  // namespace

std::string line_diff(std::string_view expected, std::string_view actual) {
    const auto a = split(expected), b = split(actual);
    const std::size_t n = a.size(), m = b.size();
    // Longest common subsequence table; snapshots are a few hundred lines at most.
    std::vector<std::vector<unsigned>> lcs(n + 1, std::vector<unsigned>(m + 1, 0));
    for (std::size_t i = n; i-- > 0;)
        for (std::size_t j = m; j-- > 0;)
            lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : std::max(lcs[i + 1][j], lcs[i][j + 1]);

    struct Line {
        char tag;
        std::string_view text;
        std::size_t a_no, b_no;
    };
    std::vector<Line> script;
    std::size_t i = 0, j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && a[i] == b[j]) {
            script.push_back({' ', a[i], i + 1, j + 1});
            ++i, ++j;
        } else if (j < m && (i == n || lcs[i][j + 1] >= lcs[i + 1][j])) {
            script.push_back({'+', b[j], i + 1, j + 1});
            ++j;
        } else {
            script.push_back({'-', a[i], i + 1, j + 1});
            ++i;
        }
    }
    constexpr std::size_t kContext = 2;
    std::string out;
    std::size_t last_shown = 0;
    bool any = false;
    for (std::size_t k = 0; k < script.size(); ++k) {
        bool near = false;
        for (std::size_t d = (k >= kContext ? k - kContext : 0); d <= std::min(script.size() - 1, k + kContext); ++d)
            if (script[d].tag != ' ') near = true;
        if (!near) continue;
        if (!any || k > last_shown + 1)
            out += "@@ expected line " + std::to_string(script[k].a_no) + ", actual line " +
                   std::to_string(script[k].b_no) + " @@\n";
        out += script[k].tag;
        out += script[k].text;
        out += '\n';
        last_shown = k;
        any = true;
    }
    return out;
}

}  // namespace umpire
