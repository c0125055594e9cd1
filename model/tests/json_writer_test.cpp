// JsonWriter (model/json/json_writer.hpp) must write the bytes cereal's
// JSONOutputArchive and escape_json_controls wrote before it: golden snapshots,
// recorded turns and campaign folders hold those bytes. The reference here drives
// cereal with the same calls JsonOut used to make.
#include <gtest/gtest.h>

#include "model/tests/json_tree.hpp"  // first: includes cereal

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

using namespace json_tree;


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

// The same through a writer that sends its text to a stream a buffer at a time
// (what the CLI prints): a small buffer fills often, and pieces outgrow it.
std::string by_streaming_writer(const Node& root, std::size_t buffer) {
    std::ostringstream os;
    JsonWriter w(os, buffer);
    for (const Node& c : root.children) {
        w.name(c.name.c_str());
        write_ours(w, c);
    }
    std::move(w).finish_to_sink("\n");
    return os.str();
}

TEST(JsonWriter, AnEmptyRootWritesNothingButTheNewLineAsCerealDid) {
    const Node root;
    EXPECT_EQ(by_writer(root), "\n");
    EXPECT_EQ(by_streaming_writer(root, 64), "\n");
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
        ASSERT_EQ(by_streaming_writer(root, 64), by_cereal(root)) << "tree " << k;
    }
}

}  // namespace
}  // namespace umpire
