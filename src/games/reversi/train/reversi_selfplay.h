// Self-play games for the trainer: a random opening, then the engine's searches, then the exact
// solver, every position recorded with the values found for it.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "games/reversi/reversi_eval.h"
#include "games/reversi/train/reversi_training_data.h"

namespace arcade::reversi {

// How the games are played. Everything follows from the seed and the game number, so a game can
// be played again exactly (depth-limited searches, no clock).
struct SelfPlaySettings {
  std::uint64_t seed = 1;
  int random_plies_min = 4;   // the opening: this many random moves at least...
  int random_plies_max = 22;  // ...and at most
  int depth = 6;              // plies of the midgame search that picks each later move
  int exact_empties = 20;     // from this many empty squares on, the solver plays perfectly
  // The evaluation for one game, made from that game's own seed (so its noise varies the games).
  std::function<Evaluator(std::uint64_t game_seed)> evaluator;
};

// Plays game number `game` and returns its positions in order, each side to move's view, the
// last one flagged; positions where the side to move can only pass are left out. With a midgame
// search score on positions the search played and the exact score on those the solver played;
// `result` is the game's final disc difference from each position's side to move.
std::vector<TrainingRecord> play_training_game(const SelfPlaySettings& settings,
                                               std::uint32_t game);

}  // namespace arcade::reversi
