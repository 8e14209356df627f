// Small pictures drawn inside choice buttons: a strength scale, heaps of stones, board sizes.
#pragma once

#include <functional>
#include <string>

#include "app/render/geometry.h"
#include "app/render/sprite.h"

namespace arcade::app {

class Canvas;
struct Theme;

// Draws a button's content into a rectangle (Button::draw_content).
using ChipPicture = std::function<void(Canvas&, const Rect&, const Theme&)>;

// Two icons side by side (a person and a robot: who plays whom), in the primary button's ink.
ChipPicture pair_picture(Sprite left, Sprite right);
// A robot with its place on the strength scale: `rank` + 1 of `count` dots filled.
ChipPicture strength_picture(int rank, int count, bool selected);
// Heaps of stones, as written in "1,3,5".
ChipPicture heaps_picture(const std::string& heaps);
// A board of n × n lines.
ChipPicture grid_picture(int n);
// `count` stones in a row (the Gomoku rules: five or more, exactly five).
ChipPicture stone_row_picture(int count);
// A stone and `mark` (the Nim rules: the last stone wins, or loses).
ChipPicture last_stone_picture(Sprite mark);

}  // namespace arcade::app
