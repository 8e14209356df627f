// Games won, lost and drawn, per game and per opponent.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>

#include "core/result.h"
#include "core/side.h"

namespace arcade {

// The finished games against one opponent, from the person's point of view.
struct Tally {
  std::uint64_t games = 0;
  std::uint64_t wins = 0;
  std::uint64_t losses = 0;
  std::uint64_t draws = 0;

  friend bool operator==(const Tally&, const Tally&) = default;
};

// Tallies by game id, then by opponent: a computer player's id, or "person" for games between two
// people.
struct Statistics {
  std::map<std::string, std::map<std::string, Tally>> tallies;

  friend bool operator==(const Statistics&, const Statistics&) = default;
};

// The statistics format version this build writes, and the newest it reads.
inline constexpr int kStatisticsVersion = 1;

// Counts one finished game of `game_id` (outcome not ongoing) played by `seats` (first, second;
// "person" or a player id). A person against a computer counts for the person against that
// player; two people count under "person" from the first seat's point of view; two computers (a
// demo) are not the player's games and count nothing. Returns whether anything was counted.
bool record_game(Statistics& statistics, std::string_view game_id,
                 const std::array<std::string, 2>& seats, Outcome outcome);

// Takes back what record_game counted for the same game, seats and outcome: an undo has reopened
// that game, and a game counts the way it last ended. A count already at zero (the figures were
// emptied since) stays zero, and an opponent, then a game, left with no games goes from the
// tallies. Returns whether anything changed.
bool take_back_game(Statistics& statistics, std::string_view game_id,
                    const std::array<std::string, 2>& seats, Outcome outcome);

// Adds every count of `more` to `statistics`: figures put back after a reset, on top of the games
// counted since.
void add_statistics(Statistics& statistics, const Statistics& more);

// The statistics as JSON text (README, "Files").
std::string write_statistics(const Statistics& statistics);

// Reads statistics JSON: unknown fields ignored, missing ones zero; a count that is not a whole
// number, text that is not JSON, or a newer version is an Error. Never throws.
Result<Statistics> read_statistics(std::string_view text);

}  // namespace arcade
