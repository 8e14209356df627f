// The exact solve's aspiration windows (solve_around), driven against a scripted engine whose
// exact score is known, so the windows it is asked for can be checked one by one.
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
