#pragma once
// RulingList in JSON: the codes joined by ", ", the string event snapshots have always
// held in their "ruling" field, so a field switched from std::string to RulingList
// keeps every snapshot byte-identical; reading it back rejects unknown codes.
#include <string>
#include <string_view>

#include "model/json/json_io.hpp"
#include "rules/rulings.hpp"

namespace umpire {

template <>
struct StringCodec<RulingList> {
    static std::string write(const RulingList& l) { return l.joined(); }
    static Expected<RulingList> read(std::string_view t) { return RulingList::parse(t); }
};

}  // namespace umpire
