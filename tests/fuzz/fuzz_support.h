// What the fuzz targets share: a fatal invariant check, and reading "GAME [KEY=VALUE]...\n"
// headers.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string_view>

#include "core/text.h"
#include "games/catalog.h"

namespace arcade::fuzz {

// Aborts with the failed condition, which libFuzzer (and the replay test) reports as a crash.
#define FUZZ_CHECK(condition)                                                                      \
  do {                                                                                             \
    if (!(condition)) {                                                                            \
      std::fprintf(stderr, "fuzz invariant failed: %s (%s:%d)\n", #condition, __FILE__, __LINE__); \
      std::abort();                                                                                \
    }                                                                                              \
  } while (false)

// The input as text.
inline std::string_view as_text(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// A game, its options and the text after the header line.
struct GameInput {
  const GameInfo* game;
  GameOptions options;
  std::string_view text;
};

// Reads the first line "GAME [KEY=VALUE]..." of `input`; nothing if it names no game or options
// the game refuses (such inputs test nothing beyond complete_options).
inline std::optional<GameInput> read_game_header(std::string_view input) {
  const auto newline = input.find('\n');
  if (newline == std::string_view::npos) return std::nullopt;
  const auto words = split(input.substr(0, newline), " ");
  if (words.empty()) return std::nullopt;
  const GameInfo* game = find_game(words.front());
  if (!game) return std::nullopt;
  GameOptions options;
  for (std::size_t index = 1; index < words.size(); ++index) {
    const auto equals = words[index].find('=');
    if (equals == std::string_view::npos) return std::nullopt;
    options[std::string(words[index].substr(0, equals))] =
        std::string(words[index].substr(equals + 1));
  }
  if (!game->start(options)) return std::nullopt;
  return GameInput{game, std::move(options), input.substr(newline + 1)};
}

}  // namespace arcade::fuzz
