// The classic computer opponents of Reversi: square tables (the project's and design 003's) and
// Monte Carlo tree search.
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

// The same search given three times the thinking time (3 s a move by default and at the app's
// pace of 1 s: design 003's budget); an iteration budget alone (tests) replaces the clock.
std::unique_ptr<Player> make_reversi_mcts_3s_player(const PlayerConfig& config);

// Design 003's Roxanne: five groups of squares, best first — corners; the ring around the centre
// (c3-f3, c3-c6, ...); the other edge squares; the second ring (b3-b6, c2-f2, ...); the C- and
// X-squares next to the corners — indexed by square (a1 = 0), 9 for the centre, which is never
// empty.
extern const std::array<int, 64> kDesignRoxanneGroup;

// Design 003's "Mobility" table: a second weight per square, 1 (corners, best) to 10, indexed
// by square.
extern const std::array<int, 64> kDesignMobilityWeight;

// A legal move of the lowest `table` value, chosen at random among the equally low (the design's
// rand()%2 per tie favours later squares; equal chances are what it says it wants), or the pass.
Move reversi_table_move(const Reversi& position, const std::array<int, 64>& table, Rng& rng);

// Plays by design 003's Roxanne groups, at random within the best group.
std::unique_ptr<Player> make_reversi_design_roxanne_player(const PlayerConfig& config);

// Plays by design 003's Mobility table: the lowest weight, at random among equals.
std::unique_ptr<Player> make_reversi_design_mobility_player(const PlayerConfig& config);

}  // namespace arcade
