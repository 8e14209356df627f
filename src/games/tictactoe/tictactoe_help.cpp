// Tic-tac-toe's "how to play" picture story: real positions and moves, checked by the tests.
#include "games/tictactoe/tictactoe_help.h"

#include <array>
#include <string>

namespace arcade {
namespace {

constexpr std::array kHelpTranslations = {
    Translation{"Three wins!", "三个连线就赢！"},
};

}  // namespace

HelpStory tictactoe_help_story() {
  HelpStory story;
  // X takes the middle, then the top and the bottom of the middle column: three in a row.
  HelpPage three;
  three.moves = "b2 a1 b1 a2 b3";
  three.lit = {0, 2, 4};
  three.outcome = Outcome::first_wins;
  three.words = "Three wins!";
  story.pages = {three};
  story.translations = kHelpTranslations;
  return story;
}

}  // namespace arcade
