// The perfect solver: exact scores checked against a search without pruning, `analyze --exact`
// on the command line, and the perfect player against the strong engine.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "connect4_test_positions.h"
#include "core/rng.h"
#include "games/catalog.h"
#include "games/connect4/connect4.h"
#include "games/connect4/connect4_players.h"
#include "games/connect4/connect4_solver.h"

using namespace arcade;
using arcade::test::connect4_after;

namespace {

int brute_force(const ConnectFour& position);

// The exact score for `position`'s side to move of playing `move`, found without pruning.
int score_of_move(const ConnectFour& position, Move move) {
  ConnectFour child = position;
  child.apply(move);
  if (child.outcome() == Outcome::ongoing) return -brute_force(child);
  return child.outcome() == Outcome::draw ? 0 : connect4::win_now_score(position.moves_played());
}

// The exact score of `position` by trying every line to the end.
int brute_force(const ConnectFour& position) {
  int best = -ConnectFour::kCells;
  for (const Move move : position.legal_moves())
    best = std::max(best, score_of_move(position, move));
  return best;
}

// A position of `discs` discs reached by random moves from `seed`, the game not over.
ConnectFour random_position(int discs, std::uint64_t seed) {
  Rng rng(seed);
  for (;;) {
    ConnectFour position;
    while (position.outcome() == Outcome::ongoing && position.moves_played() < discs) {
      position.apply(pick_one(position.legal_moves(), rng));
    }
    if (position.outcome() == Outcome::ongoing) return position;
  }
}

connect4::Solution solve(const ConnectFour& position) {
  connect4::Solver solver(16);
  SearchBudget budget({}, std::nullopt, std::nullopt);
  const auto solution = solver.solve(position, budget);
  REQUIRE(solution);
  return *solution;
}

// What `analyze connect4 POSITION --exact` prints: the catalog's exact solution, as text. (The
// command line itself is out of this layer's reach: the layer check keeps games tests off cli.)
std::string exact_text(const ConnectFour& position) {
  const auto solution = find_game("connect4")->solve_exact(AnyState(position), {});
  REQUIRE(solution.ok());
  return "move " + position.move_text(solution->move) + "\nscore " +
         std::to_string(solution->score) + "\n";
}

}  // namespace

TEST_CASE("the solver scores immediate wins and losses by the discs the winner had left") {
  // X wins with its 4th disc on column a: 22 - 4.
  CHECK(solve(connect4_after("a b a b a b")).score == 18);
  CHECK(solve(connect4_after("a b a b a b")).move == 0);
  // X's b1 makes two threats at once: it wins with its 4th disc whatever O does.
  CHECK(solve(connect4_after("d d c c")).score == 18);
  CHECK(solve(connect4_after("d d c c")).move == 4);
  // O can block only one of X's two threats and loses to X's 4th disc.
  CHECK(solve(connect4_after("d d c c b")).score == -18);
}

TEST_CASE("the solver agrees with a search without pruning near the end of random games") {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    const ConnectFour position = random_position(29 + static_cast<int>(seed % 4), seed);
    INFO(position.position_text());
    const connect4::Solution solution = solve(position);
    CHECK(solution.score == brute_force(position));
    CHECK(score_of_move(position, solution.move) == solution.score);
  }
}

TEST_CASE("one solver keeps its table from position to position and stays exact") {
  connect4::Solver solver(12);  // small, so entries are overwritten often
  for (std::uint64_t seed = 100; seed < 120; ++seed) {
    const ConnectFour position = random_position(31, seed);
    INFO(position.position_text());
    SearchBudget budget({}, std::nullopt, std::nullopt);
    const auto solution = solver.solve(position, budget);
    REQUIRE(solution);
    CHECK(solution->score == brute_force(position));
  }
}

TEST_CASE("the solver gives up when its node budget runs out") {
  connect4::Solver solver(16);
  SearchBudget budget({}, std::nullopt, 1000);
  CHECK_FALSE(solver.solve(ConnectFour(), budget));
}

TEST_CASE("the catalog's exact solver gives analyze --exact its move and score") {
  CHECK(exact_text(connect4_after("d d c c")) == "move e\nscore 18\n");
  for (std::uint64_t seed = 200; seed < 205; ++seed) {
    const ConnectFour position = random_position(32, seed);
    const std::string text = exact_text(position);
    CHECK(std::stoi(text.substr(text.find("score ") + 6)) == brute_force(position));
  }
  const ConnectFour won = connect4_after("a b a b a b a");
  CHECK_FALSE(find_game("connect4")->solve_exact(AnyState(won), {}).ok());
}

TEST_CASE(
    "the perfect player never does worse than a random opening's exact value against strong") {
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    const ConnectFour opening = random_position(12, seed);
    const int value = solve(opening).score;  // for the side to move
    for (const Side perfect_side : {Side::first, Side::second}) {
      auto perfect = make_connect4_perfect(PlayerConfig{.seed = seed, .nodes = 4'000'000});
      auto strong = make_connect4_strong(PlayerConfig{.seed = seed, .nodes = 200'000});
      ConnectFour position = opening;
      while (position.outcome() == Outcome::ongoing) {
        Player& mover = position.to_move() == perfect_side ? *perfect : *strong;
        position.apply(mover.choose(AnyState(position), {}).move);
      }
      const int value_for_perfect = opening.to_move() == perfect_side ? value : -value;
      INFO(opening.position_text()
           << " perfect plays " << (perfect_side == Side::first ? "X" : "O"));
      if (value_for_perfect >= 0) CHECK(position.outcome() != win_for(opponent(perfect_side)));
      if (value_for_perfect > 0) CHECK(position.outcome() == win_for(perfect_side));
    }
  }
}
