// How long quitting takes while the strongest computer is thinking: the figure behind "quitting
// while a computer thinks takes well under a tenth of a second".
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/result.h"
#include "games/game_info.h"

namespace arcade::app {

// The quits timed for one game, in milliseconds, in the order they ran.
struct QuitTimes {
  std::string game_id;
  std::string player_id;  // the strongest player, who was thinking
  std::vector<double> milliseconds;
  // Searches cancelled the same way, timed from cancel() to the worker being idle: the engine's
  // part of a quit.
  std::vector<double> stop_milliseconds;
};

// Times `quits` quits of the headless App (with a ScratchDataDir set up by the caller) while the
// strongest player of `game` thinks on its worker at the game's own pace (1 s a move), in a
// position reached by a seeded number of random moves, a random few milliseconds into its
// search. A quit is timed from the window's close event to the App being destroyed, which
// includes cancelling the search and joining the worker thread. No times at all when that player
// answers at once, before a quit can catch it thinking. An Error if the app cannot start.
Result<QuitTimes> time_quits(const GameInfo& game, int quits, std::uint64_t seed);

// "<game> <player> thinking: 20 quits, median 1.20 ms, max 3.40 ms; 20 searches stopped, ...".
std::string describe(const QuitTimes& times);

}  // namespace arcade::app
