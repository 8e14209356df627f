// Connect Four's ladder climbed by seeded matches: each level must beat the one below it by a
// clear majority, with node budgets instead of the clock so the results repeat exactly. (The
// catalog-wide ladder test in tests/cli names the games it climbs; this one is Connect Four's.)
#include <catch2/catch.hpp>

#include <array>
#include <string>

#include "core/referee.h"
#include "games/catalog.h"

using namespace arcade;

namespace {

struct Totals {
  int upper = 0;
  int lower = 0;
  int draws = 0;
};

// Plays `games` games between `upper` and `lower`, alternating who starts, with `nodes` per move.
Totals match(const GameInfo& game, const PlayerInfo& upper, const PlayerInfo& lower, int games,
             std::uint64_t seed, std::uint64_t nodes) {
  Totals totals;
  for (int i = 0; i < games; ++i) {
    const PlayerConfig config{.seed = seed + static_cast<std::uint64_t>(i), .nodes = nodes};
    auto a = upper.make(config);
    auto b = lower.make(config);
    const bool upper_first = i % 2 == 0;
    const GameRecord record =
        upper_first ? referee_game(*game.start({}), *a, *b) : referee_game(*game.start({}), *b, *a);
    REQUIRE_FALSE(record.forfeited_by);
    const AnyState& position = record.final_position;
    const auto winner = winner_of(position.outcome());
    if (!winner) {
      ++totals.draws;
    } else if ((*winner == Side::first) == upper_first) {
      ++totals.upper;
    } else {
      ++totals.lower;
    }
  }
  return totals;
}

}  // namespace

TEST_CASE("the connect four ladder climbs by clear majorities", "[slow]") {
  const GameInfo& game = *find_game("connect4");
  const auto ladder = game.ladder();
  REQUIRE(ladder.size() == 5);
  // Games and nodes a move for each step: the top step needs about the budget of the window's
  // second (at 200,000 nodes the solver finishes few solves and falls back on its engine).
  const std::array<int, 4> games{100, 100, 40, 16};
  const std::array<std::uint64_t, 4> nodes{200'000, 200'000, 200'000, 1'000'000};
  for (std::size_t i = 1; i < ladder.size(); ++i) {
    const Totals totals =
        match(game, *ladder[i], *ladder[i - 1], games[i - 1], 100 * i, nodes[i - 1]);
    INFO(ladder[i]->id << " wins " << totals.upper << ", " << ladder[i - 1]->id << " wins "
                       << totals.lower << ", draws " << totals.draws);
    CHECK(2 * totals.upper >= 3 * totals.lower);
    CHECK(totals.upper >= totals.lower + 4);
  }
}
