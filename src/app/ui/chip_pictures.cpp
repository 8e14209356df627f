// Small pictures drawn inside the setup screen's buttons.
#include "app/ui/chip_pictures.h"

#include <algorithm>

#include "games/common/tier_art.h"

namespace arcade::app {

ChipPicture pair_picture(Sprite left, Sprite right) {
  return [left, right](Canvas& canvas, const Rect& content, const Theme& theme) {
    const float size = std::min(content.h, content.w / 2.4f);
    const Point c = content.center();
    canvas.sprite(left, Rect::centered({c.x - size * 0.62f, c.y}, size, size), theme.primary_icon);
    canvas.sprite(right, Rect::centered({c.x + size * 0.62f, c.y}, size, size), theme.primary_icon);
  };
}

const Art& player_picture(const PlayerInfo* player) {
  return player && player->tier ? tier_art(*player->tier) : sprite_art(Sprite::icon_robot);
}

ChipPicture level_picture(const PlayerInfo& player, int rank, int count, bool selected) {
  const Art* picture = &player_picture(&player);
  return [picture, rank, count, selected](Canvas& canvas, const Rect& content, const Theme& theme) {
    const Color ink = selected ? theme.selected_icon : theme.button_icon;
    const float dot = std::min(10.0f, content.w / (static_cast<float>(count) * 1.6f));
    const float icon = std::min(content.w, content.h - dot - 4);
    canvas.picture(*picture, Rect::centered({content.center().x, content.y + icon / 2}, icon, icon),
                   ink);
    const float width = static_cast<float>(count) * dot * 1.6f;
    for (int i = 0; i < count; ++i) {
      const Point at{content.center().x - width / 2 + (static_cast<float>(i) + 0.5f) * dot * 1.6f,
                     content.bottom() - dot / 2};
      canvas.circle(at, dot / 2, i <= rank ? ink : ink.faded(0.25f));
    }
  };
}

}  // namespace arcade::app
