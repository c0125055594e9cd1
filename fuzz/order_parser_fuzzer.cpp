// Fuzz target: the order language (model/order_text.hpp), the text players type.
// Any bytes give the good submissions (and reassignments and password changes) and located, printable diagnostics; what
// parses prints canonically and parses back to the same orders and the same text.
#include <cstddef>
#include <cstdint>
#include <optional>

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
    // Withholding the passwords (the forms' own, and a reassignment's or password
    // change's, rules 3.4 and 6.10) must print nothing of them: the text is the same
    // whatever they are. (Searching the text for each password found a long one that
    // is also a piece of another form's header, "hange-password from bob at ...".)
    OrderFile other = parsed.file;
    const auto replaced = [](std::optional<Secret>& p) {
        if (p) p = Secret(p->reveal() == "other" ? "another" : "other");
    };
    for (auto& s : other.submissions) replaced(s.password);
    for (auto& c : other.changes) {
        replaced(c.password);
        replaced(c.new_password);
    }
    UMPIRE_FUZZ_CHECK(print_orders(other, Passwords::Withhold) == print_orders(parsed.file, Passwords::Withhold),
                      "a withheld password changes the printed text");
    return 0;
}
