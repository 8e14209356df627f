// Games between two evaluations on the same search.
#include "games/reversi/reversi_evaluation_match.h"

#include <array>

#include "core/rng.h"
#include "games/reversi/reversi.h"
#include "games/reversi/reversi_thinker.h"

namespace arcade::reversi {
namespace {

Reversi random_opening(Rng& rng, int plies) {
  while (true) {
    Reversi position;
    for (int ply = 0; ply < plies && position.outcome() == Outcome::ongoing; ++ply) {
      const MoveList moves = position.legal_moves();
      position.apply(moves[static_cast<std::size_t>(rng.below(moves.size()))]);
    }
    if (position.outcome() == Outcome::ongoing) return position;
  }
}

// The final disc difference for black of the game from `start`.
int play_game(Reversi position, const Evaluator& black, const Evaluator& white,
              const ThinkLimits& black_limits, const ThinkLimits& white_limits) {
  Thinker black_thinker(black);
  Thinker white_thinker(white);
  while (position.outcome() == Outcome::ongoing) {
    const bool black_moves = position.to_move() == Side::first;
    Thinker& thinker = black_moves ? black_thinker : white_thinker;
    position.apply(thinker.think(position, black_moves ? black_limits : white_limits).move);
  }
  const int margin = position.count(Side::first) - position.count(Side::second);
  const int empties = count_bits(position.empty_squares());
  return margin > 0 ? margin + empties : margin < 0 ? margin - empties : 0;
}

}  // namespace

EvaluationMatchResult play_evaluation_match(const Evaluator& first, const Evaluator& second,
                                            const EvaluationMatchSettings& settings) {
  Rng rng(settings.seed);
  ThinkLimits first_limits;
  first_limits.nodes = settings.nodes;
  first_limits.time = settings.time;
  ThinkLimits second_limits = first_limits;
  first_limits.selective = settings.first_selective;
  second_limits.selective = settings.second_selective;
  EvaluationMatchResult result;
  for (int pair = 0; pair < settings.pairs; ++pair) {
    const Reversi opening = random_opening(rng, settings.opening_plies);
    for (const bool first_is_black : {true, false}) {
      const int black_margin = first_is_black
                                   ? play_game(opening, first, second, first_limits, second_limits)
                                   : play_game(opening, second, first, second_limits, first_limits);
      const int margin = first_is_black ? black_margin : -black_margin;
      result.disc_balance += margin;
      if (margin > 0) ++result.wins;
      if (margin < 0) ++result.losses;
      if (margin == 0) ++result.draws;
    }
  }
  return result;
}

}  // namespace arcade::reversi
