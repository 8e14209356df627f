// Getting a game ready: three quick starts (play the computer, two players, watch), then for each
// side a person or a computer on a strength scale, who starts, the game's options, and Play.
#pragma once

#include <vector>

#include "app/app_context.h"
#include "app/render/viewport.h"
#include "app/scenes/scene.h"
#include "app/ui/button_panel.h"
#include "draw/sizes.h"
#include "games/common/game_view.h"
#include "games/game_info.h"

namespace arcade::app {

class SetupScene final : public Scene {
 public:
  SetupScene(AppContext& context, const GameInfo& game);

  void on_enter() override;
  bool handle(const InputEvent& event) override;
  void update(double dt) override;
  void draw(Canvas& canvas, double alpha) override;
  double seconds_to_next_change() const override { return panel_.moving() ? 0 : kStill; }

  const ButtonPanel& panel() const { return panel_; }
  const SessionSetup& setup() const { return setup_; }

 private:
  void build_buttons();
  void add_quick_starts(std::vector<Button>& buttons);
  void add_seat_row(std::vector<Button>& buttons, int side, float y);
  void add_options(std::vector<Button>& buttons);
  // Where the options' row ends: the play button sits to its right.
  static constexpr float option_row_right() { return kCanvasWidth - kMargin - 190 - 16; }
  void set_seat(int side, Seat seat);
  void set_option(const std::string& key, const std::string& value);
  // Starts a game of `setup`, keeping the game in progress (if any) for undo.
  void start(const SessionSetup& setup);
  void continue_game();
  // Shows the game's how-to-play story over this screen (nothing for a game without one).
  void open_help();
  void remember();
  // The choices last remembered for this game (the last game played or set up here), or the
  // game's defaults when there are none or they no longer make a game.
  SessionSetup remembered_setup() const;

  AppContext& context_;
  const GameInfo& game_;
  std::vector<const PlayerInfo*> ladder_;
  std::unique_ptr<GameView> view_;  // draws the sides' pieces next to their rows
  SessionSetup setup_;
  ButtonPanel panel_;
  std::vector<Rect> seat_rows_;  // where each side's row is, for drawing its token and name
};

}  // namespace arcade::app
