// The midgame search, written once over an instruction-set kernel: principal-variation
// alpha-beta with a transposition table, evaluation-ordered moves, and the exact solver wherever
// the search would reach the end of the game anyway.
#pragma once

#include "games/reversi/reversi_endgame_impl.h"
#include "games/reversi/reversi_eval_impl.h"
#include "games/reversi/reversi_probcut.h"

namespace arcade::reversi {

// Scores outside every midgame score, for "no move found yet".
inline constexpr int kBelowAnyMidgameScore = -32'000;

// The search for one root position: holds the context and counts nodes through its budget.
template <class K>
class MidgameSearch {
 public:
  explicit MidgameSearch(SearchContext& context)
      : context_(context),
        table_(context.midgame_table),
        budget_(context.budget),
        evaluator_(context.evaluator) {}

  // See Engine::search_root. `first_move` (a square or −1) is searched first: the previous
  // iteration's best. If the budget runs out, `move` still holds the best of the moves whose
  // search finished (found tells whether there was one).
  RootAnswer search_root(Bitboard own, Bitboard other, int depth, int alpha, int beta,
                         int first_move) {
    RootAnswer answer;
    if (K::moves(own, other) == 0) {
      answer.score = -search(other, own, depth, -beta, -alpha);
      answer.found = answer.complete = !budget_.exhausted();
      return answer;
    }
    MoveList moves;
    const int count = list_moves(own, other, depth, first_move, moves);
    const int alpha_searched = alpha;
    int best = kBelowAnyMidgameScore;
    for (int index = 0; index < count; ++index) {
      const ScoredMove& move = next_best<K>(moves, index, count);
      const int score = search_child(own, other, move, depth, alpha, beta, index == 0);
      if (budget_.exhausted()) return answer;
      if (score > best) {
        best = score;
        answer.move = move.square;
        answer.found = true;
        if (score > alpha) alpha = score;
        if (alpha >= beta) break;
      }
    }
    table_.store(own, other, depth, best > alpha_searched ? best : kBelowAnyMidgameScore,
                 best < beta ? best : -kBelowAnyMidgameScore, answer.move);
    answer.score = best;
    answer.complete = true;
    return answer;
  }

 private:
  struct ScoredMove {
    Bitboard flipped;
    int square;
    int key;  // lower is searched first
  };
  using MoveList = std::array<ScoredMove, 40>;

  // Below this depth moves are ordered by a fixed table of square values, from it up by the
  // evaluation of the position each leads to.
  static constexpr int kEvaluatedOrderMinDepth = 2;

  // Corners first, then the edges and centre, the squares next to corners last.
  static constexpr std::array<std::int8_t, 64> kSquareOrder{
      0, 7, 2, 3, 3, 2, 7, 0,  //
      7, 8, 5, 5, 5, 5, 8, 7,  //
      2, 5, 1, 4, 4, 1, 5, 2,  //
      3, 5, 4, 6, 6, 4, 5, 3,  //
      3, 5, 4, 6, 6, 4, 5, 3,  //
      2, 5, 1, 4, 4, 1, 5, 2,  //
      7, 8, 5, 5, 5, 5, 8, 7,  //
      0, 7, 2, 3, 3, 2, 7, 0,  //
  };

  int list_moves(Bitboard own, Bitboard other, int depth, int first_move, MoveList& moves) const {
    int count = 0;
    for (Bitboard legal = K::moves(own, other); legal; legal = without_first(legal)) {
      const int square = first_square(legal);
      const Bitboard flipped = K::flips(own, other, square);
      int key;
      if (square == first_move) {
        key = -1'000'000;
      } else if (depth >= kEvaluatedOrderMinDepth) {
        key = evaluate<K>(other ^ flipped, own ^ flipped ^ square_bit(square), evaluator_);
      } else {
        key = kSquareOrder[static_cast<unsigned>(square)];
      }
      moves[static_cast<unsigned>(count++)] = ScoredMove{flipped, square, key};
    }
    return count;
  }

  // The score of one move: the first with the full window, the others with a null window first
  // and a re-search only when they might be better.
  int search_child(Bitboard own, Bitboard other, const ScoredMove& move, int depth, int alpha,
                   int beta, bool first) {
    const Bitboard child_own = other ^ move.flipped;
    const Bitboard child_other = own ^ move.flipped ^ square_bit(move.square);
    if (first) return -search(child_own, child_other, depth - 1, -beta, -alpha);
    int score = -search(child_own, child_other, depth - 1, -alpha - 1, -alpha);
    if (score > alpha && score < beta && !budget_.exhausted()) {
      score = -search(child_own, child_other, depth - 1, -beta, -alpha);
    }
    return score;
  }

  int search(Bitboard own, Bitboard other, int depth, int alpha, int beta) {
    if (budget_.tick()) return 0;
    const int empties = K::count(~(own | other));
    if (empties <= depth) {
      // The search would reach the end: the solver gets there much faster.
      EndgameSolver<K> solver(context_);
      return kScorePerDisc * solver.solve(own, other, disc_floor(alpha), disc_ceiling(beta));
    }
    if (K::moves(own, other) == 0) {
      if (K::moves(other, own) == 0) return kScorePerDisc * final_score(own, other);
      return -search(other, own, depth, -beta, -alpha);  // a pass costs no depth
    }
    if (depth == 0) return evaluate<K>(own, other, evaluator_);
    int first_move = -1;
    if (const TableEntry* entry = table_.find(own, other)) {
      if (entry->depth >= depth) {
        if (entry->lower >= beta) return entry->lower;
        if (entry->upper <= alpha) return entry->upper;
        if (entry->lower == entry->upper) return entry->lower;
      }
      first_move = entry->best_move;
    }
    if (context_.selective && depth >= kProbCutMinDepth) {
      if (const auto cut = probcut(own, other, depth, empties, alpha, beta)) return *cut;
    }
    MoveList moves;
    const int count = list_moves(own, other, depth, first_move, moves);
    const int alpha_searched = alpha;
    int best = kBelowAnyMidgameScore;
    int best_move = TableEntry::kNoSquare;
    for (int index = 0; index < count; ++index) {
      const ScoredMove& move = next_best<K>(moves, index, count);
      const int score = search_child(own, other, move, depth, alpha, beta, index == 0);
      if (budget_.exhausted()) return 0;
      if (score > best) {
        best = score;
        best_move = move.square;
        if (score > alpha) alpha = score;
        if (alpha >= beta) break;
      }
    }
    const int lower = best > alpha_searched ? best : kBelowAnyMidgameScore;
    const int upper = best < beta ? best : -kBelowAnyMidgameScore;
    table_.store(own, other, depth, lower, upper, best_move);
    return best;
  }

  // Multi-ProbCut: a search `probcut_depth(depth)` plies deep predicts the deep one, whose score
  // differs from it by a spread calibrated on the project's own positions (see
  // reversi_probcut.h). Where the shallow score clears beta (or falls below alpha) by
  // kProbCutConfidence spreads, the deep search would almost surely fail high (or low): the node
  // returns that bound at once.
  std::optional<int> probcut(Bitboard own, Bitboard other, int depth, int empties, int alpha,
                             int beta) {
    const int shallow = probcut_depth(depth);
    const int margin = probcut_margin(depth, empties);
    if (beta < kMostEvaluation) {
      const int bound = beta + margin;
      if (bound < kMostEvaluation) {
        const int score = search(own, other, shallow, bound - 1, bound);
        if (budget_.exhausted()) return 0;
        if (score >= bound) return beta;
      }
    }
    if (alpha > -kMostEvaluation) {
      const int bound = alpha - margin;
      if (bound > -kMostEvaluation) {
        const int score = search(own, other, shallow, bound, bound + 1);
        if (budget_.exhausted()) return 0;
        if (score <= bound) return alpha;
      }
    }
    return std::nullopt;
  }

  SearchContext& context_;
  TranspositionTable& table_;
  SearchBudget& budget_;
  const Evaluator& evaluator_;
};

}  // namespace arcade::reversi
