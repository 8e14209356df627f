// The exact solver's move ordering, written once over an instruction-set kernel: fastest first
// (the fewer replies left to the opponent, the sooner a move is searched), sharpened by a shallow
// search of the evaluation where the subtree below is big enough to pay for it.
#pragma once

#include "games/reversi/reversi_engine_includes.h"
#include "games/reversi/reversi_eval_impl.h"

namespace arcade::reversi {

// One legal move with what it flips and its ordering key.
struct EndgameMove {
  Bitboard flipped;
  int square;
  int key;  // lower is searched first
};

// Reversi positions have at most 33 legal moves; this leaves room to spare.
using EndgameMoveList = std::array<EndgameMove, 40>;

// Moves the lowest-keyed move of moves[index..count) to `index` and returns it: selection sort
// one step at a time, because a cut-off usually comes before the list is sorted. Shared by the
// solver and the midgame search, whose move lists differ only in the move type. Templated on the
// kernel K though it does not use it: each kernel's file then gets its own copy, so the linker
// can never hand the portable build the AVX2 file's instructions.
template <class K, class MoveArray>
const typename MoveArray::value_type& next_best(MoveArray& moves, int index, int count) {
  int best = index;
  for (int other = index + 1; other < count; ++other) {
    if (moves[static_cast<unsigned>(other)].key < moves[static_cast<unsigned>(best)].key) {
      best = other;
    }
  }
  std::swap(moves[static_cast<unsigned>(index)], moves[static_cast<unsigned>(best)]);
  return moves[static_cast<unsigned>(index)];
}

// Orders the moves of one position for the solver. Counts the shallow searches' positions as
// nodes of the budget.
template <class K>
class EndgameOrdering {
 public:
  // From kShallowMinEmpties empty squares up, each child's key takes in its value by a search
  // of the evaluation: the evaluation itself at first, then one ply deeper every
  // kShallowEmptiesPerPly more empty squares, to kMaxShallowPlies plies. Near the root such
  // ordering saves far more nodes than it costs; near the leaves it is not worth its cost.
  static constexpr int kShallowMinEmpties = 12;
  static constexpr int kShallowEmptiesPerPly = 3;
  static constexpr int kMaxShallowPlies = 3;
  // Keys: one reply left to the opponent weighs kReplyWeight; a value of kValuePerKey
  // hundredths of a disc counts as one, so a reply weighs about two discs of the trained
  // evaluation: on FFO #40-#49 that took fewer nodes than 2.5 or 4 discs a reply (README).
  static constexpr int kReplyWeight = 16;
  static constexpr int kValuePerKey = 12;
  // A move into a quadrant with an odd number of empty squares gains half a reply: there own
  // tends to get the last move (FFO #40-#49: 0.77 G nodes instead of 0.80 G; a whole reply
  // lost on #43, a quarter gained less).
  static constexpr int kOddQuadrantBonus = 8;

  EndgameOrdering(SearchBudget& budget, const Evaluator& evaluator)
      : budget_(budget), evaluator_(evaluator) {}

  // Appends own's moves on the squares of `legal` (legal moves all) with their keys to `moves`
  // after its first `count`, and returns the new count. `parity` is the position's quadrant
  // parity (see quadrant_parity). `first_move` (a square, or −1) gets the lowest key: a move the
  // table remembers as best.
  int list(Bitboard own, Bitboard other, Bitboard legal, int empties, int parity, int first_move,
           EndgameMoveList& moves, int count = 0) {
    const int plies = shallow_plies(empties);
    const Bitboard odd_quadrants = kQuadrantSquares[static_cast<unsigned>(parity)];
    for (; legal; legal = without_first(legal)) {
      const int square = first_square(legal);
      const Bitboard flipped = K::flips(own, other, square);
      const Bitboard child_own = other ^ flipped;
      const Bitboard child_other = own ^ flipped ^ square_bit(square);
      int key;
      if (square == first_move) {
        key = -1'000'000;
      } else if (child_own == 0) {
        key = -900'000;  // a wipe-out: nothing can be better
      } else {
        const Bitboard replies = K::moves(child_own, child_other);
        const Bitboard empty = ~(child_own | child_other);
        key = kReplyWeight * (K::count(replies) + K::count(replies & kCorners)) +
              K::count(neighbours(child_other) & empty);
        if (odd_quadrants & square_bit(square)) key -= kOddQuadrantBonus;
        if (plies >= 0) {
          key += shallow_value(child_own, child_other, plies, -kInfinity, kInfinity) / kValuePerKey;
        }
      }
      moves[static_cast<unsigned>(count++)] = EndgameMove{flipped, square, key};
    }
    return count;
  }

  // The ordering's evaluation of the position for own, in hundredths of a disc, counted as a
  // node: for the solver's probable cuts.
  int evaluation(Bitboard own, Bitboard other) { return shallow_value(own, other, 0, 0, 0); }

 private:
  static constexpr int kInfinity = 30'000;

  // How many plies the ordering search looks below each child: 0 for the evaluation alone, −1
  // for no search at all.
  static int shallow_plies(int empties) {
    if (empties < kShallowMinEmpties) return -1;
    return std::min(kMaxShallowPlies, (empties - kShallowMinEmpties) / kShallowEmptiesPerPly);
  }

  // Alpha-beta on the evaluation, `depth` plies deep, for the side to move.
  int shallow_value(Bitboard own, Bitboard other, int depth, int alpha, int beta) {
    budget_.count_node();
    if (depth == 0) return evaluate<K>(own, other, evaluator_);
    Bitboard legal = K::moves(own, other);
    if (legal == 0) {
      if (K::moves(other, own) == 0) return kScorePerDisc * final_score(own, other);
      return -shallow_value(other, own, depth, -beta, -alpha);
    }
    int best = -kInfinity;
    for (; legal; legal = without_first(legal)) {
      const int square = first_square(legal);
      const Bitboard flipped = K::flips(own, other, square);
      const int score = -shallow_value(other ^ flipped, own ^ flipped ^ square_bit(square),
                                       depth - 1, -beta, -alpha);
      if (score > best) {
        best = score;
        if (score > alpha) alpha = score;
        if (alpha >= beta) break;
      }
    }
    return best;
  }

  SearchBudget& budget_;
  const Evaluator& evaluator_;
};

}  // namespace arcade::reversi
