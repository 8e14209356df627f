// The Reversi engine's entry points: perft, evaluation, midgame search and the exact endgame
// solver, compiled once per instruction-set kernel, with the fastest this machine runs chosen
// at run time.
#pragma once

#include <cstdint>

#include "ai/budget.h"
#include "games/reversi/reversi_bitboard.h"
#include "games/reversi/reversi_eval.h"
#include "games/reversi/reversi_transposition.h"

namespace arcade::reversi {

// The move code of a pass (the same as Reversi::kPass).
inline constexpr int kPassMove = 64;

// What the search of one root position found.
struct RootAnswer {
  int move = kPassMove;   // the best move found: a square, or kPassMove when that is the only move
  int score = 0;          // its score (exact solves: discs; midgame: hundredths of a disc)
  bool complete = false;  // false when the budget ran out first: then score means nothing
  bool found = false;     // move is backed by a finished search (even if others were cut short)
};

// Everything a search works with, owned by the caller (a player, the bench, a test).
struct SearchContext {
  TranspositionTable& midgame_table;
  TranspositionTable& endgame_table;
  SearchBudget& budget;
  const Evaluator& evaluator;
  // Multi-ProbCut in the midgame search: a shallow search that predicts, with high confidence,
  // that a deep one would fail high or low cuts the node. Faster, but no longer exact to the depth.
  bool selective = false;
  // The exact solver's pre-search (see solve_with_presearch), when above 0: from
  // EndgameSolver's kProbableMinEmpties up, an evaluation past a window's edge by this many
  // hundredths of a disc cuts the node. Its scores and table bounds
  // are probable, never proven; the exact pass that follows takes only best moves from the
  // table entries it leaves.
  int probable_margin = 0;
};

// One compiled copy of the engine. Stateless: all state lives in the SearchContext.
class Engine {
 public:
  virtual ~Engine() = default;

  // "portable" or "avx2".
  virtual const char* kernel_name() const = 0;

  // The kernel's move generation and flips (see legal_moves and flips), for checking kernels
  // against each other.
  virtual Bitboard moves(Bitboard own, Bitboard other) const = 0;
  virtual Bitboard flips(Bitboard own, Bitboard other, int square) const = 0;

  // Leaves `depth` ≥ 1 plies below the position where `own` is to move (the rules of perft).
  virtual std::uint64_t perft(Bitboard own, Bitboard other, int depth) const = 0;

  // The static evaluation for the side to move, in hundredths of a disc.
  virtual int evaluate(Bitboard own, Bitboard other, const Evaluator& evaluator) const = 0;

  // The final disc difference for the side to move under perfect play, fail-soft in the window
  // (alpha, beta): exact inside it, else a bound on the side it fell. The position may be over.
  // Check context.budget.exhausted() afterwards: a stopped solve returns a meaningless number.
  virtual int solve(Bitboard own, Bitboard other, int alpha, int beta,
                    SearchContext& context) const = 0;

  // The best move and exact final disc difference of a position that is not over, searched in
  // the window (alpha, beta) of disc differences (−64..64 for the exact score). `first_move` (a
  // square, or −1) is searched first.
  virtual RootAnswer solve_root(Bitboard own, Bitboard other, int alpha, int beta, int first_move,
                                SearchContext& context) const = 0;

  // The best move of a position that is not over by a principal-variation search `depth` plies
  // deep, in the window (alpha, beta) of hundredths of a disc; positions within reach of the end
  // are solved exactly. `first_move` (a square, or −1) is searched first. When the budget runs
  // out, the answer is not complete, but its move is the best of those searched, if `found`.
  virtual RootAnswer search_root(Bitboard own, Bitboard other, int depth, int alpha, int beta,
                                 int first_move, SearchContext& context) const = 0;
};

// The engine compiled for the fastest kernel this machine runs.
const Engine& fastest_engine();

// The engine compiled for plain 64-bit code, which runs everywhere.
const Engine& portable_engine();

// The AVX2 engine, or nullptr where this build or this machine has none.
const Engine* avx2_engine();

}  // namespace arcade::reversi
