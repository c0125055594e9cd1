// Fuzz target: the order language (model/order_text.hpp), the text players type.
// Any bytes give the good submissions (and reassignments and password changes) and located, printable diagnostics; what
// parses prints canonically and parses back to the same orders and the same text.
#include <cstddef>
#include <cstdint>

#include "fuzz/fuzz_helper.hpp"
#include "model/order_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace umpire;
    const auto text = fuzz::as_text(data, size);
    const ParsedOrders parsed = parse_orders(text, fuzz::kInputName);
    if (!parsed.errors.empty()) fuzz::check_located(parsed.errors, text, fuzz::kInputName, kMaxOrderFileBytes);

    const std::string canonical = print_orders(parsed.file, Passwords::Keep);
    const ParsedOrders again = parse_orders(canonical, "fuzz-reprinted");
    UMPIRE_FUZZ_CHECK(again.errors.empty(), "the canonical text does not parse:\n" + format(again.errors) + canonical);
    UMPIRE_FUZZ_CHECK(again.file == parsed.file, "the canonical text parses to other orders:\n" + canonical);
    UMPIRE_FUZZ_CHECK(print_orders(again.file, Passwords::Keep) == canonical, "printing is not a fixed point:\n" + canonical);
    // Withholding the passwords must change nothing but the password words.
    const std::string withheld = print_orders(parsed.file, Passwords::Withhold);
    for (const auto& s : parsed.file.submissions)
        if (s.password && s.password->reveal().size() >= 12)
            UMPIRE_FUZZ_CHECK(withheld.find(s.password->reveal()) == std::string::npos, "a withheld password is printed");
    // So with a reassignment's or password change's (rules 3.4, 6.10), the new password too.
    for (const auto& c : parsed.file.changes)
        for (const auto* p : {&c.password, &c.new_password})
            if (*p && (*p)->reveal().size() >= 12)
                UMPIRE_FUZZ_CHECK(withheld.find((*p)->reveal()) == std::string::npos, "a withheld password is printed");
    return 0;
}
