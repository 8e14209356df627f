// Small pictures drawn inside choice buttons.
#include "app/ui/chip_pictures.h"

#include <algorithm>
#include <vector>

#include "app/render/canvas.h"
#include "app/render/theme.h"

namespace arcade::app {

ChipPicture pair_picture(Sprite left, Sprite right) {
  return [left, right](Canvas& canvas, const Rect& content, const Theme& theme) {
    const float size = std::min(content.h, content.w / 2.4f);
    const Point c = content.center();
    canvas.sprite(left, Rect::centered({c.x - size * 0.62f, c.y}, size, size), theme.primary_icon);
    canvas.sprite(right, Rect::centered({c.x + size * 0.62f, c.y}, size, size), theme.primary_icon);
  };
}

ChipPicture strength_picture(int rank, int count, bool selected) {
  return [rank, count, selected](Canvas& canvas, const Rect& content, const Theme& theme) {
    const Color ink = selected ? theme.selected_icon : theme.button_icon;
    const float dot = std::min(10.0f, content.w / (static_cast<float>(count) * 1.6f));
    const float icon = std::min(content.w, content.h - dot - 4);
    canvas.sprite(Sprite::icon_robot,
                  Rect::centered({content.center().x, content.y + icon / 2}, icon, icon), ink);
    const float width = static_cast<float>(count) * dot * 1.6f;
    for (int i = 0; i < count; ++i) {
      const Point at{content.center().x - width / 2 + (static_cast<float>(i) + 0.5f) * dot * 1.6f,
                     content.bottom() - dot / 2};
      canvas.circle(at, dot / 2, i <= rank ? ink : ink.faded(0.25f));
    }
  };
}

ChipPicture heaps_picture(const std::string& heaps) {
  std::vector<int> sizes;
  for (char c : heaps) {
    if (c >= '0' && c <= '9') sizes.push_back(c - '0');
  }
  return [sizes](Canvas& canvas, const Rect& content, const Theme& theme) {
    const float column = content.w / static_cast<float>(sizes.size());
    const float stone = std::min(column * 0.8f, content.h / 6.5f);
    for (std::size_t heap = 0; heap < sizes.size(); ++heap) {
      const Color color = theme.heap_colors[heap % theme.heap_colors.size()];
      for (int level = 0; level < sizes[heap]; ++level) {
        const Point at{content.x + column * (static_cast<float>(heap) + 0.5f),
                       content.bottom() - stone * (static_cast<float>(level) + 0.5f)};
        canvas.sprite(Sprite::pebble, Rect::centered(at, stone * 1.15f, stone), color);
      }
    }
  };
}

ChipPicture grid_picture(int n) {
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

ChipPicture stone_row_picture(int count) {
  return [count](Canvas& canvas, const Rect& content, const Theme&) {
    const float size = std::min(content.w / 6.5f, content.h);
    const float left = content.center().x - size * static_cast<float>(count) / 2;
    for (int i = 0; i < count; ++i) {
      canvas.sprite(Sprite::stone_black, {left + static_cast<float>(i) * size,
                                          content.center().y - size / 2, size, size});
    }
  };
}

ChipPicture last_stone_picture(Sprite mark) {
  return [mark](Canvas& canvas, const Rect& content, const Theme& theme) {
    const float size = std::min(content.h, content.w / 2.4f);
    const Point c = content.center();
    canvas.sprite(Sprite::pebble,
                  Rect::centered({c.x - size * 0.6f, c.y}, size * 1.1f, size * 0.9f),
                  theme.heap_colors[0]);
    canvas.sprite(mark, Rect::centered({c.x + size * 0.6f, c.y}, size, size), theme.button_icon);
  };
}

}  // namespace arcade::app
