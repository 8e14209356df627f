// Self-play for training the Gomoku evaluation and move ordering: seeded games of the engine at a
// fixed node count, each position's features with the game's outcome for the side to move, and
// the engine's move choices.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/result.h"
#include "games/gomoku/gomoku_board.h"
#include "games/gomoku/gomoku_combination.h"
#include "games/gomoku/gomoku_eval.h"
#include "games/gomoku/train/gomoku_move_records.h"

namespace arcade::gomoku {

// How many empty points have one combination of line patterns (gomoku_combination) for one side:
// `index` is the combination's number for the side to move, that plus kCombinationCount for the
// opponent.
struct CombinationCount {
  std::uint16_t index = 0;
  std::uint16_t count = 0;
  bool operator==(const CombinationCount&) const = default;
};
inline constexpr int kCombinationFeatureCount = 2 * kCombinationCount;

// How many empty points of a position have one combination of fine line patterns: `index` is
// the combination's canonical fine code (see gomoku_fine_patterns.h) times 2, plus 1 for the
// opponent's points.
struct FineCount {
  std::uint32_t index = 0;
  std::uint16_t count = 0;
  bool operator==(const FineCount&) const = default;
};
inline constexpr int kFineFeatureCount = 2 * kFineCodeCount;

// One training position: the evaluation's features (side to move first, see kFeatureCount) and
// the game's outcome from the side to move's view (1 won, 0.5 drawn, 0 lost), and the number of
// the game it comes from (fits hold out whole games). `combinations` counts the empty points by
// combination, each present one once, by index, and `fine` by fine combination (each empty in
// files written before they were recorded); `stones` is how many stones the board holds (−1 in
// files written before it was recorded); `oracle` is an oracle's rating of the position for the
// side to move (see gomoku_oracle_labels.h), where one was imported; `threat_state` is the
// position's threat state for the side to move (see gomoku_threat_state.h; −1 in files written
// before it was recorded).
struct TrainingRecord {
  std::array<int, kFeatureCount> features{};
  double outcome = 0.5;
  std::uint32_t game = 0;
  std::vector<CombinationCount> combinations;
  std::vector<FineCount> fine;
  int stones = -1;
  std::optional<int> oracle;
  int threat_state = -1;
};

// The features of `board` with `to_move` to play, counted from scratch over the empty points.
// Σ round(8 · weight) · feature over own and their features, each side divided by 8, is the
// evaluation of a board built with those weights.
std::array<int, kFeatureCount> position_features(const GomokuBoard& board, Color to_move);

// The combination counts of `board` with `to_move` to play, counted from scratch over the empty
// points, by index. Σ round(8 · value) · count over both sides, each divided by 8 and the
// opponent's subtracted, is the evaluation of a board whose weights value every combination.
std::vector<CombinationCount> position_combinations(const GomokuBoard& board, Color to_move);

// The fine combination counts of `board` with `to_move` to play, counted from scratch over the
// empty points, by index: the features of the fine values, as position_combinations's are of
// the combinations'.
std::vector<FineCount> position_fine_combinations(const GomokuBoard& board, Color to_move);

// How the training games are played.
struct SelfPlaySettings {
  int size = 15;
  bool exact_five = false;
  std::uint64_t nodes = 5000;  // per move
  int opening_stones = 3;      // random stones first, in the centre 7×7
  std::uint64_t seed = 1;      // with the game number, fixes the opening and the engine's noise
  const PointValueTable* values = nullptr;  // the evaluation to play with (null: the engine's)
};

// What one self-play game gives: its positions after the opening, up to but not including the
// winning move, but those where the side to move could complete a five (the search never
// evaluates them); and the engine's choices in the positions where it ordered candidates (see
// move_choice).
struct TrainingGame {
  std::vector<TrainingRecord> positions;
  std::vector<MoveChoice> choices;
};

// Plays game number `game`. The same settings and number give the same game.
TrainingGame play_training_game(const SelfPlaySettings& settings, std::uint32_t game);

// Appends records as text lines (game, outcome, the features, then "index:count" for each
// combination, "fINDEX:COUNT" for each fine one and "sSTONES") to `path`, or reads them all back.
Result<Done> append_records(const std::string& path, const std::vector<TrainingRecord>& records);
Result<std::vector<TrainingRecord>> read_records(const std::string& path);

}  // namespace arcade::gomoku
