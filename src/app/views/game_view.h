// How one game looks and how clicks on its board become moves. One view per game; the game scene
// knows views only through this interface.
#pragma once

#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "app/audio/sound_effects.h"
#include "app/render/geometry.h"
#include "app/render/theme.h"
#include "core/any_state.h"

namespace arcade::app {

class Canvas;

// Everything a view needs to draw one frame of the board. The rules never see time: animation
// is drawn from the position before the move, the position now and the progress between them.
struct BoardFrame {
  const AnyState& now;
  const Theme& theme;
  const AnyState* before = nullptr;  // the position before the move being animated, if any
  double progress = 1;               // of that move's animation, 0 to 1
  std::optional<Move> last_move;     // the move that led to `now`, marked on the board
  std::optional<Move> hint;          // a suggested move, shown on the board
  std::optional<int> hover;          // the target under the pointer, when a person may click
  std::optional<int> cursor;         // the keyboard cursor, when it is shown
  bool show_legal_moves = false;     // mark where the side to move may play (Reversi)
  std::optional<int> nope_target;    // a target a refused click wiggles
  double nope_age = 1;               // seconds since that refusal
  double time = 0;                   // seconds, for slow gentle pulses
};

class GameView {
 public:
  virtual ~GameView() = default;

  // Fits the board into `area` for a game that started as `start` (the board size and the heaps
  // come from it, so the layout does not change during a game).
  virtual void layout(const Rect& area, const AnyState& start) = 0;
  // The board's outline.
  virtual Rect board_rect() const = 0;
  // Every clickable target on the board (cells, points, stone places), in a fixed order. The hit
  // area of a cell is the whole cell.
  virtual const std::vector<Rect>& targets() const = 0;
  // The smallest cell KIDS.md allows for this game, for the layout test.
  virtual float min_cell_size() const = 0;

  // The move a click on `target` asks for in `position`, or nothing if that place means no move.
  // The move may still be illegal (an occupied cell): the caller checks before playing it.
  virtual std::optional<Move> move_at(int target, const AnyState& position) const = 0;
  // The target that shows `move` best in `position` (where its piece lands; in Nim the stone to
  // click).
  virtual std::optional<int> target_of(Move move, const AnyState& position) const = 0;

  virtual void draw(Canvas& canvas, const BoardFrame& frame) const = 0;
  // The piece or token that stands for `side` in this game, fitted into `rect`.
  virtual void draw_side(Canvas& canvas, const Rect& rect, Side side, const Theme& theme) const = 0;
  // A side's score where the game counts pieces (Reversi discs), else nothing.
  virtual std::optional<int> side_score(const AnyState&, Side) const { return std::nullopt; }
  // The stones left where the game counts them (Nim), else nothing.
  virtual std::optional<int> stones_left(const AnyState&) const { return std::nullopt; }
  // Draws, inside `area` of the status column, a reminder of a rule that decides who wins and
  // that the players chose before the game (Nim: whether taking the last stone wins or loses).
  // Nothing for games whose winning rule never changes.
  virtual void draw_rule_reminder(Canvas&, const Rect& /*area*/, const AnyState&,
                                  const Theme&) const {}
  // The sound of a move being played.
  virtual Sound move_sound() const { return Sound::place; }

  // The target containing `p`, if any.
  std::optional<int> target_at(Point p) const;
};

// The view of the game with this id; nullptr for a game without one. An explicit list, like the
// catalog: a new game adds one line here.
std::unique_ptr<GameView> make_view(std::string_view game_id);

}  // namespace arcade::app
