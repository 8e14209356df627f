// Nim's board.
#include "games/nim/nim_view.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "draw/motion.h"
#include "draw/sizes.h"
#include "games/nim/nim.h"
#include "games/nim/nim_art.h"
#include "games/nim/nim_choices.h"

namespace arcade {
namespace {

struct NimColors {
  Color board, base;
};

const NimColors& nim_colors(const Theme& theme) {
  static const NimColors standard{rgb(0xdff0e5), rgb(0x8d99ae)};
  static const NimColors high_contrast{rgb(0x000000), rgb(0xffffff)};
  return theme.high_contrast ? high_contrast : standard;
}

}  // namespace

void NimView::layout(const Rect& area, const AnyState& start) {
  start_heaps_ = start.get_if<Nim>()->heaps();
  const int heaps = static_cast<int>(start_heaps_.size());
  const int tallest = std::max(1, *std::max_element(start_heaps_.begin(), start_heaps_.end()));
  constexpr float kBase = 28;       // the plate under each heap
  constexpr float kSpacing = 0.4f;  // space between heaps, in cells
  const Rect inner = area.inset(20);
  cell_ = std::floor(std::min({(inner.h - kBase) / static_cast<float>(tallest),
                               inner.w / (static_cast<float>(heaps) * (1 + kSpacing)), 120.0f}));
  const float width = static_cast<float>(heaps) * cell_ * (1 + kSpacing) - kSpacing * cell_;
  const float height = static_cast<float>(tallest) * cell_ + kBase;
  board_ = Rect::centered(inner.center(), width, height);
  base_y_ = board_.bottom() - kBase;
  heap_x_.clear();
  slots_.clear();
  slot_place_.clear();
  for (int heap = 0; heap < heaps; ++heap) {
    heap_x_.push_back(board_.x + static_cast<float>(heap) * cell_ * (1 + kSpacing));
    for (int level = 0; level < start_heaps_[static_cast<std::size_t>(heap)]; ++level) {
      slots_.push_back(stone_rect(heap, level));
      slot_place_.emplace_back(heap, level);
    }
  }
}

float NimView::min_cell_size() const {
  return kMinCellLarge;
}

Rect NimView::stone_rect(int heap, int level) const {
  return {heap_x_[static_cast<std::size_t>(heap)], base_y_ - static_cast<float>(level + 1) * cell_,
          cell_, cell_};
}

std::optional<int> NimView::slot(int heap, int level) const {
  for (std::size_t i = 0; i < slot_place_.size(); ++i) {
    if (slot_place_[i] == std::make_pair(heap, level)) return static_cast<int>(i);
  }
  return std::nullopt;
}

std::optional<Move> NimView::move_at(int target, const AnyState& position) const {
  if (target < 0 || target >= static_cast<int>(slots_.size())) return std::nullopt;
  const auto [heap, level] = slot_place_[static_cast<std::size_t>(target)];
  const int height = position.get_if<Nim>()->heaps()[static_cast<std::size_t>(heap)];
  if (level >= height) return std::nullopt;  // that stone is gone already
  return Nim::encode(heap, height - level);
}

std::optional<int> NimView::target_of(Move move, const AnyState& position) const {
  const auto& heaps = position.get_if<Nim>()->heaps();
  const int heap = Nim::heap_of(move);
  if (heap < 0 || heap >= static_cast<int>(heaps.size())) return std::nullopt;
  return slot(heap, heaps[static_cast<std::size_t>(heap)] - Nim::count_of(move));
}

void NimView::draw_status(Canvas& canvas, const Rect& area, const AnyState& position,
                          const Theme& theme, const Texts& texts) const {
  const Nim& nim = *position.get_if<Nim>();
  const Point at{area.center().x, area.y + 36};
  canvas.picture(nim_art().pebble, Rect::centered({at.x - 60, at.y}, 84, 72), heap_color(theme, 0));
  canvas.text(std::to_string(nim.stones_left()), {at.x + 30, at.y},
              {64, theme.text, Align::left, area.right() - 8 - (at.x + 30)});
  // The same picture and words as the rule's button in the setup, so a child who lost by taking
  // the last stone can see why, and one who started from a quick start learns the rule at all.
  const Rect reminder{area.x + 24, area.y + 92, area.w - 48, 64};
  const bool last_loses = nim.misere();
  const std::string words = texts.say(last_loses ? "Last loses" : "Last wins");
  const float picture_w = reminder.h * 2.2f;
  const float gap = 12;
  // The picture and the words are centred together under the count, within the area's margins.
  const float room = area.w - 16 - picture_w - gap;
  const float width = picture_w + gap + std::min(room, canvas.text_width(words, kTextSize));
  const Rect picture{reminder.center().x - width / 2, reminder.y, picture_w, reminder.h};
  nim_rule_picture(last_loses)(canvas, picture, theme);
  canvas.text(words, {picture.right() + gap, reminder.center().y},
              {kTextSize, theme.text, Align::left, room});
}

void NimView::draw_side(Canvas& canvas, const Rect& rect, Side side, const Theme& theme) const {
  // Nim has no pieces of its own: the sides are a star and a heart, as on the stones elsewhere.
  canvas.circle(rect.center(), rect.w * 0.48f,
                theme.side_colors[static_cast<std::size_t>(index_of(side))]);
  canvas.sprite(side == Side::first ? Sprite::icon_star : Sprite::icon_heart,
                rect.inset(rect.w * 0.2f), theme.high_contrast ? kBlack : kWhite);
}

void NimView::draw_heap(Canvas& canvas, const BoardFrame& frame, int heap) const {
  const Theme& theme = frame.theme;
  const auto h = static_cast<std::size_t>(heap);
  const Color color = heap_color(theme, h);
  const int now = frame.now.get_if<Nim>()->heaps()[h];
  const int before = frame.before ? frame.before->get_if<Nim>()->heaps()[h] : now;
  canvas.panel({heap_x_[h] - 6, base_y_ + 6, cell_ + 12, 18}, nim_colors(theme).base, 9);

  // Which stones a click would take, or the hint suggests, are lifted and lit.
  int lifted_from = now;
  if (frame.hover) {
    if (const auto move = move_at(*frame.hover, frame.now); move && Nim::heap_of(*move) == heap) {
      lifted_from = now - Nim::count_of(*move);
    }
  }
  int hinted_from = now;
  if (frame.hint && Nim::heap_of(*frame.hint) == heap)
    hinted_from = now - Nim::count_of(*frame.hint);

  // Ghosts of the stones the last move took, so the move stays readable after it is made.
  if (frame.last_move && Nim::heap_of(*frame.last_move) == heap && frame.progress >= 1) {
    for (int level = now; level < now + Nim::count_of(*frame.last_move); ++level) {
      canvas.picture(nim_art().pebble, stone_rect(heap, level).inset(cell_ * 0.14f),
                     color.faded(0.13f));
    }
  }
  for (int level = 0; level < std::max(now, before); ++level) {
    Rect rect = stone_rect(heap, level).inset(cell_ * 0.06f);
    if (level >= now) {  // taken by the move being animated: it slides away and fades
      const auto e = static_cast<float>(ease_out(frame.progress));
      rect = rect.moved(e * cell_ * 1.1f, -e * cell_ * 0.5f);
      canvas.picture(nim_art().pebble, rect, color.faded(1 - e));
      continue;
    }
    if (level >= hinted_from) draw_hint_glow(canvas, rect, theme, frame.time);
    if (level >= lifted_from) {
      rect = rect.moved(0, -cell_ * 0.06f);
      canvas.sprite(Sprite::glow, rect.inset(-cell_ * 0.1f), theme.hover);
    }
    if (frame.nope_target &&
        slot_place_[static_cast<std::size_t>(*frame.nope_target)] == std::make_pair(heap, level)) {
      rect = rect.moved(wiggle_offset(frame.nope_age), 0);
    }
    canvas.picture(nim_art().pebble, rect, color);
  }
}

void NimView::draw(Canvas& canvas, const BoardFrame& frame) const {
  const Theme& theme = frame.theme;
  draw_board_panel(canvas, board_, 22, nim_colors(theme).board, theme);
  for (int heap = 0; heap < static_cast<int>(heap_x_.size()); ++heap)
    draw_heap(canvas, frame, heap);
  if (frame.cursor) draw_cursor(canvas, slots_[static_cast<std::size_t>(*frame.cursor)], theme);
  if (frame.nope_target) {
    draw_nope_ripple(canvas, slots_[static_cast<std::size_t>(*frame.nope_target)], theme,
                     frame.nope_age);
  }
}

}  // namespace arcade
