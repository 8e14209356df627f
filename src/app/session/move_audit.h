// A record of what game controllers did, for the monkey test and the stress tests: games started
// and finished, moves applied, and every move that was not legal where it was applied.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "core/any_state.h"

namespace arcade::app {

// Filled in by GameController at the point where moves are applied (main thread only). A move
// that was not legal in the position it was applied to is an invariant broken: it is kept in
// `violations` rather than thrown, so a long run can report it and carry on to its summary.
struct MoveAudit {
  std::map<std::string, std::uint64_t> games_started;   // by game id
  std::map<std::string, std::uint64_t> games_finished;  // a move ended the game, by game id
  std::uint64_t moves_applied = 0;
  std::uint64_t computer_moves = 0;
  std::vector<std::string> violations;  // one line each

  // A new game of `game_id` began (a first game, restart, play again).
  void game_started(std::string_view game_id) { ++games_started[std::string(game_id)]; }

  // `move` is about to be applied to `before`: counts it, and records a violation unless it is
  // legal there.
  void move_applied(const AnyState& before, Move move, bool by_computer) {
    ++moves_applied;
    if (by_computer) ++computer_moves;
    if (before.is_over() || !before.is_legal(move)) {
      violations.push_back(std::string(before.game_id()) + ": an illegal move " +
                           std::to_string(move) + " was applied " +
                           (by_computer ? "for a computer" : "for a person") + " in position\n" +
                           before.position_text());
    }
  }

  // `after` is the position a move led to: counts a finished game.
  void position_reached(const AnyState& after) {
    if (after.is_over()) ++games_finished[std::string(after.game_id())];
  }

  std::uint64_t total(const std::map<std::string, std::uint64_t>& counts) const {
    std::uint64_t sum = 0;
    for (const auto& [game, count] : counts) sum += count;
    return sum;
  }
};

}  // namespace arcade::app
