// Connect Four's players and engine: the careful player's wins and blocks, the engine's threat
// cells, forced wins and exact solving, all on node or depth budgets so no test depends on time.
#include <catch2/catch.hpp>

#include <string>

#include "connect4_test_positions.h"
#include "core/rng.h"
#include "games/connect4/connect4.h"
#include "games/connect4/connect4_players.h"
#include "games/connect4/connect4_search.h"

using namespace arcade;
using arcade::test::connect4_after;

namespace {

std::string choice_of(Player& player, const ConnectFour& position) {
  const Decision decision = player.choose(AnyState(position), {});
  REQUIRE(position.is_legal(decision.move));
  return position.move_text(decision.move);
}

// A seeded random game of `discs` moves in which no move wins or lets the opponent win at once,
// or nothing if the game cannot go on so.
std::optional<ConnectFour> quiet_playout(int discs, Rng& rng) {
  ConnectFour position;
  while (position.moves_played() < discs) {
    MoveList quiet;
    for (const Move move : position.legal_moves()) {
      ConnectFour next = position;
      next.apply(move);
      if (next.outcome() == Outcome::ongoing && !connect4_win_or_block(next)) quiet.push_back(move);
    }
    if (quiet.empty()) return std::nullopt;
    position.apply(pick_one(quiet, rng));
  }
  return position;
}

}  // namespace

TEST_CASE("threat cells are the empty cells that complete a four") {
  using connect4::threat_cells;
  // X on a1 b1 c1: d1 completes the row (the left end is the board's edge).
  ConnectFour row = connect4_after("a a b b c");
  CHECK(threat_cells(row.discs(Side::first), row.occupied()) == ConnectFour::cell(3, 0));
  // O on a2 b2: no threat yet.
  CHECK(threat_cells(row.discs(Side::second), row.occupied()) == 0);
  // X on d1 d2 d3: d4 completes the column.
  ConnectFour column = connect4_after("d a d a d");
  CHECK(threat_cells(column.discs(Side::first), column.occupied()) == ConnectFour::cell(3, 3));
  // A gap in the middle counts: X on a1 b1 d1.
  ConnectFour gap = connect4_after("a a b b d");
  CHECK(threat_cells(gap.discs(Side::first), gap.occupied()) == ConnectFour::cell(2, 0));
}

TEST_CASE("the careful player takes a win and blocks an immediate loss") {
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    auto careful = make_connect4_careful(PlayerConfig{.seed = seed});
    // X to move wins at d (a1 b1 c1), though O threatens too (a2 b2 c2).
    CHECK(choice_of(*careful, connect4_after("a a b b c c")) == "d");
    // O to move must block X at d.
    CHECK(choice_of(*careful, connect4_after("a a b b c")) == "d");
    // X to move must block O's column at g.
    CHECK(choice_of(*careful, connect4_after("a g b g c g")) == "d");  // its own win comes first
    CHECK(choice_of(*careful, connect4_after("a g b g e g")) == "g");
  }
}

TEST_CASE("the strong player finds a forced win and says so") {
  // X on c1 d1, O on c2 d2: X at b1 or e1 makes an open three that O cannot stop on both ends.
  auto strong = make_connect4_strong(PlayerConfig{.nodes = 2'000'000});
  const ConnectFour position = connect4_after("d d c c");
  const Decision decision = strong->choose(AnyState(position), {});
  const std::string move = position.move_text(decision.move);
  CHECK((move == "b" || move == "e"));
  CHECK(decision.result == ProvenResult::win);
}

TEST_CASE("the strong player wins a forced game against every defence") {
  // From "d d c c" X wins whatever O does; let the strong player play X against every reply.
  auto strong = make_connect4_strong(PlayerConfig{.nodes = 2'000'000});
  int games = 0;
  auto explore = [&](auto&& self, const ConnectFour& position) -> void {
    if (position.outcome() != Outcome::ongoing) {
      CHECK(position.outcome() == Outcome::first_wins);
      ++games;
      return;
    }
    if (position.to_move() == Side::first) {
      ConnectFour next = position;
      next.apply(strong->choose(AnyState(position), {}).move);
      self(self, next);
      return;
    }
    for (const Move reply : position.legal_moves()) {
      ConnectFour next = position;
      next.apply(reply);
      self(self, next);
    }
  };
  explore(explore, connect4_after("d d c c"));
  CHECK(games >= 7);  // at least one game after each of O's first replies
}

TEST_CASE("the depth-limited engine avoids the cell under the opponent's win") {
  // O threatens d2 (a2 b2 c2 are O, d1 is empty): X must not play d, which would let O in.
  // Nothing is forced for X; depth 2 sees it.
  auto depth2 = make_connect4_lookahead(2, 0, PlayerConfig{.seed = 1});
  const ConnectFour position = connect4_after("a b c a g b g c");
  for (int i = 0; i < 5; ++i) CHECK(choice_of(*depth2, position) != "d");
}

TEST_CASE("the strong engine solves positions near the end exactly") {
  // Seeded playouts that neither win nor hand the opponent a win, stopped with 14 empty cells:
  // the engine sees to the end within its node budget and proves the result.
  Rng rng(7);
  int solved = 0;
  for (int attempt = 0; attempt < 200 && solved < 6; ++attempt) {
    const auto position = quiet_playout(ConnectFour::kCells - 14, rng);
    if (!position) continue;
    connect4::Engine engine(connect4::Settings{.table_bits = 18});
    SearchBudget budget({}, std::nullopt, 50'000'000);
    const connect4::Choice choice = engine.choose(*position, budget);
    INFO(position->position_text());
    CHECK(choice.result.has_value());
    CHECK(choice.exact);
    ++solved;
  }
  CHECK(solved == 6);
}

TEST_CASE("a stop requested before the engine starts still gets a legal move at once") {
  std::stop_source stop;
  stop.request_stop();
  auto strong = make_connect4_strong(PlayerConfig{.time_ms = 60'000});
  const ConnectFour position = connect4_after("d");
  CHECK(position.is_legal(strong->choose(AnyState(position), stop.get_token()).move));
}
