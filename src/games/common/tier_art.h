// The pictures of the strength tiers every game's ladder shares (games/common/tiers.h): the same
// animal means the same step in every game, on the setup screen's chips and on the status cards.
#pragma once

#include "draw/art.h"

namespace arcade {

// The picture of tier `tier` (0 <= tier < kTierCount): a white silhouette, tinted when drawn,
// like the icons.
const Art& tier_art(int tier);

}  // namespace arcade
