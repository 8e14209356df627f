// The shared pictures as Art: one object per sprite, painted by the designs in draw/art.
#include "draw/sprite.h"

#include <array>

#include "draw/art/designs.h"

namespace arcade {
namespace {

template <Sprite S>
void paint_sprite(art::Image& image) {
  if (!art::paint_shape(S, image)) art::paint_icon(S, image);
}

template <Sprite S>
constexpr Art art_of(std::string_view name) {
  return Art{name, 0, paint_sprite<S>};
}

// Names in the order of the enum; sizes are filled in from the designs.
std::array<Art, kSpriteCount> make_table() {
  std::array<Art, kSpriteCount> table{
      art_of<Sprite::disc>("disc"),
      art_of<Sprite::ring>("ring"),
      art_of<Sprite::rounded>("rounded"),
      art_of<Sprite::bar>("bar"),
      art_of<Sprite::glow>("glow"),
      art_of<Sprite::icon_home>("icon_home"),
      art_of<Sprite::icon_back>("icon_back"),
      art_of<Sprite::icon_next>("icon_next"),
      art_of<Sprite::icon_undo>("icon_undo"),
      art_of<Sprite::icon_redo>("icon_redo"),
      art_of<Sprite::icon_hint>("icon_hint"),
      art_of<Sprite::icon_restart>("icon_restart"),
      art_of<Sprite::icon_sound_on>("icon_sound_on"),
      art_of<Sprite::icon_sound_off>("icon_sound_off"),
      art_of<Sprite::icon_person>("icon_person"),
      art_of<Sprite::icon_people>("icon_people"),
      art_of<Sprite::icon_robot>("icon_robot"),
      art_of<Sprite::icon_play>("icon_play"),
      art_of<Sprite::icon_watch>("icon_watch"),
      art_of<Sprite::icon_contrast>("icon_contrast"),
      art_of<Sprite::icon_speed_normal>("icon_speed_normal"),
      art_of<Sprite::icon_speed_fast>("icon_speed_fast"),
      art_of<Sprite::icon_speed_off>("icon_speed_off"),
      art_of<Sprite::icon_fullscreen>("icon_fullscreen"),
      art_of<Sprite::icon_swap>("icon_swap"),
      art_of<Sprite::icon_star>("icon_star"),
      art_of<Sprite::icon_trophy>("icon_trophy"),
      art_of<Sprite::icon_no_trophy>("icon_no_trophy"),
      art_of<Sprite::icon_heart>("icon_heart"),
      art_of<Sprite::icon_pass>("icon_pass"),
      art_of<Sprite::icon_thinking>("icon_thinking"),
      art_of<Sprite::icon_touch>("icon_touch"),
      art_of<Sprite::icon_save>("icon_save"),
      art_of<Sprite::icon_saved_games>("icon_saved_games"),
      art_of<Sprite::icon_trash>("icon_trash"),
      art_of<Sprite::icon_restore>("icon_restore"),
      art_of<Sprite::icon_broken>("icon_broken"),
      art_of<Sprite::icon_check>("icon_check"),
      art_of<Sprite::icon_language>("icon_language"),
  };
  for (std::size_t i = 0; i < kSpriteCount; ++i) {
    table[i].size = art::sprite_size(static_cast<Sprite>(i));
  }
  return table;
}

}  // namespace

const Art& sprite_art(Sprite sprite) {
  static const std::array<Art, kSpriteCount> table = make_table();
  return table[static_cast<std::size_t>(sprite)];
}

}  // namespace arcade
