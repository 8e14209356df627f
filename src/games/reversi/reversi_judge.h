// Reversi's "who is winning" for the replay: the engine's disc-difference estimate, and the exact
// result near the end.
#pragma once

#include <optional>
#include <stop_token>

#include "games/game_info.h"

namespace arcade {

// Squares left empty at which the judgement solves the position exactly instead of estimating.
inline constexpr int kReversiJudgeSolveEmpties = 14;

// Judges a Reversi position that is not over: with kReversiJudgeSolveEmpties empty squares or
// fewer, the exact result (the solver within a node budget); otherwise, or when the budget runs
// out, the engine's estimate of the final disc difference from a short search. Nothing when
// `stop` came first.
std::optional<Judgement> judge_reversi(const AnyState& position, std::stop_token stop);

}  // namespace arcade
