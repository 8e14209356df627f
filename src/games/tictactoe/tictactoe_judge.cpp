// Tic-tac-toe's judgement: alpha-beta to the end of the game.
#include "games/tictactoe/tictactoe_judge.h"

#include "ai/budget.h"
#include "ai/negamax.h"
#include "games/tictactoe/tictactoe.h"

namespace arcade {

std::optional<Judgement> judge_tictactoe(const AnyState& position, std::stop_token stop) {
  const TicTacToe& board = *position.get_if<TicTacToe>();
  SearchBudget budget(std::move(stop), std::nullopt, std::nullopt);
  auto no_guess = [](const TicTacToe&) { return 0; };
  Negamax<TicTacToe, decltype(no_guess)> search(no_guess, budget);
  // Nine plies reach the end of every game, so the score is the proven result.
  const RootScores scores = search.search_root(board, 9);
  if (!scores.complete) return std::nullopt;
  const Side mover = board.to_move();
  if (scores.score == 0) return exact_judgement(std::nullopt);
  return exact_judgement(scores.score > 0 ? mover : opponent(mover));
}

}  // namespace arcade
