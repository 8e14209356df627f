// Reversi's "how to play" picture story.
#pragma once

#include "games/common/help_story.h"

namespace arcade {

// The pages the window's help plays for Reversi, with the Chinese of their words.
HelpStory reversi_help_story();

}  // namespace arcade
