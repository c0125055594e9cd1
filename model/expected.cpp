#include "model/expected.hpp"

#include "model/text.hpp"

namespace umpire {

Diagnostic field_error(std::string field, std::string what) {
    Diagnostic d;
    d.where.field = std::move(field);
    d.what = std::move(what);
    return d;
}

// The file name is the user's (an argument, a directory entry) and is escaped as
// input text; field and message are ours with input quoted in them (quote_input), and
// keep their backslashes, but no control byte gets through either (issue 18).
std::string format(const Diagnostic& d) {
    std::string out;
    if (!d.where.file.empty()) out += escape_text(d.where.file) + ":";
    if (d.where.line > 0) {
        out += std::to_string(d.where.line) + ":";
        if (d.where.column > 0) out += std::to_string(d.where.column) + ":";
    }
    if (!out.empty()) out += " ";
    const auto ours = [&out](std::string_view text) {
        TextEscaper e(TextEscaper::Options{.keep_newline = false, .escape_backslash = false});
        e.feed(text, out);
        e.finish(out);
    };
    if (!d.where.field.empty()) {
        ours(d.where.field);
        out += ": ";
    }
    ours(d.what);
    return out;
}

std::string format(const std::vector<Diagnostic>& ds) {
    std::string out;
    for (const auto& d : ds) out += format(d) + "\n";
    return out;
}

}  // namespace umpire
