// The trainer's position files: fixed-size binary records, one per position of a self-play game,
// appended game by game so that an interrupted run resumes after its last whole game.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/result.h"
#include "games/reversi/reversi_bitboard.h"

namespace arcade::reversi {

// One position of a self-play game, with what is known of its value for the side to move.
struct TrainingRecord {
  static constexpr std::int16_t kNoSearch = INT16_MIN;
  static constexpr std::int8_t kNoExact = INT8_MIN;
  static constexpr std::uint8_t kLastOfGame = 1;

  Bitboard own = 0;                 // the side to move's discs
  Bitboard other = 0;               // the other side's
  std::uint32_t game = 0;           // which game of the run (its seed follows from it)
  std::int16_t search = kNoSearch;  // the midgame search's score, hundredths of a disc
  std::int8_t exact = kNoExact;     // the exact final disc difference under perfect play
  std::int8_t result = 0;           // the disc difference the game actually ended with
  std::uint8_t flags = 0;           // kLastOfGame on a game's last record
  std::uint8_t search_depth = 0;    // plies of the search behind `search`
  std::uint8_t padding[6] = {};
};
static_assert(sizeof(TrainingRecord) == 32);

// Every record of the file at `path`, whole games only (a torn last game is left out).
Result<std::vector<TrainingRecord>> read_training_file(const std::string& path);

// Makes `path` end after its last whole game (cutting a game an interruption tore) and returns
// the number of the game to play next: one past the last whole game's, or 0 for a new file.
Result<std::uint32_t> prepare_for_append(const std::string& path);

// Appends one game's records (the last one marked kLastOfGame) and flushes them to disk.
Result<Done> append_game(const std::string& path, const std::vector<TrainingRecord>& game);

}  // namespace arcade::reversi
