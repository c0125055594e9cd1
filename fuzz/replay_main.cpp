// A plain main for the fuzz targets when libFuzzer is not linked (fmt's
// FMT_FUZZ_LINKMAIN, OSS-Fuzz's standalone runner): feeds each file named on the
// command line, and every regular file below each directory named, to
// LLVMFuzzerTestOneInput once. CTest runs it over the seed corpus and the crash
// reproducers with any compiler, so a fixed crash stays fixed.
//
//   case_loader_replay fuzz/corpus/case_loader fuzz/regressions/case_loader crash-1234
//
// Files whose names start with '.' (.gitkeep) are skipped. A check that fails
// inside the target traps, so a regression ends the run with the file's name as
// the last line on stderr.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <system_error>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

namespace fs = std::filesystem;

bool hidden(const fs::path& p) { return p.filename().string().starts_with("."); }

bool collect(const fs::path& arg, std::vector<fs::path>& out) {
    std::error_code ec;
    if (fs::is_regular_file(arg, ec)) {
        out.push_back(arg);
        return true;
    }
    if (!fs::is_directory(arg, ec)) {
        std::fprintf(stderr, "replay: %s is neither a file nor a directory\n", arg.string().c_str());
        return false;
    }
    std::vector<fs::path> found;
    for (fs::recursive_directory_iterator it(arg, ec), end; !ec && it != end; it.increment(ec))
        if (it->is_regular_file(ec) && !hidden(it->path())) found.push_back(it->path());
    if (ec) {
        std::fprintf(stderr, "replay: cannot read %s: %s\n", arg.string().c_str(), ec.message().c_str());
        return false;
    }
    std::sort(found.begin(), found.end());
    out.insert(out.end(), found.begin(), found.end());
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s FILE_OR_DIR...\n", argv[0]);
        return 2;
    }
    std::vector<fs::path> files;
    for (int i = 1; i < argc; ++i)
        if (!collect(argv[i], files)) return 2;

    std::size_t replayed = 0;
    for (const auto& f : files) {
        std::error_code ec;
        const auto size = fs::file_size(f, ec);
        std::ifstream in(f, std::ios::binary);
        if (ec || !in) {
            std::fprintf(stderr, "replay: cannot open %s\n", f.string().c_str());
            return 2;
        }
        // Exactly `size` bytes, as libFuzzer gives, so ASan sees any over-read.
        std::vector<std::uint8_t> data(static_cast<std::size_t>(size));
        in.read(reinterpret_cast<char*>(data.data()), static_cast<std::streamsize>(data.size()));
        if (static_cast<std::size_t>(in.gcount()) != data.size()) {
            std::fprintf(stderr, "replay: cannot read %s\n", f.string().c_str());
            return 2;
        }
        std::fprintf(stderr, "replay: %s (%zu bytes)\n", f.string().c_str(), data.size());
        LLVMFuzzerTestOneInput(data.empty() ? nullptr : data.data(), data.size());
        ++replayed;
    }
    std::printf("replayed %zu inputs\n", replayed);
    return 0;
}
