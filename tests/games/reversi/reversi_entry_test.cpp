// Reversi's catalog entry: the contract, transcripts with passes left out, and MCTS on the game.
#include <catch2/catch.hpp>

#include "common/game_contract.h"
#include "core/referee.h"
#include "games/catalog.h"
#include "games/reversi/reversi.h"
#include "games/reversi/reversi_players.h"
#include "games/reversi/reversi_view.h"

using namespace arcade;

TEST_CASE("reversi keeps the game contract") {
  testing::check_game_contract(*find_game("reversi"));
}

TEST_CASE("move lists replay, with Reversi passes filled in, and bad moves are named") {
  const GameInfo& reversi = *find_game("reversi");
  auto played = replay_moves(*reversi.start({}), "f5d6c3d3c4");
  REQUIRE(played.ok());
  CHECK(played->to_move() == Side::second);
  auto bad = replay_moves(*reversi.start({}), "f5 d6 a1");
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.error() == "move 3 'a1' is not a legal move there");

  // Black to move has no move, white does: "pass" may be written or left out.
  const auto position = reversi.parse_position(std::string(56, 'X') + "OXXXXXX- X", {});
  REQUIRE(position.ok());
  CHECK(position->legal_moves() == MoveList{64});
  CHECK(position->move_text(64) == "pass");
  const auto after_explicit = replay_moves(*position, "pass h8");
  const auto after_implicit = replay_moves(*position, "h8");
  REQUIRE(after_explicit.ok());
  REQUIRE(after_implicit.ok());
  CHECK(*after_explicit == *after_implicit);
  CHECK(after_implicit->is_over());
}

TEST_CASE("mcts beats random at reversi in at least 18 of 20 seeded games", "[slow]") {
  const GameInfo& reversi = *find_game("reversi");
  int mcts_wins = 0;
  for (int game = 0; game < 20; ++game) {
    auto mcts =
        reversi.find_player("mcts")->make(PlayerConfig{.seed = 100u + game, .iterations = 200});
    auto random = reversi.find_player("random")->make(PlayerConfig{.seed = 200u + game});
    const bool mcts_first = game % 2 == 0;
    const auto record = referee_game(*reversi.start({}), mcts_first ? *mcts : *random,
                                     mcts_first ? *random : *mcts);
    if (winner_of(record.outcome) == (mcts_first ? Side::first : Side::second)) ++mcts_wins;
  }
  CHECK(mcts_wins >= 18);
}

TEST_CASE("an mcts search with an iteration budget is deterministic for a seed") {
  const AnyState start{Reversi()};
  auto a = make_reversi_mcts_player(PlayerConfig{.seed = 5, .iterations = 300});
  auto b = make_reversi_mcts_player(PlayerConfig{.seed = 5, .iterations = 300});
  CHECK(a->choose(start, {}).move == b->choose(start, {}).move);
}

TEST_CASE(
    "the dots where the side to move may play stand out from the board at 3:1 in both looks") {
  for (const bool high_contrast : {false, true}) {
    const Theme& theme = theme_for(high_contrast);
    const Color board = ReversiView::board_color(theme);
    const Color dot = over(ReversiView::legal_move_color(theme), board);
    INFO((high_contrast ? "high contrast" : "standard"));
    CHECK(contrast_ratio(dot, board) >= 3.0);
  }
}
