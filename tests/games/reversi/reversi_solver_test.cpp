// The exact solver's pruning rules (stability bound, transposition table, cut-offs by children,
// ordering searches, a probable pass before) checked against a plain alpha-beta solve on positions
// with 10 to 14 empties.
#include <catch2/catch.hpp>

#include <vector>

#include "ai/budget.h"
#include "core/rng.h"
#include "games/reversi/reversi.h"
#include "games/reversi/reversi_endgame_order_impl.h"
#include "games/reversi/reversi_engine.h"
#include "games/reversi/reversi_geometry.h"
#include "reversi_test_support.h"

using namespace arcade;
using reversi::Engine;

using reversi_test::engines;
using reversi_test::fits_window;
using reversi_test::random_position;
using reversi_test::Searching;

namespace {

// The exact final disc difference for the side to move by plain full-width alpha-beta over the
// portable move generator: no table, no ordering, no bounds beyond the window, so nothing the
// solver prunes with can hide in it.
int reference_score(Bitboard own, Bitboard other, int alpha, int beta) {
  Bitboard legal = reversi::legal_moves(own, other);
  if (legal == 0) {
    if (reversi::legal_moves(other, own) == 0) return reversi::final_score(own, other);
    return -reference_score(other, own, -beta, -alpha);
  }
  int best = -65;
  for (; legal; legal = reversi::without_first(legal)) {
    const int square = reversi::first_square(legal);
    const Bitboard flipped = reversi::flips(own, other, square);
    const int score = -reference_score(other ^ flipped, own ^ flipped ^ reversi::square_bit(square),
                                       -beta, -alpha);
    if (score > best) best = score;
    if (best > alpha) alpha = best;
    if (alpha >= beta) break;
  }
  return best;
}

int exact_score(const Reversi& position) {
  return reference_score(position.own(), position.other(), -65, 65);
}

}  // namespace

TEST_CASE("the stability bound never excludes the exact score") {
  Rng rng(404);
  for (int i = 0; i < 30; ++i) {
    const Reversi position = random_position(rng, 10 + static_cast<int>(rng.below(3)));
    const int exact = exact_score(position);
    INFO(position.position_text() << " exact " << exact);
    const int theirs = reversi::count_bits(reversi::stable_discs(position.other(), position.own()));
    const int mine = reversi::count_bits(reversi::stable_discs(position.own(), position.other()));
    CHECK(exact <= 64 - 2 * theirs);
    CHECK(exact >= 2 * mine - 64);
  }
}

TEST_CASE("the solver is exact inside any window and a true bound outside it, 10-14 empties") {
  Rng rng(77);
  for (int i = 0; i < 16; ++i) {
    const Reversi position = random_position(rng, 10 + static_cast<int>(rng.below(5)));
    const int exact = exact_score(position);
    for (const Engine* engine : engines()) {
      // Minimal windows from far below to far above the score: high alphas are where the
      // stability bound cuts, and each window prunes differently.
      for (int alpha = -64; alpha < 64; alpha += 9) {
        INFO(engine->kernel_name() << " " << position.position_text() << " exact " << exact
                                   << " window (" << alpha << ", " << alpha + 2 << ")");
        Searching searching;
        const int score =
            engine->solve(position.own(), position.other(), alpha, alpha + 2, searching.context);
        INFO("answered " << score);
        CHECK(fits_window(score, exact, alpha, alpha + 2));
      }
      Searching root;
      const auto answer = engine->solve_root(position.own(), position.other(), exact - 1, exact + 1,
                                             -1, root.context);
      REQUIRE(answer.complete);
      CHECK(answer.score == exact);
      Reversi after = position;
      after.apply(answer.move);
      CHECK(-exact_score(after) == exact);
    }
  }
}

TEST_CASE("an exact solve after a probable pass on the same table is still exact") {
  // A margin of one disc cuts at nearly every node from 10 empties up, so the probable pass
  // leaves wrong bounds in the table; the exact pass must take none of them.
  Rng rng(515);
  int probable_wrong = 0;
  for (int i = 0; i < 12; ++i) {
    const Reversi position = random_position(rng, 12 + static_cast<int>(rng.below(3)));
    const int exact = exact_score(position);
    for (const Engine* engine : engines()) {
      INFO(engine->kernel_name() << " " << position.position_text() << " exact " << exact);
      Searching searching;
      searching.context.probable_margin = reversi::kScorePerDisc;
      const auto probable =
          engine->solve_root(position.own(), position.other(), -65, 65, -1, searching.context);
      REQUIRE(probable.complete);
      if (probable.score != exact) ++probable_wrong;
      searching.context.probable_margin = 0;
      searching.endgame.next_generation();
      // The probable score's window, as the exact pass first asks (solve_with_presearch).
      const int alpha = probable.score - 1;
      const int score =
          engine->solve(position.own(), position.other(), alpha, alpha + 2, searching.context);
      CHECK(fits_window(score, exact, alpha, alpha + 2));
      const auto answer = engine->solve_root(position.own(), position.other(), -65, 65,
                                             probable.move, searching.context);
      REQUIRE(answer.complete);
      CHECK(answer.score == exact);
    }
  }
  CHECK(probable_wrong > 0);
}

TEST_CASE("where the stability bound is tight, the solver is still exact in every window") {
  // Positions whose exact score reaches (or nearly) the bound 64 − 2 × the opponent's stable
  // discs are where a bound off by a little would cut wrongly: every minimal window puts alpha at
  // each value around it.
  Rng rng(2024);
  int tight = 0;
  for (int i = 0; i < 3000 && tight < 12; ++i) {
    const Reversi position = random_position(rng, 4 + static_cast<int>(rng.below(6)));
    const int exact = exact_score(position);
    const int bound =
        64 - 2 * reversi::count_bits(reversi::stable_discs(position.other(), position.own()));
    if (exact + 4 < bound) continue;
    ++tight;
    for (const Engine* engine : engines()) {
      for (int alpha = -64; alpha < 64; alpha += 2) {
        INFO(engine->kernel_name() << " " << position.position_text() << " exact " << exact
                                   << " window (" << alpha << ", " << alpha + 2 << ")");
        Searching searching;
        const int score =
            engine->solve(position.own(), position.other(), alpha, alpha + 2, searching.context);
        INFO("answered " << score);
        REQUIRE(fits_window(score, exact, alpha, alpha + 2));
      }
    }
  }
  CHECK(tight == 12);  // the test must not go empty
}

TEST_CASE("one table serves many solves without mixing their positions up") {
  // The table keeps bounds across solves (as a player's does from move to move): each solve
  // must still be exact, whatever the others left behind.
  Rng rng(5);
  Searching shared;
  for (int i = 0; i < 12; ++i) {
    const Reversi position = random_position(rng, 10 + static_cast<int>(rng.below(5)));
    const int exact = exact_score(position);
    INFO(position.position_text());
    CHECK(reversi::fastest_engine().solve(position.own(), position.other(), -64, 64,
                                          shared.context) == exact);
    CHECK(reversi::fastest_engine().solve(position.own(), position.other(), exact - 1, exact + 1,
                                          shared.context) == exact);
  }
}

TEST_CASE("the solver's ordering puts a move into an odd quadrant half a reply earlier") {
  // The same moves listed under opposite quadrant parities: each move's key is lower by the
  // bonus exactly where its quadrant counts as odd, and the moves and flips are the same.
  using Ordering = reversi::EndgameOrdering<reversi::PortableKernel>;
  Rng rng(11);
  Searching searching;
  Ordering ordering(searching.budget, searching.evaluator);
  for (int i = 0; i < 20; ++i) {
    const int empties = 7 + static_cast<int>(rng.below(8));  // with and without shallow searches
    const Reversi position = random_position(rng, empties);
    const Bitboard legal = reversi::legal_moves(position.own(), position.other());
    const int parity = static_cast<int>(rng.below(16));
    reversi::EndgameMoveList as_is;
    reversi::EndgameMoveList flipped;
    const int count =
        ordering.list(position.own(), position.other(), legal, empties, parity, -1, as_is);
    REQUIRE(ordering.list(position.own(), position.other(), legal, empties, parity ^ 15, -1,
                          flipped) == count);
    for (int index = 0; index < count; ++index) {
      const auto& move = as_is[static_cast<unsigned>(index)];
      const auto& twin = flipped[static_cast<unsigned>(index)];
      REQUIRE(move.square == twin.square);
      CHECK(move.flipped == twin.flipped);
      const bool odd = (reversi::kQuadrantSquares[static_cast<unsigned>(parity)] &
                        reversi::square_bit(move.square)) != 0;
      CHECK(move.key - twin.key == (odd ? -1 : 1) * Ordering::kOddQuadrantBonus);
    }
  }
}
