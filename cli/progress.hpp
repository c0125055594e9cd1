#pragma once
// Progress of long work on stderr, for a person watching: only when stderr is a
// terminal (a log or a pipe gets nothing, and a script's stderr stays for errors).
// rules/ and app/ have no clock; this is where one belongs.
#include <chrono>
#include <cstddef>
#include <string>

namespace umpire::cli {

[[nodiscard]] bool stderr_is_terminal() noexcept;

// Password verifications as the order desk reports them (gitm::VerifyProgress):
// shown only after about a second (most files never show it), at most ten times a
// second, on one line rewritten in place.
class PasswordMeter {
public:
    void operator()(std::size_t done, std::size_t total);

private:
    using Clock = std::chrono::steady_clock;
    Clock::time_point start_ = Clock::now(), last_{};
    bool tty_ = stderr_is_terminal();
    bool shown_ = false;
};

}  // namespace umpire::cli
