// A button: a big target with an icon or a picture and at most a short label.
#pragma once

#include <functional>
#include <string>

#include "draw/canvas.h"
#include "draw/geometry.h"
#include "draw/sprite.h"
#include "draw/theme.h"

namespace arcade::app {

// One button of a ButtonPanel. Icons carry the meaning; a label (three words or fewer) only
// repeats it (KIDS.md rule 5).
struct Button {
  enum class Style {
    icon,     // a white tile with a dark icon
    primary,  // the main action: a green tile with a white icon
    picture,  // a full-colour picture (the games): `picture` drawn as it is
    chip,     // one choice among several; `selected` marks the chosen one
  };

  Rect rect;
  Style style = Style::icon;
  Sprite icon = Sprite::icon_play;
  const Art* picture = nullptr;  // drawn instead of the icon when set (Style::picture)
  // Already in the window's language (AppContext::say); set smaller if wider than the button.
  std::string label;
  bool enabled = true;
  bool selected = false;
  // What pressing does. Called from ButtonPanel::handle().
  std::function<void()> on_press;
  // Draws the content instead of the icon when set (a strength scale, heaps of stones).
  std::function<void(Canvas&, const Rect& content, const Theme&)> draw_content;
};

}  // namespace arcade::app
