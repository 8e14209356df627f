// The Chinese of the words the replay and scores screens show.
#pragma once

#include <span>

#include "core/texts.h"

namespace arcade::app {

// Every English text of the replay and the scores screens, with its Simplified Chinese.
std::span<const Translation> replay_translations();

}  // namespace arcade::app
