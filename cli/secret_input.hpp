#pragma once
// Reading a password from standard input for `umpire credentials hash`: one line,
// without echo when standard input is a terminal (prompt on stderr), into a buffer
// the caller owns and wipes. Nothing here keeps a copy.
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

namespace umpire::cli {

enum class SecretRead : std::uint8_t { Ok, Empty, TooLong, Failed };

// Fills `buf` with the line (without its "\n" or "\r\n"), sets `length`. A line
// longer than `buf` is read to its end and refused as TooLong; end of input before
// any character is Empty. On a terminal, echo is switched off for the line and the
// terminal's settings are put back on every path, a SIGINT, SIGTERM, SIGHUP or
// SIGQUIT during the read included.
[[nodiscard]] SecretRead read_secret_line(std::string_view prompt, std::span<char> buf, std::size_t& length);

}  // namespace umpire::cli
