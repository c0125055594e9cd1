#pragma once
// JSON trees as describe() produces them, written by cereal's JSONOutputArchive: the
// reference that json_writer_test.cpp holds the writer to and json_reader_test.cpp
// the reader. Test-only; includes cereal, so include it first.
#include <cereal/archives/json.hpp>
#include <cstdint>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

#include "model/seed.hpp"
#include "model/text.hpp"

namespace umpire::json_tree {

// A JSON tree as describe() produces one: objects with named members, arrays.
struct Node {
    enum Kind { Object, Array, String, Int, Uint, Bool, Null } kind = Object;
    std::string name;  // as a member of an object
    std::string text;
    std::int64_t i = 0;
    std::uint64_t u = 0;
    bool b = false;
    std::vector<Node> children;
};

inline void write_cereal(cereal::JSONOutputArchive& ar, const Node& n) {
    switch (n.kind) {
        case Node::Object:
        case Node::Array:
            ar.startNode();
            if (n.kind == Node::Array) ar.makeArray();
            for (const Node& c : n.children) {
                ar.setNextName(c.name.c_str());
                write_cereal(ar, c);
            }
            ar.finishNode();
            return;
        case Node::String: ar.writeName(); ar.saveValue(n.text); return;
        case Node::Int: ar.writeName(); ar.saveValue(n.i); return;
        case Node::Uint: ar.writeName(); ar.saveValue(n.u); return;
        case Node::Bool: ar.writeName(); ar.saveValue(n.b); return;
        case Node::Null: ar.writeName(); ar.saveValue(nullptr); return;
    }
}

// The root is cereal's outermost object: its members only.
inline std::string by_cereal(const Node& root) {
    std::ostringstream os;
    {
        cereal::JSONOutputArchive ar(os, cereal::JSONOutputArchive::Options(
                                             324, cereal::JSONOutputArchive::Options::IndentChar::space, 2));
        for (const Node& c : root.children) {
            ar.setNextName(c.name.c_str());
            write_cereal(ar, c);
        }
    }
    os << '\n';
    return escape_json_controls(os.str());
}

// Strings that exercise every escape: JSON's own, DEL, C1 and bidi controls, bytes
// that are not UTF-8 (a lone continuation, a cut sequence, an overlong form).
inline const std::vector<std::string> kHardStrings = {
    "",
    "plain",
    "quote \" and backslash \\ and slash /",
    std::string("nul \0 byte", 10),
    "\b\f\n\r\t\x01\x1f",
    "del \x7f",
    "c1 \xc2\x85 and \xc2\x9f",
    "bidi \xe2\x80\xae and \xe2\x81\xa6 and \xd8\x9c",
    "e acute \xc3\xa9, euro \xe2\x82\xac, emoji \xf0\x9f\x98\x80",
    "lone \x80 continuation",
    "cut \xe2\x82",
    "overlong \xc0\xaf",
    "ends in a lead byte \xc3",
};

inline Node random_node(DrawStream& d, int depth, bool in_object) {
    Node n;
    if (in_object) n.name = "f" + std::to_string(d.below(20));
    const auto pick = d.below(depth > 3 ? 5 : 7);
    switch (pick) {
        case 0:
            n.kind = Node::String;
            n.text = kHardStrings[d.below(kHardStrings.size())];
            if (d.below(2) == 0) n.text += kHardStrings[d.below(kHardStrings.size())];
            break;
        case 1:
            n.kind = Node::Int;
            n.i = static_cast<std::int64_t>(d.next());
            if (d.below(3) == 0) n.i = std::numeric_limits<std::int64_t>::min() + static_cast<std::int64_t>(d.below(2));
            if (d.below(3) == 0) n.i = static_cast<std::int64_t>(d.below(200)) - 100;
            break;
        case 2: n.kind = Node::Uint; n.u = d.below(2) ? d.next() : std::numeric_limits<std::uint64_t>::max(); break;
        case 3: n.kind = Node::Bool; n.b = d.below(2) == 1; break;
        case 4: n.kind = Node::Null; break;
        default: {
            n.kind = pick == 5 ? Node::Object : Node::Array;
            const auto count = d.below(5);  // empty ones too
            for (std::uint64_t k = 0; k < count; ++k) n.children.push_back(random_node(d, depth + 1, n.kind == Node::Object));
        }
    }
    return n;
}

}  // namespace umpire::json_tree
