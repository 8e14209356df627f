// Gomoku's "how to play" picture story: real positions and moves, checked by the tests.
#include "games/gomoku/gomoku_help.h"

#include <array>
#include <string>

namespace arcade {
namespace {

constexpr std::array kHelpTranslations = {
    Translation{"Five wins!", "五个连线就赢！"},
    Translation{"Six: no win", "六个不算赢"},
    Translation{"Exactly five wins", "正好五个才赢！"},
};

}  // namespace

HelpStory gomoku_help_story() {
  HelpStory story;
  // On the children's 9×9 board: black makes four, white blocks one end, black makes five at
  // the other.
  HelpPage five;
  five.options = {{"size", "9"}, {"rule", "freestyle"}};
  five.setup = "c5 c7 d5 d7 e5 b3";
  five.moves = "f5 b5 g5";
  five.lit = {0, 2, 4, 6, 8};
  five.outcome = Outcome::first_wins;
  five.words = "Five wins!";
  // Under "exactly five", black filling the gap of c5 d5 e5 _ g5 h5 makes six: no win, the game
  // goes on.
  HelpPage six;
  six.options = {{"size", "9"}, {"rule", "exact5"}};
  six.setup = "c5 c7 d5 e7 e5 b3 g5 h3 h5 b7";
  six.moves = "f5";
  six.lit = {0, 2, 4, 6, 8, 10};
  six.outcome = Outcome::ongoing;
  six.crossed = true;
  six.words = "Six: no win";
  // And exactly five does win under that rule.
  HelpPage exact = six;
  exact.setup = "c5 c7 d5 e7 e5 b3 g5 h3 b7 h5";
  exact.lit = {0, 2, 4, 6, 10};
  exact.outcome = Outcome::first_wins;
  exact.crossed = false;
  exact.words = "Exactly five wins";
  story.pages = {five, six, exact};
  story.translations = kHelpTranslations;
  return story;
}

}  // namespace arcade
