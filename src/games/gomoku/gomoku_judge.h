// Gomoku's "who is winning" for the replay: the engine's threat evaluation.
#pragma once

#include <optional>
#include <stop_token>

#include "games/game_info.h"

namespace arcade {

// Judges a Gomoku position that is not over with the engine at a small node budget: exact when
// its threat search proves a win or loss (a five, an unstoppable four, a VCF), else its score as
// an estimate. Nothing when `stop` came first.
std::optional<Judgement> judge_gomoku(const AnyState& position, std::stop_token stop);

}  // namespace arcade
