// A game's "how to play" as a short picture story for a child who cannot read yet: pages of a
// real position, moves played one by one, the pieces that matter lit up, and what it comes to.
// The game's folder writes it as data; the window plays it through the game's own view.
#pragma once

#include <map>
#include <span>
#include <string>
#include <vector>

#include "core/side.h"
#include "core/texts.h"

namespace arcade {

// One page of the story, played from `position` under `options`.
struct HelpPage {
  // Options for this page, as --set takes them; the others keep their defaults. The window shows
  // the offered choice's picture beside the board, so the page says which rule it shows.
  std::map<std::string, std::string> options;
  // The game's position text to begin from (as `--position` reads it); empty: the start.
  std::string position;
  // Moves placed at once before the story begins (to set a scene quickly), in the game's notation.
  std::string setup;
  // Moves played one by one, each shown by a pointing hand and the game's own animation. "pass"
  // plays a pass, shown with the pass picture.
  std::string moves;
  // The pieces that matter, lit up after the last move: indices into `setup` then `moves`
  // counted together (0 is setup's first move), each lit where its piece was placed.
  std::vector<int> lit;
  // What the position after the moves is; the tests check it. A win is shown with a trophy over
  // the winner's piece.
  Outcome outcome = Outcome::ongoing;
  // The lit pieces do not win: they are crossed out (Gomoku's six under "exactly five").
  bool crossed = false;
  // At most three English words shown with the ending (through Texts::say), or empty.
  std::string words;
};

// A game's whole story, and the Chinese of its pages' words.
struct HelpStory {
  std::vector<HelpPage> pages;
  std::span<const Translation> translations;
};

}  // namespace arcade
