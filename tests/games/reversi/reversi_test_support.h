// Helpers the Reversi tests share: every engine this machine runs, random positions with a
// chosen number of empty squares, the exact score by plain minimax over the rules, a search
// context, and what a search may answer in a window.
#pragma once

#include <algorithm>
#include <optional>
#include <stop_token>
#include <vector>

#include "ai/budget.h"
#include "core/rng.h"
#include "games/reversi/reversi.h"
#include "games/reversi/reversi_engine.h"
#include "games/reversi/reversi_geometry.h"

namespace arcade::reversi_test {

// A search context with small tables and no limits.
struct Searching {
  reversi::TranspositionTable midgame{12};
  reversi::TranspositionTable endgame{14};
  SearchBudget budget{std::stop_token{}, std::nullopt, std::nullopt};
  reversi::Evaluator evaluator;
  reversi::SearchContext context{midgame, endgame, budget, evaluator};
};

// True when `score`, a fail-soft search's answer in the window (alpha, beta), is right for a
// position whose exact score is `exact`: the exact score inside the window, else a bound on the
// same side of the window that the exact score satisfies.
inline bool fits_window(int score, int exact, int alpha, int beta) {
  if (exact <= alpha) return score <= alpha && score >= exact;
  if (exact >= beta) return score >= beta && score <= exact;
  return score == exact;
}

// The portable engine, and the AVX2 one where this processor runs it.
inline std::vector<const reversi::Engine*> engines() {
  std::vector<const reversi::Engine*> all{&reversi::portable_engine()};
  if (const reversi::Engine* avx2 = reversi::avx2_engine()) all.push_back(avx2);
  return all;
}

// A position reached by random play with exactly `empties` empty squares, not over.
inline Reversi random_position(Rng& rng, int empties) {
  while (true) {
    Reversi position;
    while (!position.legal_moves().empty() &&
           reversi::count_bits(position.empty_squares()) > empties) {
      position.apply(pick_one(position.legal_moves(), rng));
    }
    if (reversi::count_bits(position.empty_squares()) == empties &&
        position.outcome() == Outcome::ongoing) {
      return position;
    }
  }
}

// Final disc difference for the side to move by plain minimax over the rules: the reference the
// engine's solver is checked against, so it shares none of the solver's code.
inline int minimax_score(const Reversi& position) {
  const MoveList moves = position.legal_moves();
  if (moves.empty()) return reversi::final_score(position.own(), position.other());
  int best = -65;
  for (const Move move : moves) {
    Reversi child = position;
    child.apply(move);
    best = std::max(best, -minimax_score(child));
  }
  return best;
}

}  // namespace arcade::reversi_test
