// The classic computer opponents of Reversi: two square tables and Monte Carlo tree search.
#pragma once

#include <array>
#include <memory>

#include "core/player.h"
#include "core/rng.h"
#include "games/reversi/reversi.h"

namespace arcade {

// Roxanne's square priorities, 1 (corners, best) to 9 (the X-squares next to corners, worst),
// indexed by square (a1 = 0).
extern const std::array<int, 64> kRoxannePriority;

// A Roxanne move: a random legal move among those of the best priority (or the pass).
Move roxanne_move(const Reversi& position, Rng& rng);

// Plays by Roxanne's table.
std::unique_ptr<Player> make_reversi_roxanne_player(const PlayerConfig& config);

// Keeps the opponent short of moves: plays the move after which the opponent has the fewest
// replies, ties broken by a classic square-weight table (corners high, squares next to them low).
std::unique_ptr<Player> make_reversi_mobility_player(const PlayerConfig& config);

// UCT with exploration √2 and playouts guided by Roxanne's table; 1 s per move by default, or the
// config's time or iteration budget.
std::unique_ptr<Player> make_reversi_mcts_player(const PlayerConfig& config);

}  // namespace arcade
