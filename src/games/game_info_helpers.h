// Pieces shared by the games' catalog entries: typed perft and position parsing behind AnyState,
// and the list of players with the ladder's tiers.
#pragma once

#include <string>
#include <vector>

#include "ai/perft.h"
#include "games/common/tiers.h"
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

// A level of the game's ladder; `ranked_players` gives it its tier and the tier's name.
inline PlayerInfo ladder_level(std::string id, std::string description, MakePlayer make) {
  return PlayerInfo{.id = std::move(id),
                    .description = std::move(description),
                    .tier = 0,
                    .make = std::move(make)};
}

// A player only listed, not a level of the ladder, with a name of its own (not a tier's).
inline PlayerInfo listed_player(std::string id, std::string name, std::string description,
                                MakePlayer make) {
  return PlayerInfo{.id = std::move(id),
                    .name = std::move(name),
                    .description = std::move(description),
                    .make = std::move(make)};
}

// `players`, listed gentlest first, with their strengths numbered in that order and the ladder's
// levels given their tiers (tier_for_rank) and the tiers' names.
inline std::vector<PlayerInfo> ranked_players(std::vector<PlayerInfo> players) {
  int levels = 0;
  for (const auto& player : players) levels += player.tier ? 1 : 0;
  int rank = 0;
  for (std::size_t i = 0; i < players.size(); ++i) {
    PlayerInfo& player = players[i];
    player.strength = static_cast<int>(i);
    if (!player.tier) continue;
    player.tier = tier_for_rank(rank++, levels);
    player.name = std::string(tier_info(*player.tier).name);
  }
  return players;
}

}  // namespace arcade
