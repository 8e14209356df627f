// A set of buttons: pressing by mouse or keyboard, focus moved with the arrow keys, and the
// feedback a child sees at once (a pressed button dips; a disabled one wiggles gently).
#pragma once

#include <optional>
#include <vector>

#include "app/input/input_event.h"
#include "app/ui/button.h"

namespace arcade::app {

// What an input did to the panel, so the scene can play the matching sound.
enum class PanelResponse {
  ignored,  // not for the panel
  moved,    // focus or hover changed
  pressed,  // a button was pressed (its on_press has run)
  refused,  // a disabled button was pressed: it wiggled
};

class ButtonPanel {
 public:
  static constexpr double kPressSeconds = 0.15;  // how long a pressed button dips
  static constexpr double kWiggleSeconds = 0.4;  // how long a refused one wiggles (wiggle_offset)
  // Replaces the buttons, keeping the keyboard focus on the same index when it still exists.
  void set_buttons(std::vector<Button> buttons);
  const std::vector<Button>& buttons() const { return buttons_; }

  // Presses on mouse-down (KIDS.md rule 2); arrows move the focus, Enter or Space presses it.
  PanelResponse handle(const InputEvent& event);
  // Advances the press and wiggle animations.
  void update(double dt);
  // True while a button dips or wiggles, so the screen is drawn every frame meanwhile.
  bool moving() const;
  void draw(Canvas& canvas, const Theme& theme) const;

  // The focused button, shown with a ring once a key has been used.
  std::optional<std::size_t> focus() const { return focus_; }
  void set_focus(std::size_t index);
  // Wiggles button `index` gently, to point at it (after a click that did nothing).
  void nudge(std::size_t index);
  // The index of the button under `p`, if any.
  std::optional<std::size_t> button_at(Point p) const;

 private:
  PanelResponse press(std::size_t index);
  void draw_button(Canvas& canvas, const Theme& theme, std::size_t index) const;

  std::vector<Button> buttons_;
  std::optional<std::size_t> focus_;
  bool focus_visible_ = false;
  std::optional<std::size_t> hover_;
  std::optional<std::size_t> pressed_;
  double pressed_age_ = 1;
  std::optional<std::size_t> refused_;
  double refused_age_ = 1;
};

}  // namespace arcade::app
