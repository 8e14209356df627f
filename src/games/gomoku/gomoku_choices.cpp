// Gomoku's options as the setup screen offers them.
#include "games/gomoku/gomoku_choices.h"

#include <algorithm>
#include <string>

#include "games/gomoku/gomoku_art.h"

namespace arcade {
namespace {

// A board of n × n lines.
ChoicePicture grid_picture(int n) {
  return [n](Canvas& canvas, const Rect& content, const Theme& theme) {
    const float step = std::min(content.w, content.h) / static_cast<float>(n);
    const float span = step * static_cast<float>(n - 1);
    const Rect grid = Rect::centered(content.center(), span, span);
    for (int i = 0; i < n; ++i) {
      const float at = static_cast<float>(i) * step;
      canvas.fill_rect({grid.x, grid.y + at, grid.w, 1.5f}, theme.button_icon.faded(0.6f));
      canvas.fill_rect({grid.x + at, grid.y, 1.5f, grid.h}, theme.button_icon.faded(0.6f));
    }
  };
}

// `count` black stones in a row.
ChoicePicture stone_row_picture(int count) {
  return [count](Canvas& canvas, const Rect& content, const Theme&) {
    const float size = std::min(content.w / 6.5f, content.h);
    const float left = content.center().x - size * static_cast<float>(count) / 2;
    for (int i = 0; i < count; ++i) {
      canvas.picture(gomoku_art().black, {left + static_cast<float>(i) * size,
                                          content.center().y - size / 2, size, size});
    }
  };
}

}  // namespace

std::vector<OptionChoice> gomoku_size_choices() {
  // 9×9 and 11×11 keep cells of 56 px or more for children; 15×15 is the classic board.
  std::vector<OptionChoice> choices;
  for (int size : {9, 11, 15}) {
    const std::string n = std::to_string(size);
    choices.push_back({n, n + "×" + n, grid_picture(size)});
  }
  return choices;
}

std::vector<OptionChoice> gomoku_rule_choices() {
  return {{"freestyle", "5 or more", stone_row_picture(6)},
          {"exact5", "Exactly 5", stone_row_picture(5)}};
}

}  // namespace arcade
