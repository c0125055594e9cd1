#include "model/input_file.hpp"

#include <sys/stat.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

namespace umpire {
namespace {

Errors file_error(const std::string& path, std::string what) {
    Diagnostic d = field_error({}, std::move(what));
    d.where.file = input_name(path);
    return Errors{{std::move(d)}};
}

std::string why(int err) { return err != 0 ? std::string(std::strerror(err)) : std::string("unknown error"); }

struct Closer {
    void operator()(std::FILE* f) const noexcept { std::fclose(f); }
};

Expected<std::string> read_stream(std::FILE* in, const std::string& path, std::size_t max_bytes) {
    std::string text;
    char buf[65536];
    for (;;) {
        const std::size_t n = std::fread(buf, 1, sizeof buf, in);
        text.append(buf, n);
        if (text.size() > max_bytes)
            return file_error(path, "the file is larger than the limit of " + std::to_string(max_bytes) + " bytes");
        if (n < sizeof buf) break;
    }
    if (std::ferror(in)) return file_error(path, "cannot read the file: " + why(errno));
    return text;
}

}  // namespace

std::string input_name(const std::string& path) { return path == kStandardInput ? "<stdin>" : path; }

Expected<std::string> read_input_file(const std::string& path, std::size_t max_bytes) {
    if (path == kStandardInput) return read_stream(stdin, path, max_bytes);
    if (path.empty()) return file_error(path, "the file name is empty");
    errno = 0;
    std::unique_ptr<std::FILE, Closer> in(std::fopen(path.c_str(), "rb"));
    if (!in) return file_error(path, "cannot open the file: " + why(errno));
    // fopen opens a directory for reading on Linux; only the first read fails, with
    // a message (EISDIR) less plain than this one.
    struct stat st {};
    if (::fstat(::fileno(in.get()), &st) == 0 && S_ISDIR(st.st_mode))
        return file_error(path, "is a directory, not a file");
    errno = 0;
    return read_stream(in.get(), path, max_bytes);
}

}  // namespace umpire
