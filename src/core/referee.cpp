// Plays a whole game between two computer players, checking every move they propose.
#include "core/referee.h"

namespace arcade {

GameRecord referee_game(AnyState start, Player& first, Player& second, std::stop_token stop) {
  GameRecord record{.final_position = std::move(start)};
  AnyState& position = record.final_position;
  while (!position.is_over()) {
    if (stop.stop_requested()) {
      record.stopped = true;
      return record;
    }
    const Side mover = position.to_move();
    Player& player = mover == Side::first ? first : second;
    const Decision decision = player.choose(position, stop);
    if (stop.stop_requested()) {
      record.stopped = true;
      return record;
    }
    if (!position.try_apply(decision.move)) {
      record.forfeited_by = mover;
      record.outcome = win_for(opponent(mover));
      return record;
    }
    record.moves.push_back(decision.move);
  }
  record.outcome = position.outcome();
  return record;
}

}  // namespace arcade
