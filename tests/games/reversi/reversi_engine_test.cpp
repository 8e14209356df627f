// The Reversi engine: its bitboard kernels against a plain reference, perft, stable discs, and
// the exact solver against brute-force minimax.
#include <catch2/catch.hpp>

#include <array>
#include <vector>

#include "ai/budget.h"
#include "ai/perft.h"
#include "core/rng.h"
#include "games/reversi/reversi.h"
#include "games/reversi/reversi_engine.h"
#include "games/reversi/reversi_geometry.h"
#include "games/reversi/reversi_kernel.h"
#include "games/reversi/reversi_perft.h"
#include "reversi_test_support.h"

using namespace arcade;
using reversi::Engine;

using reversi_test::engines;
using reversi_test::minimax_score;
using reversi_test::random_position;
using reversi_test::Searching;

namespace {

// Square-by-square reference rules: walk each direction from the square.
Bitboard reference_flips(Bitboard own, Bitboard other, int square) {
  if ((own | other) >> square & 1) return 0;
  Bitboard flipped = 0;
  for (int column_step = -1; column_step <= 1; ++column_step) {
    for (int row_step = -1; row_step <= 1; ++row_step) {
      if (column_step == 0 && row_step == 0) continue;
      Bitboard line = 0;
      int column = square % 8 + column_step;
      int row = square / 8 + row_step;
      while (column >= 0 && column < 8 && row >= 0 && row < 8 &&
             (other >> (row * 8 + column) & 1)) {
        line |= Bitboard{1} << (row * 8 + column);
        column += column_step;
        row += row_step;
      }
      if (column >= 0 && column < 8 && row >= 0 && row < 8 && (own >> (row * 8 + column) & 1)) {
        flipped |= line;
      }
    }
  }
  return flipped;
}

Bitboard reference_moves(Bitboard own, Bitboard other) {
  Bitboard moves = 0;
  for (int square = 0; square < 64; ++square) {
    if (reference_flips(own, other, square) != 0) moves |= Bitboard{1} << square;
  }
  return moves;
}

}  // namespace

TEST_CASE("the engine's move generation and flips agree with square-by-square reference rules") {
  Rng rng(7);
  std::vector<std::pair<Bitboard, Bitboard>> boards;
  for (int game = 0; game < 40; ++game) {
    Reversi position;
    while (!position.legal_moves().empty()) {
      boards.emplace_back(position.own(), position.other());
      position.apply(pick_one(position.legal_moves(), rng));
    }
  }
  for (int i = 0; i < 2000; ++i) {  // arbitrary disc patterns, not only reachable ones
    const Bitboard occupied = rng.next() | rng.next();
    const Bitboard own = occupied & rng.next();
    boards.emplace_back(own, occupied & ~own);
  }
  for (const auto& [own, other] : boards) {
    const Bitboard expected_moves = reference_moves(own, other);
    REQUIRE(reversi::legal_moves(own, other) == expected_moves);
    REQUIRE(reversi_move_mask(own, other) == expected_moves);
    for (int square = 0; square < 64; ++square) {
      if ((own | other) >> square & 1) continue;
      REQUIRE(reversi::flips(own, other, square) == reference_flips(own, other, square));
    }
  }
}

TEST_CASE("every kernel this machine runs agrees with the portable one") {
  Rng rng(11);
  for (int i = 0; i < 5000; ++i) {
    const Bitboard occupied = rng.next() | rng.next();
    const Bitboard own = occupied & rng.next();
    const Bitboard other = occupied & ~own;
    for (const Engine* engine : engines()) {
      REQUIRE(engine->moves(own, other) == reversi::legal_moves(own, other));
      for (int square = 0; square < 64; ++square) {
        if (occupied >> square & 1) continue;
        REQUIRE(engine->flips(own, other, square) == reversi::flips(own, other, square));
      }
    }
  }
  // The AVX2 kernel is there wherever the processor has AVX2, so it really is being checked.
  CHECK((reversi::avx2_engine() != nullptr) == reversi::cpu_has_avx2_kernel());
}

TEST_CASE("the last-move flip count agrees with flipping on boards with one empty square") {
  Rng rng(5);
  for (int i = 0; i < 20000; ++i) {
    const int square = static_cast<int>(rng.below(64));
    const Bitboard own = rng.next() & ~reversi::square_bit(square);
    const Bitboard other = ~own & ~reversi::square_bit(square);
    REQUIRE(reversi::count_last_move_flips(own, square) ==
            reversi::count_bits(reversi::flips(own, other, square)));
    REQUIRE(reversi::count_last_move_flips(other, square) ==
            reversi::count_bits(reversi::flips(other, own, square)));
  }
}

TEST_CASE("reversi perft on every engine matches the published counts to depth 9") {
  const std::uint64_t expected[] = {4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288};
  const Reversi start;
  for (const Engine* engine : engines()) {
    for (int depth = 1; depth <= 9; ++depth) {
      INFO(engine->kernel_name() << " depth " << depth);
      CHECK(engine->perft(start.own(), start.other(), depth) == expected[depth - 1]);
    }
  }
  CHECK(reversi_perft(start, 0) == 1);
  CHECK(reversi_perft(start, 9) == 3005288);
}

TEST_CASE("reversi perft agrees with the generic perft through passes and game ends") {
  Rng rng(3);
  for (int i = 0; i < 20; ++i) {
    const Reversi position = random_position(rng, 9);
    for (int depth = 1; depth <= 5; ++depth)
      CHECK(reversi_perft(position, depth) == perft(position, depth));
  }
}

TEST_CASE("stable discs are never flipped, whatever is played") {
  Rng rng(13);
  for (int game = 0; game < 200; ++game) {
    Reversi position = random_position(rng, static_cast<int>(4 + rng.below(30)));
    const Side side = position.to_move();
    const Bitboard stable = reversi::stable_discs(position.own(), position.other());
    while (!position.legal_moves().empty()) {
      position.apply(pick_one(position.legal_moves(), rng));
      REQUIRE((position.discs_of(side) & stable) == stable);
    }
  }
  // A full board is stable everywhere; corners always are.
  CHECK(reversi::stable_discs(0x00FF00FF00FF00FFULL, 0xFF00FF00FF00FF00ULL) ==
        0x00FF00FF00FF00FFULL);
  CHECK(reversi::stable_discs(reversi::kCorners, 0) == reversi::kCorners);
}

TEST_CASE("the exact solver agrees with brute-force minimax in every window") {
  Rng rng(21);
  for (int i = 0; i < 60; ++i) {
    const int empties = 4 + static_cast<int>(rng.below(7));  // 4..10
    const Reversi position = random_position(rng, empties);
    const int exact = minimax_score(position);
    for (const Engine* engine : engines()) {
      INFO(engine->kernel_name() << " " << position.position_text());
      Searching full;
      CHECK(engine->solve(position.own(), position.other(), -64, 64, full.context) == exact);
      Searching root;
      const auto answer =
          engine->solve_root(position.own(), position.other(), -64, 64, -1, root.context);
      REQUIRE(answer.complete);
      CHECK(answer.score == exact);
      Reversi after = position;
      after.apply(answer.move);
      CHECK(-minimax_score(after) == exact);
      // Fail-soft: a window below or above the score gives a bound on the right side.
      Searching below;
      CHECK(engine->solve(position.own(), position.other(), exact + 1, exact + 3, below.context) <=
            exact + 1);
      Searching above;
      CHECK(engine->solve(position.own(), position.other(), exact - 3, exact - 1, above.context) >=
            exact - 1);
    }
  }
}

TEST_CASE("the midgame search sees the end exactly when its depth reaches it") {
  Rng rng(8);
  for (int i = 0; i < 20; ++i) {
    const Reversi position = random_position(rng, 8);
    const int exact = minimax_score(position);
    for (const Engine* engine : engines()) {
      Searching searching;
      const auto answer = engine->search_root(position.own(), position.other(), 8, -30'000, 30'000,
                                              -1, searching.context);
      REQUIRE(answer.complete);
      CHECK(answer.score == exact * reversi::kScorePerDisc);
    }
  }
}

TEST_CASE("both engines evaluate alike, and the noise stays within its bound") {
  Rng rng(4);
  const reversi::Evaluator plain;
  const reversi::Evaluator noisy(reversi::EvalWeights{}, 10, 99);
  for (int i = 0; i < 200; ++i) {
    const Reversi position = random_position(rng, static_cast<int>(10 + rng.below(45)));
    const int score = reversi::portable_engine().evaluate(position.own(), position.other(), plain);
    for (const Engine* engine : engines()) {
      CHECK(engine->evaluate(position.own(), position.other(), plain) == score);
    }
    const int with_noise =
        reversi::portable_engine().evaluate(position.own(), position.other(), noisy);
    CHECK(std::abs(with_noise - score) <= 10);
  }
}
