// Nim's "who is winning" for the replay: the exact result by the nim-sum theory.
#pragma once

#include <optional>
#include <stop_token>

#include "games/game_info.h"

namespace arcade {

// The exact result of a Nim position that is not over (Nim has no draws): the side to move wins
// when it has a winning move. Instant, for any heaps.
std::optional<Judgement> judge_nim(const AnyState& position, std::stop_token stop);

}  // namespace arcade
