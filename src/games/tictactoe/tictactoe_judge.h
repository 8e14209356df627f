// Tic-tac-toe's "who is winning" for the replay: the exact result under perfect play.
#pragma once

#include <optional>
#include <stop_token>

#include "games/game_info.h"

namespace arcade {

// The exact result of a Tic-tac-toe position that is not over, searched to the end (a few
// thousand nodes at most); nothing when `stop` came first.
std::optional<Judgement> judge_tictactoe(const AnyState& position, std::stop_token stop);

}  // namespace arcade
