// Nim's judgement: whoever has a winning move by the nim-sum wins.
#include "games/nim/nim_judge.h"

#include "games/nim/nim.h"
#include "games/nim/nim_players.h"

namespace arcade {

std::optional<Judgement> judge_nim(const AnyState& position, std::stop_token) {
  const Nim& heaps = *position.get_if<Nim>();
  const Side mover = heaps.to_move();
  return exact_judgement(nim_winning_move(heaps) ? mover : opponent(mover));
}

}  // namespace arcade
