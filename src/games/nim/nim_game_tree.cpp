// Design 004's game tree for Nim.
#include "games/nim/nim_game_tree.h"

#include <algorithm>
#include <map>
#include <numeric>

namespace arcade {
namespace {

// Past this many stones a tree has more than 2^40 nodes (one heap of n stones alone has 2^n - 1
// lines of play, and more heaps only add lines): too many to count, let alone build.
constexpr int kMostStonesToCount = 40;

// Nodes below `heaps` (sorted: the count does not depend on the heaps' order), saturating just
// above `most`.
std::uint64_t count_below(std::vector<int> heaps, std::uint64_t most,
                          std::map<std::vector<int>, std::uint64_t>& memo) {
  std::sort(heaps.begin(), heaps.end());
  if (const auto known = memo.find(heaps); known != memo.end()) return known->second;
  std::uint64_t total = 0;
  for (std::size_t heap = 0; heap < heaps.size() && total <= most; ++heap) {
    const int size = heaps[heap];
    for (int left = size - 1; left >= 0 && total <= most; --left) {
      heaps[heap] = left;
      total += 1 + count_below(heaps, most, memo);
    }
    heaps[heap] = size;
  }
  total = std::min(total, most + 1);
  memo[heaps] = total;
  return total;
}

}  // namespace

std::optional<std::uint64_t> NimGameTree::count_nodes(const Nim& root, std::uint64_t most) {
  if (root.stones_left() > kMostStonesToCount) return std::nullopt;
  std::map<std::vector<int>, std::uint64_t> memo;
  const std::uint64_t count = count_below(root.heaps(), most, memo);
  if (count > most) return std::nullopt;
  return count;
}

std::optional<NimGameTree> NimGameTree::build(const Nim& root, std::uint64_t most,
                                              std::stop_token stop) {
  const auto count = count_nodes(root, most);
  if (!count) return std::nullopt;
  NimGameTree tree;
  tree.nodes_.reserve(*count + 1);
  tree.nodes_.push_back(Node{.root_player_to_move = true});
  std::vector<int> heaps = root.heaps();
  if (!tree.grow(0, heaps, most, stop)) return std::nullopt;
  tree.score(root.misere());
  for (std::size_t heap = 0; heap < heaps.size(); ++heap) {
    for (int taken = 1; taken <= heaps[heap]; ++taken) {
      tree.root_moves_.push_back(Nim::encode(static_cast<int>(heap), taken));
    }
  }
  return tree;
}

bool NimGameTree::root_move_wins(std::size_t index) const {
  return nodes_[nodes_[0].first_child + index].root_player_wins;
}

bool NimGameTree::grow(std::size_t index, std::vector<int>& heaps, std::uint64_t most,
                       const std::stop_token& stop) {
  if (stop.stop_requested()) return false;
  const int stones = std::accumulate(heaps.begin(), heaps.end(), 0);
  if (nodes_.size() + static_cast<std::size_t>(stones) > most + 1) return false;
  const bool child_root_player = !nodes_[index].root_player_to_move;
  nodes_[index].first_child = static_cast<std::uint32_t>(nodes_.size());
  nodes_[index].children = static_cast<std::uint32_t>(stones);
  for (int i = 0; i < stones; ++i) nodes_.push_back(Node{.root_player_to_move = child_root_player});
  // As the design's BuildMinimaxTree: for each heap in turn, one stone fewer each time.
  std::size_t child = nodes_[index].first_child;
  for (int& heap : heaps) {
    const int size = heap;
    while (heap > 0) {
      --heap;
      if (!grow(child++, heaps, most, stop)) return false;
    }
    heap = size;
  }
  return true;
}

void NimGameTree::score(bool misere) {
  for (std::size_t index = nodes_.size(); index-- > 0;) {
    Node& node = nodes_[index];
    if (node.children == 0) {
      // No stones left: under misère the player to move here won (the other took the last).
      node.root_player_wins = node.root_player_to_move == misere;
      continue;
    }
    std::uint32_t wins = 0;
    for (std::uint32_t c = 0; c < node.children; ++c) {
      wins += nodes_[node.first_child + c].root_player_wins ? 1 : 0;
    }
    // The root's player picks one good child; the other player leaves it only if all are good.
    node.root_player_wins = node.root_player_to_move ? wins > 0 : wins == node.children;
  }
}

}  // namespace arcade
