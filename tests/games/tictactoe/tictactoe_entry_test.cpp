// Tic-tac-toe's catalog entry: the contract, and the shared alpha-beta on its exact game tree.
#include <catch2/catch.hpp>

#include "ai/budget.h"
#include "ai/negamax.h"
#include "common/game_contract.h"
#include "games/catalog.h"
#include "games/tictactoe/tictactoe.h"

using namespace arcade;

TEST_CASE("tic-tac-toe keeps the game contract") {
  testing::check_game_contract(*find_game("tictactoe"));
}

TEST_CASE("a tic-tac-toe move after the end of the game is named as such") {
  auto finished = replay_moves(*find_game("tictactoe")->start({}), "a1 a2 b1 b2 c1 c3");
  REQUIRE_FALSE(finished.ok());
  CHECK(finished.error() == "move 6 'c3' comes after the end of the game");
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
