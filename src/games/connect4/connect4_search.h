// The Connect Four engine: alpha-beta on bitboards with a transposition table, centre-first and
// threat-first move ordering, an evaluation of threats and open lines, and iterative deepening
// that stops on a node budget, a deadline or a stop request.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ai/budget.h"
#include "core/move.h"
#include "core/rng.h"
#include "core/side.h"
#include "games/connect4/connect4.h"

namespace arcade::connect4 {

using Bits = ConnectFourBits;

// A position as the search sees it: the side to move's discs and all discs.
struct Node {
  Bits mine = 0;
  Bits both = 0;
  int moves = 0;  // discs on the board

  static Node of(const ConnectFour& position);
  // The position after the side to move drops a disc on `cell` (one bit of playable()).
  Node after(Bits cell) const { return {mine ^ both, both | cell, moves + 1}; }
  // The cells where a disc may go now: the lowest empty cell of each column that is not full.
  Bits playable() const { return (both + ConnectFour::kBottomRow) & ConnectFour::kAllCells; }
  // A number that tells positions apart (a perfect key: the side to move follows from `both`).
  std::uint64_t key() const { return mine + both; }
};

// The empty cells where a disc would complete a four of `discs`, given `both` occupied.
Bits threat_cells(Bits discs, Bits both);

// Scores are for the side to move. A won game scores kWin less the number of discs on the board
// when it was won, so a faster win scores more; evaluations stay within ±kMaxEvaluation.
inline constexpr int kWin = 1000;
inline constexpr int kWinThreshold = kWin - ConnectFour::kCells - 1;
inline constexpr int kMaxEvaluation = 600;

// The heuristic score of a position that is not over, for its side to move: threats (cells that
// would complete a four), weighted by whether their row suits the side's parity, who the threats
// favour once the board fills up (zugzwang), lines of four still open to one side by how full
// they are, and discs in the centre column.
int evaluate(const Node& node);

// What one engine is: how deep it may look and how it varies its play.
struct Settings {
  int max_depth = ConnectFour::kCells;  // plies; the whole game by default
  int table_bits = 20;                  // the transposition table holds 2^table_bits entries
  int noise = 0;                        // 0..noise points added to each evaluation, by seed
  std::uint64_t seed = 1;               // chooses among equal moves and seeds the noise
  // On the empty board, play the centre column at once: it is the only first move that wins
  // under perfect play (solved by James Allen and Victor Allis in 1988), and the evaluation
  // alone does not find it.
  bool centre_opening = false;
};

// What the engine found.
struct Choice {
  Move move = 0;
  int score = 0;       // of the deepest complete iteration
  int depth = 0;       // of that iteration, in plies
  bool exact = false;  // the score is the game's value under perfect play
  std::uint64_t nodes = 0;
  std::optional<ProvenResult> result;  // a proven win, draw or loss for the side to move
};

// One engine with its own transposition table; one thread at a time.
class Engine {
 public:
  explicit Engine(const Settings& settings);
  ~Engine();
  Engine(const Engine&) = delete;
  Engine& operator=(const Engine&) = delete;

  // Chooses a move for `position`, which is not over, deepening until `budget` runs out, the
  // settings' depth is reached or the game's value is known. Always returns a legal move.
  Choice choose(const ConnectFour& position, SearchBudget& budget);

 private:
  struct Entry;
  struct Iteration {
    std::vector<Move> best;
    int score = 0;
    bool complete = false;
  };

  Iteration search_root(const Node& root, const std::vector<Move>& order, int depth);
  int search(const Node& node, int depth, int alpha, int beta);
  int leaf(const Node& node);
  int order_moves(const Node& node, Bits candidates, Move first,
                  std::array<Bits, 7>& ordered) const;
  Entry* probe(std::uint64_t key);

  Settings settings_;
  Rng rng_;
  std::vector<Entry> table_;
  SearchBudget* budget_ = nullptr;
  std::uint64_t heuristic_ = 0;  // evaluations and heuristic table hits so far
  bool stopped_ = false;
};

}  // namespace arcade::connect4
