// `board-arcade FILE.txt`: a missing or damaged file is one line on stderr and a non-zero exit,
// before any window opens, and the file and its folder stay as they were.
#include <catch2/catch.hpp>

#include <filesystem>
#include <sstream>

#include "cli/command_line.h"
#include "launch/window_command.h"
#include "persist/persist_test_support.h"

using namespace arcade;
using namespace arcade::launch;
using arcade::testing::file_bytes;
using arcade::testing::plant_file;
using arcade::testing::TempDir;

namespace {

struct Outcome {
  int status;
  std::string out, err;
};

Outcome run(std::vector<std::string> args) {
  std::ostringstream out, err;
  WindowCommand window;
  const int status = run_command_line(args, out, err, {}, window);
  return {status, out.str(), err.str()};
}

std::size_t lines(const std::string& text) {
  return static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
}

}  // namespace

TEST_CASE("board-arcade FILE.txt with a missing file says so in one line and exits 1") {
  TempDir dir;
  const auto missing = dir / "no-such-game.txt";
  const auto outcome = run({missing.string()});
  CHECK(outcome.status == 1);
  CHECK(lines(outcome.err) == 1);
  CHECK(outcome.err.find("no-such-game.txt") != std::string::npos);
  CHECK(std::filesystem::is_empty(dir.path()));
}

TEST_CASE("board-arcade FILE.txt with a damaged file says why in one line and leaves it alone") {
  TempDir dir;
  const auto damaged = dir / "cut.txt";
  plant_file(damaged, "board-arcade-game 1\ngame tictactoe\nmoves b2 b2\nend\n");
  const auto outcome = run({damaged.string()});
  CHECK(outcome.status == 1);
  CHECK(lines(outcome.err) == 1);
  CHECK(outcome.err.find("cut.txt") != std::string::npos);
  CHECK(file_bytes(damaged) == "board-arcade-game 1\ngame tictactoe\nmoves b2 b2\nend\n");
  CHECK(std::distance(std::filesystem::directory_iterator(dir.path()),
                      std::filesystem::directory_iterator()) == 1);
}

TEST_CASE("board-arcade FILE.txt with --kiosk is a usage error; an unknown word is still one") {
  TempDir dir;
  const auto file = dir / "game.txt";
  plant_file(file, "board-arcade-game 1\ngame tictactoe\nend\n");
  CHECK(run({"--kiosk", file.string()}).status == 2);
  const auto unknown = run({"frobnicate"});
  CHECK(unknown.status == 2);
  CHECK(unknown.err.find("unknown command") != std::string::npos);
}
