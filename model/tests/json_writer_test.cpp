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

// The text of the root's members, each written by `write`.
using WriteNode = void (*)(JsonWriter&, const Node&);

std::string by_writer(const Node& root, WriteNode write = write_ours) {
    JsonWriter w;
    for (const Node& c : root.children) {
        w.name(c.name.c_str());
        write(w, c);
    }
    return std::move(w).finish() + '\n';
}

// The same through a writer that sends its text to a stream a buffer at a time
// (what the CLI prints): a small buffer fills often, and pieces outgrow it.
std::string by_streaming_writer(const Node& root, std::size_t buffer, WriteNode write = write_ours) {
    std::ostringstream os;
    JsonWriter w(os, buffer);
    for (const Node& c : root.children) {
        w.name(c.name.c_str());
        write(w, c);
    }
    std::move(w).finish_to_sink("\n");
    return os.str();
}

// write_ours with every array of two elements or more written through
// JsonWriter::elements, split in two halves at the first level that has one.
void write_split(JsonWriter& w, const Node& n) {
    if (n.kind != Node::Array) {
        if (n.kind != Node::Object) return write_ours(w, n);
        w.begin_object();
        for (const Node& c : n.children) {
            w.name(c.name.c_str());
            write_split(w, c);
        }
        w.end();
        return;
    }
    w.begin_array();
    w.elements(n.children.size(), [&](JsonWriter& part, std::size_t k) { write_split(part, n.children[k]); }, 2);
    w.end();
}

bool has_list_to_split(const Node& n) {
    if (n.kind == Node::Array && n.children.size() >= 2) return true;
    for (const Node& c : n.children)
        if (has_list_to_split(c)) return true;
    return false;
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

TEST(JsonWriter, ListsWrittenInTwoHalvesAtOnceAreTheSameBytes) {
    DrawStream d(Seed{0x5b117}, {Purpose::EncounterTieBreak, 0, 0, 0});
    int split = 0;
    for (int k = 0; k < 500; ++k) {
        Node root;
        const auto members = d.below(6);
        for (std::uint64_t m = 0; m < members; ++m) root.children.push_back(random_node(d, 0, true));
        const std::string cereal = by_cereal(root);
        ASSERT_EQ(by_writer(root, write_split), cereal) << "tree " << k;
        ASSERT_EQ(by_streaming_writer(root, 64, write_split), cereal) << "tree " << k;
        split += has_list_to_split(root);
    }
    EXPECT_GT(split, 100);  // enough trees have a list to split
}

TEST(JsonWriter, ALongListOfObjectsIsTheSameBytesSplitOrNot) {
    const auto node = [](Node::Kind kind, std::string name) {
        Node n;
        n.kind = kind;
        n.name = std::move(name);
        return n;
    };
    Node list = node(Node::Array, "list");
    for (int k = 0; k < 5000; ++k) {
        Node e = node(Node::Object, "");
        e.children.push_back(node(Node::Int, "n"));
        e.children.back().i = k;
        e.children.push_back(node(Node::Array, "empty"));
        list.children.push_back(e);
    }
    Node root;
    root.children.push_back(list);
    EXPECT_EQ(by_writer(root, write_split), by_cereal(root));
    EXPECT_EQ(by_streaming_writer(root, 4096, write_split), by_cereal(root));
}

}  // namespace
}  // namespace umpire
