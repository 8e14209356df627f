// The computer opponents of Tic-tac-toe: design 001's minimax levels on the open-lines evaluation,
// the same search with forced replies played out at its horizon, and a perfect player.
#pragma once

#include <memory>

#include "core/player.h"
#include "games/tictactoe/tictactoe.h"

namespace arcade {

// Lines still winnable by the side to move minus lines still winnable by the other side
// (a line is winnable by a side while the other side has no mark on it): design 001's e_fun.
int tictactoe_open_lines(const TicTacToe& position);

// The open-lines evaluation with the forced replies at the search's horizon played out: a side to
// move that can complete a line has won; one facing two such lines has lost; one facing a single
// such line must block it, so the block is played and the position after it is scored instead.
// Decided positions score ±kTicTacToeForced, far beyond any open-lines count.
int tictactoe_forcing_evaluation(const TicTacToe& position);
inline constexpr int kTicTacToeForced = 100;

// Minimax to `depth` plies with the open-lines evaluation, a win worth ±infinity, random among
// equal moves. Depth 9 searches every game to its end: it never loses, prefers faster wins and
// slower losses, and reports the proven result.
std::unique_ptr<Player> make_tictactoe_minimax(int depth, const PlayerConfig& config);

// Minimax to `depth` plies with tictactoe_forcing_evaluation at the leaves, random among equal
// moves.
std::unique_ptr<Player> make_tictactoe_forcing_minimax(int depth, const PlayerConfig& config);

}  // namespace arcade
