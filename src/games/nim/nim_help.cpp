// Nim's "how to play" picture story: real positions and moves, checked by the tests.
#include "games/nim/nim_help.h"

#include <array>
#include <string>

namespace arcade {
namespace {

constexpr std::array kHelpTranslations = {
    Translation{"Last stone wins", "拿最后一颗的赢"},
    Translation{"Last stone loses", "拿最后一颗的输"},
};

}  // namespace

HelpStory nim_help_story() {
  HelpStory story;
  // The same three takes under each rule: player 1 takes the last stone.
  HelpPage wins;
  wins.options = {{"rule", "normal"}};
  wins.position = "3,2";
  wins.moves = "1:1 2:2 1:2";
  wins.lit = {2};
  wins.outcome = Outcome::first_wins;
  wins.words = "Last stone wins";
  HelpPage loses = wins;
  loses.options = {{"rule", "misere"}};
  loses.outcome = Outcome::second_wins;
  loses.words = "Last stone loses";
  story.pages = {wins, loses};
  story.translations = kHelpTranslations;
  return story;
}

}  // namespace arcade
