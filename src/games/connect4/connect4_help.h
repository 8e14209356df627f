// Connect Four's "how to play" picture story.
#pragma once

#include "games/common/help_story.h"

namespace arcade {

// The pages the window's help plays for Connect Four, with the Chinese of their words.
HelpStory connect4_help_story();

}  // namespace arcade
