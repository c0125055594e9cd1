#include "cli/suggest.hpp"

#include <algorithm>
#include <cctype>

namespace umpire::cli {

std::size_t edit_distance(std::string_view a, std::string_view b) {
    // Optimal string alignment over three rows of the usual table.
    std::vector<std::size_t> before(b.size() + 1), prev(b.size() + 1), row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) prev[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
            row[j] = std::min({prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                row[j] = std::min(row[j], before[j - 2] + 1);
        }
        std::swap(before, prev);
        std::swap(prev, row);
    }
    return prev[b.size()];
}

std::vector<std::string> closest_names(std::string_view typed, const std::vector<std::string>& names) {
    // Names are lower case; "GITM" is as near to "gitm" as "gitm" is.
    std::string word(typed);
    for (char& c : word) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    // One edit in any word, two from six letters on, three from nine.
    const std::size_t limit = std::max<std::size_t>(1, word.size() / 3);
    std::size_t best = limit + 1;
    for (const auto& n : names) best = std::min(best, edit_distance(word, n));
    std::vector<std::string> out;
    for (const auto& n : names) {
        const bool near = best <= limit && edit_distance(word, n) == best;
        const bool prefix = best > limit && word.size() >= 2 && n.size() > word.size() && n.starts_with(word);
        if (near || prefix) out.push_back(n);
    }
    return out;
}

}  // namespace umpire::cli
