// The words of keeping games (the save badge, the saved games screen) in Chinese.
#pragma once

#include <span>

#include "core/texts.h"

namespace arcade::app {

// The Chinese of every English text the save button and the saved games screen show.
std::span<const Translation> saves_translations();

}  // namespace arcade::app
