// The exact endgame solver, written once over an instruction-set kernel: principal-variation
// search on final disc differences with a transposition table and ordered moves (see
// reversi_endgame_order_impl.h) while many squares are empty, parity ordering without move
// generation for the last few.
#pragma once

#include "games/reversi/reversi_endgame_order_impl.h"
#include "games/reversi/reversi_engine_includes.h"
#include "games/reversi/reversi_eval_impl.h"

namespace arcade::reversi {

// Scores outside every disc difference, for "no move found yet".
inline constexpr int kBelowAnyScore = -65;

// The solver for one search: holds the context, counts nodes through its budget.
template <class K>
class EndgameSolver {
 public:
  // Below this many empty squares the solver loops over the empty squares in parity order;
  // from it up, it generates moves, orders them fastest-first and uses the table.
  static constexpr int kOrderedMinEmpties = 7;
  static constexpr int kTableMinEmpties = 9;
  static constexpr int kCutByChildrenMinEmpties = 12;

  // The probable pass (SearchContext::probable_margin) cuts from this many empty squares up:
  // below, subtrees are too small for a cut to save much. 8 and 12 were tried only with other
  // margins and cut tests (README), neither a clear gain there.
  static constexpr int kProbableMinEmpties = 10;
  // Table entries the probable pass stores have this added to their depth (empty squares), so
  // the exact pass can tell them apart and take only their best move.
  static constexpr int kProbableDepthMark = 64;

  explicit EndgameSolver(SearchContext& context)
      : table_(context.endgame_table),
        budget_(context.budget),
        ordering_(context.budget, endgame_ordering_evaluator()),
        probable_margin_(context.probable_margin) {}

  // See Engine::solve.
  int solve(Bitboard own, Bitboard other, int alpha, int beta) {
    const int empties = K::count(~(own | other));
    if (empties == 0) return final_score(own, other);
    return search(own, other, alpha, beta, empties, quadrant_parity(~(own | other)));
  }

  // See Engine::solve_root.
  RootAnswer solve_root(Bitboard own, Bitboard other, int alpha, int beta, int first_move) {
    RootAnswer answer;
    const int empties = K::count(~(own | other));
    const int parity = quadrant_parity(~(own | other));
    EndgameMoveList moves;
    const int count =
        ordering_.list(own, other, K::moves(own, other), empties, parity, first_move, moves);
    if (count == 0) {  // own must pass
      answer.score = -solve(other, own, -beta, -alpha);
      answer.found = answer.complete = !budget_.exhausted();
      return answer;
    }
    int best = kBelowAnyScore;
    for (int index = 0; index < count; ++index) {
      const EndgameMove& move = next_best<K>(moves, index, count);
      const Bitboard child_own = other ^ move.flipped;
      const Bitboard child_other = own ^ move.flipped ^ square_bit(move.square);
      const int child_parity = parity ^ kQuadrantBit[static_cast<unsigned>(move.square)];
      int score;
      if (index == 0) {
        score = -search(child_own, child_other, -beta, -alpha, empties - 1, child_parity);
      } else {
        score = -search(child_own, child_other, -alpha - 1, -alpha, empties - 1, child_parity);
        if (score > alpha && score < beta && !budget_.exhausted()) {
          score = -search(child_own, child_other, -beta, -alpha, empties - 1, child_parity);
        }
      }
      if (budget_.exhausted()) return answer;
      if (score > best) {
        best = score;
        answer.move = move.square;
        answer.found = true;
        if (score > alpha) alpha = score;
        if (alpha >= beta) break;
      }
    }
    answer.score = best;
    answer.complete = true;
    return answer;
  }

 private:
  // The solver's value of a position with `empties` ≥ 1 empty squares.
  int search(Bitboard own, Bitboard other, int alpha, int beta, int empties, int parity) {
    if (empties >= kOrderedMinEmpties)
      return search_ordered(own, other, alpha, beta, empties, parity);
    if (empties > 4) return search_by_parity(own, other, alpha, beta, empties, parity);
    std::array<int, 4> squares{};
    gather_by_parity(~(own | other), parity, squares.data());
    switch (empties) {
      case 4:
        return solve_four(own, other, alpha, beta, squares[0], squares[1], squares[2], squares[3],
                          false);
      case 3:
        return solve_three(own, other, alpha, beta, squares[0], squares[1], squares[2], false);
      case 2:
        return solve_two(own, other, alpha, beta, squares[0], squares[1], false);
      default:
        return solve_one(own, other, squares[0]);
    }
  }

  // Writes the empty squares to `squares`: those in odd quadrants first, each half best first.
  static void gather_by_parity(Bitboard empty, int parity, int* squares) {
    const Bitboard odd = kQuadrantSquares[static_cast<unsigned>(parity)];
    for (const Bitboard parity_group : {empty & odd, empty & ~odd}) {
      for (const Bitboard kind : kSquaresBestFirst) {
        for (Bitboard group = parity_group & kind; group; group = without_first(group)) {
          *squares++ = first_square(group);
        }
      }
    }
  }

  int search_ordered(Bitboard own, Bitboard other, int alpha, int beta, int empties, int parity) {
    if (budget_.tick()) return 0;
    const Bitboard legal = K::moves(own, other);
    if (legal == 0) {
      if (K::moves(other, own) == 0) return final_score(own, other);
      return -search_ordered(other, own, -beta, -alpha, empties, parity);
    }
    if (stability_may_cut(alpha, empties)) {
      const int upper = stability_upper_bound(own, other);
      if (upper <= alpha) return upper;
      if (upper < beta) beta = upper;
    }
    int first_move = -1;
    const bool use_table = empties >= kTableMinEmpties;
    TableEntry known;
    if (use_table) {
      if (const auto cut = narrow_by_table(own, other, alpha, beta, known, first_move)) {
        return *cut;
      }
    }
    if (probable() && empties >= kProbableMinEmpties) {
      if (const auto cut = probable_cut(own, other, alpha, beta)) return *cut;
    }
    if (empties >= kCutByChildrenMinEmpties) {
      if (const auto cut = cut_by_children(own, other, legal, empties, beta, known.upper)) {
        return *cut;
      }
    }
    const NodeBest best =
        search_moves(own, other, legal, first_move, SearchWindow{alpha, beta, empties, parity});
    if (budget_.exhausted()) return 0;
    if (use_table) {
      keep(own, other, empties, best.score > alpha ? best.score : -64,
           best.score >= beta ? 64 : best.score, known.lower, known.upper, best.move);
    }
    return best.score;
  }

  // The window and the position's counts a node is searched with.
  struct SearchWindow {
    int alpha;
    int beta;
    int empties;
    int parity;
  };
  // A node's best score and the square that reached it.
  struct NodeBest {
    int score;
    int move;
  };

  // Narrows (alpha, beta) by what the table holds for the position, and returns the score when
  // that settles it. Sets `known` to the table's bounds (the widest when it holds nothing it can
  // trust) and `first_move` to its best move, even that of a probable entry, which proves nothing
  // but still orders well.
  [[gnu::always_inline]] std::optional<int> narrow_by_table(Bitboard own, Bitboard other,
                                                            int& alpha, int& beta,
                                                            TableEntry& known, int& first_move) {
    const TableEntry* entry = table_.find(own, other);
    if (entry && !trusted(*entry)) {
      first_move = entry->best_move;
      entry = nullptr;
    }
    if (!entry) {
      known.lower = -64;
      known.upper = 64;
      return std::nullopt;
    }
    known = *entry;
    if (known.lower >= beta) return known.lower;
    if (known.upper <= alpha) return known.upper;
    if (known.lower > alpha) alpha = known.lower;
    if (known.upper < beta) beta = known.upper;
    // The table pins the score exactly: searching an empty window would prove nothing and its
    // fail-soft answers need not agree with what the table already knows.
    if (alpha >= beta) return known.lower;
    first_move = known.best_move;
    return std::nullopt;
  }

  // Searches the `legal` moves in `window`, the principal variation's way, best-ordered, until
  // one reaches beta. The table's `first_move` (if legal) goes first, before the others are
  // ordered: when it cuts, as it mostly does, their ordering (a search per move from 12 empties
  // up) is never paid for. Stops at once when the budget runs out.
  [[gnu::always_inline]] NodeBest search_moves(Bitboard own, Bitboard other, Bitboard legal,
                                               int first_move, SearchWindow window) {
    EndgameMoveList moves;
    int count = 0;
    Bitboard unordered = legal;
    if (first_move >= 0 && first_move < 64 && (legal & square_bit(first_move))) {
      moves[0] = EndgameMove{K::flips(own, other, first_move), first_move, 0};
      count = 1;
      unordered ^= square_bit(first_move);
    }
    NodeBest best{kBelowAnyScore, TableEntry::kNoSquare};
    for (int index = 0;; ++index) {
      if (index == count) {
        if (unordered == 0) break;
        count =
            ordering_.list(own, other, unordered, window.empties, window.parity, -1, moves, count);
        unordered = 0;
      }
      const EndgameMove& move = next_best<K>(moves, index, count);
      const int score = search_move(own, other, move, index == 0, window);
      if (budget_.exhausted()) return best;
      if (score > best.score) {
        best = NodeBest{score, move.square};
        if (score > window.alpha) window.alpha = score;
        if (window.alpha >= window.beta) break;
      }
    }
    return best;
  }

  // The score of `move` for the side to move: in the full window if it is the `first` move,
  // otherwise with a null window first and again in full if it lands inside.
  [[gnu::always_inline]] int search_move(Bitboard own, Bitboard other, const EndgameMove& move,
                                         bool first, const SearchWindow& window) {
    const Bitboard child_own = other ^ move.flipped;
    const Bitboard child_other = own ^ move.flipped ^ square_bit(move.square);
    const int child_empties = window.empties - 1;
    const int child_parity = window.parity ^ kQuadrantBit[static_cast<unsigned>(move.square)];
    const int alpha = window.alpha;
    const int beta = window.beta;
    if (first) return -search(child_own, child_other, -beta, -alpha, child_empties, child_parity);
    const int score =
        -search(child_own, child_other, -alpha - 1, -alpha, child_empties, child_parity);
    if (score <= alpha || score >= beta) return score;
    return -search(child_own, child_other, -beta, -alpha, child_empties, child_parity);
  }

  // A child the table already knows to be bad enough for the opponent settles this node at
  // once (enhanced transposition cut-off), before any move is searched or ordered. Returns the
  // score, stored as a lower bound, or nothing.
  std::optional<int> cut_by_children(Bitboard own, Bitboard other, Bitboard legal, int empties,
                                     int beta, int known_upper) {
    for (; legal; legal = without_first(legal)) {
      const int square = first_square(legal);
      const Bitboard flipped = K::flips(own, other, square);
      const TableEntry* child = table_.find(other ^ flipped, own ^ flipped ^ square_bit(square));
      if (child && -child->upper >= beta && trusted(*child)) {
        keep(own, other, empties, -child->upper, 64, -64, known_upper, square);
        return -child->upper;
      }
    }
    return std::nullopt;
  }

  // Stores what this search found, [found_lower, found_upper], within what the table knew,
  // [known_lower, known_upper]. An exact search never contradicts an exact entry; a probable
  // pass's cuts, each taken at its own window, can, and then only what it found now is kept.
  void keep(Bitboard own, Bitboard other, int empties, int found_lower, int found_upper,
            int known_lower, int known_upper, int best_move) {
    int lower = std::max(found_lower, known_lower);
    int upper = std::min(found_upper, known_upper);
    if (lower > upper) {
      assert(probable());
      lower = found_lower;
      upper = found_upper;
    }
    table_.store(own, other, stored_depth(empties), lower, upper, best_move);
  }

  // True in the probable pass, which cuts by probable_margin_; false in the exact one.
  bool probable() const { return probable_margin_ > 0; }

  // The depth a table entry of this search records: the probable pass marks its own.
  int stored_depth(int empties) const {
    return probable() ? empties + kProbableDepthMark : empties;
  }

  // Whether an entry's bounds hold for this search: proven ones always, probable ones only in
  // the probable pass that stored them (an earlier pass cut with less confidence).
  bool trusted(const TableEntry& entry) const {
    if (entry.depth < kProbableDepthMark) return true;
    return probable() && entry.generation == table_.generation();
  }

  // The probable pass's cut: an evaluation more than the margin above beta (or below alpha)
  // stands for the exact score, fail-hard at the window's edge. A two-ply search of the
  // evaluation instead cut more surely but cost more than it saved (FFO #40-#49, README).
  std::optional<int> probable_cut(Bitboard own, Bitboard other, int alpha, int beta) {
    const int value = ordering_.evaluation(own, other);
    // Scores are even: past an odd edge, the nearest score is one disc further.
    if (beta < 64 && value >= beta * kScorePerDisc + probable_margin_) return beta + (beta & 1);
    if (alpha > -64 && value <= alpha * kScorePerDisc - probable_margin_) {
      return alpha - (alpha & 1);
    }
    return std::nullopt;
  }

  // Five or six empty squares: no move generation, squares in odd quadrants first.
  int search_by_parity(Bitboard own, Bitboard other, int alpha, int beta, int empties, int parity) {
    if (budget_.tick()) return 0;
    if (stability_may_cut(alpha, empties)) {
      const int upper = stability_upper_bound(own, other);
      if (upper <= alpha) return upper;
    }
    const Bitboard empty = ~(own | other);
    const Bitboard odd = kQuadrantSquares[static_cast<unsigned>(parity)];
    int best = kBelowAnyScore;
    for (const Bitboard parity_group : {empty & odd, empty & ~odd}) {
      for (const Bitboard kind : kSquaresBestFirst) {
        for (Bitboard group = parity_group & kind; group; group = without_first(group)) {
          const int square = first_square(group);
          const Bitboard flipped = flips_if_any(own, other, square);
          if (flipped == 0) continue;
          const int score =
              -search(other ^ flipped, own ^ flipped ^ square_bit(square), -beta, -alpha,
                      empties - 1, parity ^ kQuadrantBit[static_cast<unsigned>(square)]);
          if (score > best) {
            best = score;
            if (score > alpha) alpha = score;
            if (alpha >= beta) return best;
          }
        }
      }
    }
    if (best != kBelowAnyScore) return best;
    if (K::moves(other, own) == 0) return final_score(own, other);
    return -search_by_parity(other, own, -beta, -alpha, empties, parity);
  }

  // The last four plies have no move generation and no table: each empty square is tried in
  // the order given (odd quadrants first), a square that flips nothing being no move. `passed`
  // says the other side has just passed, so if own cannot move either the game is over.

  // The discs own's move on `square` flips, or 0; squares with no opposing neighbour are passed
  // over without working out any flips.
  static Bitboard flips_if_any(Bitboard own, Bitboard other, int square) {
    if ((kNeighbourSquares[static_cast<unsigned>(square)] & other) == 0) return 0;
    return K::flips(own, other, square);
  }

  int solve_four(Bitboard own, Bitboard other, int alpha, int beta, int a, int b, int c, int d,
                 bool passed) {
    budget_.tick();
    if (stability_may_cut(alpha, 4)) {
      const int upper = stability_upper_bound(own, other);
      if (upper <= alpha) return upper;
    }
    int best = kBelowAnyScore;
    const auto consider = [&](int square, int x, int y, int z) {
      const Bitboard flipped = flips_if_any(own, other, square);
      if (flipped == 0) return false;
      const int score = -solve_three(other ^ flipped, own ^ flipped ^ square_bit(square), -beta,
                                     -alpha, x, y, z, false);
      if (score > best) {
        best = score;
        if (score > alpha) alpha = score;
      }
      return alpha >= beta;
    };
    if (consider(a, b, c, d) || consider(b, a, c, d) || consider(c, a, b, d) ||
        consider(d, a, b, c)) {
      return best;
    }
    if (best != kBelowAnyScore) return best;
    if (passed) return final_score(own, other);
    return -solve_four(other, own, -beta, -alpha, a, b, c, d, true);
  }

  int solve_three(Bitboard own, Bitboard other, int alpha, int beta, int a, int b, int c,
                  bool passed) {
    budget_.tick();
    int best = kBelowAnyScore;
    const auto consider = [&](int square, int x, int y) {
      const Bitboard flipped = flips_if_any(own, other, square);
      if (flipped == 0) return false;
      const int score = -solve_two(other ^ flipped, own ^ flipped ^ square_bit(square), -beta,
                                   -alpha, x, y, false);
      if (score > best) {
        best = score;
        if (score > alpha) alpha = score;
      }
      return alpha >= beta;
    };
    if (consider(a, b, c) || consider(b, a, c) || consider(c, a, b)) return best;
    if (best != kBelowAnyScore) return best;
    if (passed) return final_score(own, other);
    return -solve_three(other, own, -beta, -alpha, a, b, c, true);
  }

  int solve_two(Bitboard own, Bitboard other, int alpha, int beta, int a, int b, bool passed) {
    budget_.count_node();
    int best = kBelowAnyScore;
    if (const Bitboard flipped = flips_if_any(own, other, a)) {
      best = -solve_one(other ^ flipped, own ^ flipped ^ square_bit(a), b);
      if (best >= beta) return best;
    }
    if (const Bitboard flipped = flips_if_any(own, other, b)) {
      const int score = -solve_one(other ^ flipped, own ^ flipped ^ square_bit(b), a);
      if (score > best) best = score;
    }
    if (best != kBelowAnyScore) return best;
    if (passed) return final_score(own, other);
    return -solve_two(other, own, -beta, -alpha, a, b, true);
  }

  // The exact score with one empty square left: own plays it if it can, else the other side
  // does, else it goes to the winner.
  int solve_one(Bitboard own, Bitboard other, int square) {
    budget_.count_node();
    const int own_discs = K::count(own);  // the other side has 63 − own_discs
    if (const int flipped = count_last_move_flips(own, square)) {
      return 2 * (own_discs + 1 + flipped) - 64;
    }
    if (const int flipped = count_last_move_flips(other, square)) {
      return 2 * (own_discs - flipped) - 64;
    }
    const int difference = 2 * own_discs - 63;
    return difference > 0 ? difference + 1 : difference - 1;
  }

  // Own can never win the other side's stable discs: 64 − 2 × their count bounds own's score.
  static int stability_upper_bound(Bitboard own, Bitboard other) {
    return 64 - 2 * K::count(stable_discs(other, own));
  }

  // The stability bound is only worth its cost where it may cut: the more empty squares, the
  // fewer discs are stable, and the higher alpha must be for the bound to reach it (2 × empties
  // from 10 empties, a little lower below). With fewer than 4 empties it never pays.
  static bool stability_may_cut(int alpha, int empties) {
    if (empties < 4) return false;
    return alpha >= (empties < 10 ? 2 * empties - 2 : std::min(64, 2 * empties));
  }

  TranspositionTable& table_;
  SearchBudget& budget_;
  EndgameOrdering<K> ordering_;
  int probable_margin_;  // 0: the exact pass
};

}  // namespace arcade::reversi
