// The game screen: the board, the buttons (home, undo, redo, hint, restart, save, sound), the
// status, person moves by click or keyboard, computer moves from the worker, animations and sounds.
#pragma once

#include <memory>
#include <optional>

#include "app/app_context.h"
#include "app/scenes/scene.h"
#include "app/session/game_controller.h"
#include "app/ui/button_panel.h"
#include "games/common/game_view.h"
#include "games/game_info.h"

namespace arcade::app {

// How the game screen runs: for people, or as a round of the unattended demo.
struct GameMode {
  bool demo = false;
  int demo_round = 0;
};

class GameScene final : public Scene {
 public:
  // Plays `session`. When it replaces a game in progress (`replaced`, of any game), that game
  // comes back with undo before the first move: no way of starting a game loses one.
  GameScene(AppContext& context, GameSession session, GameMode mode,
            std::optional<GameSession> replaced = std::nullopt);
  // Cancels this game's search: leaving a game stops its computer at once.
  ~GameScene() override;

  // Back on top of a game still over (the results card stepped aside for one of the game's
  // buttons that did not change the game, like the sound): the results come back at once.
  void on_enter() override;
  bool handle(const InputEvent& event) override;
  void update(double dt) override;
  void draw(Canvas& canvas, double alpha) override;
  double seconds_to_next_change() const override;
  bool is_attract() const override { return mode_.demo; }
  bool changed_since_drawn() const override;

  // For tests, the layout check and the results screen.
  const GameController& controller() const { return *controller_; }
  const GameView& view() const { return *view_; }
  const ButtonPanel& panel() const { return panel_; }
  // The side whose pass its card shows: from the moment the pass is due until the other side has
  // answered it and the pass has been shown for a second and a half. None otherwise.
  std::optional<Side> passing_side() const { return passing_side_; }
  const GameInfo& game() const { return *game_; }
  const GameMode& mode() const { return mode_; }
  // True once a move animation has finished (and none is running).
  bool animating() const;

  // Actions, from the buttons, the keys and the results screen. Each returns false, with a
  // gentle cue, when it cannot be done now.
  bool undo();
  bool redo();
  bool hint();
  void restart();
  void play_again();
  void go_home();
  // Watches the game so far again (ReplayScene), changing nothing of it.
  void open_replay();
  // Shows the game's how-to-play story over the board (nothing for a game without one); the game
  // waits, unchanged, until it closes.
  void open_help();
  // Saves the game as shown, with its whole history, as a new file of the saves folder (on the
  // Keeper's side, so the frame goes on); a badge beside the button then says "Saved" or "Not
  // saved" for kSaveBadgeSeconds. Refused in the demo and in a kiosk, which keep nothing.
  bool save();
  // What the badge says now: true "saved", false "not saved", nothing when no badge shows.
  std::optional<bool> save_badge() const {
    if (!save_badge_ || time_ - save_badge_->since > kSaveBadgeSeconds) return std::nullopt;
    return save_badge_->saved;
  }
  static constexpr double kSaveBadgeSeconds = 2.5;
  // Where the save button is in the left column (absent in a kiosk).
  static constexpr int kSaveButtonIndex = 5;

 private:
  // A pass stays shown at least this long, and until the other side has answered it.
  static constexpr double kPassShownSeconds = 1.5;

  void refresh_buttons();
  // The left column's buttons drawn from sprites, top to bottom (without the replay and help).
  std::vector<Button> sprite_buttons();
  Button replay_button();
  // The three kinds of input a game screen takes: the pointer moving (hover over the board and
  // the buttons), a press (a button, or a point of the board) and a key.
  void point_at(const InputEvent& event);
  void press_at(const InputEvent& event);
  void press_key(Key key);
  void click_board(std::optional<int> target);
  void move_cursor(Key direction);
  void on_played(const PlayedMove& played);
  void refuse(std::optional<int> target);
  void leave_demo();
  // The demo's invitation to passers-by, in pictures: an eye (this is a show), then a finger
  // touching the screen and the play sign.
  void draw_invitation(Canvas& canvas, const Theme& theme) const;
  void show_results_when_due();
  void begin_new_game();
  // After undo brought back a replaced game of another kind: its view, its buttons.
  void follow_session_game();
  void keep_game();
  // After every move, undo and redo: the statistics hold each game the way it last ended, counted
  // when it ends, taken back when an undo reopens it, counted again when it ends again. Never for
  // the demo.
  void keep_result();
  // Takes the outcome of a save that finished, for the badge.
  void take_saved();
  void draw_save_badge(Canvas& canvas, const Theme& theme) const;
  // A value that changes whenever something the scene shows changes by itself: the position, the
  // hint, whose turn, a pass, the buttons, the thinking sign.
  std::size_t shown_state() const;

  AppContext& context_;
  GameMode mode_;
  const GameInfo* game_;  // the game of the session shown (undo may bring back another game)
  std::unique_ptr<GameView> view_;
  std::unique_ptr<GameController> controller_;
  ButtonPanel panel_;
  unsigned button_state_ = ~0u;  // what the buttons were last built for

  double time_ = 0;
  double last_dt_ = 0;
  double render_time_ = 0;  // time_ plus the loop's alpha, for smooth drawing
  std::optional<AnyState> animating_from_;
  double animation_start_ = 0;
  std::optional<int> hover_;
  std::optional<int> cursor_;
  bool cursor_visible_ = false;
  std::optional<int> nope_target_;
  double nope_start_ = -9;
  double thinking_nudge_start_ = -9;
  std::optional<Side> passing_side_;
  double pass_start_ = -9;
  bool pass_answered_ = false;  // whether a move has been played since the pass shown
  std::optional<double> over_since_;
  bool results_shown_ = false;
  double turn_start_ = 0;  // when the side to move began its turn
  struct SaveBadge {
    bool saved = false;
    double since = 0;
  };
  std::optional<SaveBadge> save_badge_;  // the outcome of the last save, shown for a while
  int saves_pending_ = 0;                // saves asked for whose outcome has not come yet
  std::size_t drawn_state_ = 0;          // shown_state() when last drawn
};

}  // namespace arcade::app
