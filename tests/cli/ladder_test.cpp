// The ladders the app offers, climbed by real matches: each level must beat the one below it by a
// clear majority, with fixed seeds and node or iteration budgets instead of a clock, so the
// results repeat exactly and a change that breaks a ladder fails here. The matches are the
// command line's own, so every figure can be replayed with the command printed beside it.
#include <catch2/catch.hpp>

#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/command_line.h"
#include "games/catalog.h"

using namespace arcade;

namespace {

struct Totals {
  int upper = 0;
  int lower = 0;
  int draws = 0;
};

// Runs `board-arcade match` with `args` and reads its last line, "A wins W, B wins L, draws D".
Totals play(const std::vector<std::string>& args, const std::string& upper,
            const std::string& lower) {
  std::ostringstream out;
  std::ostringstream err;
  REQUIRE(run_command_line(args, out, err) == 0);
  const std::string text = out.str();
  const std::string last = text.substr(text.rfind('\n', text.size() - 2) + 1);
  INFO(last);
  const std::string upper_wins = upper + " wins ";
  const std::string lower_wins = ", " + lower + " wins ";
  const std::string draws = ", draws ";
  REQUIRE(last.find(upper_wins) == 0);
  const auto lower_at = last.find(lower_wins, upper_wins.size());
  const auto draws_at = last.rfind(draws);
  REQUIRE(lower_at != std::string::npos);
  REQUIRE(draws_at != std::string::npos);
  return {std::stoi(last.substr(upper_wins.size())),
          std::stoi(last.substr(lower_at + lower_wins.size())),
          std::stoi(last.substr(draws_at + draws.size()))};
}

// A clear majority of the games that were not drawn: at least three in five, and four more
// wins than losses (Tic-tac-toe's good players mostly draw, so only the others can count).
bool clear_majority(const Totals& totals) {
  return 2 * totals.upper >= 3 * totals.lower && totals.upper >= totals.lower + 4;
}

std::string command_text(const std::vector<std::string>& args) {
  std::string text = "board-arcade";
  for (const auto& arg : args) text += " " + arg;
  return text;
}

// How to climb one game's ladder.
struct Climb {
  std::string game;
  // Budgets instead of the clock, as `match` options: the same for both players of a match.
  std::vector<std::string> budget;
  // Games of each step, gentlest first: many where both players answer at once, so that chance
  // cannot hide or fake a step; fewer where a search thinks.
  std::vector<int> games;
  std::uint64_t first_seed = 1;
};

// Plays every level of the ladder against the level below it (seeds first_seed, first_seed + 1,
// ...), then a random player against the gentlest level.
void climb(const Climb& plan) {
  const GameInfo& game = *find_game(plan.game);
  const auto ladder = game.ladder();
  REQUIRE(ladder.size() == plan.games.size() + 1);
  std::uint64_t seed = plan.first_seed;
  for (std::size_t i = 1; i < ladder.size(); ++i) {
    const std::string& upper = ladder[i]->id;
    const std::string& lower = ladder[i - 1]->id;
    std::vector<std::string> args{"match",   plan.game,
                                  upper,     lower,
                                  "--games", std::to_string(plan.games[i - 1]),
                                  "--seed",  std::to_string(seed++)};
    args.insert(args.end(), plan.budget.begin(), plan.budget.end());
    const Totals totals = play(args, upper, lower);
    std::cout << command_text(args) << ": " << totals.upper << "-" << totals.lower << "-"
              << totals.draws << "\n";
    INFO(command_text(args));
    INFO(upper << " wins " << totals.upper << ", " << lower << " wins " << totals.lower
               << ", draws " << totals.draws);
    CHECK(clear_majority(totals));
  }
  // KIDS.md rule 7: a child clicking at random beats the gentlest level in a quarter of the games.
  std::vector<std::string> args{"match",   plan.game, "random", ladder.front()->id,
                                "--games", "200",     "--seed", std::to_string(seed)};
  const Totals clicker = play(args, "random", ladder.front()->id);
  std::cout << command_text(args) << ": " << clicker.upper << "-" << clicker.lower << "-"
            << clicker.draws << "\n";
  INFO(command_text(args));
  CHECK(4 * clicker.upper >= 200);
}

}  // namespace

TEST_CASE("the tic-tac-toe ladder climbs by clear majorities", "[slow]") {
  climb({.game = "tictactoe", .games = {200, 200, 200, 200}, .first_seed = 100});
}

TEST_CASE("the nim ladder climbs by clear majorities", "[slow]") {
  climb({.game = "nim", .games = {200, 200, 200}, .first_seed = 200});
}

TEST_CASE("the gomoku ladder climbs by clear majorities", "[slow]") {
  // 400,000 nodes is about a second of the strong player's search; below it tactics holds strong
  // nearly level (10-10 in 20 games at 20,000).
  climb({.game = "gomoku",
         .budget = {"--nodes", "400000"},
         .games = {200, 200, 40, 20},
         .first_seed = 300});
}

TEST_CASE("the reversi ladder climbs by clear majorities", "[slow]") {
  climb({.game = "reversi",
         .budget = {"--iterations", "3000", "--nodes", "200000"},
         .games = {200, 200, 200, 40, 40, 40},
         .first_seed = 400});
}
