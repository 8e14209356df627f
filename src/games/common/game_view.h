// How one game looks and how clicks on its board become moves. Each game's folder has its view;
// the window knows views only through this interface and draws them through the SDL-free Canvas,
// so a view compiles and tests without SDL.
#pragma once

#include <optional>
#include <vector>

#include "core/any_state.h"
#include "core/texts.h"
#include "draw/canvas.h"
#include "draw/geometry.h"
#include "draw/theme.h"

namespace arcade {

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
  bool show_legal_moves = false;  // a person is to move: mark where they may play, if the game does
  std::optional<int> nope_target;  // a target a refused click wiggles
  double nope_age = 1;             // seconds since that refusal
  double time = 0;                 // seconds, for slow gentle pulses
};

// The sound a move makes; the window plays its own synthesised sound for each.
enum class MoveSound { place, slide, flip, drop };

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
  // The smallest cell KIDS.md allows for this game on the board of the last layout(), for the
  // layout test.
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
  // A side's score where the game counts pieces (Reversi discs), shown on its card; else nothing.
  virtual std::optional<int> side_score(const AnyState&, Side) const { return std::nullopt; }
  // Draws, inside `area` under the two players' cards of the status column, what else the players
  // should keep in sight (Nim: the stones left, and whether the last stone wins or loses). Its
  // words are said through `texts` (the game's table holds their Chinese), each fitted into
  // `area`. Nothing by default.
  virtual void draw_status(Canvas&, const Rect& /*area*/, const AnyState&, const Theme&,
                           const Texts&) const {}
  // The sound of a move being played.
  virtual MoveSound move_sound() const { return MoveSound::place; }

  // Where the piece of `move`, played in `before`, stands once played, to point at it and light it
  // up (the help story): the move's target by default; a game whose target is larger than a piece
  // (a Connect Four column) says where the piece lands.
  virtual std::optional<Rect> move_place(Move move, const AnyState& before) const;

  // The target containing `p`, if any.
  std::optional<int> target_at(Point p) const;
};

}  // namespace arcade
