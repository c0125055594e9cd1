#include "cli/io.hpp"

#include "golden/turn_case.hpp"
#include "model/json/json_index.hpp"
#include "model/order_text.hpp"
#include "model/text.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

namespace umpire::cli {

int finish_output(int exit_code) {
    const bool failed_before = !std::cout.good() || std::ferror(stdout);
    errno = 0;
    std::cout.flush();
    const bool flushed = std::fflush(stdout) == 0;
    if (!failed_before && flushed && std::cout.good()) return exit_code;
    // The reason is known when this last flush is what failed; a write that failed
    // earlier, while the output was being produced, left no reliable errno.
    const int err = failed_before ? 0 : errno;
    std::cerr << "umpire: cannot write the output" << (err != 0 ? std::string(": ") + std::strerror(err) : std::string())
              << "\n";
    return exit_code == kExitOk ? kExitBadInput : exit_code;
}

Expected<CaseFile> load_case_for(const std::string& path, std::string_view command,
                                 std::initializer_list<CaseKind> kinds, std::string* text,
                                 std::optional<ReadTurnOrders>* kept) {
    auto read = read_input_file(path);
    if (!read) return std::move(read).take_errors();
    auto c = load_case(*read, input_name(path), kept);
    if (!c) return c;
    if (std::find(kinds.begin(), kinds.end(), c->kind()) == kinds.end()) {
        std::string what = "`umpire " + std::string(command) + "` needs a case of kind " +
                           join(kinds, " or ", [](CaseKind k) { return std::string("\"").append(name(k)).append("\""); });
        // The case loaded, so its text indexes: the error points at its "kind".
        const auto index = JsonIndex::build(*read, input_name(path));
        return Errors{{Diagnostic{index ? index->locate("kind") : Location{input_name(path), 0, 0, "kind"}, std::move(what)}}};
    }
    if (text) *text = std::move(*read);
    return c;
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> out;
    for (std::size_t start = 0; start < text.size();) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        out.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return out;
}

int report(const std::vector<Diagnostic>& errors) {
    std::cerr << format(errors);
    return kExitBadInput;
}

Expected<Rulings> apply_ruling_options(Rulings base, const std::vector<std::string>& options) {
    for (const auto& o : options) {
        const auto eq = o.find('=');
        if (eq == std::string::npos) return error("--ruling takes ID=ALTERNATIVE, e.g. TM-STOP-BESIDE=halt-adjacent", "--ruling");
        auto ok = base.set(std::string_view(o).substr(0, eq), std::string_view(o).substr(eq + 1));
        if (!ok) return error(ok.errors().front().what, "--ruling");
    }
    return base;
}

bool read_system_random(std::span<std::uint8_t> out) {
    std::ifstream urandom("/dev/urandom", std::ios::binary);
    return static_cast<bool>(
        urandom.read(reinterpret_cast<char*>(out.data()), static_cast<std::streamsize>(out.size())));
}

Expected<std::string> find_golden_dir(const std::string& below) {
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path start = fs::current_path(ec);
    if (ec) return error("cannot tell the current directory (" + ec.message() + "); give --dir", "--dir");
    for (fs::path p = start;; p = p.parent_path()) {
        const fs::path candidate = p / "golden" / below;
        if (fs::is_directory(candidate, ec)) return candidate.string();
        if (p == p.root_path() || p.parent_path() == p) break;
    }
    return error("no golden/" + below + " folder in " + start.string() +
                     " or above it: run this inside an umpire checkout, or give --dir",
                 "--dir");
}

Expected<std::vector<app::OrderText>> read_order_files(const std::vector<std::string>& paths) {
    std::vector<app::OrderText> files;
    Errors errors;
    for (const auto& p : paths) {
        auto text = read_input_file(p, kMaxOrderFileBytes);
        if (!text) {
            for (const auto& d : text.errors()) errors.list.push_back(d);
            continue;
        }
        files.push_back({input_name(p), std::move(*text)});
    }
    if (!errors.list.empty()) return errors;
    return files;
}

bool write_whole_file(const std::string& path, const std::string& text) {
    const std::string part = path + ".part";
    std::ofstream file(part, std::ios::binary | std::ios::trunc);
    file << text;
    file.close();
    std::error_code ec;
    if (file) std::filesystem::rename(part, path, ec);
    if (!file || ec) {
        std::filesystem::remove(part, ec);
        return false;
    }
    return true;
}

}  // namespace umpire::cli
