// A throwaway game that is in no catalog but the ones tests build: Strip, a row of cells where two
// players take turns to mark one and three of your own side by side win. With its own view,
// picture, option and players it stands in for "a game someone adds as one folder", to prove that
// the window, the monkey and the contract need no line written for a new game.
#pragma once

#include <string>

#include "games/catalog.h"

namespace arcade::testing {

// Strip's catalog entry, under `id` (so a test catalog can hold several of them) and `name`.
GameInfo strip_info(std::string id = "strip", std::string name = "Strip");

// The collection's catalog with `extra` Strip games after it (ids strip, strip2, strip3, ...).
Catalog catalog_with_strips(int extra);

}  // namespace arcade::testing
