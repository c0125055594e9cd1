#include "cli/io.hpp"

#include <fstream>
#include <iostream>
#include <sstream>

namespace umpire::cli {

Expected<std::string> read_input_file(const std::string& path, std::size_t max_bytes) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return Errors{{Diagnostic{Location{path, 0, 0, {}}, "cannot open the file"}}};
    std::string text;
    char buf[65536];
    while (in.read(buf, sizeof buf) || in.gcount() > 0) {
        text.append(buf, static_cast<std::size_t>(in.gcount()));
        if (text.size() > max_bytes)
            return Errors{{Diagnostic{Location{path, 0, 0, {}}, "file is larger than " + std::to_string(max_bytes) + " bytes"}}};
    }
    return text;
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

std::string default_golden_dir() { return std::string(UMPIRE_SOURCE_DIR) + "/golden/cases"; }

}  // namespace umpire::cli
