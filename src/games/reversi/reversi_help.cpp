// Reversi's "how to play" picture story: real positions and moves, checked by the tests.
#include "games/reversi/reversi_help.h"

#include <array>
#include <string>

namespace arcade {
namespace {

constexpr std::array kHelpTranslations = {
    Translation{"Flip!", "翻过来！"},
    Translation{"No move: pass", "没处下，跳过"},
};

}  // namespace

HelpStory reversi_help_story() {
  HelpStory story;
  // Each disc placed turns over the discs it closes in between itself and a disc of its colour.
  HelpPage flip;
  flip.moves = "d3 c5 d6";
  flip.lit = {0, 1, 2};
  flip.words = "Flip!";
  // White has nowhere to play and passes; black plays again and turns over the last white disc.
  HelpPage pass;
  pass.position = std::string("XO------") + std::string(40, '-') + "-------O" + "-------X" + " X";
  pass.moves = "c1 pass h6";
  pass.outcome = Outcome::first_wins;
  pass.words = "No move: pass";
  story.pages = {flip, pass};
  story.translations = kHelpTranslations;
  return story;
}

}  // namespace arcade
