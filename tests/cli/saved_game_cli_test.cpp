// The command line with saved games: show, --load, and bad files refused like bad arguments.
#include <catch2/catch.hpp>

#include <sstream>

#include "cli/cli_run.h"
#include "cli/command_line.h"
#include "persist/store.h"
#include "persist_test_support.h"

using namespace arcade;
using arcade::testing::file_bytes;
using arcade::testing::plant_file;
using arcade::testing::sample_game;
using arcade::testing::TempDir;

using arcade::testing::Run;
using arcade::testing::run;

namespace {

std::string moves_to_cursor_text(const SavedGame& game) {
  std::string text;
  for (std::size_t index = 1; index <= game.history.cursor(); ++index) {
    text += game.history.at(index - 1).move_text(game.history.move_into(index)) + " ";
  }
  return text;
}

}  // namespace

TEST_CASE("show prints the game, its players, moves with the undo cursor, and the position") {
  TempDir folder;
  const std::string file = (folder / "bug.txt").string();
  plant_file(
      file, "board-arcade-game 1\ngame tictactoe\nsecond perfect\nmoves b2 a1 c3\ncursor 2\nend\n");
  const Run shown = run({"show", file});
  CHECK(shown.status == 0);
  CHECK(shown.err.empty());
  CHECK(shown.out ==
        "game: tictactoe (Tic-tac-toe)\n"
        "X: person\n"
        "O: perfect\n"
        "moves: b2 a1 | c3\n"
        "cursor: 2 of 3 moves\n"
        "position: O---X----\n"
        "state: X to move\n");
}

TEST_CASE("perft, analyze and match start from a loaded saved game at its cursor") {
  TempDir folder;
  const SavedGame game = sample_game("reversi", {}, 21, 12, 3);
  const std::string file = (folder / "game.txt").string();
  plant_file(file, write_saved_game(game));
  const std::string moves = moves_to_cursor_text(game);
  CHECK(run({"perft", "reversi", "3", "--load", file}).out ==
        run({"perft", "reversi", "3", "--moves", moves}).out);
  CHECK(run({"perft", "reversi", "2", "--load", file, "--moves", "pass"}).status == 2);
  const Run analyzed = run({"analyze", "reversi", "--load", file, "--player", "roxanne"});
  CHECK(analyzed.status == 0);
  CHECK(analyzed.out == run({"analyze", "reversi", "--moves", moves, "--player", "roxanne"}).out);
  const Run match = run({"match", "reversi", "random", "roxanne", "--games", "2", "--load", file});
  CHECK(match.status == 0);
  CHECK(match.out.find("random wins") != std::string::npos);

  const SavedGame nim = sample_game("nim", {{"heaps", "5,5"}, {"rule", "normal"}}, 2, 1, 0);
  const std::string nim_file = (folder / "nim.txt").string();
  plant_file(nim_file, write_saved_game(nim));
  // The options come from the file: normal play on 5,5 minus one move.
  CHECK(run({"perft", "nim", "1", "--load", nim_file}).out ==
        run({"perft", "nim", "1", "--set", "heaps=5,5", "--set", "rule=normal", "--moves",
             moves_to_cursor_text(nim)})
            .out);
}

TEST_CASE("bad saved game files get one line, the usage and status 2, and are left untouched") {
  TempDir folder;
  const std::string valid = write_saved_game(sample_game("tictactoe", {}, 1, 4, 0));
  const std::vector<std::pair<std::string, std::string>> files = {
      {"cut.txt", valid.substr(0, valid.size() / 2)},
      {"garbage.txt", std::string("\x7f"
                                  "ELF\x02\x01\x01\0",
                                  8)},
      {"newer.txt", "board-arcade-game 7\ngame tictactoe\nend\n"},
      {"illegal.txt", "board-arcade-game 1\ngame tictactoe\nmoves a1 a1\nend\n"},
      {"gomoku.txt", "board-arcade-game 1\ngame gomoku\nend\n"},
      {"good.txt", valid},
  };
  for (const auto& [name, bytes] : files) plant_file(folder / name, bytes);
  const auto path = [&](const std::string& name) { return (folder / name).string(); };
  const std::vector<std::vector<std::string>> bad = {
      {"show", path("cut.txt")},
      {"show", path("garbage.txt")},
      {"show", path("newer.txt")},
      {"show", path("illegal.txt")},
      {"show", path("missing.txt")},
      {"show", folder.path().string()},
      {"perft", "tictactoe", "1", "--load", path("cut.txt")},
      {"perft", "tictactoe", "1", "--load", path("gomoku.txt")},
      {"analyze", "tictactoe", "--load", path("illegal.txt")},
      {"match", "tictactoe", "random", "random", "--load", path("newer.txt")},
      {"analyze", "tictactoe", "XO-------", "--load", path("good.txt")},
      {"perft", "tictactoe", "1", "--set", "size=3", "--load", path("good.txt")},
      {"perft", "tictactoe", "1", "--load", path("good.txt"), "--moves", "zz"},
  };
  for (const auto& args : bad) {
    const Run result = run(args);
    INFO(args.front() << " " << args[1] << " ... " << result.err);
    CHECK(result.status == 2);
    CHECK(result.out.empty());
    CHECK(result.err.find("board-arcade: ") == 0);
    CHECK(result.err.find("Usage") != std::string::npos);
  }
  CHECK_THAT(run({"show", path("newer.txt")}).err, Catch::StartsWith("board-arcade: "));
  CHECK_THAT(run({"show", path("newer.txt")}).err, Catch::Contains("newer Board Arcade"));
  CHECK_THAT(run({"show", path("illegal.txt")}).err,
             Catch::Contains("line 3: move 2 'a1' is not a legal move there"));
  CHECK_THAT(run({"perft", "tictactoe", "1", "--load", path("gomoku.txt")}).err,
             Catch::Contains("is a gomoku game, not tictactoe"));
  // Nothing was moved aside or changed: the command line never touches a person's files.
  std::size_t count = 0;
  for (const auto& entry : std::filesystem::directory_iterator(folder.path())) {
    ++count;
    (void)entry;
  }
  CHECK(count == files.size());
  for (const auto& [name, bytes] : files) CHECK(file_bytes(folder / name) == bytes);
}

TEST_CASE("show and --load refuse a pipe at once instead of waiting for a writer") {
  TempDir folder;
  const std::string pipe = (folder / "game.txt").string();
  for (const auto& args : std::vector<std::vector<std::string>>{
           {"show", pipe}, {"perft", "tictactoe", "1", "--load", pipe}}) {
    arcade::testing::FifoGuard fifo(pipe);
    const Run result = run(args);
    fifo.done();
    CHECK_FALSE(fifo.fired());
    CHECK(result.status == 2);
    CHECK_THAT(result.err, Catch::Contains("is a pipe, not a regular file"));
    std::filesystem::remove(pipe);
  }
}

TEST_CASE("dev-save-loop saves through the store and dev-check loads every file") {
  TempDir folder;
  const std::string dir = (folder / "prefs").string();
  const Run saved = run({"dev-save-loop", dir, "--saves", "200", "--seed", "4"});
  CHECK(saved.status == 0);
  CHECK(saved.out == "saved 200 times\n");
  const Run checked = run({"dev-check", dir});
  CHECK(checked.status == 0);
  CHECK_THAT(checked.out, Catch::Contains("settings: ok\nstatistics: "));
  CHECK_THAT(checked.out, Catch::EndsWith("temporary files: 0\n"));
  CHECK(Store(dir).load_current_game().notice.empty());

  plant_file(Store(dir).current_game_file(), "board-arcade-game 1\ngame nim\n");
  const Run damaged = run({"dev-check", dir});
  CHECK(damaged.status == 2);
  CHECK_THAT(damaged.err, Catch::Contains("current-game.txt does not load: the closing 'end'"));
  CHECK(run({"games"}).out.find("dev-") == std::string::npos);
  CHECK(run({"--help"}).out.find("dev-") == std::string::npos);
}
