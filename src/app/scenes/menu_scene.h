// The first screen: a big picture button per game of the catalog (in pages when there are many), a
// big "continue" button when a game was left unfinished, the settings (sound, contrast,
// animation speed, fullscreen) as icons, and the saved games (a stack of cards, bottom left; not
// in a kiosk). Each damaged file found at start, and each file that
// could not be saved, is told in one friendly line, one after another. Left alone for a minute,
// it starts the demo.
#pragma once

#include "app/app_context.h"
#include "app/scenes/scene.h"
#include "app/ui/button_panel.h"

namespace arcade::app {

class MenuScene final : public Scene {
 public:
  explicit MenuScene(AppContext& context);

  void on_enter() override;
  bool handle(const InputEvent& event) override;
  void update(double dt) override;
  void draw(Canvas& canvas, double alpha) override;
  double seconds_to_next_change() const override;

  // The buttons, for tests and the layout check.
  const ButtonPanel& panel() const { return panel_; }
  // How long without input before the demo starts.
  static constexpr double kIdleSecondsToDemo = 60;
  // How long each notice (a damaged file, a file not saved) stays up, unless a click or key comes
  // first; then the next one comes up.
  static constexpr double kNoticeSeconds = 12;
  // How long the title's stars bob after the menu opens or is used; then the menu stands still.
  static constexpr double kStarsSeconds = 3;
  // The notice line shown now, or empty.
  std::string notice() const;

 private:
  void build_buttons();
  void add_game_cards(std::vector<Button>& buttons);
  void add_settings(std::vector<Button>& buttons);
  void add_statistics(std::vector<Button>& buttons);
  void add_saved_games(std::vector<Button>& buttons);
  void turn_page(int by);
  void choose_game(const std::string& game_id);
  void add_continue(std::vector<Button>& buttons);
  void continue_game();
  void draw_notice(Canvas& canvas, const Theme& theme);
  void dismiss_notice();

  AppContext& context_;
  ButtonPanel panel_;
  double idle_seconds_ = 0;
  double time_ = 0;
  double notice_seconds_ = 0;
  double stars_until_ = 0;   // the title's stars bob until then (a while after input), then rest
  int page_ = 0;             // of the game cards, when they take more than one
  Settings shown_settings_;  // what the settings' icons were built for
};

}  // namespace arcade::app
