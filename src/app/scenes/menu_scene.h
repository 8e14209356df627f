// The first screen: a big picture button per game, and the settings (sound, contrast, animation
// speed, fullscreen) as icons. Left alone for a minute, it starts the demo.
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

  // The buttons, for tests and the layout check.
  const ButtonPanel& panel() const { return panel_; }
  // How long without input before the demo starts.
  static constexpr double kIdleSecondsToDemo = 60;

 private:
  void build_buttons();
  void choose_game(const std::string& game_id);

  AppContext& context_;
  ButtonPanel panel_;
  double idle_seconds_ = 0;
  double time_ = 0;
};

}  // namespace arcade::app
