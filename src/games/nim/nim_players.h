// The computer opponents of Nim: design 004's game tree, the nim-sum theory, and levels between
// random and perfect play.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>

#include "core/player.h"
#include "games/nim/nim.h"

namespace arcade {

// The winning move of `position` by nim-sum theory (misère or normal play, as the position says),
// or nothing if the side to move loses against perfect play. Requires a game that is not over.
std::optional<Move> nim_winning_move(const Nim& position);

// Design 004's player: builds the whole game tree below the position (NimGameTree, a node per
// line of play), scores it by minimax and takes a winning move at random, or any move at random
// when none wins. Its info gives the tree's nodes and the time to build and score it. A tree of
// more than kNimTreeMostNodes nodes (3,5,7 has 39.9 million) is not built: it then plays the
// nim-sum's move, which the tree would have found, and says so.
std::unique_ptr<Player> make_nim_tree_player(const PlayerConfig& config);
inline constexpr std::uint64_t kNimTreeMostNodes = 2'000'000;

// Perfect play by the nim-sum, for any heap sizes, in both variants, with the same fallback.
std::unique_ptr<Player> make_nim_perfect_player(const PlayerConfig& config);

// The ladder's steps between random and perfect: each move is the perfect player's with
// probability `percent` / 100, else any legal move at random.
std::unique_ptr<Player> make_nim_sometimes_perfect_player(int percent, const PlayerConfig& config);

}  // namespace arcade
