// `analyze reversi --exact` and `bench reversi` on the command line.
#include <catch2/catch.hpp>

#include <sstream>

#include "cli/cli_run.h"
#include "cli/command_line.h"
#include "games/reversi/reversi.h"
#include "games/reversi/reversi_ffo.h"

using arcade::run_command_line;

using arcade::testing::Run;
using arcade::testing::run;

namespace {

int minimax_score(const arcade::Reversi& position) {
  const arcade::MoveList moves = position.legal_moves();
  if (moves.empty()) return arcade::reversi::final_score(position.own(), position.other());
  int best = -65;
  for (const arcade::Move move : moves) {
    arcade::Reversi child = position;
    child.apply(move);
    best = std::max(best, -minimax_score(child));
  }
  return best;
}

// A late position: 10 empty squares, black to move.
const std::string kLatePosition =
    "OOOOOOOO"
    "OXXXXOXO"
    "OXOXXXOO"
    "OXXOOXOO"
    "OXXXOXXO"
    "OXXXXOO-"
    "--XOOO--"
    "XX---O-- X";

}  // namespace

TEST_CASE("analyze --exact prints the best move and the exact final disc difference") {
  const auto position = arcade::Reversi::from_text(kLatePosition);
  REQUIRE(position.ok());
  const int exact = minimax_score(*position);
  const Run solved = run({"analyze", "reversi", kLatePosition, "--exact"});
  REQUIRE(solved.status == 0);
  const auto newline = solved.out.find('\n');
  REQUIRE(solved.out.find("move ") == 0);
  CHECK(solved.out.substr(newline + 1) == "score " + std::to_string(exact) + "\n");
  // The move printed reaches that score.
  auto after = *position;
  after.apply(*after.parse_move(solved.out.substr(5, newline - 5)));
  CHECK(-minimax_score(after) == exact);
}

TEST_CASE("analyze --exact solves a position where the side to move must pass") {
  const std::string must_pass = std::string(56, 'X') + "OXXXXXX- X";
  const Run solved = run({"analyze", "reversi", must_pass, "--exact"});
  CHECK(solved.status == 0);
  // White then takes h8 and flips b8..g8: black ends with 56 discs to white's 8.
  CHECK(solved.out == "move pass\nscore 48\n");
}

TEST_CASE("analyze --exact is refused where it means nothing, with the usage") {
  const std::vector<std::vector<std::string>> bad = {
      {"analyze", "tictactoe", "--exact"},
      {"analyze", "nim", "4,2", "--exact"},
      {"analyze", "reversi", "--exact", "--player", "strong"},
      {"analyze", "reversi", "--exact", "--time-ms", "10"},
      {"analyze", "reversi", std::string(60, 'X') + "---- O", "--exact"},  // the game is over
      {"analyze", "reversi", "--exact"},  // the start: far too many empty squares
  };
  for (const auto& args : bad) {
    const Run result = run(args);
    INFO(args[1] << " ... " << result.err);
    CHECK(result.status == 2);
    CHECK(result.out.empty());
    CHECK(result.err.find("board-arcade: ") == 0);
    CHECK(result.err.find("Usage") != std::string::npos);
  }
}

TEST_CASE("bench reversi --quick prints perft, search and FFO figures") {
  const Run bench = run({"bench", "reversi", "--quick"});
  CHECK(bench.status == 0);
  CHECK(bench.out.find("perft 9 (") != std::string::npos);
  CHECK(bench.out.find("3005288 leaves") != std::string::npos);
  CHECK(bench.out.find("M nodes/s") != std::string::npos);
  CHECK(bench.out.find("ffo 40-40: 1 of 1 right") != std::string::npos);
}

TEST_CASE("bench reversi --ffo solves only the FFO positions asked for") {
  const Run bench = run({"bench", "reversi", "--ffo", "40"});
  CHECK(bench.status == 0);
  CHECK(bench.out.find("ffo 40-40: 1 of 1 right") != std::string::npos);
  CHECK(bench.out.find("perft") == std::string::npos);
  for (const char* bad : {"39", "40-60", "45-41", "4x", "40-", "-41", "040-41"}) {
    INFO(bad);
    const Run refused = run({"bench", "reversi", "--ffo", bad});
    CHECK(refused.status == 2);
    CHECK(refused.err.find("Usage") != std::string::npos);
    CHECK(refused.out.empty());
  }
  CHECK(run({"bench", "gomoku", "--ffo", "40"}).status == 2);
}

TEST_CASE("positions that look like options are positions: every FFO position can be analysed") {
  int looking_like_options = 0;
  for (const auto& ffo : arcade::ffo_benchmark()) {
    const std::string text = ffo.position.position_text();
    INFO("ffo" << ffo.number << ": " << text);
    if (text.starts_with("-X") || text.starts_with("-O") || text.starts_with("--X") ||
        text.starts_with("--O")) {
      ++looking_like_options;
    }
    const Run analysed = run({"analyze", "reversi", text, "--player", "mobility"});
    CHECK(analysed.status == 0);
    CHECK(analysed.out.find("move ") == 0);
    // Options before the position, and the `--` that ends the options, work too.
    CHECK(run({"analyze", "reversi", "--player", "mobility", text}).out == analysed.out);
    CHECK(run({"analyze", "reversi", "--player", "mobility", "--", text}).out == analysed.out);
    CHECK(run({"perft", "reversi", "1", "--position", text}).status == 0);
  }
  // Nine begin "-X", "-O", "--X" or "--O"; ten more begin "---", which CLI11 never took for an
  // option.
  CHECK(looking_like_options == 9);
}
