// Saving a game on purpose and the saved games screen, through the real window: save → list →
// open gives the same game; the trash and restoring from it; a damaged file among the others;
// a kiosk that can save nothing.
#include <catch2/catch.hpp>

#include "app/keep/kept_session.h"
#include "app/scenes/game_scene.h"
#include "app/scenes/menu_scene.h"
#include "app/scenes/replay_scene.h"
#include "app/scenes/saved_games_scene.h"
#include "games/catalog.h"
#include "headless_app.h"
#include "persist/persist_test_support.h"
#include "persist/saved_games_folder.h"
#include "persist/store.h"

using namespace arcade;
using namespace arcade::app;
using namespace arcade::app::testing;
using arcade::testing::file_bytes;
using arcade::testing::plant_file;
using arcade::testing::TempDir;

namespace {

// A game of two people three moves in, the last one undone: a history with a redo tail.
GameSession three_moves_one_undone() {
  const GameInfo& game = game_catalog().front();
  SessionSetup setup = default_setup(game);
  auto session = start_session(game, setup);
  REQUIRE(session.ok());
  for (int i = 0; i < 3; ++i) {
    REQUIRE(play_move(*session, session->position().legal_moves().front()));
  }
  REQUIRE(session->history.undo());
  return std::move(session).value();
}

GameScene& push_game(HeadlessApp& h, GameSession session) {
  h.scenes().push(std::make_unique<GameScene>(h.context(), std::move(session), GameMode{}));
  h.scenes().apply_pending();
  auto* game = h.top<GameScene>();
  REQUIRE(game);
  return *game;
}

SavedGamesScene& open_saved_games(HeadlessApp& h) {
  auto* menu = h.top<MenuScene>();
  REQUIRE(menu);
  h.click(button_center(menu->panel(), with_icon(Sprite::icon_saved_games)));
  auto* saved = h.top<SavedGamesScene>();
  REQUIRE(saved);
  return *saved;
}

bool has_icon(const ButtonPanel& panel, Sprite icon) {
  for (const auto& button : panel.buttons()) {
    if (button.icon == icon && !button.draw_content) return true;
  }
  return false;
}

// The buttons of each card of a readable game: the card itself, its bin or restore button, and
// on the saved games (not the trash) the replay.
std::size_t buttons_per_card(const SavedGamesScene& scene) {
  return scene.shelf() == SavesShelf::saves ? 3 : 2;
}

// The bin or restore button beside the card of entry `slot` on the page (the cards' buttons come
// after home and the shelf button).
Point card_side_button(const SavedGamesScene& scene, std::size_t slot) {
  return scene.panel().buttons().at(2 + buttons_per_card(scene) * slot + 1).rect.center();
}

// Writes `game` into the saves folder of `dir` as the game would, with the time `age_s` seconds
// ago, and returns the file.
std::filesystem::path plant_saved(const TempDir& dir, const SavedGame& game, int age_s) {
  const auto file = Store(dir.path()).save_game(game);
  REQUIRE(file.ok());
  std::filesystem::last_write_time(
      *file, std::filesystem::file_time_type::clock::now() - std::chrono::seconds(age_s));
  return *file;
}

std::size_t count_files(const std::filesystem::path& folder) {
  std::size_t count = 0;
  std::error_code error;
  for (std::filesystem::directory_iterator it(folder, error), end; !error && it != end; ++it) {
    if (it->is_regular_file()) ++count;
  }
  return count;
}

}  // namespace

TEST_CASE("A game saved from the rail is listed and opens as the same game, from its cursor") {
  TempDir dir;
  HeadlessApp h(640, 360, {}, dir.path());
  const GameSession original = three_moves_one_undone();
  const SavedGame expected = saved_game_of(original);
  GameScene& game = push_game(h, original);
  h.click(button_center(game.panel(), with_icon(Sprite::icon_save)));
  h.context().keeper.flush();  // the save runs beside the frames: wait for it, never time it
  h.frames(1);
  CHECK(game.save_badge() == std::optional<bool>(true));
  REQUIRE(count_files(dir / "saves") == 1);

  game.go_home();
  h.frames(1);
  SavedGamesScene& list = open_saved_games(h);
  REQUIRE(list.entries().size() == 1);
  REQUIRE(list.entries()[0].game);
  CHECK(*list.entries()[0].game == expected);
  h.click(list.panel().buttons().at(2).rect.center());  // the card
  auto* opened = h.top<GameScene>();
  REQUIRE(opened);
  CHECK(h.scenes().size() == 3);  // the menu, the saved games, the game opened
  const GameSession& session = opened->controller().session();
  CHECK(saved_game_of(session) == expected);  // position, history, redo tail, cursor, seats
  CHECK(session.history.cursor() == 2);
  CHECK(session.history.size() == 4);
  CHECK(opened->controller().can_redo());
}

TEST_CASE("The bin moves a saved game to saves/trash/, and the trash restores it") {
  TempDir dir;
  const SavedGame game = saved_game_of(three_moves_one_undone());
  const auto older = plant_saved(dir, game, 100);
  const auto newer = plant_saved(dir, game, 10);
  HeadlessApp h(640, 360, {}, dir.path());
  SavedGamesScene& list = open_saved_games(h);
  REQUIRE(list.entries().size() == 2);
  CHECK(list.entries()[0].file == newer);  // newest first
  CHECK(list.entries()[1].file == older);

  h.click(card_side_button(list, 0));
  REQUIRE(list.entries().size() == 1);
  CHECK(list.entries()[0].file == older);
  CHECK(!std::filesystem::exists(newer));
  CHECK(std::filesystem::exists(dir.path() / "saves" / "trash" / newer.filename()));

  h.click(button_center(list.panel(), with_icon(Sprite::icon_trash)));  // the trash shelf
  REQUIRE(list.shelf() == SavesShelf::trash);
  REQUIRE(list.entries().size() == 1);
  CHECK(list.entries()[0].game == game);
  h.click(card_side_button(list, 0));  // restore
  CHECK(list.entries().empty());
  CHECK(std::filesystem::exists(newer));

  h.press(SDLK_ESCAPE);  // from the trash back to the saved games
  REQUIRE(h.top<SavedGamesScene>() == &list);
  CHECK(list.shelf() == SavesShelf::saves);
  CHECK(list.entries().size() == 2);
}

TEST_CASE("A damaged saved game is listed as damaged and kept aside; the others are listed") {
  TempDir dir;
  const SavedGame game = saved_game_of(three_moves_one_undone());
  const auto good = plant_saved(dir, game, 50);
  const auto bad = dir.path() / "saves" / "cut-short.txt";
  plant_file(bad, "board-arcade-game 1\ngame nowhere\n");
  HeadlessApp h(640, 360, {}, dir.path());
  SavedGamesScene& list = open_saved_games(h);
  REQUIRE(list.entries().size() == 2);
  const auto damaged = std::find_if(list.entries().begin(), list.entries().end(),
                                    [](const auto& e) { return !e.game; });
  REQUIRE(damaged != list.entries().end());
  CHECK(!std::filesystem::exists(bad));
  CHECK(damaged->file.filename().string().starts_with("cut-short.txt.damaged-"));
  CHECK(file_bytes(damaged->file) == "board-arcade-game 1\ngame nowhere\n");
  CHECK(!list.open(static_cast<std::size_t>(damaged - list.entries().begin())));
  CHECK(h.top<SavedGamesScene>() == &list);

  // Listed again (after a game, say), it is still there as damaged, under the same name.
  const auto kept = damaged->file;
  list.on_enter();
  REQUIRE(list.entries().size() == 2);
  CHECK(std::count_if(list.entries().begin(), list.entries().end(),
                      [&](const auto& e) { return !e.game && e.file == kept; }) == 1);
  CHECK(std::count_if(list.entries().begin(), list.entries().end(),
                      [&](const auto& e) { return e.game && e.file == good; }) == 1);
}

TEST_CASE("Many saved games take pages, four to a page") {
  TempDir dir;
  const SavedGame game = saved_game_of(three_moves_one_undone());
  for (int i = 0; i < 6; ++i) plant_saved(dir, game, 10 * (i + 1));
  HeadlessApp h(640, 360, {}, dir.path());
  SavedGamesScene& list = open_saved_games(h);
  CHECK(list.pages() == 2);
  h.click(button_center(list.panel(), with_icon(Sprite::icon_next)));
  CHECK(list.page() == 1);
  h.click(list.panel().buttons().at(2).rect.center());  // the fifth game
  CHECK(h.top<GameScene>());
}

TEST_CASE("A kiosk offers no saving and no saved games") {
  LaunchOptions kiosk;
  kiosk.kiosk = true;
  HeadlessApp h(640, 360, kiosk);
  h.scenes().clear();
  h.scenes().push(std::make_unique<MenuScene>(h.context()));
  h.scenes().apply_pending();
  CHECK(!has_icon(h.top<MenuScene>()->panel(), Sprite::icon_saved_games));
  GameScene& game = push_game(h, three_moves_one_undone());
  CHECK(!has_icon(game.panel(), Sprite::icon_save));
  CHECK(!game.save());
  h.press(SDLK_s, KMOD_CTRL);
  h.context().keeper.flush();
  h.frames(1);
  CHECK(!game.save_badge());
}

TEST_CASE("A save that cannot be written says so and loses nothing") {
  TempDir dir;
  HeadlessApp h(640, 360, {}, dir.path());
  // A file where the saves folder should be: nothing can be saved in it.
  plant_file(dir / "saves", "not a folder");
  GameScene& game = push_game(h, three_moves_one_undone());
  h.press(SDLK_s, KMOD_CTRL);
  h.context().keeper.flush();
  h.frames(1);
  CHECK(game.save_badge() == std::optional<bool>(false));
  CHECK(file_bytes(dir / "saves") == "not a folder");
  REQUIRE(h.context().keeper.unfinished_game());  // the game in progress is still kept
  CHECK(*h.context().keeper.unfinished_game() == saved_game_of(game.controller().session()));
}

TEST_CASE("The eye on a saved game's card replays it and changes nothing on disk") {
  TempDir dir;
  const SavedGame game = saved_game_of(three_moves_one_undone());
  const auto file = plant_saved(dir, game, 10);
  const auto bytes_before = file_bytes(file);
  HeadlessApp h(640, 360, {}, dir.path());
  SavedGamesScene& list = open_saved_games(h);
  REQUIRE(list.entries().size() == 1);
  h.click(list.panel().buttons().at(2 + 2).rect.center());  // the first card's eye
  auto* replay = h.top<ReplayScene>();
  REQUIRE(replay);
  CHECK(replay->size() == game.history.cursor() + 1);  // the start up to the cursor
  h.press(SDLK_ESCAPE);
  CHECK(h.top<SavedGamesScene>() == &list);
  CHECK(file_bytes(file) == bytes_before);
  CHECK(count_files(dir / "saves") == 1);
}
