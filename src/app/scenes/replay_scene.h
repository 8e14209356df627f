// Watching a game again: its positions one by one (first, back, on, last, or played by itself at
// a watchable pace), the board drawn by the game's own view with its move animation, the move
// list in the game's notation with the current move marked, and "who is winning" as a bar beside
// the board and a graph over the whole game, judged on a thread of its own as the results come.
// A replay only looks: it changes no game and writes no file.
#pragma once

#include <array>
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/app_context.h"
#include "app/scenes/scene.h"
#include "app/session/game_session.h"
#include "app/ui/button_panel.h"
#include "app/worker/judge_worker.h"
#include "games/common/game_view.h"
#include "games/game_info.h"
#include "persist/saved_game.h"

namespace arcade::app {

// What a replay shows: a game's positions from its start and the moves between them.
struct ReplayGame {
  const GameInfo* game = nullptr;
  std::vector<AnyState> positions;  // positions[0] the start; at least one
  std::vector<Move> moves;          // moves[i] leads from positions[i] to positions[i + 1]
};

// The game of `session` from its start to its current position (the redo tail, moves taken back,
// is left out).
ReplayGame replay_game_of(const GameSession& session);
// The same for a saved game of `game`, from its start to its cursor.
ReplayGame replay_game_of(const GameInfo& game, const SavedGame& saved);

class ReplayScene final : public Scene {
 public:
  // Autoplay's pace: one move this often (KIDS.md rule 4: 0.5 to 1.5 s a move).
  static constexpr double kAutoplaySeconds = 1.2;

  // Shows `replay` at position `at` (clamped to the last), playing on by itself when `autoplay`.
  // Its judgements start at once on their own thread and stop when the scene goes.
  ReplayScene(AppContext& context, ReplayGame replay, std::size_t at = 0, bool autoplay = true);

  bool handle(const InputEvent& event) override;
  void update(double dt) override;
  void draw(Canvas& canvas, double alpha) override;
  double seconds_to_next_change() const override;
  bool changed_since_drawn() const override;

  // The steps, from the buttons and keys. Each returns false (and changes nothing) at the end it
  // would pass.
  bool first();
  bool back();
  bool forward();
  bool last();
  // Starts or stops playing on by itself; at the end, starting goes back to the start first.
  void toggle_autoplay();
  // Goes back to where the replay came from.
  void close();

  // For tests and screenshots.
  std::size_t index() const { return index_; }
  std::size_t size() const { return replay_.positions.size(); }
  const AnyState& position() const { return replay_.positions[index_]; }
  bool autoplaying() const { return autoplay_; }
  const ButtonPanel& panel() const { return panel_; }
  const JudgeWorker& judgements() const { return *judge_; }
  // The move list's lines: each move in the game's own notation, a pass in the window's words.
  const std::vector<std::string>& move_texts() const { return move_texts_; }
  // The position a click at `p` on the graph or the move list points at, if any.
  std::optional<std::size_t> index_at(Point p) const;

 private:
  void go_to(std::size_t index, bool animate);
  void build_buttons();
  void draw_bar(Canvas& canvas, const Theme& theme);
  void draw_graph(Canvas& canvas, const Theme& theme);
  void draw_moves(Canvas& canvas, const Theme& theme);
  // The move list's rows, two moves to a row.
  int list_rows() const;
  // Scrolls the move list so `top_row` is its first row in sight, as near as the list allows.
  void scroll_list_to_show(int top_row);
  // Scrolls the move list, if need be, to keep the current move in sight.
  void follow_in_list();
  // How many judgements have arrived: the screen changes as they come.
  std::size_t judged_count() const;

  AppContext& context_;
  ReplayGame replay_;
  std::unique_ptr<GameView> view_;
  std::unique_ptr<JudgeWorker> judge_;
  std::vector<std::string> move_texts_;
  ButtonPanel panel_;
  std::size_t index_ = 0;
  int list_top_row_ = 0;  // the move list's first row in sight
  bool autoplay_ = false;
  double time_ = 0;
  double last_dt_ = 0;
  double next_step_at_ = 0;
  std::optional<double> animation_start_;
  std::size_t drawn_state_ = 0;  // index, autoplay and judgements when last drawn
  std::size_t shown_state() const;
};

// The replay of `session` (the game in progress, or one just finished), from its start.
std::unique_ptr<ReplayScene> make_replay_scene(AppContext& context, const GameSession& session);
// The replay of a saved game, from its start; nullptr when its game is not in the catalog.
std::unique_ptr<ReplayScene> make_replay_scene(AppContext& context, const SavedGame& saved);

}  // namespace arcade::app
