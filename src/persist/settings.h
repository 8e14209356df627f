// The player's settings: sound, animation speed, display, and the menu choices made last time.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>

#include <optional>

#include "core/result.h"
#include "core/texts.h"
#include "games/game_info.h"

namespace arcade {

// How fast moves are animated (KIDS.md: normal, fast or off).
enum class AnimationSpeed : std::uint8_t { normal, fast, off };

// What the menu showed last for one game: who played each side ("person" or a player id) and the
// game options. Kept as written: the app checks them against the catalog before using them.
struct GameChoices {
  std::array<std::string, 2> seats{"person", "person"};
  GameOptions options;

  friend bool operator==(const GameChoices&, const GameChoices&) = default;
};

// Everything the player would miss if it were reset. The defaults are the first-start values.
struct Settings {
  bool sound = true;
  AnimationSpeed animation = AnimationSpeed::normal;
  bool fullscreen = false;
  bool high_contrast = false;
  std::string last_game;                       // the game id chosen last; empty at first start
  std::map<std::string, GameChoices> choices;  // by game id
  // The window's language, once the player chose one; none: the system's (see App).
  std::optional<Language> language;

  friend bool operator==(const Settings&, const Settings&) = default;
};

// The settings format version this build writes, and the newest it reads.
inline constexpr int kSettingsVersion = 1;

// The settings as JSON text (README, "Files").
std::string write_settings(const Settings& settings);

// Reads settings JSON: unknown fields are ignored, missing ones keep their defaults; a field of
// the wrong type or value, text that is not JSON, or a newer version is an Error. Never throws.
Result<Settings> read_settings(std::string_view text);

}  // namespace arcade
