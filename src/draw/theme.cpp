// The two looks of the game.
#include "draw/theme.h"

namespace arcade {
namespace {

Theme standard() {
  Theme t;
  t.high_contrast = false;
  t.bars = rgb(0x1d1f2b);
  t.background = rgb(0xf6eedf);
  t.panel = rgb(0xfffcf5);
  t.panel_edge = rgb(0xe4d6bd);
  t.shadow = Color{60, 40, 20, 40};
  t.text = rgb(0x2b2d42);
  t.text_soft = rgb(0x6c6f85);
  t.veil = Color{40, 30, 20, 70};
  t.button = rgb(0xffffff);
  t.button_icon = rgb(0x3d405b);
  t.primary = rgb(0x2fb36d);
  t.primary_icon = rgb(0xffffff);
  t.selected = rgb(0xffd166);
  t.selected_icon = rgb(0x2b2d42);
  t.focus = rgb(0x2e86de);
  t.disabled = Color{61, 64, 91, 80};
  t.accents = {rgb(0xf4a261), rgb(0x2a9d8f), rgb(0xe76f51), rgb(0x9b7fd4)};
  t.hover = Color{255, 255, 255, 90};
  t.cursor = rgb(0x2e86de);
  t.hint = rgb(0xffd23f);
  t.last_move = rgb(0xe63946);
  t.win_line = Color{255, 159, 28, 220};
  t.nope = Color{120, 120, 140, 200};
  t.side_colors = {rgb(0xf4a261), rgb(0x5b8def)};
  return t;
}

Theme high_contrast() {
  Theme t;
  t.high_contrast = true;
  t.bars = rgb(0x000000);
  t.background = rgb(0x000000);
  t.panel = rgb(0x000000);
  t.panel_edge = rgb(0xffffff);
  t.shadow = Color{0, 0, 0, 0};
  t.text = rgb(0xffffff);
  t.text_soft = rgb(0xffff00);
  t.veil = Color{0, 0, 0, 120};
  t.button = rgb(0x000000);
  t.button_icon = rgb(0xffffff);
  t.primary = rgb(0x00d060);
  t.primary_icon = rgb(0x000000);
  t.selected = rgb(0xffff00);
  t.selected_icon = rgb(0x000000);
  t.focus = rgb(0x00ffff);
  t.disabled = Color{255, 255, 255, 90};
  t.accents = {rgb(0xffff00), rgb(0x00ffff), rgb(0xff66ff), rgb(0x66ff66)};
  t.hover = Color{255, 255, 255, 110};
  t.cursor = rgb(0x00ffff);
  t.hint = rgb(0xffff00);
  t.last_move = rgb(0xff3030);
  t.win_line = Color{255, 0, 255, 235};
  t.nope = Color{255, 255, 255, 220};
  t.side_colors = {rgb(0xffff00), rgb(0x00ffff)};
  return t;
}

}  // namespace

const Theme& theme_for(bool high_contrast_look) {
  static const Theme kStandard = standard();
  static const Theme kHighContrast = high_contrast();
  return high_contrast_look ? kHighContrast : kStandard;
}

}  // namespace arcade
