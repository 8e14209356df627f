// Iterative deepening and aspirated exact solves over the engine: what a player, the trainer and
// the NBoard session do with a position, each with its own tables and budget.
#pragma once

#include <chrono>
#include <optional>

#include "games/reversi/reversi_engine.h"

namespace arcade::reversi {

// Beyond every midgame score: the full window.
inline constexpr int kFullWindow = 30'000;

// What iterative deepening reached.
struct Deepening {
  int move = -1;       // the best move of the deepest search, or −1 if not even depth 1 ended
  int score = 0;       // its score, in hundredths of a disc
  int depth = 0;       // the deepest search that finished
  bool exact = false;  // that search saw the end of every line: the score is exact
};

// Searches 1, 2, 3... plies deep until `max_depth`, the end of the game, or the budget, each
// depth from the last one's best move and in an aspiration window around its score. With `time`,
// starts no new depth once that long has passed. When the budget stops a depth midway, a move
// that depth has already proven better keeps the lead. The position must not be over.
Deepening deepen(const Engine& engine, Bitboard own, Bitboard other, int max_depth,
                 SearchContext& context, std::optional<std::chrono::milliseconds> time);

// Solves exactly with a narrow window around `guess` (discs), widening it on the side the score
// fell, or to the full window once it has fallen on both sides: a narrow window has far fewer
// positions to prove than the full one. `first_move` (a square or −1) is tried first. The
// position must not be over.
RootAnswer solve_around(const Engine& engine, Bitboard own, Bitboard other, int guess,
                        int first_move, SearchContext& context);

// solve_around, after a first pass with probable cuts (see SearchContext::probable_margin)
// when 18 or more squares are empty: that pass fills the table with best moves and gives the
// exact pass its guess and first move. The answer is the exact pass's, as exact as
// solve_around's; if the budget stops the first pass, the answer is incomplete with no move.
RootAnswer solve_with_presearch(const Engine& engine, Bitboard own, Bitboard other, int guess,
                                int first_move, SearchContext& context);

// A midgame score in hundredths as a disc guess: the nearest even number (final scores are).
int disc_guess(int score);

}  // namespace arcade::reversi
