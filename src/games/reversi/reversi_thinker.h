// The engine's way of choosing a move within a budget: iterative deepening with aspiration
// windows until the clock or node budget runs out, and an exact solve once the end is within
// reach. Owns its transposition tables, so what it learns on one move serves the next. The
// players and the NBoard session think through it.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <stop_token>

#include "games/reversi/reversi.h"
#include "games/reversi/reversi_eval.h"

namespace arcade::reversi {

// What one move may cost.
struct ThinkLimits {
  std::optional<std::chrono::milliseconds> time;  // wall clock; used to the end
  std::optional<std::uint64_t> nodes;             // a deterministic budget instead of a clock
  int max_depth = 60;                             // midgame plies at most
  // Solve exactly from this many empty squares on; by default as many as the clock allows.
  std::optional<int> solve_empties;
  bool selective = true;  // Multi-ProbCut in the midgame search (see SearchContext)
};

// What the thinking found.
struct Thought {
  Move move = Reversi::kPass;
  int score = 0;  // hundredths of a disc for the side to move (exact: the disc difference × 100)
  int depth = 0;  // midgame plies of the deepest finished search (0 when solved or forced)
  bool exact = false;   // the score is the proven final disc difference
  bool forced = false;  // the only legal move: nothing was searched
  std::uint64_t nodes = 0;
};

// How many empty squares an exact solve can take on in `time` (without a clock: a size that
// solves quickly).
int solve_empties_for_time(std::optional<std::chrono::milliseconds> time);

class Thinker {
 public:
  // `evaluator` is copied; pattern weights it points to must outlive the thinker.
  explicit Thinker(const Evaluator& evaluator);
  ~Thinker();
  Thinker(const Thinker&) = delete;
  Thinker& operator=(const Thinker&) = delete;

  // The move to play in `position` (not over) within `limits`; returns promptly with a legal
  // move once `stop` is requested.
  Thought think(const Reversi& position, const ThinkLimits& limits, std::stop_token stop = {});

  // Forgets every position searched (a new game).
  void forget();

 private:
  struct Tables;
  Tables& tables();

  Evaluator evaluator_;
  std::unique_ptr<Tables> tables_;  // allocated on the first move, so idle thinkers cost nothing
};

}  // namespace arcade::reversi
