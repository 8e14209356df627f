// The command line: outputs of each subcommand and the clear refusal of bad arguments.
#include <catch2/catch.hpp>

#include <sstream>

#include "cli/cli_run.h"
#include "cli/command_line.h"
#include "games/catalog.h"

using arcade::run_command_line;

using arcade::testing::Run;
using arcade::testing::run;

namespace {

std::string first_line(const std::string& text) {
  return text.substr(0, text.find('\n'));
}

}  // namespace

TEST_CASE("games and players list what exists, one per line") {
  const Run games = run({"games"});
  CHECK(games.status == 0);
  CHECK(games.out.find("tictactoe") == 0);
  CHECK(std::count(games.out.begin(), games.out.end(), '\n') ==
        static_cast<std::ptrdiff_t>(arcade::game_catalog().size()));
  const Run players = run({"players", "nim"});
  CHECK(players.status == 0);
  CHECK(players.out.find("random") == 0);
  CHECK(players.out.find("perfect") != std::string::npos);
  // Each ladder level shows its tier; the players off the ladder say they are only listed.
  CHECK(first_line(players.out).find(" Dizzy ") != std::string::npos);
  const auto tree = players.out.find("\ntree ");
  REQUIRE(tree != std::string::npos);
  CHECK(first_line(players.out.substr(tree + 1)).find(" listed ") != std::string::npos);
}

TEST_CASE("the version: --version prints the name and the version, and --help lists it") {
  const Run version = run({"--version"});
  CHECK(version.status == 0);
  CHECK(version.out.starts_with("board-arcade "));
  CHECK(std::count(version.out.begin(), version.out.end(), '\n') == 1);
  CHECK(version.out.find_first_of("0123456789") == std::string("board-arcade ").size());
  const Run help = run({"--help"});
  CHECK(help.out.find("--version") != std::string::npos);
  const std::string number = version.out.substr(13, version.out.size() - 14);
  CHECK(first_line(help.out).starts_with("Board Arcade " + number + ":"));
}

TEST_CASE("perft prints the leaf count") {
  CHECK(run({"perft", "reversi", "6"}).out == "8200\n");
  CHECK(run({"perft", "tictactoe", "9"}).out == "255168\n");
  CHECK(run({"perft", "reversi", "2", "--moves", "f5"}).out == "14\n");
  CHECK(run({"perft", "nim", "1", "--set", "heaps=4,2,2,2"}).out == "10\n");
  CHECK(run({"perft", "gomoku", "1", "--set", "size=9"}).out == "81\n");
  CHECK(run({"perft", "gomoku", "1", "h8 h9"}).status == 2);  // extra word
  CHECK(run({"perft", "gomoku", "1", "--position", "h8 h9"}).out == "223\n");
}

TEST_CASE("match plays the games and ends with the totals line") {
  const Run match = run({"match", "tictactoe", "perfect", "random", "--games", "20"});
  CHECK(match.status == 0);
  const auto last = match.out.substr(match.out.rfind("perfect wins"));
  CHECK(last.find("random wins 0,") != std::string::npos);
  CHECK(std::count(match.out.begin(), match.out.end(), '\n') == 21);
  CHECK(first_line(match.out).find("game 1: X perfect (A), O random (B)") == 0);
}

TEST_CASE("analyze prints the move and the proven result") {
  const Run nim = run({"analyze", "nim", "4,2,2,2", "--player", "perfect"});
  CHECK(nim.status == 0);
  CHECK(nim.out.find("move ") == 0);
  CHECK(nim.out.find("result ") != std::string::npos);
  const Run ttt = run({"analyze", "tictactoe", "XX-OO----"});
  CHECK(ttt.out == "move c1\nresult win\n");
  const Run draw = run({"analyze", "tictactoe"});
  CHECK(draw.out.find("result draw") != std::string::npos);
}

TEST_CASE("analyze --verbose adds what the player says of its search, and the time") {
  const Run tree = run({"analyze", "nim", "4,2,2,2", "--player", "tree", "--verbose"});
  CHECK(tree.status == 0);
  CHECK(tree.out.find("move 1:2\nresult win\ninfo tree nodes 228291 ") == 0);
  CHECK(tree.out.find("\ntime ") != std::string::npos);
  CHECK(run({"analyze", "nim", "4,2,2,2", "--player", "tree"}).out == "move 1:2\nresult win\n");
}

TEST_CASE("match --nodes gives the searching players a node budget, so games repeat") {
  const std::vector<std::string> args{"match", "gomoku", "tactics", "threat",  "--games",
                                      "2",     "--set",  "size=9",  "--nodes", "2000"};
  const Run once = run(args);
  CHECK(once.status == 0);
  CHECK(run(args).out == once.out);
}

TEST_CASE("analyze --nodes searches to a node budget, so its answer repeats exactly") {
  const std::vector<std::string> args{"analyze", "gomoku", "--moves",  "h8 i9 h9 h10 i8 g8 j7",
                                      "--nodes", "20000",  "--verbose"};
  const Run once = run(args);
  REQUIRE(once.status == 0);
  const auto info = once.out.substr(0, once.out.find("\ntime "));
  CHECK(info.find("nodes") != std::string::npos);
  const Run again = run(args);
  CHECK(again.out.substr(0, again.out.find("\ntime ")) == info);
  CHECK(run({"analyze", "gomoku", "--nodes", "0"}).status == 2);
  CHECK(run({"analyze", "reversi", "--exact", "--nodes", "100"}).status == 2);
}

TEST_CASE("bench prints figures for any game") {
  const Run bench = run({"bench", "nim", "--quick"});
  CHECK(bench.status == 0);
  CHECK(bench.out.find("perft 5: ") == 0);
  CHECK(run({"bench", "chess"}).status == 2);
  const Run gomoku = run({"bench", "gomoku", "--quick"});
  CHECK(gomoku.status == 0);
  CHECK(gomoku.out.find("k nodes/s") != std::string::npos);
  CHECK(gomoku.out.find("VCF 'three fours': solved, e11") != std::string::npos);
  CHECK(gomoku.out.find("NOT SOLVED") == std::string::npos);
}

TEST_CASE("bad arguments get one line saying what was wrong, then the usage, status 2") {
  const std::vector<std::vector<std::string>> bad = {
      {"nope"},
      {"perft"},
      {"perft", "chess", "3"},
      {"perft", "reversi", "-1"},
      {"perft", "reversi", "three"},
      {"perft", "reversi", "3", "--position", "garbage"},
      {"perft", "tictactoe", "2", "--moves", "a1 a1"},
      {"perft", "nim", "2", "--set", "heaps"},
      {"perft", "nim", "2", "--set", "heaps=0"},
      {"perft", "nim", "2", "--set", "colour=red"},
      {"match", "reversi", "random"},
      {"match", "reversi", "random", "alien"},
      {"match", "reversi", "random", "random", "--games", "0"},
      {"match", "reversi", "random", "random", "--time-ms", "-1"},
      {"match", "reversi", "random", "random", "--nodes", "0"},
      {"match", "gomoku", "random", "random", "--set", "size=99"},
      {"analyze", "tictactoe", "XXX-OO---"},
      {"analyze", "tictactoe", "XX-------"},
      {"analyze", "nim", "4,2", "--player", "ghost"},
      {"analyze", "reversi", "--moves", "f5 zz"},
      {"games", "extra"},
  };
  for (const auto& args : bad) {
    const Run result = run(args);
    INFO(args.front() << " ... " << result.err);
    CHECK(result.status == 2);
    CHECK(result.out.empty());
    CHECK(result.err.find("board-arcade: ") == 0);
    CHECK(result.err.find("Usage") != std::string::npos);
  }
}

TEST_CASE("numbers on the command line are plain decimal: no octal, hex, signs or spaces") {
  const std::vector<std::vector<std::string>> bad = {
      {"perft", "tictactoe", "010"},  // octal 8 to strtol
      {"perft", "tictactoe", "0x10"},
      {"perft", "tictactoe", " 5"},
      {"perft", "tictactoe", "5 "},
      {"perft", "tictactoe", "+5"},
      {"perft", "tictactoe", "-0"},
      {"perft", "tictactoe", "5.0"},
      {"perft", "tictactoe", "1e1"},
      {"match", "tictactoe", "random", "random", "--games", "1", "--seed", "-1"},
      {"match", "tictactoe", "random", "random", "--games", "1", "--seed", "0x10"},
      {"match", "tictactoe", "random", "random", "--games", "1", "--seed", "18446744073709551616"},
      {"match", "tictactoe", "random", "random", "--games", "010"},
      {"match", "tictactoe", "random", "random", "--games", "1", "--time-ms", " 5"},
      {"match", "tictactoe", "random", "random", "--games", "1", "--iterations", "0x10"},
      {"analyze", "nim", "4,2", "--seed", "-1"},
      {"analyze", "nim", "4,2", "--time-ms", "010"},
  };
  for (const auto& args : bad) {
    const Run result = run(args);
    INFO(args.front() << " ... '" << args.back() << "': " << result.err);
    CHECK(result.status == 2);
    CHECK(result.out.empty());
    CHECK(result.err.find("board-arcade: ") == 0);
    CHECK(result.err.find("Usage") != std::string::npos);
  }
  // The whole range of a seed, and zero where zero means something.
  CHECK(run({"match", "tictactoe", "random", "random", "--games", "1", "--seed",
             "18446744073709551615"})
            .status == 0);
  CHECK(run({"match", "tictactoe", "random", "random", "--games", "1", "--seed", "0"}).status == 0);
  CHECK(run({"perft", "tictactoe", "0"}).out == "1\n");
  CHECK(run({"perft", "tictactoe", "10"}).out == "255168\n");
}

TEST_CASE("a word that looks like an option but names none is a value; real options still work") {
  // Tic-tac-toe positions begin with '-' as often as not.
  CHECK(run({"analyze", "tictactoe", "-XO-X-O--"}).status == 0);
  const Run analysed = run({"analyze", "tictactoe", "--X-O----", "--player", "perfect"});
  CHECK(analysed.status == 0);
  CHECK(analysed.out == run({"analyze", "tictactoe", "--player", "perfect", "--X-O----"}).out);
  CHECK(run({"perft", "tictactoe", "2", "--position", "-X-------"}).out == "56\n");
  CHECK(run({"perft", "tictactoe", "2", "--position=-X-------"}).out == "56\n");
  CHECK(run({"perft", "tictactoe", "2", "--", "x"}).status == 2);  // one word too many
  // A value that is not a position is still refused as one, naming the text.
  const Run bogus = run({"analyze", "tictactoe", "--bogus"});
  CHECK(bogus.status == 2);
  CHECK(bogus.err.find("'--bogus'") != std::string::npos);
  // Where no value fits, an unknown option is still an unknown option.
  const Run extra = run({"perft", "tictactoe", "2", "--bogus"});
  CHECK(extra.status == 2);
  CHECK(first_line(extra.err) == "board-arcade: The following argument was not expected: --bogus");
  CHECK(run({"games", "--bogus"}).status == 2);
  CHECK(run({"perft", "tictactoe", "--help"}).out.find("Usage") != std::string::npos);
}

TEST_CASE("a refused command line gives its reason, the usage line and where the help is") {
  // The reason stays in sight: three lines, not the reason above a page of options.
  const Run depth = run({"perft", "tictactoe", "x"});
  CHECK(depth.status == 2);
  CHECK(depth.err ==
        "board-arcade: depth takes a whole number from 0 to 30 in plain decimal, not 'x'\n"
        "Usage: board-arcade perft [OPTIONS] game depth\n"
        "Try 'board-arcade perft --help' for more information.\n");
  const Run unknown = run({"frob"});
  CHECK(unknown.status == 2);
  CHECK(unknown.err ==
        "board-arcade: unknown command 'frob'\n"
        "Usage: board-arcade [OPTIONS] SUBCOMMAND\n"
        "Try 'board-arcade --help' for more information.\n");
  // A refusal found after parsing names its command the same way.
  const Run game = run({"players", "chess"});
  CHECK(game.status == 2);
  CHECK(game.err.find("Usage: board-arcade players ") != std::string::npos);
  CHECK(game.err.find("Try 'board-arcade players --help'") != std::string::npos);
  // Asked for, the help is whole, with the usage as it is typed.
  const Run help = run({"perft", "--help"});
  CHECK(help.out.find("Usage: board-arcade perft [OPTIONS] game depth\n") != std::string::npos);
  CHECK(help.out.find("Positionals:") != std::string::npos);
}

namespace {

// An output whose every write fails, like stdout on a full disk.
class FullDisk final : public std::streambuf {
 protected:
  int overflow(int) override { return traits_type::eof(); }
  std::streamsize xsputn(const char*, std::streamsize) override { return 0; }
};

}  // namespace

TEST_CASE("output that cannot be written is an error, never a silent success") {
  for (const auto& args : std::vector<std::vector<std::string>>{
           {"games"}, {"perft", "tictactoe", "2"}, {"perft", "--help"}}) {
    INFO(args.front());
    FullDisk full;
    std::ostream out(&full);
    std::ostringstream err;
    const int status = run_command_line(args, out, err);
    CHECK(status != 0);
    CHECK_THAT(err.str(), Catch::Contains("board-arcade: could not write the output"));
  }
  // A command that failed, printing nothing, keeps its own status.
  FullDisk full;
  std::ostream out(&full);
  std::ostringstream err;
  CHECK(run_command_line({"perft", "chess", "1"}, out, err) == 2);
}
