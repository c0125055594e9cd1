#include "cli/drawing.hpp"

#include <iomanip>

namespace umpire::cli {

void draw_grid(std::ostream& out, const std::vector<std::string>& rows) {
    const std::size_t width = rows.empty() ? 0 : rows.front().size();
    out << "    ";
    for (std::size_t c = 0; c < width; ++c) out << std::setw(3) << c;
    out << '\n';
    for (std::size_t r = 0; r < rows.size(); ++r) {
        out << std::setw(4) << r;
        for (char c : rows[r]) out << "  " << c;
        out << '\n';
    }
}

}  // namespace umpire::cli
