// The contract every game of the catalog meets, as one helper each game's tests call with its own
// options (OpenSpiel's RandomSimTest): seeded random playouts checking that the legal moves are
// empty exactly at the end, copies stay equal, undo restores every earlier state, move and
// position text round-trip, illegal moves change nothing, and outcomes are zero-sum.
#pragma once

#include <cstdint>

#include "games/game_info.h"

namespace arcade::testing {

// How many playouts, and what they must show.
struct ContractRun {
  std::uint64_t seed = 2024;
  int playouts = 30;
  // Random play must end with a winner at least once (false for variants that always draw).
  bool expect_decisive = true;
};

// Plays `run.playouts` seeded random games of `game` under `options` and checks the contract on
// every position with Catch2 assertions. Options are completed first; bad ones fail the test.
void check_game_contract(const GameInfo& game, const GameOptions& options = {},
                         const ContractRun& run = {});

// Checks that every player of `game` is listed gentlest first with a unique id and answers a legal
// move from the start, within a small budget; and that each answers a legal move at once when the
// stop is requested before it starts.
void check_players_answer(const GameInfo& game);

// Checks the game's presentation without a window: it has a view, a menu picture and pictures that
// each paint something; the view lays a board out in the window's board area with targets that
// do not overlap; along seeded random playouts under `options` every legal move has a target whose
// click asks for that very move, and drawing each position and each side's piece draws something.
void check_view_contract(const GameInfo& game, const GameOptions& options = {},
                         const ContractRun& run = {});

// Checks the shape of `game`'s ladder (the levels the app offers): at least four levels, random
// at the bottom on tier 0, each level on the next tier up and the strongest on the top tier,
// named after their tiers; the players only listed carry no tier name.
void check_ladder_shape(const GameInfo& game);

}  // namespace arcade::testing
