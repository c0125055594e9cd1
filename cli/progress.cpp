#include "cli/progress.hpp"

#include <unistd.h>

#include <iostream>

namespace umpire::cli {

bool stderr_is_terminal() noexcept { return ::isatty(STDERR_FILENO) == 1; }

void PasswordMeter::operator()(std::size_t done, std::size_t total) {
    if (!tty_) return;
    const auto now = Clock::now();
    if (now - start_ < std::chrono::seconds(1)) return;
    if (done != total && shown_ && now - last_ < std::chrono::milliseconds(100)) return;
    last_ = now;
    shown_ = true;
    // Straight to the descriptor: the escaping filter on std::cerr (issue 18) would
    // show the carriage return as \x0d, and these bytes are our own, never input.
    const std::string line = "\rumpire: checking passwords: " + std::to_string(done) + " of " + std::to_string(total) +
                             (done == total ? "\n" : "");
    std::cerr.flush();
    (void)!::write(STDERR_FILENO, line.data(), line.size());
}

}  // namespace umpire::cli
