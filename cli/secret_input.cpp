#include "cli/secret_input.hpp"

#include <cerrno>
#include <csignal>
#include <cstdint>
#include <termios.h>
#include <unistd.h>

namespace umpire::cli {
namespace {

// What a signal handler needs to put the terminal back: plain data, written before
// the handlers are installed and read only by them (tcsetattr is async-signal-safe).
struct termios g_saved{};
volatile std::sig_atomic_t g_echo_off = 0;

constexpr int kSignals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};

extern "C" void restore_and_reraise(int sig) {
    if (g_echo_off) tcsetattr(STDIN_FILENO, TCSANOW, &g_saved);
    g_echo_off = 0;
    std::signal(sig, SIG_DFL);
    std::raise(sig);
}

// Echo off while it lives; the terminal and the signal dispositions as they were
// when it dies.
class EchoOff {
public:
    EchoOff() {
        if (tcgetattr(STDIN_FILENO, &g_saved) != 0) return;
        struct sigaction sa{};
        sa.sa_handler = restore_and_reraise;
        sigemptyset(&sa.sa_mask);
        for (std::size_t i = 0; i < std::size(kSignals); ++i) sigaction(kSignals[i], &sa, &old_[i]);
        struct termios quiet = g_saved;
        quiet.c_lflag &= ~static_cast<tcflag_t>(ECHO);
        quiet.c_lflag |= ECHONL;  // the Enter still shows, so the next output starts a line
        g_echo_off = 1;
        // TCSAFLUSH, as getpass does: nothing typed before the prompt, when it still
        // echoed, is taken as the password.
        if (tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet) != 0) g_echo_off = 0;
        active_ = true;
    }
    EchoOff(const EchoOff&) = delete;
    EchoOff& operator=(const EchoOff&) = delete;
    ~EchoOff() {
        if (!active_) return;
        if (g_echo_off) tcsetattr(STDIN_FILENO, TCSAFLUSH, &g_saved);
        g_echo_off = 0;
        for (std::size_t i = 0; i < std::size(kSignals); ++i) sigaction(kSignals[i], &old_[i], nullptr);
    }

private:
    struct sigaction old_[std::size(kSignals)]{};
    bool active_ = false;
};

// One byte at a time, so that nothing after the line is taken from standard input
// and no library buffer holds a copy of the password.
SecretRead read_line(std::span<char> buf, std::size_t& length) {
    length = 0;
    bool any = false, too_long = false;
    for (;;) {
        char c = 0;
        const ssize_t n = ::read(STDIN_FILENO, &c, 1);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return SecretRead::Failed;
        if (n == 0 || c == '\n') break;
        any = true;
        if (length < buf.size()) buf[length++] = c;
        else too_long = true;
        c = 0;
    }
    if (length > 0 && buf[length - 1] == '\r') buf[--length] = 0;
    if (too_long) return SecretRead::TooLong;
    return any ? SecretRead::Ok : SecretRead::Empty;
}

}  // namespace

SecretRead read_secret_line(std::string_view prompt, std::span<char> buf, std::size_t& length) {
    if (!isatty(STDIN_FILENO)) return read_line(buf, length);
    if (::write(STDERR_FILENO, prompt.data(), prompt.size()) < 0) return SecretRead::Failed;
    const EchoOff quiet;
    return read_line(buf, length);
}

}  // namespace umpire::cli
