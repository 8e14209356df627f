// Pieces shared by the games' catalog entries: typed perft and position parsing behind AnyState.
#pragma once

#include "ai/perft.h"
#include "games/game_info.h"

namespace arcade {

// perft for positions of game type S held in an AnyState.
template <GameRules S>
std::uint64_t perft_of(const AnyState& position, int depth) {
  return perft(*position.get_if<S>(), depth);
}

// Lifts a Result<S> into a Result<AnyState>.
template <GameRules S>
Result<AnyState> as_any(Result<S> state) {
  if (!state) return Error{state.error()};
  return AnyState(std::move(state).value());
}

}  // namespace arcade
