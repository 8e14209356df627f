// How to play, for a child who cannot read yet: an overlay that plays the game's picture story
// (games/common/help_story.h) on a loop through the game's own view, with a dot for each page.
// It holds no game: the screen below keeps its game, which waits (only the top scene runs).
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "app/app_context.h"
#include "app/help/help_timeline.h"
#include "app/scenes/scene.h"
#include "app/ui/button_panel.h"
#include "games/common/game_view.h"
#include "games/game_info.h"
#include "games/help_pages.h"

namespace arcade::app {

class HelpScene final : public Scene {
 public:
  // Plays `game`'s story from `start_seconds` into it (a screenshot picks its moment; 0 is the
  // beginning). A story that does not replay under the rules shows no page, only the close button.
  HelpScene(AppContext& context, const GameInfo& game, double start_seconds = 0);

  // Every input is the help's own: a press anywhere (on the close button or not), Esc, Home,
  // Enter, Space, F1 or ? closes it; nothing reaches the screen below.
  bool handle(const InputEvent& event) override;
  void update(double dt) override;
  void draw(Canvas& canvas, double alpha) override;
  bool is_opaque() const override { return false; }
  // 0 while something moves (the hand, a move, the lights coming on), else the time to the
  // next part of the story: the still parts (a page's opening, a rest, the ending) cost nothing.
  double seconds_to_next_change() const override;

  // For tests and the monkey.
  const ButtonPanel& panel() const { return panel_; }
  const std::vector<ReadyHelpPage>& pages() const { return pages_; }
  HelpMoment moment() const;
  // Asks the stack to remove the help (once).
  void close();

  // Where the help's parts go on the 1280×720 canvas.
  static constexpr Rect kCard{40, 24, 1200, 672};
  static constexpr Rect kBoardArea{64, 40, 760, 600};
  static constexpr Rect kSideColumn{850, 40, 370, 600};

 private:
  // The page drawn now: its position, the animation of its move, the marks.
  void draw_board(Canvas& canvas, const Theme& theme, const ReadyHelpPage& page,
                  const HelpMoment& moment) const;
  // The hand going to where the next piece goes, or the pass picture.
  void draw_pointer(Canvas& canvas, const Theme& theme, const ReadyHelpPage& page,
                    const HelpMoment& moment) const;
  void draw_lit(Canvas& canvas, const Theme& theme, const ReadyHelpPage& page,
                const HelpMoment& moment) const;
  // The right column: the page's rule pictures, whose turn (or the winner and a trophy), words.
  void draw_side_column(Canvas& canvas, const Theme& theme, const ReadyHelpPage& page,
                        const HelpMoment& moment) const;
  void draw_rules(Canvas& canvas, const Theme& theme, const ReadyHelpPage& page) const;
  // A finished page's ending: the winner with a trophy (and a last mover who lost), or both.
  void draw_result(Canvas& canvas, const Theme& theme, const ReadyHelpPage& page) const;
  // Whose turn it is, with the pass or the struck-through trophy when the page shows one.
  void draw_turn(Canvas& canvas, const Theme& theme, const ReadyHelpPage& page,
                 const HelpMoment& moment) const;
  void draw_dots(Canvas& canvas, const Theme& theme, std::size_t current) const;
  // Lays the view out for page `index` when it is not laid out for it yet.
  void lay_out(std::size_t index) const;
  // Where the side card's token is.
  Rect token_rect() const;

  AppContext& context_;
  const GameInfo& game_;
  std::unique_ptr<GameView> view_;
  std::vector<ReadyHelpPage> pages_;
  ButtonPanel panel_;
  HelpPace pace_;
  double time_;
  double last_dt_ = 0;
  double render_time_;
  bool closing_ = false;
  mutable std::optional<std::size_t> laid_out_;
};

}  // namespace arcade::app
