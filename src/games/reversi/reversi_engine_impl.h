// The engine's entry points for one instruction-set kernel: each kernel's translation unit
// instantiates EngineOn<Kernel>.
#pragma once

#include "games/reversi/reversi_endgame_impl.h"
#include "games/reversi/reversi_eval_impl.h"
#include "games/reversi/reversi_perft_impl.h"
#include "games/reversi/reversi_search_impl.h"

namespace arcade::reversi {

template <class K>
class EngineOn final : public Engine {
 public:
  const char* kernel_name() const override { return K::kName; }

  Bitboard moves(Bitboard own, Bitboard other) const override { return K::moves(own, other); }

  Bitboard flips(Bitboard own, Bitboard other, int square) const override {
    return K::flips(own, other, square);
  }

  std::uint64_t perft(Bitboard own, Bitboard other, int depth) const override {
    return PerftCounter<K>::leaves(own, other, depth);
  }

  int evaluate(Bitboard own, Bitboard other, const Evaluator& evaluator) const override {
    return reversi::evaluate<K>(own, other, evaluator);
  }

  int solve(Bitboard own, Bitboard other, int alpha, int beta,
            SearchContext& context) const override {
    return EndgameSolver<K>(context).solve(own, other, alpha, beta);
  }

  RootAnswer solve_root(Bitboard own, Bitboard other, int alpha, int beta, int first_move,
                        SearchContext& context) const override {
    return EndgameSolver<K>(context).solve_root(own, other, alpha, beta, first_move);
  }

  RootAnswer search_root(Bitboard own, Bitboard other, int depth, int alpha, int beta,
                         int first_move, SearchContext& context) const override {
    return MidgameSearch<K>(context).search_root(own, other, depth, alpha, beta, first_move);
  }
};

}  // namespace arcade::reversi
