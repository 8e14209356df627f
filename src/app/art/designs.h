// The designs of every sprite, grouped by kind; each returns the finished image.
#pragma once

#include "app/art/painter.h"
#include "app/render/sprite.h"

namespace arcade::art {

// The pixel size a sprite is drawn at (sprites are square).
int sprite_size(app::Sprite sprite);

// Shapes the canvas draws with (disc, ring, rounded, bar, glow); nothing for other sprites.
bool paint_shape(app::Sprite sprite, Image& image);
// Pieces of the four games.
bool paint_piece(app::Sprite sprite, Image& image);
// White icons, tinted when drawn.
bool paint_icon(app::Sprite sprite, Image& image);
// The pictures on the game buttons.
bool paint_game_picture(app::Sprite sprite, Image& image);

// Shared motifs: the emblems that tell the two sides apart by shape (a star for the first side,
// a heart for the second), used on stones and discs alike.
Shape first_side_emblem(V center, float size);
Shape second_side_emblem(V center, float size);

}  // namespace arcade::art
