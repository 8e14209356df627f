// The computer opponents of Nim: a memoised game-tree search and the nim-sum theory.
#pragma once

#include <memory>
#include <optional>

#include "core/player.h"
#include "games/nim/nim.h"

namespace arcade {

// The winning move of `position` by nim-sum theory (misère or normal play, as the position says),
// or nothing if the side to move loses against perfect play. Requires a game that is not over.
std::optional<Move> nim_winning_move(const Nim& position);

// The original design's player: full game-tree minimax, memoised on the sorted heap sizes so that
// 4,2,2,2 is instant. Random among winning moves; from a lost position it takes one stone from the
// largest heap, to keep the game going and leave room for the opponent's mistakes.
std::unique_ptr<Player> make_nim_tree_player(const PlayerConfig& config);

// Perfect play by the nim-sum, for any heap sizes, in both variants, with the same fallback.
std::unique_ptr<Player> make_nim_perfect_player(const PlayerConfig& config);

}  // namespace arcade
