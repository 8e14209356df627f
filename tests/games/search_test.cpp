// The shared search algorithms on real games: MCTS and alpha-beta.
#include <catch2/catch.hpp>

#include "ai/budget.h"
#include "ai/negamax.h"
#include "core/referee.h"
#include "games/catalog.h"
#include "games/reversi/reversi_players.h"
#include "games/tictactoe/tictactoe.h"

using namespace arcade;

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

TEST_CASE("a stopped search still answers with a legal move") {
  std::stop_source source;
  source.request_stop();
  const GameInfo& reversi = *find_game("reversi");
  for (const auto& info : reversi.players) {
    auto player = info.make(PlayerConfig{.time_ms = 60'000});
    const AnyState start = *reversi.start({});
    CHECK(start.is_legal(player->choose(start, source.get_token()).move));
  }
}

TEST_CASE("alpha-beta scores tic-tac-toe as a draw and a won position as a fast win") {
  std::stop_source never;
  SearchBudget budget(never.get_token(), std::nullopt, std::nullopt);
  auto no_evaluation = [](const TicTacToe&) { return 0; };
  Negamax<TicTacToe, decltype(no_evaluation)> search(no_evaluation, budget);
  const RootScores empty = search.search_root(TicTacToe(), 9);
  CHECK(empty.complete);
  CHECK(empty.score == 0);
  CHECK(empty.best_moves.size() == 9);  // every first move draws
  const RootScores won = search.search_root(*TicTacToe::from_text("XX-OO----"), 9);
  CHECK(won.score == kWinScore - 1);
  CHECK(won.best_moves == MoveList{2});
}
