// A set of buttons with mouse and keyboard input and immediate feedback.
#include "app/ui/button_panel.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "app/ui/focus.h"
#include "draw/canvas.h"
#include "draw/motion.h"
#include "draw/theme.h"

namespace arcade::app {

void ButtonPanel::set_buttons(std::vector<Button> buttons) {
  buttons_ = std::move(buttons);
  if (focus_ && *focus_ >= buttons_.size()) focus_.reset();
  if (hover_ && *hover_ >= buttons_.size()) hover_.reset();
  if (pressed_ && *pressed_ >= buttons_.size()) pressed_.reset();
  if (refused_ && *refused_ >= buttons_.size()) refused_.reset();
}

void ButtonPanel::set_focus(std::size_t index) {
  if (index < buttons_.size()) focus_ = index;
}

void ButtonPanel::nudge(std::size_t index) {
  if (index >= buttons_.size()) return;
  refused_ = index;
  refused_age_ = 0;
}

std::optional<std::size_t> ButtonPanel::button_at(Point p) const {
  for (std::size_t i = 0; i < buttons_.size(); ++i) {
    if (buttons_[i].rect.contains(p)) return i;
  }
  return std::nullopt;
}

PanelResponse ButtonPanel::press(std::size_t index) {
  focus_ = index;
  if (!buttons_[index].enabled) {
    refused_ = index;
    refused_age_ = 0;
    return PanelResponse::refused;
  }
  pressed_ = index;
  pressed_age_ = 0;
  // Copied first: on_press may replace this panel's buttons.
  const auto action = buttons_[index].on_press;
  if (action) action();
  return PanelResponse::pressed;
}

PanelResponse ButtonPanel::handle(const InputEvent& event) {
  switch (event.kind) {
    case InputEvent::Kind::pointer_move: {
      const auto under = button_at(event.position);
      focus_visible_ = false;
      if (under == hover_) return PanelResponse::ignored;
      hover_ = under;
      return PanelResponse::moved;
    }
    case InputEvent::Kind::pointer_down: {
      focus_visible_ = false;
      if (const auto index = button_at(event.position)) return press(*index);
      return PanelResponse::ignored;
    }
    case InputEvent::Kind::key: {
      if (buttons_.empty()) return PanelResponse::ignored;
      if (event.key == Key::activate) {
        if (!focus_ || !focus_visible_) {
          focus_visible_ = true;
          if (!focus_) focus_ = 0;
          return PanelResponse::moved;
        }
        return press(*focus_);
      }
      if (event.key != Key::left && event.key != Key::right && event.key != Key::up &&
          event.key != Key::down) {
        return PanelResponse::ignored;
      }
      if (!focus_ || !focus_visible_) {
        focus_visible_ = true;
        if (!focus_) focus_ = 0;
        return PanelResponse::moved;
      }
      std::vector<Rect> rects;
      for (const auto& button : buttons_) rects.push_back(button.rect);
      if (const auto next = neighbour(rects, *focus_, event.key)) {
        focus_ = *next;
        return PanelResponse::moved;
      }
      return PanelResponse::ignored;
    }
  }
  return PanelResponse::ignored;
}

void ButtonPanel::update(double dt) {
  pressed_age_ += dt;
  refused_age_ += dt;
}

bool ButtonPanel::moving() const {
  return (pressed_ && pressed_age_ < kPressSeconds) || (refused_ && refused_age_ < kWiggleSeconds);
}

void ButtonPanel::draw(Canvas& canvas, const Theme& theme) const {
  for (std::size_t i = 0; i < buttons_.size(); ++i) draw_button(canvas, theme, i);
}

namespace {

// How far a label centred at height `label_y` keeps from each side of `rect`, whose corners are
// rounded by `radius`: the round corner comes in further near the bottom, where the letters' feet
// are, and a long name (a high-contrast edge most of all) would otherwise run into it.
float label_margin(const Rect& rect, float radius, float label_y) {
  constexpr float kFeetBelowCentre = 15;  // the baseline of a 32-pixel line, below its centre
  constexpr float kClearance = 6;         // the high-contrast edge (4) and a little air
  const float above_bottom = rect.bottom() - (label_y + kFeetBelowCentre);
  const float into_corner = std::min(radius - above_bottom, radius);
  if (into_corner <= 0) return kClearance;
  const float corner_inset = radius - std::sqrt(radius * radius - into_corner * into_corner);
  return corner_inset + kClearance;
}

}  // namespace

void ButtonPanel::draw_button(Canvas& canvas, const Theme& theme, std::size_t index) const {
  const Button& button = buttons_[index];
  Rect rect = button.rect;
  if (pressed_ == index && pressed_age_ < kPressSeconds) rect = rect.inset(3);  // the button dips
  if (refused_ == index) rect = rect.moved(wiggle_offset(refused_age_), 0);
  // A card with a name under its picture is rounded less: its name needs the width near the foot.
  const float radius = std::min(rect.w, rect.h) * (button.label.empty() ? 0.22f : 0.11f);

  if (focus_visible_ && focus_ == index) canvas.panel(rect.inset(-7), theme.focus, radius + 7);
  canvas.shadow(rect, theme.shadow, radius, 4);

  Color fill = theme.button;
  Color ink = theme.button_icon;
  if (button.style == Button::Style::primary) {
    fill = theme.primary;
    ink = theme.primary_icon;
  } else if (button.selected) {
    fill = theme.selected;
    ink = theme.selected_icon;
  }
  const bool hovered = hover_ == index && button.enabled;
  if (theme.high_contrast || hovered || button.selected) {
    const Color edge = theme.high_contrast ? (button.selected ? theme.selected : theme.panel_edge)
                                           : mix(fill, theme.text, 0.35f);
    canvas.panel(rect, edge, radius);
    canvas.panel(rect.inset(theme.high_contrast ? 4 : 3), fill, radius - 3);
  } else {
    canvas.panel(rect, fill, radius);
  }
  if (!button.enabled) ink = theme.disabled;

  Rect content = rect.inset(std::min(rect.w, rect.h) * 0.12f);
  if (!button.label.empty()) {
    const float label_height = 40;
    content = {rect.x + 10, rect.y + 8, rect.w - 20, rect.h - label_height - 16};
    Color label = button.selected ? theme.selected_icon : theme.text;
    if (button.style == Button::Style::primary) label = theme.primary_icon;
    if (!button.enabled) label = theme.disabled;
    const float label_y = rect.bottom() - label_height / 2 - 10;
    canvas.text(button.label, {rect.center().x, label_y},
                {32, label, Align::center, rect.w - 2 * label_margin(rect, radius, label_y)});
  }
  if (button.draw_content) {
    button.draw_content(canvas, content, theme);
  } else {
    const float side = std::min(content.w, content.h);
    const Rect square = Rect::centered(content.center(), side, side);
    if (button.picture) {
      canvas.picture(*button.picture, square, button.enabled ? kWhite : Color{255, 255, 255, 110});
    } else {
      canvas.sprite(button.icon, square, ink);
    }
  }
}

}  // namespace arcade::app
