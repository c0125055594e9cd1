// JsonWriter (model/json/json_writer.hpp) must write the bytes cereal's
// JSONOutputArchive and escape_json_controls wrote before it: golden snapshots,
// recorded turns and campaign folders hold those bytes. The reference here drives
// cereal with the same calls JsonOut used to make.
#include <gtest/gtest.h>

#include <cereal/archives/json.hpp>
#include <cstdint>
#include <limits>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

#include "model/json/json_writer.hpp"
#include "model/seed.hpp"
#include "model/text.hpp"
#include "model/unit.hpp"

namespace umpire {
namespace {

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

void write_cereal(cereal::JSONOutputArchive& ar, const Node& n) {
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
std::string by_cereal(const Node& root) {
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

void write_ours(JsonWriter& w, const Node& n) {
    switch (n.kind) {
        case Node::Object:
        case Node::Array:
            if (n.kind == Node::Array) w.begin_array();
            else w.begin_object();
            for (const Node& c : n.children) {
                w.name(c.name.c_str());
                write_ours(w, c);
            }
            w.end();
            return;
        case Node::String: w.string(n.text); return;
        case Node::Int: w.int64(n.i); return;
        case Node::Uint: w.uint64(n.u); return;
        case Node::Bool: w.boolean(n.b); return;
        case Node::Null: w.null(); return;
    }
}

std::string by_writer(const Node& root) {
    JsonWriter w;
    for (const Node& c : root.children) {
        w.name(c.name.c_str());
        write_ours(w, c);
    }
    return std::move(w).finish() + '\n';
}

// Strings that exercise every escape: JSON's own, DEL, C1 and bidi controls, bytes
// that are not UTF-8 (a lone continuation, a cut sequence, an overlong form).
const std::vector<std::string> kHardStrings = {
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

Node random_node(DrawStream& d, int depth, bool in_object) {
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

TEST(JsonWriter, AnEmptyRootWritesNothingButTheNewLineAsCerealDid) {
    const Node root;
    EXPECT_EQ(by_writer(root), "\n");
    EXPECT_EQ(by_writer(root), by_cereal(root));
}

TEST(JsonWriter, EveryHardStringIsEscapedAsCerealAndEscapeJsonControlsDid) {
    for (const std::string& s : kHardStrings) {
        Node root;
        Node leaf;
        leaf.kind = Node::String;
        leaf.name = "s";
        leaf.text = s;
        root.children.push_back(leaf);
        EXPECT_EQ(by_writer(root), by_cereal(root)) << "for " << escape_json_controls(s);
    }
}

TEST(JsonWriter, EveryByteAloneIsEscapedAsBefore) {
    for (int c = 0; c < 256; ++c) {
        Node root;
        Node leaf;
        leaf.kind = Node::String;
        leaf.name = "byte";
        leaf.text = std::string(1, static_cast<char>(c));
        root.children.push_back(leaf);
        ASSERT_EQ(by_writer(root), by_cereal(root)) << "byte " << c;
    }
}

TEST(JsonWriter, NestedEmptyAndFullContainersLayOutAsCerealDid) {
    const Node empty_object{Node::Object, "o", {}, 0, 0, false, {}};
    const Node empty_array{Node::Array, "a", {}, 0, 0, false, {}};
    Node nested{Node::Array, "n", {}, 0, 0, false, {empty_object, empty_array}};
    nested.children[0].name.clear();
    nested.children[1].name.clear();
    Node root;
    root.children = {empty_object, empty_array, nested};
    const std::string ours = by_writer(root);
    EXPECT_EQ(ours, "{\n  \"o\": {},\n  \"a\": [],\n  \"n\": [\n    {},\n    []\n  ]\n}\n");
    EXPECT_EQ(ours, by_cereal(root));
}

// A printed value (a square's or an id's text written straight into the buffer)
// reads as the same text written as a string: in an object, in an array, first
// and after other values.
TEST(JsonWriter, PrintedTextIsWrittenAsTheSameString) {
    const UnitId id{Nation::MX, 9999, UnitType::ArmyHQ};
    const StratSquare square{139, 109};
    const TacSquare sentinel{-1, -1};
    JsonWriter printed, written;
    for (JsonWriter* w : {&printed, &written}) {
        const bool print = w == &printed;
        w->name("unit");
        if (print) w->printed(ShortText::kCapacity, [&](char* p) { return print_text(p, id); });
        else w->string(to_string(id));
        w->name("squares");
        w->begin_array();
        if (print) w->printed(ShortText::kCapacity, [&](char* p) { return print_text(p, square); });
        else w->string(to_string(square));
        if (print) w->printed(ShortText::kCapacity, [&](char* p) { return print_text(p, sentinel); });
        else w->string(to_string(sentinel));
        w->end();
    }
    const std::string text = std::move(written).finish();
    EXPECT_EQ(text, "{\n  \"unit\": \"MX9999AQ\",\n  \"squares\": [\n    \"N9-Z9\",\n    \"-1--1\"\n  ]\n}");
    EXPECT_EQ(std::move(printed).finish(), text);
}

TEST(JsonWriter, TwoThousandRandomTreesAreWrittenByteForByteAsCerealDid) {
    DrawStream d(Seed{0x15c0de}, {Purpose::EncounterTieBreak, 0, 0, 0});
    for (int k = 0; k < 2000; ++k) {
        Node root;
        const auto members = d.below(6);
        for (std::uint64_t m = 0; m < members; ++m) root.children.push_back(random_node(d, 0, true));
        ASSERT_EQ(by_writer(root), by_cereal(root)) << "tree " << k;
    }
}

}  // namespace
}  // namespace umpire
