// The games' judgements for the replay's "who is winning": exact where the result is known, in
// range and quick everywhere. Named games only where a test needs a known position.
#include <catch2/catch.hpp>

#include <chrono>

#include "core/rng.h"
#include "games/catalog.h"
#include "games/game_info.h"
#include "games/reversi/reversi.h"

using namespace arcade;

namespace {

AnyState position_after(const GameInfo& game, std::string_view moves) {
  auto start = game.start({});
  REQUIRE(start);
  auto position = replay_moves(*start, moves);
  REQUIRE(position);
  return *position;
}

// Seeded random moves from the start until `stop_when` holds or the game ends.
template <class Stop>
AnyState random_playout(const GameInfo& game, std::uint64_t seed, Stop stop_when) {
  auto start = game.start({});
  REQUIRE(start);
  AnyState position = *start;
  Rng rng(seed);
  while (!position.is_over() && !stop_when(position)) {
    const auto moves = position.legal_moves();
    position.try_apply(moves[static_cast<std::size_t>(rng.below(moves.size()))]);
  }
  return position;
}

}  // namespace

TEST_CASE("a won Tic-tac-toe position is judged exactly, for the side that wins") {
  const GameInfo& game = *find_game(game_catalog(), "tictactoe");
  // X has two in a column and is to move: X wins.
  const auto x_wins = judge_position(game, position_after(game, "a1 b1 a2 b2"));
  REQUIRE(x_wins);
  CHECK(*x_wins == Judgement{1, true});
  // O to move with two ways to win after X's wasted move: O wins.
  const auto o_wins = judge_position(game, position_after(game, "a1 b2 c3 b1 b3 c2 a3"));
  REQUIRE(o_wins);
  CHECK(o_wins->exact);
  // A finished game is its result.
  const auto over = judge_position(game, position_after(game, "a1 b1 a2 b2 a3"));
  REQUIRE(over);
  CHECK(*over == Judgement{1, true});
  // The empty board is a draw with perfect play.
  const auto empty = judge_position(game, *game.start({}));
  REQUIRE(empty);
  CHECK(*empty == Judgement{0, true});
}

TEST_CASE("a Reversi position near the end is judged exactly, as solve_exact says") {
  const GameInfo& game = *find_game(game_catalog(), "reversi");
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    const AnyState position = random_playout(game, seed, [](const AnyState& p) {
      return reversi::count_bits(p.get_if<Reversi>()->empty_squares()) <= 12;
    });
    if (position.is_over()) continue;
    const auto judged = judge_position(game, position);
    REQUIRE(judged);
    CHECK(judged->exact);
    const auto solved = game.solve_exact(position, {});
    REQUIRE(solved);
    const int mover_sign = position.to_move() == Side::first ? 1 : -1;
    const int expected = (solved->score > 0) - (solved->score < 0);
    CHECK(judged->value == mover_sign * expected);
  }
}

TEST_CASE("every game's judgement stays in range, and estimates are never certain") {
  for (const auto& game : game_catalog()) {
    DYNAMIC_SECTION(game.id) {
      REQUIRE(game.judge);
      for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        int plies = 0;
        const int stop_at = static_cast<int>(seed) * 4;
        const AnyState position =
            random_playout(game, seed, [&](const AnyState&) { return plies++ >= stop_at; });
        const auto started = std::chrono::steady_clock::now();
        const auto judged = judge_position(game, position);
        const auto took = std::chrono::steady_clock::now() - started;
        REQUIRE(judged);
        CHECK(judged->value >= -1);
        CHECK(judged->value <= 1);
        if (!judged->exact) CHECK(std::abs(judged->value) < 1);
        if (judged->exact) CHECK((judged->value == -1 || judged->value == 0 || judged->value == 1));
        // Bounded by a node budget, not a clock: generous, only to catch an unbounded search.
        CHECK(took < std::chrono::seconds(5));
      }
    }
  }
}

TEST_CASE("a judgement asked to stop gives nothing") {
  std::stop_source stop;
  stop.request_stop();
  for (const auto& game : game_catalog()) {
    const auto judged = judge_position(game, *game.start({}), stop.get_token());
    CHECK_FALSE(judged);
  }
}
