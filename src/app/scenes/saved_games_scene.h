// The saved games: a card per game saved on purpose, newest first and four to a page, each with
// a small picture of its board, who played each side and when it was saved. A tap continues the
// game; the bin beside a card puts it in the trash, which the same screen shows and restores
// from. A file that could not be read gets a cracked-picture card and is kept aside.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "app/app_context.h"
#include "app/scenes/scene.h"
#include "app/ui/button_panel.h"
#include "games/common/game_view.h"
#include "persist/saved_games_folder.h"

namespace arcade::app {

// What a tap on a saved game's card does with it. The default, continue_saved_game, continues it
// from its cursor; a replay screen can pass its own (offering to replay it instead, say).
using OpenSavedGame = std::function<void(AppContext&, const SavedGame&)>;

// Opens `saved` in a new GameScene on top of the stack, from its cursor with its undo history;
// the game in progress (if any) comes back with undo, as when a new game starts. False (nothing
// pushed) when its game or a player is not in the catalog.
bool continue_saved_game(AppContext& context, const SavedGame& saved);

class SavedGamesScene final : public Scene {
 public:
  // Cards per page.
  static constexpr int kCardsPerPage = 4;

  // The saved games of context.keeper's folder (none when it keeps no files). `open` is what a
  // tap on a card does (see OpenSavedGame).
  explicit SavedGamesScene(AppContext& context, OpenSavedGame open = default_open());

  // Reads the shelf again: games saved or removed meanwhile appear.
  void on_enter() override;
  bool handle(const InputEvent& event) override;
  void update(double dt) override;
  void draw(Canvas& canvas, double alpha) override;
  double seconds_to_next_change() const override { return panel_.moving() ? 0 : kStill; }

  // For tests and the layout check: the shelf shown, its games newest first, the page.
  SavesShelf shelf() const { return shelf_; }
  const std::vector<SavedGameEntry>& entries() const { return entries_; }
  int page() const { return page_; }
  int pages() const;
  const ButtonPanel& panel() const { return panel_; }

  // Actions, from the buttons and tests; `index` is into entries(). Each returns false, with a
  // gentle cue, when it cannot be done (a damaged file opened, a file that cannot be moved).
  void show_shelf(SavesShelf shelf);
  bool open(std::size_t index);
  bool remove(std::size_t index);   // saves shelf: into the trash
  bool restore(std::size_t index);  // trash shelf: back among the saved games
  void turn_page(int by);

 private:
  static OpenSavedGame default_open();
  void reload();
  void build_buttons();
  // The eye on a card of the saved games that replays it (ReplayScene), changing nothing.
  Button replay_button(std::size_t index, const Rect& card);
  void add_card(std::vector<Button>& buttons, std::size_t index, const Rect& card);
  // Moves entry `index` to the other shelf: into the trash, or back out of it.
  bool move_entry(std::size_t index);
  void refuse();
  void draw_card_picture(Canvas& canvas, const Rect& content, const Theme& theme,
                         std::size_t index) const;
  void draw_empty(Canvas& canvas, const Theme& theme);
  std::string date_text(std::size_t index) const;

  AppContext& context_;
  OpenSavedGame open_;
  SavesShelf shelf_ = SavesShelf::saves;
  std::vector<SavedGameEntry> entries_;
  std::vector<std::unique_ptr<GameView>> views_;  // per entry of the page: its board, laid out
  std::vector<Rect> cards_;                       // where the page's cards are
  ButtonPanel panel_;
  int page_ = 0;
};

}  // namespace arcade::app
