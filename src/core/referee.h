// Plays a whole game between two computer players, checking every move they propose.
#pragma once

#include <optional>
#include <stop_token>
#include <vector>

#include "core/any_state.h"
#include "core/player.h"

namespace arcade {

// How a refereed game went.
struct GameRecord {
  AnyState final_position;
  std::vector<Move> moves;
  Outcome outcome = Outcome::ongoing;
  // Set when a player proposed an illegal move: that side forfeits (the move is not applied).
  std::optional<Side> forfeited_by;
  bool stopped = false;  // stop was requested before the game ended
};

// Plays from `start` until the game ends, asking `first` for the first side's moves and `second`
// for the other side's. A move that is not legal is never applied: its side loses by forfeit.
GameRecord referee_game(AnyState start, Player& first, Player& second, std::stop_token stop = {});

}  // namespace arcade
