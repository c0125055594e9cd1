#pragma once
// Work shared among a few threads where the rules make its parts independent (the
// strategic squares of a tactical phase, rule 8.1). Which thread does which part is
// never fixed, so each part writes only what it owns and the caller joins the parts
// in their own order: the outcome is the same with one thread or many, bit for bit.
#include <algorithm>
#include <atomic>
#include <exception>
#include <cstddef>
#include <future>
#include <system_error>
#include <thread>
#include <vector>

namespace umpire {

// The threads to share work among: the machine's, up to four (more would wait on
// memory rather than help, with parts as small as a square's phase), at least one.
[[nodiscard]] inline unsigned default_workers() noexcept {
    return std::clamp(std::thread::hardware_concurrency(), 1u, 4u);
}

// Calls part(k) once for each k in [0, count), on up to `workers` threads, the
// caller's among them. Without a thread to be had it does the rest itself. An
// exception from a part reaches the caller once every thread has stopped.
template <class Part>
void for_each_part(std::size_t count, unsigned workers, Part&& part) {
    std::atomic<std::size_t> next{0};
    const auto work = [&] {
        for (std::size_t k = next.fetch_add(1, std::memory_order_relaxed); k < count;
             k = next.fetch_add(1, std::memory_order_relaxed))
            part(k);
    };
    std::vector<std::future<void>> helpers;
    const std::size_t wanted = std::min<std::size_t>(workers, count);
    for (std::size_t t = 1; t < wanted; ++t) {
        try {
            helpers.push_back(std::async(std::launch::async, work));
        } catch (const std::system_error&) {
            break;
        }
    }
    std::exception_ptr failed;
    try {
        work();
    } catch (...) {
        failed = std::current_exception();
        next.store(count, std::memory_order_relaxed);  // the helpers take no new part
    }
    for (auto& h : helpers) {
        try {
            h.get();
        } catch (...) {
            if (!failed) failed = std::current_exception();
        }
    }
    if (failed) std::rethrow_exception(failed);
}

}  // namespace umpire
