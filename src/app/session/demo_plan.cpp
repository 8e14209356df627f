// What the unattended demo plays.
#include "app/session/demo_plan.h"

#include <algorithm>
#include <vector>


namespace arcade::app {

SessionSetup demo_setup(const Catalog& games, int round) {
  const GameInfo& game = games[static_cast<std::size_t>(round) % games.size()];
  SessionSetup setup = default_setup(game);
  std::vector<const PlayerInfo*> ladder;
  for (const auto& player : game.players) ladder.push_back(&player);
  std::stable_sort(ladder.begin(), ladder.end(), [](const PlayerInfo* a, const PlayerInfo* b) {
    return a->strength > b->strength;
  });
  const PlayerInfo* best = ladder.front();
  const PlayerInfo* next = ladder.size() > 1 ? ladder[1] : ladder.front();
  setup.seats = {Seat::computer_player(best->id), Seat::computer_player(next->id)};
  if ((round / static_cast<int>(games.size())) % 2 == 1) setup = with_seats_swapped(setup);
  return setup;
}

}  // namespace arcade::app
