// The emblems that tell the two sides apart by shape on any game's stones and discs.
#include "draw/art/designs.h"
#include "draw/art/shapes.h"

namespace arcade::art {

Shape first_side_emblem(V center, float size) {
  return star(center, size, size * 0.42f);
}

Shape second_side_emblem(V center, float size) {
  return heart(center, size * 0.95f);
}

}  // namespace arcade::art
