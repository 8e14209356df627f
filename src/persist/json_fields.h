// Reading typed fields of a JSON object leniently: an absent field keeps its default, a field of
// the wrong type is an error (the file is then treated as damaged), unknown fields are ignored.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "core/result.h"

namespace arcade {

// The JSON text of `document`, pretty-printed, ending in a newline. Never throws: text that is
// not valid UTF-8 is replaced, not refused.
std::string json_text(const nlohmann::json& document);

// How deep arrays and objects may nest in our JSON files. Ours nest five deep; the parser builds
// one value per level, so a file of '[' would otherwise cost memory in proportion to its size.
inline constexpr int kMaxJsonDepth = 16;

// Parses `text` as a JSON object with an optional "version" number no newer than `newest`, nested
// at most kMaxJsonDepth deep (checked before parsing). `what` names the file in messages
// ("settings").
Result<nlohmann::json> parse_json_object(std::string_view text, std::string_view what, int newest);

// Sets `value` from object[key] when present; an error naming `path` if it has another type.
std::optional<Error> read_field(const nlohmann::json& object, std::string_view key, bool& value,
                                std::string_view path);
std::optional<Error> read_field(const nlohmann::json& object, std::string_view key,
                                std::string& value, std::string_view path);
std::optional<Error> read_field(const nlohmann::json& object, std::string_view key,
                                std::uint64_t& value, std::string_view path);

// object[key] if it is present and an object; nullptr if absent; an error if of another type.
Result<const nlohmann::json*> object_field(const nlohmann::json& object, std::string_view key,
                                           std::string_view path);

// "PARENT.KEY" for messages. Keys come from the file, so one that is not a plain word (a newline,
// quotes, very long) is shown quoted and cut, keeping every message on one line.
std::string json_path(std::string_view parent, std::string_view key);

// Fails with "PATH should be DESCRIPTION": for values of the right type that mean nothing.
Error wrong_value(std::string_view path, std::string_view description);

}  // namespace arcade
