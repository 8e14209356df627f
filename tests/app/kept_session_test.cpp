// Sessions to and from the files: remembered menu choices are checked against the catalog, and a
// session survives the saved-game format whole; the Keeper without a folder keeps nothing on disk.
#include <catch2/catch.hpp>

#include <iostream>
#include <sstream>

#include "app/keep/keeper.h"
#include "app/keep/kept_session.h"
#include "games/catalog.h"
#include "persist/persist_test_support.h"

using namespace arcade;
using namespace arcade::app;

TEST_CASE("menu choices go to the settings and back; unknown players or bad options do not") {
  const GameInfo& gomoku = *find_game("gomoku");
  SessionSetup setup = default_setup(gomoku);
  setup.options["rule"] = "exact5";
  const GameChoices choices = choices_of(setup);
  CHECK(choices.seats[0] == "person");
  CHECK(choices.seats[1] == setup.seats[1].computer);
  CHECK(setup_from_choices(gomoku, choices) == std::optional<SessionSetup>(setup));

  GameChoices unknown_player = choices;
  unknown_player.seats[1] = "no-such-player";
  CHECK_FALSE(setup_from_choices(gomoku, unknown_player));
  GameChoices bad_option = choices;
  bad_option.options["size"] = "99";
  CHECK_FALSE(setup_from_choices(gomoku, bad_option));
  GameChoices unknown_option = choices;
  unknown_option.options["colour"] = "green";
  CHECK_FALSE(setup_from_choices(gomoku, unknown_option));
}

TEST_CASE("a session becomes a saved game with complete options and comes back the same") {
  const GameInfo& nim = *find_game("nim");
  auto session = start_session(game_catalog(), default_setup(nim));
  REQUIRE(session.ok());
  for (int i = 0; i < 3; ++i) play_move(*session, session->position().legal_moves().front());
  session->history.undo();
  const SavedGame saved = saved_game_of(*session);
  CHECK(saved.options == *complete_options(nim, {}));
  CHECK(saved.history.cursor() == 2);
  const auto text = write_saved_game(saved);
  const auto read = read_saved_game(text);
  REQUIRE(read.ok());
  const auto back = session_from_saved(game_catalog(), *read);
  REQUIRE(back);
  CHECK(back->setup.seats == session->setup.seats);
  CHECK(back->history.cursor() == 2);
  CHECK(back->history.size() == 4);
  CHECK(back->position() == session->position());

  SavedGame stranger = saved;
  stranger.seats[1] = "gone-player";
  CHECK_FALSE(session_from_saved(game_catalog(), stranger));
}

TEST_CASE("without a folder the keeper keeps games and scores in memory only") {
  Keeper keeper{std::filesystem::path(), game_catalog()};
  CHECK_FALSE(keeper.keeps_files());
  CHECK(keeper.notices().empty());
  auto session = start_session(game_catalog(), {"nim",
                                                {{"heaps", "1"}, {"rule", "normal"}},
                                                {Seat::person(), Seat::computer_player("random")}});
  REQUIRE(session.ok());
  keeper.keep_game(*session);
  REQUIRE(keeper.unfinished_game());
  play_move(*session, session->position().legal_moves().front());
  keeper.keep_game(*session);
  CHECK_FALSE(keeper.unfinished_game());  // over: not offered again
  keeper.record_finished(*session);
  CHECK(keeper.tally_for(session->setup) == std::optional<Tally>(Tally{1, 1, 0, 0}));
  // Two computers are nobody's scores.
  session->setup.seats[0] = Seat::computer_player("random");
  keeper.record_finished(*session);
  CHECK_FALSE(keeper.tally_for(session->setup));
}

TEST_CASE(
    "the keeper's files are written on their own thread, the newest of each, all by the end") {
  arcade::testing::TempDir dir;
  auto session = start_session(game_catalog(), default_setup(*find_game("reversi")));
  REQUIRE(session.ok());
  SavedGame last = saved_game_of(*session);
  {
    Keeper keeper(dir.path(), game_catalog());
    CHECK(keeper.keeps_files());
    // A burst of moves, much faster than a disk flushes: only the newest needs to land.
    for (int ply = 0; ply < 40 && !session->position().is_over(); ++ply) {
      play_move(*session, session->position().legal_moves().front());
      keeper.keep_game(*session);
      Settings settings;
      settings.last_game = std::to_string(ply);
      keeper.keep_settings(settings);
    }
    keeper.flush();
    last = saved_game_of(*session);
    const auto kept = read_game_file(dir / "current-game.txt");
    REQUIRE(kept.ok());
    CHECK(*kept == last);
    CHECK(Store(dir.path()).load_settings().value.last_game == keeper.loaded_settings().last_game);
    // Queued just before the window closes: written before the keeper is gone.
    session->history.undo();
    keeper.keep_game(*session);
    last = saved_game_of(*session);
  }
  const auto kept = read_game_file(dir / "current-game.txt");
  REQUIRE(kept.ok());
  CHECK(*kept == last);
}

namespace {

// Collects what is written to std::cerr while it lives (the FileWriter reports there).
class CerrCapture {
 public:
  CerrCapture() : old_(std::cerr.rdbuf(captured_.rdbuf())) {}
  CerrCapture(const CerrCapture&) = delete;
  CerrCapture& operator=(const CerrCapture&) = delete;
  ~CerrCapture() { std::cerr.rdbuf(old_); }
  std::string text() const { return captured_.str(); }

 private:
  std::ostringstream captured_;
  std::streambuf* old_;
};

}  // namespace

TEST_CASE("a file that keeps failing to be written is reported once, however the writes mix") {
  arcade::testing::TempDir dir;
  std::string reported;
  {
    CerrCapture capture;
    FileWriter writer{Store(dir.path())};
    const auto failing = [](std::string message) {
      return [message](const Store&) { return std::optional<std::string>(message); };
    };
    const auto succeeding = [](const Store&) { return std::optional<std::string>(); };
    // As on a full disk: settings and the game fail, removing the finished game succeeds.
    for (int round = 0; round < 20; ++round) {
      writer.queue(KeptFile::settings, failing("cannot write settings.json: disk full"));
      writer.flush();
      writer.queue(KeptFile::current_game, failing("cannot write current-game.txt: disk full"));
      writer.flush();
      writer.queue(KeptFile::current_game, succeeding);
      writer.flush();
      writer.queue(KeptFile::statistics, failing("cannot write statistics.json: disk full"));
      writer.flush();
    }
    reported = capture.text();
  }
  CHECK(std::count(reported.begin(), reported.end(), '\n') == 3);
  CHECK_THAT(reported, Catch::Contains("board-arcade: cannot write settings.json: disk full\n"));
  CHECK_THAT(reported, Catch::Contains("board-arcade: cannot write current-game.txt: disk full\n"));
  CHECK_THAT(reported, Catch::Contains("board-arcade: cannot write statistics.json: disk full\n"));
}
