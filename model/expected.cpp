#include "model/expected.hpp"

namespace umpire {

Diagnostic field_error(std::string field, std::string what) {
    Diagnostic d;
    d.where.field = std::move(field);
    d.what = std::move(what);
    return d;
}

std::string format(const Diagnostic& d) {
    std::string out;
    if (!d.where.file.empty()) out += d.where.file + ":";
    if (d.where.line > 0) {
        out += std::to_string(d.where.line) + ":";
        if (d.where.column > 0) out += std::to_string(d.where.column) + ":";
    }
    if (!out.empty()) out += " ";
    if (!d.where.field.empty()) out += d.where.field + ": ";
    out += d.what;
    return out;
}

std::string format(const std::vector<Diagnostic>& ds) {
    std::string out;
    for (const auto& d : ds) out += format(d) + "\n";
    return out;
}

}  // namespace umpire
