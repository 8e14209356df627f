// Reversi's "how to play" picture story: real positions and moves, checked by the tests.
#include "games/reversi/reversi_help.h"

#include <array>
#include <string>

namespace arcade {
namespace {

constexpr std::array kHelpTranslations = {
    Translation{"Flip!", "翻过来！"},
    Translation{"No move: pass", "没处下，跳过"},
    Translation{"Most discs win", "棋子多的赢"},
};

}  // namespace

HelpStory reversi_help_story() {
  HelpStory story;
  // Each disc placed turns over the discs it closes in between itself and a disc of its colour.
  HelpPage flip;
  flip.moves = "d3 c5 d6";
  flip.lit = {0, 1, 2};
  flip.words = "Flip!";
  // Black turns over white's disc at the top; white's last disc, in the corner's column, closes
  // in no black disc anywhere: white has nowhere to play and passes.
  HelpPage pass;
  pass.position = std::string("XO------") + std::string(40, '-') + "-------O" + "-------X" + " X";
  pass.moves = "c1 pass";
  pass.words = "No move: pass";
  // Black plays again, and the game ends with every disc black's: the most discs win.
  HelpPage most;
  most.position = std::string("XXX-----") + std::string(40, '-') + "-------O" + "-------X" + " X";
  most.moves = "h6";
  most.outcome = Outcome::first_wins;
  most.words = "Most discs win";
  story.pages = {flip, pass, most};
  story.translations = kHelpTranslations;
  return story;
}

}  // namespace arcade
