// The loader reads values from JsonIndex's tree (model/json/json_index.hpp), not through
// cereal's JSONInputArchive. The tree must hold what cereal's archive reads from the
// same text: the same names in the same order, the same strings, integers, booleans
// and nulls. And each node's path must lead back to it, as error messages and
// `locate` rely on.
#include <gtest/gtest.h>

#include "model/tests/json_tree.hpp"  // first: includes cereal

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

#include "model/json/json_index.hpp"
#include "model/seed.hpp"

namespace umpire {
namespace {

using namespace json_tree;

// The index refuses what a case may not hold, where cereal would read it: a name twice
// in one object, a NUL in a string.
void make_loadable(Node& n) {
    n.text.erase(std::remove(n.text.begin(), n.text.end(), '\0'), n.text.end());
    for (std::size_t k = 0; k < n.children.size(); ++k) {
        if (n.kind == Node::Object) n.children[k].name = "f" + std::to_string(k) + "_" + n.children[k].name;
        make_loadable(n.children[k]);
    }
}

// Reads `n` with cereal where `ours` stands in the index, and compares.
void compare(cereal::JSONInputArchive& ar, const JsonIndex& index, const JsonNode& ours, const Node& n) {
    switch (n.kind) {
        case Node::Object:
        case Node::Array: {
            ASSERT_EQ(ours.type, n.kind == Node::Object ? JsonType::Object : JsonType::Array);
            ASSERT_EQ(ours.size, n.children.size());
            ar.startNode();
            const JsonNode* child = index.node(ours.first);
            for (const Node& c : n.children) {
                ASSERT_NE(child, nullptr);
                if (n.kind == Node::Object) {
                    EXPECT_EQ(index.key(*child), c.name);
                    ar.setNextName(c.name.c_str());
                }
                compare(ar, index, *child, c);
                child = index.node(child->next);
            }
            EXPECT_EQ(child, nullptr);
            ar.finishNode();
            return;
        }
        case Node::String: {
            std::string v;
            ar.loadValue(v);
            ASSERT_EQ(ours.type, JsonType::String);
            EXPECT_EQ(index.text(ours), v);
            return;
        }
        case Node::Int: {
            std::int64_t v = 0;
            ar.loadValue(v);
            ASSERT_EQ(ours.type, JsonType::Integer);
            EXPECT_TRUE(ours.fits_int64);
            EXPECT_EQ(ours.negative, v < 0);
            EXPECT_EQ(static_cast<std::int64_t>(ours.bits), v);
            return;
        }
        case Node::Uint: {
            std::uint64_t v = 0;
            ar.loadValue(v);
            ASSERT_EQ(ours.type, JsonType::Integer);
            EXPECT_EQ(ours.fits_int64, v <= static_cast<std::uint64_t>(INT64_MAX));
            EXPECT_FALSE(ours.negative);
            EXPECT_EQ(ours.bits, v);
            return;
        }
        case Node::Bool: {
            bool v = false;
            ar.loadValue(v);
            ASSERT_EQ(ours.type, JsonType::Bool);
            EXPECT_EQ(ours.boolean, v);
            return;
        }
        case Node::Null: {
            std::nullptr_t v;
            ar.loadValue(v);
            EXPECT_EQ(ours.type, JsonType::Null);
            return;
        }
    }
}

TEST(JsonReader, TwoThousandRandomTreesReadAsCerealReadsThem) {
    DrawStream d(Seed{20261128}, {Purpose::EncounterTieBreak, 0, 0, 0});  // any stream: only the trees matter
    for (int k = 0; k < 2000; ++k) {
        Node root;
        const auto members = 1 + d.below(5);  // cereal writes an empty root as nothing at all
        for (std::uint64_t m = 0; m < members; ++m) root.children.push_back(random_node(d, 0, true));
        make_loadable(root);
        const std::string text = by_cereal(root);
        const auto index = JsonIndex::build(text, "tree.json");
        ASSERT_TRUE(index.ok()) << "tree " << k << ": " << index.errors().front().what << "\n" << text;

        std::istringstream is(text);
        cereal::JSONInputArchive ar(is);
        const JsonNode* child = index->node(index->root().first);
        for (const Node& c : root.children) {
            ASSERT_NE(child, nullptr) << "tree " << k;
            ar.setNextName(c.name.c_str());
            compare(ar, *index, *child, c);
            child = index->node(child->next);
        }
        ASSERT_FALSE(HasFailure()) << "tree " << k << "\n" << text;

        for (const JsonNode& n : index->nodes()) {
            const std::string path = index->path(n);
            ASSERT_EQ(index->find(path), &n) << path;
            EXPECT_EQ(index->locate(path).line, n.line) << path;
        }
    }
}

TEST(JsonReader, AMemberIsFoundFromAnyStartingPoint) {
    const auto index = JsonIndex::build(R"({"a": 1, "b": {"c": true, "d": [3, 4]}, "e": "five"})", "m.json");
    ASSERT_TRUE(index.ok());
    const JsonNode& root = index->root();
    for (const JsonNode* from = index->node(root.first); from != nullptr; from = index->node(from->next))
        for (const char* name : {"a", "b", "e"}) {
            const JsonNode* m = index->member(root, name, from->ordinal);
            ASSERT_NE(m, nullptr) << name;
            EXPECT_EQ(index->key(*m), name);
        }
    EXPECT_EQ(index->member(root, "c"), nullptr);  // a member of a member is not the root's
    EXPECT_EQ(index->member(*index->find("b.d"), "c"), nullptr);  // a list has no members
    EXPECT_EQ(index->find("b.d[1]")->bits, 4u);
    EXPECT_EQ(index->find("b.d[2]"), nullptr);
    EXPECT_EQ(index->find("b.d[x]"), nullptr);
    EXPECT_EQ(index->find("b..c"), nullptr);
    EXPECT_EQ(index->find("e")->type, JsonType::String);
    EXPECT_EQ(index->text(*index->find("e")), "five");
    // locate() stops at the deepest node the path reaches.
    EXPECT_EQ(index->locate("b.d[7].x").line, index->find("b.d")->line);
    EXPECT_EQ(index->locate("b.d[7].x").column, index->find("b.d")->column);
    EXPECT_EQ(index->locate("b.d[7].x").field, "b.d[7].x");
}

// The nodes are kept in blocks (JsonNodes): a document of several blocks finds and
// links every node across their boundaries, in document order.
TEST(JsonReader, NodesAcrossBlocksAreNumberedAndLinkedInOrder) {
    const int n = 3 * static_cast<int>(JsonNodes::kBlock) + 5;
    std::string text = "{\"list\": [";
    for (int i = 0; i < n; ++i) text += (i ? ", " : "") + std::to_string(i);
    text += "], \"after\": true}";
    const auto index = JsonIndex::build(text, "blocks.json");
    ASSERT_TRUE(index.ok());
    ASSERT_EQ(index->size(), static_cast<std::size_t>(n) + 3);  // root, list, its n numbers, after
    std::uint32_t ordinal = 0;
    for (const JsonNode& node : index->nodes()) {
        ASSERT_EQ(node.ordinal, ordinal);
        ASSERT_EQ(index->node(ordinal), &node);
        ++ordinal;
    }
    const JsonNode* list = index->find("list");
    ASSERT_NE(list, nullptr);
    EXPECT_EQ(list->size, static_cast<std::size_t>(n));
    int seen = 0;
    for (const JsonNode* e = index->node(list->first); e != nullptr; e = index->node(e->next), ++seen)
        ASSERT_EQ(e->bits, static_cast<std::uint64_t>(seen));
    EXPECT_EQ(seen, n);
    EXPECT_EQ(index->find("list[" + std::to_string(n - 1) + "]")->bits, static_cast<std::uint64_t>(n - 1));
    EXPECT_EQ(index->find("after")->type, JsonType::Bool);
    EXPECT_EQ(index->find("after")->ordinal, static_cast<std::uint32_t>(n) + 2);
}

}  // namespace
}  // namespace umpire
