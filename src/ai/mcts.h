// Monte Carlo tree search (UCT) written once for every game; game knowledge comes in as a
// playout policy.
#pragma once

#include <cmath>
#include <cstdint>
#include <vector>

#include "ai/budget.h"
#include "core/game_rules.h"
#include "core/rng.h"

namespace arcade {

// Tuning of a UCT search.
struct MctsSettings {
  double exploration = 1.4142135623730951;  // √2, the textbook UCB1 constant
  std::optional<int> iterations;            // stop after this many playouts (deterministic)
};

// UCT over S. `Playout` is callable as `Move(const S&, const MoveList&, Rng&)` and picks the move
// a playout makes; it shapes the playouts only, the tree itself stays unbiased.
template <GameRules S, class Playout>
class Mcts {
 public:
  Mcts(Playout playout, MctsSettings settings, Rng& rng)
      : playout_(std::move(playout)), settings_(settings), rng_(rng) {}

  struct Answer {
    Move move = 0;
    int iterations = 0;
    double win_rate = 0;  // of the chosen move, for the side to move
  };

  // Runs playouts until the iteration budget (if set) or `budget` runs out, at least one, and
  // returns the most visited root move. Requires a position that is not over.
  Answer search(const S& root, SearchBudget& budget) {
    nodes_.clear();
    nodes_.push_back(Node{.move = 0, .parent = -1, .untried = root.legal_moves()});
    int iterations = 0;
    do {
      run_one_iteration(root);
      ++iterations;
      if (settings_.iterations && iterations >= *settings_.iterations) break;
    } while (!budget.tick());
    return best_root_child(iterations);
  }

 private:
  struct Node {
    Move move;
    int parent;
    MoveList untried;
    std::vector<int> children;
    double wins = 0;  // from the point of view of the side that made `move`
    int visits = 0;
  };

  void run_one_iteration(const S& root) {
    S state = root;
    int node = 0;
    // Selection: descend through fully expanded nodes by UCB1.
    while (nodes_[node].untried.empty() && !nodes_[node].children.empty()) {
      node = select_child(node);
      state.apply(nodes_[node].move);
    }
    // Expansion: add one untried move, chosen at random.
    if (!nodes_[node].untried.empty()) {
      auto& untried = nodes_[node].untried;
      const auto pick = rng_.below(untried.size());
      const Move move = untried[pick];
      untried[pick] = untried.back();
      untried.pop_back();
      state.apply(move);
      nodes_.push_back(Node{.move = move, .parent = node, .untried = state.legal_moves()});
      const int child = static_cast<int>(nodes_.size()) - 1;
      nodes_[node].children.push_back(child);
      node = child;
    }
    // Simulation: play to the end with the playout policy.
    while (state.outcome() == Outcome::ongoing) {
      const MoveList moves = state.legal_moves();
      state.apply(playout_(state, moves, rng_));
    }
    backpropagate(node, root, state.outcome());
  }

  int select_child(int node) const {
    const double log_visits = std::log(static_cast<double>(nodes_[node].visits));
    int best = -1;
    double best_value = -1;
    for (const int child : nodes_[node].children) {
      const auto& c = nodes_[child];
      const double value =
          c.wins / c.visits + settings_.exploration * std::sqrt(log_visits / c.visits);
      if (value > best_value) {
        best_value = value;
        best = child;
      }
    }
    return best;
  }

  // The side that made the move into `node` is the side to move at its parent; walking up from
  // the root's side is cheaper than storing it, because sides alternate (a pass is a move too).
  void backpropagate(int node, const S& root, Outcome outcome) {
    std::vector<int> path;
    for (int n = node; n != -1; n = nodes_[n].parent) path.push_back(n);
    Side mover = opponent(root.to_move());  // made the (virtual) move into the root
    for (auto it = path.rbegin(); it != path.rend(); ++it) {
      auto& n = nodes_[*it];
      n.visits += 1;
      const int value = value_for(outcome, mover);
      n.wins += value > 0 ? 1.0 : value == 0 ? 0.5 : 0.0;
      mover = opponent(mover);
    }
  }

  Answer best_root_child(int iterations) const {
    Answer answer{.iterations = iterations};
    int best_visits = -1;
    for (const int child : nodes_[0].children) {
      const auto& c = nodes_[child];
      if (c.visits > best_visits) {
        best_visits = c.visits;
        answer.move = c.move;
        answer.win_rate = c.wins / c.visits;
      }
    }
    return answer;
  }

  Playout playout_;
  MctsSettings settings_;
  Rng& rng_;
  std::vector<Node> nodes_;
};

}  // namespace arcade
