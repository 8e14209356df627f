// The saved-game format: exact text, round trips with undo history, and refusal of damaged text.
#include <catch2/catch.hpp>

#include "core/rng.h"
#include "persist/saved_game.h"
#include "persist_test_support.h"

using namespace arcade;
using arcade::testing::sample_game;
using arcade::testing::sample_game_with_a_pass;

namespace {

std::string replace_all(std::string text, const std::string& from, const std::string& to) {
  for (auto at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) {
    text.replace(at, from.size(), to);
  }
  return text;
}

}  // namespace

TEST_CASE("a saved game is written as the documented text") {
  const GameInfo& game = *find_game("tictactoe");
  History<AnyState> history(*game.start({}));
  for (const char* text : {"b2", "a1", "c3"}) {
    AnyState next = history.current();
    next.try_apply(*next.parse_move(text));
    history.push(*history.current().parse_move(text), next);
  }
  history.undo();
  const SavedGame saved{"tictactoe", {}, {"person", "perfect"}, history};
  CHECK(write_saved_game(saved) ==
        "board-arcade-game 1\n"
        "game tictactoe\n"
        "first person\n"
        "second perfect\n"
        "moves b2 a1 c3\n"
        "cursor 2\n"
        "end\n");
  const auto nim = sample_game("nim", {{"heaps", "1,2"}}, 3, 1, 0);
  const auto text = write_saved_game(nim);
  CHECK(text.find("set heaps=1,2\nset rule=misere\n") != std::string::npos);
  CHECK(text.find("moves " + nim.history.at(0).move_text(nim.history.move_into(1)) + "\n") !=
        std::string::npos);
}

TEST_CASE("every game round-trips with its options, players, redo tail and cursor") {
  const std::vector<std::pair<std::string, GameOptions>> games = {
      {"tictactoe", {}}, {"gomoku", {{"size", "9"}, {"rule", "exact5"}}},     {"gomoku", {}},
      {"reversi", {}},   {"nim", {{"heaps", "3,4,5,6"}, {"rule", "normal"}}},
  };
  for (const auto& [id, options] : games) {
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
      const SavedGame original = sample_game(id, options, seed, 10 + static_cast<int>(seed) * 7,
                                             static_cast<int>(seed % 4));
      const std::string text = write_saved_game(original);
      const auto loaded = read_saved_game(text);
      INFO(text);
      REQUIRE(loaded.ok());
      CHECK(*loaded == original);
      CHECK(loaded->history.cursor() == original.history.cursor());
      CHECK(loaded->history.current() == original.history.current());
      CHECK(write_saved_game(*loaded) == text);
    }
  }
}

TEST_CASE("reversi passes may be written or left out; transcripts may run moves together") {
  const SavedGame game = sample_game_with_a_pass("reversi");
  const std::string text = write_saved_game(game);
  REQUIRE(text.find(" pass") != std::string::npos);
  const auto without_passes = read_saved_game(replace_all(text, " pass", ""));
  REQUIRE(without_passes.ok());
  CHECK(*without_passes == game);

  const auto transcript =
      read_saved_game("board-arcade-game 1\ngame reversi\nmoves f5d6c3d3c4\nend\n");
  REQUIRE(transcript.ok());
  CHECK(transcript->history.size() == 6);
  CHECK(transcript->history.cursor() == 5);

  // read_moves fills in the passes a list leaves out, as replay_moves does.
  const auto moves_start = text.find("moves ") + 6;
  const auto moves_line = text.substr(moves_start, text.find('\n', moves_start) - moves_start);
  const auto moves = read_moves(game.history.at(0), replace_all(moves_line, " pass", ""));
  REQUIRE(moves.ok());
  CHECK(*moves == game.history.all_moves());
}

TEST_CASE("a hand-written file needs only the version, the game and the end") {
  const auto minimal = read_saved_game("board-arcade-game 1\ngame gomoku\nend\n");
  REQUIRE(minimal.ok());
  CHECK(minimal->options == GameOptions{{"rule", "freestyle"}, {"size", "15"}});
  CHECK(minimal->seats == std::array<std::string, 2>{"person", "person"});
  CHECK(minimal->history.size() == 1);

  const auto relaxed = read_saved_game(
      "board-arcade-game 1\r\n# attached to bug 12\r\n\r\ngame nim\r\nset heaps = 2,2\r\n"
      "second\ttree\r\nmoves 1:1, 2:2\r\ncursor 1\r\nend\r\n");
  REQUIRE(relaxed.ok());
  CHECK(relaxed->options.at("heaps") == "2,2");
  CHECK(relaxed->seats[1] == "tree");
  CHECK(relaxed->history.size() == 3);
  CHECK(relaxed->history.cursor() == 1);
  CHECK(relaxed->history.current().position_text() == "1,2 2");
}

TEST_CASE("a saved game cut short at any byte is refused") {
  const std::string text = write_saved_game(sample_game("reversi", {}, 7, 20, 3));
  for (std::size_t length = 0; length < text.size(); ++length) {
    INFO("length " << length);
    CHECK_FALSE(read_saved_game(text.substr(0, length)).ok());
  }
  CHECK(read_saved_game(text).ok());
}

TEST_CASE("damaged saved games are refused with a message saying what is wrong") {
  const std::string head = "board-arcade-game 1\ngame tictactoe\n";
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"", "the file is empty"},
      {"board-arcade-game 2\ngame tictactoe\nend\n", "newer Board Arcade (format 2"},
      {"board-arcade-game x\nend\n", "line 1: the format version is not a number"},
      {"{\"sound\": true}\n", "this is not a Board Arcade saved game"},
      {head + "moves b2 b2\nend\n", "line 3: move 2 'b2' is not a legal move there"},
      {head + "moves a1 a2 b1 b2 c1 c2\nend\n", "comes after the end of the game"},
      {head + "first nobody\nend\n", "line 3: 'nobody' is neither 'person' nor a tictactoe player"},
      {head + "moves b2\ncursor 2\nend\n", "line 4: the cursor is a number from 0 to 1, not '2'"},
      {head + "cursor -1\nend\n", "the cursor is a number"},
      {head + "moves b2\ncursor 01\nend\n", "the cursor is a number"},  // not octal, not decimal
      {head + "cursor -0\nend\n", "the cursor is a number"},
      {head + "cursor +0\nend\n", "the cursor is a number"},
      {head + "game tictactoe\nend\n", "line 3: game is given twice"},
      {head + "colour blue\nend\n", "line 3: unknown entry 'colour'"},
      {head + "end\nmoves b2\n", "line 4: there is text after 'end'"},
      {head + "set size=9\nend\n", "tictactoe has no option 'size'"},
      {head, "the closing 'end' line is missing"},
      {"board-arcade-game 1\nend\n", "the game line is missing"},
      {"board-arcade-game 1\ngame chess\nend\n", "line 2: unknown game 'chess'"},
      {"board-arcade-game 1\ngame gomoku\nset size=99\nend\n", "board size"},
      {"board-arcade-game 1\ngame nim\nset heaps=1\nset heaps=2\nend\n", "heaps is set twice"},
      {"board-arcade-game 1\ngame nim\nset heaps\nend\n", "set takes KEY=VALUE"},
  };
  for (const auto& [text, message] : cases) {
    INFO(text);
    const auto read = read_saved_game(text);
    REQUIRE_FALSE(read.ok());
    CHECK_THAT(read.error(), Catch::Contains(message));
  }
}

TEST_CASE("garbage is refused, never crashes") {
  Rng rng(99);
  const std::string valid = write_saved_game(sample_game("gomoku", {{"size", "9"}}, 2, 30, 2));
  for (int trial = 0; trial < 300; ++trial) {
    std::string noisy = valid;
    // A few random bytes overwritten somewhere, or pure random bytes.
    if (trial % 3 == 0) {
      noisy.assign(rng.below(200), '\0');
      for (auto& c : noisy) c = static_cast<char>(rng.below(256));
    } else {
      for (int hit = 0; hit < 1 + trial % 5; ++hit) {
        noisy[rng.below(noisy.size())] = static_cast<char>(rng.below(256));
      }
    }
    const auto read = read_saved_game(noisy);
    if (trial % 3 == 0) CHECK_FALSE(read.ok());
    if (read.ok()) CHECK(read_saved_game(write_saved_game(*read)).ok());
  }
}
