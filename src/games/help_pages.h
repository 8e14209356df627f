// A game's help story made ready to show: each page's positions replayed through the game's own
// rules, so the story can only show what the rules allow, and says what is wrong when it does not.
#pragma once

#include <vector>

#include "core/any_state.h"
#include "core/result.h"
#include "games/common/help_story.h"
#include "games/game_info.h"

namespace arcade {

// A piece lit up at a page's end: the move that placed it and the position it was played in.
struct LitPiece {
  Move move;
  AnyState before;
};

// One page with every position worked out.
struct ReadyHelpPage {
  const HelpPage* page;
  GameOptions options;              // the page's options, defaults filled in
  AnyState start;                   // the page's position before the setup moves (for layout)
  std::vector<Move> moves;          // the moves played one by one
  std::vector<AnyState> positions;  // positions[i] is before moves[i]; the last is the end
  std::vector<LitPiece> lit;
};

// `page` of `game` replayed: its options checked, its position read, every setup move and move
// legal where it is played (passes a list leaves out are filled in, as replay_moves does), its
// lit indices in range and the outcome after the last move the one it claims. An Error names the
// page's first fault.
Result<ReadyHelpPage> ready_help_page(const GameInfo& game, const HelpPage& page);

// Every page of `game`'s story, ready; an Error names the first page that is not.
Result<std::vector<ReadyHelpPage>> ready_help_story(const GameInfo& game);

}  // namespace arcade
