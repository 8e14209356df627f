// The one interface through which a game talks to every player, and how a player is configured.
#pragma once

#include <cstdint>
#include <optional>
#include <stop_token>
#include <string>

#include "core/any_state.h"

namespace arcade {

// Budgets and seed for a computer player. Unset budgets take the player's own defaults; a player
// ignores budgets that mean nothing to it (a table player has no depth).
struct PlayerConfig {
  std::uint64_t seed = 1;
  std::optional<int> time_ms;          // wall-clock budget per move
  std::optional<int> iterations;       // MCTS iterations per move (deterministic tests)
  std::optional<int> depth;            // search depth limit in plies
  std::optional<std::uint64_t> nodes;  // node budget per move (deterministic tests)
};

// What a player decided, and what its search proved, if anything.
struct Decision {
  Move move = 0;
  std::optional<ProvenResult> result;  // set only when the search proved it
  std::optional<int> exact_score;      // final margin under perfect play, where a solver knows it
  std::string info;                    // free text for logs (depth reached, nodes, ...)
};

// A computer player. It reads a copy of the position and proposes a move; the caller checks
// that the move is legal and applies it, so a player can never change the game by itself.
// One player object is used by one thread at a time.
class Player {
 public:
  virtual ~Player() = default;

  // Chooses a move for the side to move in `position`, which is not over. Returns promptly once
  // `stop` is requested; the move is then still legal but may be weaker (callers that cancelled
  // drop it anyway).
  virtual Decision choose(const AnyState& position, std::stop_token stop) = 0;
};

}  // namespace arcade
