// Where the menu's game cards go, for any number of games: one row of big cards while they fit,
// then two rows of smaller ones, then pages of two rows with arrows to turn them.
#pragma once

#include <vector>

#include "draw/geometry.h"

namespace arcade::app {

// The cards of one page, in catalog order, and where the page arrows go when there are pages.
struct MenuPage {
  std::vector<Rect> cards;  // the cards shown on this page, left to right, top to bottom
  int first_game = 0;       // the catalog index of the first card
  int pages = 1;
  Rect previous_arrow;  // meaningful only when pages > 1
  Rect next_arrow;
};

// The smallest card: wide enough for a game's name at 32 px, tall enough for its picture.
inline constexpr float kMinCardWidth = 200;
inline constexpr float kMinCardHeight = 140;
// The largest card, when few games leave room.
inline constexpr float kMaxCardWidth = 250;
inline constexpr float kMaxCardHeight = 290;
inline constexpr float kCardGap = 20;

// Lays `games` cards out in `area` and returns page `page` (clamped to the pages there are). Every
// card is at least kMinCardWidth × kMinCardHeight, inside `area`, and kCardGap from the others.
MenuPage menu_page(int games, const Rect& area, int page);

}  // namespace arcade::app
