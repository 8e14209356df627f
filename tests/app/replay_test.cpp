// The replay through the real window: its steps show exactly the game's positions, autoplay
// reaches the end, the judgements arrive, and replaying changes neither the game nor any file.
#include <catch2/catch.hpp>

#include <map>

#include "app/keep/kept_session.h"
#include "app/scenes/game_layout.h"
#include "app/scenes/game_scene.h"
#include "app/scenes/replay_scene.h"
#include "app/scenes/results_scene.h"
#include "games/catalog.h"
#include "headless_app.h"
#include "persist/persist_test_support.h"

using namespace arcade;
using namespace arcade::app;
using namespace arcade::app::testing;
using arcade::testing::file_bytes;
using arcade::testing::TempDir;

namespace {

// Two people's game of `game_id` with `moves` played.
GameSession session_with(const std::string& game_id, std::string_view moves) {
  const GameInfo& game = *find_game(game_catalog(), game_id);
  SessionSetup setup = default_setup(game);
  setup.seats = {Seat::person(), Seat::person()};
  auto session = start_session(game, setup);
  REQUIRE(session);
  const auto read = read_moves(session->position(), moves);
  REQUIRE(read);
  for (const Move move : *read) REQUIRE(play_move(*session, move));
  return std::move(session).value();
}

// Every file under `dir` with its bytes.
std::map<std::string, std::string> files_in(const std::filesystem::path& dir) {
  std::map<std::string, std::string> files;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(dir)) {
    if (entry.is_regular_file()) files[entry.path().string()] = file_bytes(entry.path());
  }
  return files;
}

// The game rail's replay button: the one before the help, last of the column.
Point replay_button_center(const ButtonPanel& panel) {
  const auto& buttons = panel.buttons();
  REQUIRE(buttons.size() >= 2);
  return buttons[buttons.size() - 2].rect.center();
}

}  // namespace

TEST_CASE("the move list says a pass in the window's words, every other move in the notation") {
  HeadlessApp h;
  h.context().texts.set_language(Language::chinese);
  const SavedGame saved = arcade::testing::sample_game_with_a_pass("reversi");
  h.scenes().push(std::make_unique<ReplayScene>(
      h.context(), replay_game_of(*find_game(game_catalog(), "reversi"), saved), 0, false));
  h.scenes().apply_pending();
  const auto* replay = h.top<ReplayScene>();
  REQUIRE(replay);
  const auto& moves = saved.history.all_moves();
  REQUIRE(replay->move_texts().size() == moves.size());
  int passes = 0;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const AnyState& before = saved.history.at(i);
    const bool pass = before.is_pass(moves[i]);
    passes += pass ? 1 : 0;
    CHECK(replay->move_texts()[i] == (pass ? "跳过" : before.move_text(moves[i])));
  }
  CHECK(passes > 0);
}

TEST_CASE("a move tapped in the replay's list stays under the finger") {
  HeadlessApp h;
  const SavedGame saved = arcade::testing::sample_game("reversi", {}, 1, 200, 0);
  const GameInfo& reversi = *find_game(game_catalog(), "reversi");
  // Opened at the end of the game: its list shows the last rows of about thirty.
  h.scenes().push(
      std::make_unique<ReplayScene>(h.context(), replay_game_of(reversi, saved), 1000, false));
  h.scenes().apply_pending();
  h.frames(1);
  auto* replay = h.top<ReplayScene>();
  REQUIRE(replay);
  const Point top_row{960, 296};  // the first move of the list's first row in sight
  const auto under = replay->index_at(top_row);
  REQUIRE(under);
  REQUIRE(*under > 20);
  REQUIRE(*under + 10 < replay->index());
  h.click(top_row);
  CHECK(replay->index() == *under);
  CHECK(replay->index_at(top_row) == under);
  // Stepping back past the top scrolls the list, keeping the current move in sight.
  for (int step = 0; step < 10; ++step) REQUIRE(replay->back());
  const auto now_at_top = replay->index_at(top_row);
  REQUIRE(now_at_top);
  CHECK(*now_at_top <= replay->index());
  CHECK(*now_at_top + 16 > replay->index());
}

TEST_CASE("replay steps show exactly the positions of the game's history") {
  HeadlessApp h;
  const GameSession session = session_with("tictactoe", "b2 a1 c3 a3 a2 c1");
  h.scenes().push(std::make_unique<ReplayScene>(h.context(), replay_game_of(session), 0, false));
  h.scenes().apply_pending();
  auto* replay = h.top<ReplayScene>();
  REQUIRE(replay);
  REQUIRE(replay->size() == session.history.size());
  CHECK(replay->move_texts() == std::vector<std::string>{"b2", "a1", "c3", "a3", "a2", "c1"});
  for (std::size_t i = 0; i < session.history.size(); ++i) {
    CHECK(replay->index() == i);
    CHECK(replay->position() == session.history.at(i));
    h.frames(2);
    CHECK(replay->forward() == (i + 1 < session.history.size()));
  }
  CHECK_FALSE(replay->forward());
  CHECK(replay->back());
  CHECK(replay->position() == session.history.at(session.history.size() - 2));
  CHECK(replay->first());
  CHECK(replay->position() == session.history.at(0));
  CHECK_FALSE(replay->back());
  CHECK(replay->last());
  CHECK(replay->position() == session.position());
}

TEST_CASE("replay's autoplay walks to the end at its pace, and its judgements all arrive") {
  HeadlessApp h;
  const GameSession session = session_with("connect4", "d d c e e c f g b");
  h.scenes().push(make_replay_scene(h.context(), session));
  h.scenes().apply_pending();
  auto* replay = h.top<ReplayScene>();
  REQUIRE(replay);
  CHECK(replay->autoplaying());
  CHECK(replay->index() == 0);
  REQUIRE(h.run_until([&] { return !replay->autoplaying(); }, 400));
  CHECK(replay->index() + 1 == replay->size());
  CHECK(replay->position() == session.position());
  REQUIRE(replay->judgements().wait_until_finished(120'000));
  for (std::size_t i = 0; i < replay->size(); ++i) CHECK(replay->judgements().result(i));
  h.frames(2);  // drawn with the whole graph
}

TEST_CASE("replaying the game in progress changes neither the game nor any file") {
  TempDir dir;
  HeadlessApp h(640, 360, {}, dir.path());
  h.scenes().push(std::make_unique<GameScene>(
      h.context(), session_with("reversi", "f5 d6 c3 d3 c4 f4 f6 f3"), GameMode{}));
  h.scenes().apply_pending();
  auto* game = h.top<GameScene>();
  REQUIRE(game);
  h.frames(3);
  h.context().keeper.flush();
  const auto files_before = files_in(dir.path());
  REQUIRE_FALSE(files_before.empty());
  const SavedGame game_before = saved_game_of(game->controller().session());

  h.click(replay_button_center(game->panel()));
  auto* replay = h.top<ReplayScene>();
  REQUIRE(replay);
  REQUIRE(replay->size() == 9);
  h.run_until([&] { return !replay->autoplaying(); }, 400);
  REQUIRE(replay->judgements().wait_until_finished(120'000));
  replay->first();
  h.frames(3);
  h.press(SDLK_ESCAPE);
  REQUIRE(h.top<GameScene>() == game);
  h.frames(3);
  h.context().keeper.flush();

  CHECK(saved_game_of(game->controller().session()) == game_before);
  CHECK(files_in(dir.path()) == files_before);
}

TEST_CASE("a finished game is replayed from its results card, which is back after") {
  HeadlessApp h;
  h.scenes().push(std::make_unique<GameScene>(h.context(), session_with("tictactoe", "a1 b1 a2 b2"),
                                              GameMode{}));
  h.scenes().apply_pending();
  auto* game = h.top<GameScene>();
  REQUIRE(game);
  h.click(game->view()
              .targets()[*game->view().target_of(*game->controller().position().parse_move("a3"),
                                                 game->controller().position())]
              .center());
  REQUIRE(h.run_until([&] { return h.top<ResultsScene>() != nullptr; }));
  auto* results = h.top<ResultsScene>();
  const auto& buttons = results->panel().buttons();
  REQUIRE_FALSE(buttons.empty());
  h.click(buttons.back().rect.center());  // the replay button comes last
  auto* replay = h.top<ReplayScene>();
  REQUIRE(replay);
  CHECK(replay->size() == 6);
  replay->close();
  h.frames(2);
  CHECK(h.top<ResultsScene>() == results);
}
