// The aspiration windows of the exact solve (solve_around) and of iterative deepening, driven
// against scripted engines, so the windows they are asked for can be checked one by one.
#include <catch2/catch.hpp>

#include <utility>
#include <vector>

#include "games/reversi/reversi_driver.h"
#include "games/reversi/reversi_engine.h"
#include "reversi_test_support.h"

using namespace arcade;
using reversi::RootAnswer;

namespace {

// How a scripted solve answers out of its window: with the exact score (a tight fail-soft bound)
// or with the even score just outside the window, the loosest bound a fail-soft solve may give.
enum class Bound { tight, loose };

// An engine whose every position scores `exact`, answering out of the window with the `bound`
// asked for. Records each window it is asked to solve.
class ScriptedEngine final : public reversi::Engine {
 public:
  ScriptedEngine(int exact, Bound bound) : exact_(exact), bound_(bound) {}

  const char* kernel_name() const override { return "scripted"; }
  Bitboard moves(Bitboard, Bitboard) const override { return 0; }
  Bitboard flips(Bitboard, Bitboard, int) const override { return 0; }
  std::uint64_t perft(Bitboard, Bitboard, int) const override { return 0; }
  int evaluate(Bitboard, Bitboard, const reversi::Evaluator&) const override { return 0; }
  int solve(Bitboard, Bitboard, int alpha, int beta, reversi::SearchContext&) const override {
    return answer_in(alpha, beta);
  }
  RootAnswer solve_root(Bitboard, Bitboard, int alpha, int beta, int,
                        reversi::SearchContext&) const override {
    windows_.emplace_back(alpha, beta);
    RootAnswer answer;
    answer.move = 19;
    answer.score = answer_in(alpha, beta);
    answer.complete = answer.found = true;
    return answer;
  }
  RootAnswer search_root(Bitboard, Bitboard, int, int, int, int,
                         reversi::SearchContext&) const override {
    return {};
  }

  const std::vector<std::pair<int, int>>& windows() const { return windows_; }

 private:
  int answer_in(int alpha, int beta) const {
    if (bound_ == Bound::loose && exact_ <= alpha) return alpha % 2 == 0 ? alpha : alpha - 1;
    if (bound_ == Bound::loose && exact_ >= beta) return beta % 2 == 0 ? beta : beta + 1;
    return exact_;
  }

  int exact_;
  Bound bound_;
  mutable std::vector<std::pair<int, int>> windows_;
};

// An engine whose bounds disagree, as a transposition table and selective cuts can make them:
// each answer falls out of its window, on the other side from the last answer when that side
// is open, and lands inside only a window open at both ends. Records each window.
class ContraryEngine final : public reversi::Engine {
 public:
  const char* kernel_name() const override { return "contrary"; }
  Bitboard moves(Bitboard, Bitboard) const override { return 0; }
  Bitboard flips(Bitboard, Bitboard, int) const override { return 0; }
  std::uint64_t perft(Bitboard, Bitboard, int) const override { return 0; }
  int evaluate(Bitboard, Bitboard, const reversi::Evaluator&) const override { return 0; }
  int solve(Bitboard, Bitboard, int, int, reversi::SearchContext&) const override { return 0; }
  RootAnswer solve_root(Bitboard, Bitboard, int alpha, int beta, int,
                        reversi::SearchContext&) const override {
    return answer_out_of(alpha, beta, 64);
  }
  RootAnswer search_root(Bitboard, Bitboard, int, int alpha, int beta, int,
                         reversi::SearchContext&) const override {
    return answer_out_of(alpha, beta, reversi::kFullWindow);
  }

  const std::vector<std::pair<int, int>>& windows() const { return windows_; }

 private:
  RootAnswer answer_out_of(int alpha, int beta, int end) const {
    windows_.emplace_back(alpha, beta);
    const bool low_open = alpha > -end;
    const bool high_open = beta < end;
    RootAnswer answer;
    answer.move = 19;
    answer.complete = answer.found = true;
    if (high_open && (last_was_low_ || !low_open)) {
      answer.score = beta;
      last_was_low_ = false;
    } else if (low_open) {
      answer.score = alpha;
      last_was_low_ = true;
    }
    return answer;
  }

  mutable bool last_was_low_ = false;
  mutable std::vector<std::pair<int, int>> windows_;
};

RootAnswer solve_scripted(ScriptedEngine& engine, int guess) {
  reversi_test::Searching searching;
  return reversi::solve_around(engine, 0, 0, guess, -1, searching.context);
}

}  // namespace

TEST_CASE("a tight fail-soft bound costs the exact solve one retry, however far the guess") {
  for (const auto& [guess, exact] : {std::pair{-8, -12}, std::pair{2, 6}, std::pair{40, -20}}) {
    ScriptedEngine engine(exact, Bound::tight);
    const RootAnswer answer = solve_scripted(engine, guess);
    CHECK(answer.complete);
    CHECK(answer.score == exact);
    REQUIRE(engine.windows().size() == 2);
    CHECK(engine.windows()[1] == std::pair{exact - 1, exact + 1});
  }
}

TEST_CASE("every window of the exact solve has odd edges, except at the ends of the scale") {
  for (const Bound bound : {Bound::tight, Bound::loose}) {
    for (int exact = -64; exact <= 64; exact += 2) {
      for (const int guess : {-64, -30, -2, 0, 10, 64}) {
        ScriptedEngine engine(exact, bound);
        const RootAnswer answer = solve_scripted(engine, guess);
        CHECK(answer.score == exact);
        CHECK(engine.windows().size() <= 8);  // the window at least doubles on each retry
        for (const auto& [alpha, beta] : engine.windows()) {
          CHECK(alpha < beta);
          CHECK((alpha == -64 || alpha % 2 != 0));
          CHECK((beta == 64 || beta % 2 != 0));
        }
      }
    }
  }
}

TEST_CASE("bounds that disagree end the aspiration windows with the full one") {
  reversi_test::Searching searching;
  SECTION("iterative deepening") {
    ContraryEngine engine;
    const reversi::Deepening reached = reversi::deepen(engine, 0, 0, 3, searching.context, {});
    CHECK(reached.depth == 3);
    // Depths 1 and 2 search the full window; depth 3 misses low, misses high, then goes full.
    REQUIRE(engine.windows().size() == 5);
    CHECK(engine.windows().back() == std::pair{-reversi::kFullWindow, reversi::kFullWindow});
  }
  SECTION("the exact solve") {
    ContraryEngine engine;
    const RootAnswer answer = reversi::solve_around(engine, 0, 0, 10, -1, searching.context);
    CHECK(answer.complete);
    REQUIRE(engine.windows().size() == 3);
    CHECK(engine.windows().back() == std::pair{-64, 64});
  }
}
