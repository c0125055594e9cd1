#pragma once
// Where the checkout the tests were built from lies, for tests that read its files
// (case files, docs, the rulebooks beside it). Defined in one generated file of the
// build folder (cmake/source_dir.cpp.in), not as a compiler flag of every test file:
// a flag holding the checkout's path would make every test file's compile depend on
// where the checkout is, and a clone elsewhere could reuse nothing from ccache.
#include <fstream>
#include <sstream>
#include <string>

namespace umpire {

[[nodiscard]] std::string test_source_dir();

// A file's bytes as they are (empty when it cannot be read: the test's own
// comparison then fails and shows it).
[[nodiscard]] inline std::string read_test_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

}  // namespace umpire
