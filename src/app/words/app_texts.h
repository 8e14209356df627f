// The window's own words (menus, buttons, results, notices) in Chinese, and the Texts that speak
// them together with every game's.
#pragma once

#include <span>

#include "core/texts.h"
#include "games/catalog.h"

namespace arcade::app {

// The Chinese of every English text the app itself shows (not a game's).
std::span<const Translation> app_translations();

// Texts in `language` with the app's table and every table of `catalog`'s games.
Texts make_texts(const Catalog& catalog, Language language);

}  // namespace arcade::app
