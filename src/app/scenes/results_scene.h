// The end of a game, shown over the final board: who won (or a draw) and the score, a short
// celebration when a person wins, friendly words otherwise; play again, undo, or home.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/app_context.h"
#include "app/scenes/scene.h"
#include "app/ui/button_panel.h"

namespace arcade::app {

class GameScene;

// The words and the mood of a finished game, decided from its outcome and its seats. Every game
// says it the same way: a side is named by the picture of its piece, never by a word ("X",
// "Black", "Player 1" differ from game to game and a child may not read them). The words are
// English; the results card says them in the window's language.
struct ResultWords {
  std::string headline;       // three words or fewer: "You win!", "wins!", "Draw!", "Good try!"
  std::optional<Side> piece;  // drawn before the headline: that side's piece "wins!"
  std::string encouragement;  // a second short line, or empty
  bool celebrate = false;     // a person won
};
ResultWords result_words(const GameSession& session);

class ResultsScene final : public Scene {
 public:
  // Shown above `game`, which stays below it on the stack while this scene exists.
  ResultsScene(AppContext& context, GameScene& game);

  void on_enter() override;
  bool handle(const InputEvent& event) override;
  void update(double dt) override;
  void draw(Canvas& canvas, double alpha) override;
  bool is_opaque() const override { return false; }
  // Drawn every frame while the celebration's stars fall, then still.
  double seconds_to_next_change() const override;
  bool is_attract() const override;

  const ButtonPanel& panel() const { return panel_; }
  const ResultWords& words() const { return words_; }
  // The person's games against this opponent so far, this one included (nothing for two people
  // or two computers).
  const std::optional<Tally>& tally() const { return tally_; }
  // How long a demo round's results stay before the next round.
  static constexpr double kDemoSeconds = 4;

 private:
  struct Confetto {
    float x, y, speed, size, spin, sway;
    int color;
  };
  void build_buttons();
  Button replay_button();
  void close_then(void (GameScene::*action)());
  void draw_tally(Canvas& canvas, const Theme& theme, Point center);
  // The headline, after the winning side's piece when it names one.
  void draw_headline(Canvas& canvas, const Theme& theme, Point center);
  // The two sides' scores beside their pieces, where the game counts them; false if it does not.
  bool draw_score(Canvas& canvas, const Theme& theme, Point center);

  AppContext& context_;
  GameScene& game_;
  ResultWords words_;
  std::optional<Tally> tally_;
  ButtonPanel panel_;
  std::vector<Confetto> confetti_;
  double time_ = 0;
  bool entered_ = false;
};

}  // namespace arcade::app
