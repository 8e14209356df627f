// The computer opponents of Tic-tac-toe: shallow minimax levels and a perfect player.
#pragma once

#include <memory>

#include "core/player.h"
#include "games/tictactoe/tictactoe.h"

namespace arcade {

// Lines still winnable by the side to move minus lines still winnable by the other side
// (a line is winnable by a side while the other side has no mark on it).
int tictactoe_open_lines(const TicTacToe& position);

// Minimax to `depth` plies with the open-lines evaluation, a win worth ±infinity, random among
// equal moves. Depth 9 searches every game to its end: it never loses, prefers faster wins and
// slower losses, and reports the proven result.
std::unique_ptr<Player> make_tictactoe_minimax(int depth, const PlayerConfig& config);

}  // namespace arcade
