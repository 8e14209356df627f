// Connect Four's "who is winning" for the replay: the exact result where the solver is quick (late
// in the game), else the engine's estimate.
#pragma once

#include <optional>
#include <stop_token>

#include "games/game_info.h"

namespace arcade {

// Judges a Connect Four position that is not over: solved exactly within a node budget, else the
// engine's score at a fixed node budget as an estimate; nothing when `stop` came first. Each call
// takes a small fraction of a second.
std::optional<Judgement> judge_connect4(const AnyState& position, std::stop_token stop);

}  // namespace arcade
