// The computer opponents of Tic-tac-toe.
#include "games/tictactoe/tictactoe_players.h"

#include "ai/negamax_player.h"

namespace arcade {
namespace {

using Mark = TicTacToe::Mark;

// The empty cells that would complete a line of `mark`, each counted once, as a bit set; and one
// of them.
struct Threats {
  int cells = 0;  // bit i set: cell i completes a line
  int count = 0;
  int any = -1;
};

Threats threats_of(const TicTacToe& position, Mark mark) {
  Threats threats;
  for (const auto& line : kTicTacToeLines) {
    int marks = 0;
    int empty = -1;
    for (const int cell : line) {
      if (position.at(cell) == mark) ++marks;
      if (position.at(cell) == Mark::empty) empty = cell;
    }
    if (marks == 2 && empty >= 0 && !(threats.cells & (1 << empty))) {
      threats.cells |= 1 << empty;
      ++threats.count;
      threats.any = empty;
    }
  }
  return threats;
}

}  // namespace

int tictactoe_open_lines(const TicTacToe& position) {
  const Mark mine = TicTacToe::mark_of(position.to_move());
  int score = 0;
  for (const auto& line : kTicTacToeLines) {
    bool has_mine = false;
    bool has_theirs = false;
    for (const int cell : line) {
      const auto mark = position.at(cell);
      if (mark == mine) has_mine = true;
      if (mark != mine && mark != Mark::empty) has_theirs = true;
    }
    if (!has_theirs) ++score;
    if (!has_mine) --score;
  }
  return score;
}

int tictactoe_forcing_evaluation(const TicTacToe& position) {
  if (threats_of(position, TicTacToe::mark_of(position.to_move())).count > 0)
    return kTicTacToeForced;
  const Threats theirs = threats_of(position, TicTacToe::mark_of(opponent(position.to_move())));
  if (theirs.count >= 2) return -kTicTacToeForced;
  if (theirs.count == 0) return tictactoe_open_lines(position);
  TicTacToe blocked = position;
  blocked.apply(theirs.any);
  if (blocked.outcome() != Outcome::ongoing) return 0;  // the block filled the board: a draw
  return -tictactoe_forcing_evaluation(blocked);
}

std::unique_ptr<Player> make_tictactoe_minimax(int depth, const PlayerConfig& config) {
  auto evaluate = [](const TicTacToe& position) { return tictactoe_open_lines(position); };
  return std::make_unique<NegamaxPlayer<TicTacToe, decltype(evaluate)>>(evaluate, depth, config);
}

std::unique_ptr<Player> make_tictactoe_forcing_minimax(int depth, const PlayerConfig& config) {
  auto evaluate = [](const TicTacToe& position) { return tictactoe_forcing_evaluation(position); };
  return std::make_unique<NegamaxPlayer<TicTacToe, decltype(evaluate)>>(evaluate, depth, config);
}

}  // namespace arcade
