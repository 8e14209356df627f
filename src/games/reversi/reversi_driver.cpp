// Iterative deepening and aspirated exact solves over the engine.
#include "games/reversi/reversi_driver.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace arcade::reversi {

using Clock = std::chrono::steady_clock;

namespace {

// The aspiration window's first half-width, in hundredths of a disc; it doubles on each miss.
constexpr int kAspirationWindow = 100;
// From this depth on, a search starts with a window around the last depth's score.
constexpr int kAspirationMinDepth = 3;

// One depth of iterative deepening: a narrow window around the previous score, widened on the
// side the score fell out of until the score lands inside, or opened fully once it has fallen
// out of both sides. If the budget runs out first, the answer is incomplete, and `found` only if
// its move is proven better than the window's floor.
RootAnswer search_depth(const Engine& engine, Bitboard own, Bitboard other, int depth,
                        const Deepening& previous, SearchContext& context) {
  int alpha = -kFullWindow;
  int beta = kFullWindow;
  if (depth >= kAspirationMinDepth && previous.depth > 0) {
    alpha = std::max(-kFullWindow, previous.score - kAspirationWindow);
    beta = std::min(kFullWindow, previous.score + kAspirationWindow);
  }
  int first_move = previous.move;
  int widening = 2 * kAspirationWindow;
  std::optional<int> failed_high;  // a move proven better than the previous score
  bool missed_low = false;
  bool missed_high = false;
  while (true) {
    RootAnswer answer = engine.search_root(own, other, depth, alpha, beta, first_move, context);
    if (!answer.complete) {
      answer.found = answer.found && answer.score > alpha;
      if (!answer.found && failed_high) {
        answer.move = *failed_high;
        answer.found = true;
      }
      return answer;
    }
    if (answer.score <= alpha && alpha > -kFullWindow) {
      missed_low = true;
      beta = std::min(kFullWindow, answer.score + 1);
      alpha = std::max(-kFullWindow, answer.score - widening);
    } else if (answer.score >= beta && beta < kFullWindow) {
      missed_high = true;
      alpha = std::max(-kFullWindow, answer.score - 1);
      beta = std::min(kFullWindow, answer.score + widening);
      first_move = answer.move;
      failed_high = answer.move;
    } else {
      return answer;
    }
    // Missing on both sides means the bounds disagree: the transposition table and the
    // selective cuts mix results of different windows. Narrow windows could then chase each
    // other forever; the full window always ends.
    if (missed_low && missed_high) {
      alpha = -kFullWindow;
      beta = kFullWindow;
    }
    widening = std::min(2 * widening, 2 * kFullWindow);
  }
}

// The exact solves with a probable pass first (solve_with_presearch): from this many empty
// squares up, where a solve takes millions of nodes and the pass pays for itself.
constexpr int kPresearchMinEmpties = 18;
// Its margin, in hundredths of a disc: ten discs took fewer nodes than eight on FFO #40-#44 and
// than twelve on #40-#49; two passes, four discs then eight, took more (README).
constexpr int kPresearchMargin = 1000;

}  // namespace

Deepening deepen(const Engine& engine, Bitboard own, Bitboard other, int max_depth,
                 SearchContext& context, std::optional<std::chrono::milliseconds> time) {
  const auto start = Clock::now();
  const int empties = count_bits(~(own | other));
  Deepening reached;
  for (int depth = 1; depth <= max_depth; ++depth) {
    const RootAnswer answer = search_depth(engine, own, other, depth, reached, context);
    if (answer.found) reached.move = answer.move;
    if (!answer.complete) break;
    reached.score = answer.score;
    reached.depth = depth;
    if (depth >= empties) {
      reached.exact = true;
      break;
    }
    if (time && Clock::now() - start > *time) break;
  }
  return reached;
}

RootAnswer solve_around(const Engine& engine, Bitboard own, Bitboard other, int guess,
                        int first_move, SearchContext& context) {
  // Scores are even, so (s − 1, s + 1) pins down s.
  guess = std::clamp(guess, -64, 64);
  int alpha = std::max(-64, guess - 1);
  int beta = std::min(64, guess + 1);
  // A fail-soft bound is most often the exact score, so the first retry asks only whether it
  // is; the window widens only when that fails too.
  int widening = 0;
  bool missed_low = false;
  bool missed_high = false;
  while (true) {
    RootAnswer answer = engine.solve_root(own, other, alpha, beta, first_move, context);
    if (!answer.complete) return answer;
    // Scores are even, so each retry's window has odd edges: the answer's bound and the scores
    // up to `widening` discs beyond it lie inside. An even edge would hold a score the window
    // cannot prove, and landing on it would cost one more solve.
    if (answer.score <= alpha && alpha > -64) {  // at most answer.score
      missed_low = true;
      beta = std::min(64, answer.score + 1);
      alpha = std::max(-64, answer.score - widening - 1);
    } else if (answer.score >= beta && beta < 64) {  // at least answer.score
      missed_high = true;
      alpha = std::max(-64, answer.score - 1);
      beta = std::min(64, answer.score + widening + 1);
      first_move = answer.move;
    } else {
      return answer;
    }
    // Bounds that disagree (probable cuts in the table) could keep narrow windows chasing
    // each other; the full window always ends.
    if (missed_low && missed_high) {
      alpha = -64;
      beta = 64;
    }
    widening = std::min(std::max(2, 2 * widening), 128);
  }
}

RootAnswer solve_with_presearch(const Engine& engine, Bitboard own, Bitboard other, int guess,
                                int first_move, SearchContext& context) {
  if (count_bits(~(own | other)) >= kPresearchMinEmpties) {
    context.probable_margin = kPresearchMargin;
    RootAnswer probable = solve_around(engine, own, other, guess, first_move, context);
    context.probable_margin = 0;
    if (!probable.complete) {
      probable.found = false;  // a probable move is not proven better than anything
      return probable;
    }
    guess = probable.score;
    first_move = probable.move;
    // The probable entries grow old: the exact pass's own results displace them.
    context.endgame_table.next_generation();
  }
  return solve_around(engine, own, other, guess, first_move, context);
}

int disc_guess(int score) {
  return 2 * static_cast<int>(std::lround(score / (2.0 * kScorePerDisc)));
}

}  // namespace arcade::reversi
