// What the unattended demo plays.
#include "app/session/demo_plan.h"

namespace arcade::app {

SessionSetup demo_setup(const Catalog& games, int round) {
  const GameInfo& game = games[static_cast<std::size_t>(round) % games.size()];
  SessionSetup setup = default_setup(game);
  // The two strongest levels the window offers (a player only listed may think too long).
  const auto levels = offered_levels(game);
  const PlayerInfo* best = levels.back();
  const PlayerInfo* next = levels.size() > 1 ? levels[levels.size() - 2] : best;
  setup.seats = {Seat::computer_player(best->id), Seat::computer_player(next->id)};
  if ((round / static_cast<int>(games.size())) % 2 == 1) setup = with_seats_swapped(setup);
  return setup;
}

}  // namespace arcade::app
