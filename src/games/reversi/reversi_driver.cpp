// Iterative deepening and aspirated exact solves over the engine.
#include "games/reversi/reversi_driver.h"

#include <algorithm>
#include <cmath>

namespace arcade::reversi {

using Clock = std::chrono::steady_clock;

Deepening deepen(const Engine& engine, Bitboard own, Bitboard other, int max_depth,
                 SearchContext& context, std::optional<std::chrono::milliseconds> time) {
  const auto start = Clock::now();
  const int empties = count_bits(~(own | other));
  Deepening reached;
  for (int depth = 1; depth <= max_depth; ++depth) {
    const RootAnswer answer =
        engine.search_root(own, other, depth, -kFullWindow, kFullWindow, reached.move, context);
    if (answer.found) reached.move = answer.move;
    if (!answer.complete) break;
    reached.score = answer.score;
    reached.depth = depth;
    if (depth >= empties) {
      reached.exact = true;
      break;
    }
    // Each ply costs a few times the one before: past 40% of the time, the next will not fit.
    if (time && Clock::now() - start > *time * 2 / 5) break;
  }
  return reached;
}

RootAnswer solve_around(const Engine& engine, Bitboard own, Bitboard other, int guess,
                        int first_move, SearchContext& context) {
  // Scores are even, so (s − 1, s + 1) pins down s.
  guess = std::clamp(guess, -64, 64);
  int alpha = std::max(-64, guess - 1);
  int beta = std::min(64, guess + 1);
  int widening = 2;
  while (true) {
    RootAnswer answer = engine.solve_root(own, other, alpha, beta, first_move, context);
    if (!answer.complete) return answer;
    if (answer.score <= alpha && alpha > -64) {  // at most answer.score
      beta = std::min(64, answer.score + 1);
      alpha = std::max(-64, answer.score - widening);
    } else if (answer.score >= beta && beta < 64) {  // at least answer.score
      alpha = std::max(-64, answer.score - 1);
      beta = std::min(64, answer.score + widening);
      first_move = answer.move;
    } else {
      return answer;
    }
    widening *= 2;
  }
}

int disc_guess(int score) {
  return 2 * static_cast<int>(std::lround(score / (2.0 * kScorePerDisc)));
}

}  // namespace arcade::reversi
