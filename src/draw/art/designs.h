// The designs of the shared pictures (shapes and icons), and motifs games reuse in their pieces.
#pragma once

#include "draw/art/painter.h"
#include "draw/sprite.h"

namespace arcade::art {

// The pixel size a shared picture is painted at (they are square).
int sprite_size(Sprite sprite);

// Shapes the canvas draws with (disc, ring, rounded, bar, glow); false for other sprites.
bool paint_shape(Sprite sprite, Image& image);
// White icons, tinted when drawn; false for other sprites.
bool paint_icon(Sprite sprite, Image& image);
// The icons of keeping games (save, saved games, trash, restore, broken, check); null for others.
Shape keep_icon_shape(Sprite sprite);

// The emblems that tell the two sides apart by shape on stones and discs of any game (KIDS.md rule
// 12): a star for the first side, a heart for the second.
Shape first_side_emblem(V center, float size);
Shape second_side_emblem(V center, float size);

}  // namespace arcade::art
