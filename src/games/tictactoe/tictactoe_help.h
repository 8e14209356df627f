// Tic-tac-toe's "how to play" picture story.
#pragma once

#include "games/common/help_story.h"

namespace arcade {

// The pages the window's help plays for Tic-tac-toe, with the Chinese of their words.
HelpStory tictactoe_help_story();

}  // namespace arcade
