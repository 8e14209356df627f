// Settings as JSON: written whole, read leniently (unknown fields ignored, missing ones defaulted).
#include "persist/settings.h"

#include <nlohmann/json.hpp>

#include "persist/json_fields.h"

namespace arcade {
namespace {

using nlohmann::json;

constexpr std::array<std::string_view, 3> kAnimationNames = {"normal", "fast", "off"};

std::optional<Error> read_animation(const json& document, AnimationSpeed& speed) {
  std::string name(kAnimationNames[static_cast<std::size_t>(speed)]);
  if (auto error = read_field(document, "animation", name, "")) return error;
  for (std::size_t index = 0; index < kAnimationNames.size(); ++index) {
    if (kAnimationNames[index] == name) {
      speed = static_cast<AnimationSpeed>(index);
      return std::nullopt;
    }
  }
  return wrong_value("animation", "normal, fast or off");
}

// "language": "en" or "zh-CN" (language_code); absent or empty: not chosen yet.
std::optional<Error> read_language(const json& document, std::optional<Language>& language) {
  std::string code;
  if (auto error = read_field(document, "language", code, "")) return error;
  if (code.empty()) return std::nullopt;
  for (const Language each : {Language::english, Language::chinese}) {
    if (language_code(each) == code) {
      language = each;
      return std::nullopt;
    }
  }
  return wrong_value("language", "en or zh-CN");
}

std::optional<Error> read_choices(const json& entry, const std::string& path,
                                  GameChoices& choices) {
  if (auto error = read_field(entry, "first", choices.seats[0], path)) return error;
  if (auto error = read_field(entry, "second", choices.seats[1], path)) return error;
  auto options = object_field(entry, "options", path);
  if (!options) return Error{options.error()};
  if (!*options) return std::nullopt;
  for (const auto& [key, value] : (*options)->items()) {
    if (!value.is_string()) return wrong_value(json_path(path + ".options", key), "text");
    choices.options[key] = value.get<std::string>();
  }
  return std::nullopt;
}

std::optional<Error> read_menu(const json& document, Settings& settings) {
  auto menu = object_field(document, "menu", "");
  if (!menu) return Error{menu.error()};
  if (!*menu) return std::nullopt;
  if (auto error = read_field(**menu, "game", settings.last_game, "menu")) return error;
  auto games = object_field(**menu, "games", "menu");
  if (!games) return Error{games.error()};
  if (!*games) return std::nullopt;
  for (const auto& [game_id, entry] : (*games)->items()) {
    const std::string path = json_path("menu.games", game_id);
    if (!entry.is_object()) return wrong_value(path, "an object");
    if (auto error = read_choices(entry, path, settings.choices[game_id])) return error;
  }
  return std::nullopt;
}

}  // namespace

std::string write_settings(const Settings& settings) {
  json games = json::object();
  for (const auto& [game_id, choices] : settings.choices) {
    games[game_id] = {
        {"first", choices.seats[0]}, {"second", choices.seats[1]}, {"options", choices.options}};
  }
  json document = {
      {"version", kSettingsVersion},
      {"sound", settings.sound},
      {"animation", kAnimationNames[static_cast<std::size_t>(settings.animation)]},
      {"fullscreen", settings.fullscreen},
      {"high_contrast", settings.high_contrast},
      {"menu", {{"game", settings.last_game}, {"games", games}}},
  };
  if (settings.language) document["language"] = language_code(*settings.language);
  return json_text(document);
}

Result<Settings> read_settings(std::string_view text) {
  auto document = parse_json_object(text, "settings", kSettingsVersion);
  if (!document) return Error{document.error()};
  Settings settings;
  if (auto error = read_field(*document, "sound", settings.sound, "")) return *error;
  if (auto error = read_animation(*document, settings.animation)) return *error;
  if (auto error = read_field(*document, "fullscreen", settings.fullscreen, "")) return *error;
  if (auto error = read_field(*document, "high_contrast", settings.high_contrast, "")) {
    return *error;
  }
  if (auto error = read_menu(*document, settings)) return *error;
  if (auto error = read_language(*document, settings.language)) return *error;
  return settings;
}

}  // namespace arcade
