#pragma once
// The only include of cereal's JSON archive in the project (see
// shared/notes/toolchain.md): it fixes rapidjson's configuration before anything
// else can include rapidjson, so that
//  - rapidjson's internal checks throw (cereal's RAPIDJSON_ASSERT) instead of aborting,
//  - parsing is iterative, so deep nesting cannot overflow the stack.
#ifdef RAPIDJSON_DOCUMENT_H_
#error "rapidjson was included before model/json/json_archive.hpp"
#endif
#define RAPIDJSON_PARSE_DEFAULT_FLAGS \
    (kParseIterativeFlag | kParseFullPrecisionFlag | kParseValidateEncodingFlag)
#include <cereal/archives/json.hpp>
