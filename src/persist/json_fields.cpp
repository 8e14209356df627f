// Reading typed fields of a JSON object leniently, for the settings and statistics files.
#include "persist/json_fields.h"

#include <algorithm>
#include <cctype>

#include "core/text.h"

namespace arcade {
namespace {

// The field if present; nullptr if absent.
const nlohmann::json* find(const nlohmann::json& object, std::string_view key) {
  const auto found = object.find(key);
  return found == object.end() ? nullptr : &*found;
}

// True if arrays and objects in `text` nest more than `limit` deep. Brackets inside strings are
// not counted; the text need not be valid JSON (the parser says what else is wrong).
bool nests_deeper_than(std::string_view text, int limit) {
  int depth = 0;
  bool in_string = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\') ++i;  // the escaped character, whatever it is
      if (c == '"') in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > limit) return true;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return false;
}

}  // namespace

std::string json_text(const nlohmann::json& document) {
  return document.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

Result<nlohmann::json> parse_json_object(std::string_view text, std::string_view what, int newest) {
  if (nests_deeper_than(text, kMaxJsonDepth)) {
    return fail("the " + std::string(what) + " file is nested more than " +
                std::to_string(kMaxJsonDepth) + " deep");
  }
  auto document = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (document.is_discarded()) return fail("the " + std::string(what) + " file is not valid JSON");
  if (!document.is_object()) return fail("the " + std::string(what) + " file is not a JSON object");
  std::uint64_t version = 1;
  if (auto error = read_field(document, "version", version, "")) return *error;
  if (version > static_cast<std::uint64_t>(newest)) {
    return fail("the " + std::string(what) + " file was written by a newer Board Arcade (version " +
                std::to_string(version) + ")");
  }
  return document;
}

std::optional<Error> read_field(const nlohmann::json& object, std::string_view key, bool& value,
                                std::string_view path) {
  const auto* field = find(object, key);
  if (!field) return std::nullopt;
  if (!field->is_boolean()) return wrong_value(json_path(path, key), "true or false");
  value = field->get<bool>();
  return std::nullopt;
}

std::optional<Error> read_field(const nlohmann::json& object, std::string_view key,
                                std::string& value, std::string_view path) {
  const auto* field = find(object, key);
  if (!field) return std::nullopt;
  if (!field->is_string()) return wrong_value(json_path(path, key), "text");
  value = field->get<std::string>();
  return std::nullopt;
}

std::optional<Error> read_field(const nlohmann::json& object, std::string_view key,
                                std::uint64_t& value, std::string_view path) {
  const auto* field = find(object, key);
  if (!field) return std::nullopt;
  if (!field->is_number_unsigned()) return wrong_value(json_path(path, key), "a whole number");
  value = field->get<std::uint64_t>();
  return std::nullopt;
}

Result<const nlohmann::json*> object_field(const nlohmann::json& object, std::string_view key,
                                           std::string_view path) {
  const auto* field = find(object, key);
  if (field && !field->is_object()) return wrong_value(json_path(path, key), "an object");
  return field;
}

std::string json_path(std::string_view parent, std::string_view key) {
  const bool plain =
      !key.empty() && key.size() <= 40 && std::all_of(key.begin(), key.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
      });
  const std::string shown = plain ? std::string(key) : quote_for_message(key);
  return parent.empty() ? shown : std::string(parent) + "." + shown;
}

Error wrong_value(std::string_view path, std::string_view description) {
  return fail(std::string(path) + " should be " + std::string(description));
}

}  // namespace arcade
