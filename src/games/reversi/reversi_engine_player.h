// The engine's computer players: iterative-deepening search within a time, depth or node budget,
// and an exact solve once the end is within reach.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <stop_token>

#include "core/player.h"
#include "games/reversi/reversi.h"

namespace arcade {

// What sets one engine player apart from another on the ladder.
struct ReversiEngineLevel {
  int max_depth = 60;                // midgame plies at most (a config depth overrides it)
  int default_time_ms = 1000;        // per move, when the config sets no budget at all
  std::optional<int> solve_empties;  // solve exactly from this many empties (default: by time)
  int noise = 4;                     // largest evaluation noise, hundredths of a disc
};

// The strongest player: no depth limit, solves as early as its time allows.
ReversiEngineLevel strong_reversi_level();

// A middle level: three plies deep, solves only the last ten squares, with enough noise to vary.
ReversiEngineLevel lookahead_reversi_level();

// The level below strong: six plies deep, solves the last fourteen squares.
ReversiEngineLevel expert_reversi_level();

// An engine player of `level`. Config: time_ms per move, depth (plies), nodes (a deterministic
// budget: with nodes or depth but no time, the player has no clock), seed (its noise).
// Decisions carry the proven result and exact score when the solver finished.
std::unique_ptr<Player> make_reversi_engine_player(const ReversiEngineLevel& level,
                                                   const PlayerConfig& config);

// The exact solution of a position: its best move and the final disc difference for the side to
// move under perfect play (empty squares to the winner).
struct ReversiSolution {
  Move move = Reversi::kPass;
  int score = 0;
  std::uint64_t nodes = 0;  // positions the search visited, for speed figures
};

// Solves `position` (not over) to the end; nothing if `stop` was requested first.
std::optional<ReversiSolution> solve_reversi(const Reversi& position, std::stop_token stop = {});

}  // namespace arcade
