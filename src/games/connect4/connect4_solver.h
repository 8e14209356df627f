// The perfect Connect Four solver: the exact value of a position and a move that keeps it.
#pragma once

#include <cstdint>
#include <optional>
#include <stop_token>
#include <vector>

#include "ai/budget.h"
#include "core/move.h"
#include "games/connect4/connect4.h"
#include "games/connect4/connect4_search.h"
#include "games/game_info.h"

namespace arcade::connect4 {

// Exact scores are for the side to move, counted in discs the winner had left: a side that wins
// with its k-th disc scores 22 - k (each side has 21 discs, so a sooner win scores more, from 18
// for a win with the 4th disc down to 1 for a win with the 21st), the loser scores k - 22, and a
// draw scores 0. The empty board scores 1: the first side wins with its last disc, centre first
// (Allen and Allis, 1988).
//
// The score when the side to move, with `moves` discs on the board, wins with its next disc.
constexpr int win_now_score(int moves) {
  return (ConnectFour::kCells + 1 - moves) / 2;
}

// A solved position: a move that keeps its exact score, and the score.
struct Solution {
  Move move = 0;
  int score = 0;
};

// Solves positions exactly: negamax with alpha-beta on bitboards, playing only moves that do not
// lose at once, threats first then centre first, a transposition table of bounds keyed by the
// whole position, and null-window searches that narrow on the exact score. The table is kept
// between solves, so solving the positions of one game in turn gets faster. One thread at a time.
class Solver {
 public:
  // A table of 2^table_bits entries of 8 bytes (2^23: 64 MiB).
  explicit Solver(int table_bits = 23);

  // The exact score of `position`, which is not over, and its centre-most move with that score;
  // nothing when `budget` ran out first. Counts its nodes on `budget`.
  std::optional<Solution> solve(const ConnectFour& position, SearchBudget& budget);

  // Forgets every position solved so far.
  void clear();

 private:
  int score_of(const Node& node);
  Move best_move(const Node& node, int score);
  int negamax(const Node& node, int alpha, int beta);
  // The table is buckets of two entries: the first slot for the position of fewest discs, the
  // second for the latest.
  std::size_t bucket_of(std::uint64_t key) const;
  void store(std::uint64_t key, int discs, int kind, int score);
  // Narrows [alpha, beta] by what the table knows of `key`; true when that settles the node,
  // whose value is then alpha.
  bool settled_by_table(std::uint64_t key, int& alpha, int& beta) const;

  int table_bits_;
  std::vector<std::uint64_t> table_;  // each: discs, key, kind of bound and score
  SearchBudget* budget_ = nullptr;
  bool stopped_ = false;
};

}  // namespace arcade::connect4

namespace arcade {

// The catalog's exact solver (GameInfo::solve_exact): the best move and exact score of a Connect
// Four position, or an Error when the game is over or `stop` was requested first.
Result<ExactSolution> solve_connect4(const AnyState& position, std::stop_token stop);

}  // namespace arcade
