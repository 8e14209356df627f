// Connect Four's "how to play" picture story: real positions and moves, checked by the tests.
#include "games/connect4/connect4_help.h"

#include <array>
#include <string>

namespace arcade {
namespace {

constexpr std::array kHelpTranslations = {
    Translation{"Four wins!", "四个连线就赢！"},
};

}  // namespace

HelpStory connect4_help_story() {
  HelpStory story;
  // Discs fall to the bottom; red gets four along the bottom row.
  HelpPage four;
  four.moves = "d d e e f f g";
  four.lit = {0, 2, 4, 6};
  four.outcome = Outcome::first_wins;
  four.words = "Four wins!";
  story.pages = {four};
  story.translations = kHelpTranslations;
  return story;
}

}  // namespace arcade
