// Helpers the Reversi tests share: every engine this machine runs, random positions with a
// chosen number of empty squares, and the exact score by plain minimax over the rules.
#pragma once

#include <algorithm>
#include <vector>

#include "core/rng.h"
#include "games/reversi/reversi.h"
#include "games/reversi/reversi_engine.h"
#include "games/reversi/reversi_geometry.h"

namespace arcade::reversi_test {

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
