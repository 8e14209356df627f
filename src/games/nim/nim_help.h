// Nim's "how to play" picture story.
#pragma once

#include "games/common/help_story.h"

namespace arcade {

// The pages the window's help plays for Nim, with the Chinese of their words.
HelpStory nim_help_story();

}  // namespace arcade
