// Games between two evaluations (or two search settings) on the same search: paired random openings
// with colours swapped, the same budget a move for both. How the trainer and the tests tell whether
// a set of weights plays better than another.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>

#include "games/reversi/reversi_eval.h"

namespace arcade::reversi {

struct EvaluationMatchSettings {
  int pairs = 10;          // each opening is played twice, colours swapped
  int opening_plies = 8;   // random moves from the start before the engines take over
  std::uint64_t seed = 1;  // picks the openings
  // The budget of every move: nodes make the match repeat exactly; a time does not.
  std::optional<std::uint64_t> nodes;
  std::optional<std::chrono::milliseconds> time;
  // Multi-ProbCut for each side (see ThinkLimits::selective).
  bool first_selective = true;
  bool second_selective = true;
};

// How the first evaluation fared.
struct EvaluationMatchResult {
  int wins = 0;
  int losses = 0;
  int draws = 0;
  int disc_balance = 0;  // the sum of its final disc differences
};

// Plays the match; each side thinks with its own tables, fresh for every game.
EvaluationMatchResult play_evaluation_match(const Evaluator& first, const Evaluator& second,
                                            const EvaluationMatchSettings& settings);

}  // namespace arcade::reversi
