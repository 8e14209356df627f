// Nim's options as the setup screen offers them.
#include "games/nim/nim_choices.h"

#include <algorithm>

#include "games/nim/nim_art.h"

namespace arcade {
namespace {

// A stone beside `mark`, what taking the last stone earns: the trophy when it wins, the trophy
// struck through when it loses. Neither is a side's own emblem (a star, a heart).
ChoicePicture last_stone_picture(Sprite mark) {
  return [mark](Canvas& canvas, const Rect& content, const Theme& theme) {
    const float size = std::min(content.h, content.w / 2.4f);
    const Point c = content.center();
    canvas.picture(nim_art().pebble,
                   Rect::centered({c.x - size * 0.6f, c.y}, size * 1.1f, size * 0.9f),
                   heap_color(theme, 0));
    canvas.sprite(mark, Rect::centered({c.x + size * 0.6f, c.y}, size, size), theme.button_icon);
  };
}

// Heaps of stones, as written in "1,3,5".
ChoicePicture heaps_picture(const std::string& heaps) {
  std::vector<int> sizes;
  for (char c : heaps) {
    if (c >= '0' && c <= '9') sizes.push_back(c - '0');
  }
  return [sizes](Canvas& canvas, const Rect& content, const Theme& theme) {
    const float column = content.w / static_cast<float>(sizes.size());
    const float stone = std::min(column * 0.8f, content.h / 6.5f);
    for (std::size_t heap = 0; heap < sizes.size(); ++heap) {
      for (int level = 0; level < sizes[heap]; ++level) {
        const Point at{content.x + column * (static_cast<float>(heap) + 0.5f),
                       content.bottom() - stone * (static_cast<float>(level) + 0.5f)};
        canvas.picture(nim_art().pebble, Rect::centered(at, stone * 1.15f, stone),
                       heap_color(theme, heap));
      }
    }
  };
}

}  // namespace

ChoicePicture nim_rule_picture(bool last_loses) {
  return last_stone_picture(last_loses ? Sprite::icon_no_trophy : Sprite::icon_trophy);
}

std::vector<OptionChoice> nim_heap_choices(const std::vector<std::string>& heaps) {
  std::vector<OptionChoice> choices;
  for (const auto& heap : heaps) choices.push_back({heap, "", heaps_picture(heap)});
  return choices;
}

std::vector<OptionChoice> nim_rule_choices() {
  return {{"normal", "Last wins", nim_rule_picture(false)},
          {"misere", "Last loses", nim_rule_picture(true)}};
}

}  // namespace arcade
