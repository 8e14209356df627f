// The computer opponents of Connect Four: a careful player that looks one move ahead, the engine
// at a fixed depth or deepening by the clock, and the perfect solver.
#pragma once

#include <memory>

#include "core/player.h"
#include "games/connect4/connect4.h"

namespace arcade {

// The column `position`'s side to move wins in at once, else the column that blocks the
// opponent's immediate win (one of them, if there are several), else nothing.
std::optional<Move> connect4_win_or_block(const ConnectFour& position);

// Takes a win, else blocks an immediate loss, else plays any column at random.
std::unique_ptr<Player> make_connect4_careful(const PlayerConfig& config);

// The engine searching `depth` plies (or the config's depth) with the threats-and-open-lines
// evaluation and up to `noise` seeded points on each evaluation, so games vary. It stops earlier
// on the config's time or nodes, or a stop request.
std::unique_ptr<Player> make_connect4_lookahead(int depth, int noise, const PlayerConfig& config);

// The engine deepening to the end of the game with its full transposition table for the config's
// time (1 s a move when neither time nor nodes are given), or its nodes or depth; it proves the
// result when it sees to the end. On the empty board it plays the centre, the winning first move.
std::unique_ptr<Player> make_connect4_strong(const PlayerConfig& config);

// The solver: plays a move with the best exact score (the centre-most of equals), keeping its
// table from move to move. It solves with half the config's time or nodes (1 s a move when
// neither is given) and, when the solve does not finish, lets the strong engine choose with the
// rest.
std::unique_ptr<Player> make_connect4_perfect(const PlayerConfig& config);

}  // namespace arcade
