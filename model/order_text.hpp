#pragma once
// The text form of GITM orders (docs/orders.md has the grammar and an example):
// a parser that reports every error with its line and column and keeps the good
// submissions, a canonical printer, and the default orders of rule 6.9.
#include <string>
#include <string_view>
#include <vector>

#include "model/expected.hpp"
#include "model/order_form.hpp"
#include "model/unit.hpp"

namespace umpire {

// Bounds on what the parser reads, each refused with an error saying so.
inline constexpr std::size_t kMaxOrderFileBytes = 8u << 20;
inline constexpr std::size_t kMaxOrderLineBytes = 1000;
inline constexpr std::size_t kMaxSubmissions = 20000;
inline constexpr std::size_t kMaxOrderErrors = 500;  // then one more saying the rest were not listed
inline constexpr std::size_t kMaxPasswordBytes = 128;
inline constexpr std::size_t kMaxPlaceName = 40;     // cities and off-map ports
inline constexpr std::size_t kMaxOrderLines = 200000; // a case file's "orders" list

struct ParsedOrders {
    OrderFile file;                   // every submission without an error, in file order
    std::vector<Diagnostic> errors;   // in file order
};

// Whether an order file can carry `clear` as a header's quoted password: 1 to
// kMaxPasswordBytes characters, each printable ASCII (space to '~'); a quote or a
// backslash is written escaped. The parser and `umpire credentials hash` both ask
// this, so a password can be set only when an order can give it.
[[nodiscard]] bool valid_password(std::string_view clear) noexcept;

[[nodiscard]] ParsedOrders parse_orders(std::string_view text, const std::string& file_name);

// Withhold writes "password withheld" (read back as no password) and no comments:
// what every output a person or a log may see uses. Keep is for rewriting the
// player's own file: its password and its comments, each beside the line it was on
// (a field's comments move with the field to its canonical place).
enum class Passwords : std::uint8_t { Withhold, Keep };

[[nodiscard]] std::string print_orders(const OrderFile& file, Passwords passwords = Passwords::Withhold);
// The field lines of one form, each indented by two spaces and ended by '\n'.
[[nodiscard]] std::string print_unit_orders(const UnitOrders& orders);

// Rule 6.9: what a unit that sent no orders does.
[[nodiscard]] UnitOrders default_orders(const Unit& unit);

}  // namespace umpire
