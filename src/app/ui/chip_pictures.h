// Small pictures drawn inside the setup screen's buttons that belong to no game: who plays whom,
// and a computer's place on its game's strength scale. Games draw their options' pictures
// themselves (OptionChoice::picture).
#pragma once

#include <functional>

#include "draw/canvas.h"
#include "draw/geometry.h"
#include "draw/sprite.h"
#include "draw/theme.h"
#include "games/game_info.h"

namespace arcade::app {

// Draws a button's content into a rectangle (Button::draw_content).
using ChipPicture = std::function<void(Canvas&, const Rect&, const Theme&)>;

// Two icons side by side (a person and a robot: who plays whom), in the primary button's ink.
ChipPicture pair_picture(Sprite left, Sprite right);
// A computer level: its tier's picture (a robot for a player without a tier) over its place on
// the strength scale, `rank` + 1 of `count` dots filled.
ChipPicture level_picture(const PlayerInfo& player, int rank, int count, bool selected);

// The picture of a computer player: its tier's animal, or a robot when it has no tier.
const Art& player_picture(const PlayerInfo* player);

}  // namespace arcade::app
