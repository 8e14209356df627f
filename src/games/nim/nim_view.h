// Nim's board: heaps of stones standing in columns. A click on a stone takes it and every stone
// above it; taken stones slide away.
#pragma once

#include "games/common/board_drawing.h"

namespace arcade {

class NimView final : public GameView {
 public:
  void layout(const Rect& area, const AnyState& start) override;
  Rect board_rect() const override { return board_; }
  const std::vector<Rect>& targets() const override { return slots_; }
  float min_cell_size() const override;
  std::optional<Move> move_at(int target, const AnyState& position) const override;
  std::optional<int> target_of(Move move, const AnyState& position) const override;
  void draw(Canvas& canvas, const BoardFrame& frame) const override;
  void draw_side(Canvas& canvas, const Rect& rect, Side side, const Theme& theme) const override;
  // The stones left, and the rule's picture and words: whether taking the last stone wins.
  void draw_status(Canvas& canvas, const Rect& area, const AnyState& position, const Theme& theme,
                   const Texts& texts) const override;
  MoveSound move_sound() const override { return MoveSound::slide; }

 private:
  // The target index of stone `level` (0 at the bottom) of heap `heap`, if that place exists.
  std::optional<int> slot(int heap, int level) const;
  Rect stone_rect(int heap, int level) const;
  void draw_heap(Canvas& canvas, const BoardFrame& frame, int heap) const;

  Rect board_;
  float cell_ = 0;
  std::vector<int> start_heaps_;
  std::vector<float> heap_x_;  // left edge of each heap's column
  float base_y_ = 0;           // the top of the heaps' base plates
  std::vector<Rect> slots_;
  std::vector<std::pair<int, int>> slot_place_;  // (heap, level) of each slot
};

}  // namespace arcade
