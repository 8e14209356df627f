// The replay's judgements on their own thread: every position judged, the preferred one first,
// and going away at once mid-judgement.
#include <catch2/catch.hpp>

#include "app/worker/judge_worker.h"
#include "core/rng.h"
#include "games/catalog.h"

using namespace arcade;
using namespace arcade::app;

namespace {

// The positions of a seeded random game of `game`, from its start to its end.
std::vector<AnyState> random_game(const GameInfo& game, std::uint64_t seed) {
  auto start = game.start({});
  REQUIRE(start);
  std::vector<AnyState> positions{*start};
  Rng rng(seed);
  while (!positions.back().is_over()) {
    AnyState next = positions.back();
    next.try_apply(pick_one(next.legal_moves(), rng));
    positions.push_back(std::move(next));
  }
  return positions;
}

// The first and the last `each` positions of a game: its opening and its end. A whole random
// Gomoku game is a long one, each position judged at 40,000 nodes: under TSan on a busy machine
// judging it all took more than the five minutes the test waits.
std::vector<AnyState> both_ends(std::vector<AnyState> positions, std::size_t each) {
  if (positions.size() > 2 * each) {
    positions.erase(positions.begin() + static_cast<std::ptrdiff_t>(each),
                    positions.end() - static_cast<std::ptrdiff_t>(each));
  }
  return positions;
}

}  // namespace

TEST_CASE("the judge worker judges every position of a game, finished ones exactly") {
  for (const GameInfo& game : game_catalog()) {
    DYNAMIC_SECTION(game.id) {
      const auto positions = both_ends(random_game(game, 3), 6);
      REQUIRE(positions.back().is_over());
      JudgeWorker worker(game, positions, ThinkingPriority::below_window);
      worker.prefer(positions.size() / 2);
      REQUIRE(worker.wait_until_finished(300'000));
      CHECK(worker.finished());
      for (std::size_t i = 0; i < positions.size(); ++i) REQUIRE(worker.result(i));
      CHECK(worker.result(positions.size() - 1)->exact);
      CHECK_FALSE(worker.result(positions.size()));  // past the end: nothing
    }
  }
}

TEST_CASE("a judge worker that goes away mid-game stops its judgement and joins") {
  const GameInfo& game = game_catalog()[0];
  for (const GameInfo& each : game_catalog()) {
    // Many positions of every game, dropped at once: the destructor must not wait for them all.
    JudgeWorker worker(each, random_game(each, 5), ThinkingPriority::idle_time);
    worker.prefer(1);
  }
  JudgeWorker empty(game, {}, ThinkingPriority::below_window);
  CHECK(empty.finished());
  CHECK(empty.wait_until_finished(0));
}
