// The computer opponents of Tic-tac-toe.
#include "games/tictactoe/tictactoe_players.h"

#include "ai/negamax_player.h"

namespace arcade {

int tictactoe_open_lines(const TicTacToe& position) {
  const auto mine = position.to_move() == Side::first ? TicTacToe::Mark::x : TicTacToe::Mark::o;
  int score = 0;
  for (const auto& line : kTicTacToeLines) {
    bool has_mine = false;
    bool has_theirs = false;
    for (const int cell : line) {
      const auto mark = position.at(cell);
      if (mark == mine) has_mine = true;
      if (mark != mine && mark != TicTacToe::Mark::empty) has_theirs = true;
    }
    if (!has_theirs) ++score;
    if (!has_mine) --score;
  }
  return score;
}

std::unique_ptr<Player> make_tictactoe_minimax(int depth, const PlayerConfig& config) {
  auto evaluate = [](const TicTacToe& position) { return tictactoe_open_lines(position); };
  return std::make_unique<NegamaxPlayer<TicTacToe, decltype(evaluate)>>(evaluate, depth, config);
}

}  // namespace arcade
