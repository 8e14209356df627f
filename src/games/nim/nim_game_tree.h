// Design 004's game tree for Nim: every line of play from a position, each position a node of its
// own, built and then scored by minimax as the design does it.
#pragma once

#include <cstdint>
#include <optional>
#include <stop_token>
#include <vector>

#include "core/move.h"
#include "games/nim/nim.h"

namespace arcade {

// The whole game tree below a root position. Like the design's Tree it shares nothing between
// equal positions: a node's children take 1, 2, ... stones from each heap in turn, and every
// child is a new node, so 2,1 has 11 nodes below the root and 4,2,2,2 has 228,291 (the design's
// countChoice, which leaves the root out).
class NimGameTree {
 public:
  // The size of the tree below `root` without building it, or nothing if it has more than
  // `most` nodes.
  static std::optional<std::uint64_t> count_nodes(const Nim& root, std::uint64_t most);

  // Builds the tree below `root` (a position that is not over) and scores every node, or gives
  // nothing if it would have more than `most` nodes or `stop` is requested while it builds.
  static std::optional<NimGameTree> build(const Nim& root, std::uint64_t most,
                                          std::stop_token stop = {});

  // Nodes below the root.
  std::uint64_t nodes() const { return nodes_.size() - 1; }
  // The root's moves, in the order the design makes the children.
  const std::vector<Move>& root_moves() const { return root_moves_; }
  // Whether the side to move at the root wins after the root move at `index` (the design's
  // "win" flag, from the root player's side): it does if the reply node is lost for the mover.
  bool root_move_wins(std::size_t index) const;

 private:
  // One position of the tree: its children are nodes first_child .. first_child + children - 1.
  struct Node {
    std::uint32_t first_child = 0;
    std::uint32_t children = 0;
    bool root_player_to_move = false;  // an even height: the root's player moves here
    bool root_player_wins = false;     // the design's m_win, for the player to move at the root
  };

  NimGameTree() = default;
  // Adds the children of the node at `index` for `heaps` (its position), then their subtrees.
  bool grow(std::size_t index, std::vector<int>& heaps, std::uint64_t most,
            const std::stop_token& stop);
  // Scores every node, children before parents (children always come after their parent).
  void score(bool misere);

  std::vector<Node> nodes_;
  std::vector<Move> root_moves_;
};

}  // namespace arcade
