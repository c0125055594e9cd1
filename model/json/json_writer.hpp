#pragma once
// The JSON text JsonOut writes (model/json/json_io.hpp): the layout of rapidjson's
// PrettyWriter as cereal drives it (two spaces a level, `"name": value`, one member
// or element a line, `{}` and `[]` when empty, an outermost object opened by its
// first member), with strings escaped as rapidjson does and then as
// escape_json_controls does (model/text.hpp). It appends to one string: cereal's
// ostream path put every character through a stream sentry, which was a tenth of a
// 10,000-unit turn's time and most of a player's report's (issues 17, 20).
//
// Each value is written through a cursor into a buffer sized ahead (TextBuffer: one
// capacity check per value): a campaign's 200 reports are 27 MB of JSON, and
// std::string::append's checks were a fifth of their time. What the CLI prints goes
// to its stream a buffer at a time instead of being gathered first (a turn of 10,000
// units is 75 MB of JSON).
//
// The bytes must stay those cereal wrote: golden snapshots, recorded turns and the
// campaign's files compare them, and json_writer_test.cpp checks against cereal.
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "model/text_buffer.hpp"

namespace umpire {

class JsonWriter {
public:
    explicit JsonWriter(std::size_t capacity = 4096);  // bytes to reserve
    // Writes to `sink` through a buffer of `buffer` bytes (finish_to_sink() sends the rest).
    explicit JsonWriter(std::ostream& sink, std::size_t buffer = std::size_t{1} << 16);
    // The name of the next member of the enclosing object (ignored inside an array).
    void name(std::string_view n) noexcept { name_ = n; }
    void begin_object();
    void begin_array();
    void end();  // the innermost open object or array
    void string(std::string_view s);
    // A string `print` writes at a pointer to room for `most` bytes, returning where
    // it ended (TextBuffer::print), that holds nothing to escape: a square's or a
    // unit id's text (model/square.hpp, model/unit.hpp), written without a copy and
    // without looking for bytes to escape.
    template <class Print>
    void printed(std::size_t most, Print print) {
        char* const first = prefix(most + 2);
        char* p = first;
        *p++ = '"';
        p = print(p);
        assert(plain(std::string_view(first + 1, p)));
        *p++ = '"';
        out_.wrote(static_cast<std::size_t>(p - first));
    }
    // The elements of the array just begun, element k written by `write(writer, k)`.
    // A list of `split_from` elements or more is written in two halves at once: the
    // first by this writer, the second by a writer of its own on a second thread,
    // whose text then follows. A 10,000-unit turn's phases list tens of thousands of
    // units and events, and its 68 MB of JSON were a sixth of `umpire gitm turn
    // --json`'s time; split, they took about a fifth less in paired runs (not half:
    // the two halves slow each other down, reading the events from memory). The
    // bytes are those one writer writes: the second half begins at this array's depth
    // with as many elements before it. Only the outermost list being written is split
    // (a second core is all a split can use), and with no thread to be had the list
    // is written here.
    using ElementWriter = std::function<void(JsonWriter&, std::size_t)>;
    static constexpr std::size_t kSplitElements = 2048;
    void elements(std::size_t n, const ElementWriter& write, std::size_t split_from = kSplitElements);
    void int64(std::int64_t v);
    void uint64(std::uint64_t v);
    void boolean(bool v);
    void null();
    // The text, with the outermost object closed if any member was written, and
    // `end` after it (written into the buffer: appending to a text of many
    // megabytes would copy it).
    [[nodiscard]] std::string finish(std::string_view end = {}) &&;
    // The same for a writer with a sink: the rest of the text goes there.
    void finish_to_sink(std::string_view end = {}) &&;

private:
    struct Level {
        bool array = false;
        std::size_t values = 0;
    };
    // What goes before a value (separator, new line, indent, name), with room for
    // `value` more bytes after it: where the value goes.
    char* prefix(std::size_t value = 0);
    // Whether `s` can be written as it is, between quotes.
    static bool plain(std::string_view s) noexcept;
    void begin(bool array);
    void close(std::string_view end);  // the outermost object, then `end`
    void escaped(std::string_view s);  // string()'s rare path, quoted: a string with bytes to escape

    TextBuffer out_;
    std::vector<Level> levels_;
    std::string_view name_;  // none when it has no data
    bool may_split_ = true;  // false while a list is being written in two halves, and in its second
    // The second halves' buffer, kept from one split to the next: a new one for each
    // would grow by copies onto fresh pages, a turn's thirty times over.
    std::string spare_;
};

}  // namespace umpire
