// When each picture of a help story shows: the story's pages, their moves and their endings laid
// out in time at a calm pace, looping. Pure arithmetic, so tests need no clock and no window.
#pragma once

#include <cstddef>
#include <vector>

#include "games/help_pages.h"

namespace arcade::app {

// How long each part of a page lasts, in seconds (KIDS.md rule 4: a watchable pace).
struct HelpPace {
  double opening = 1.2;   // the page's position, still, before the first move
  double pointing = 1.1;  // the hand travels to where the next piece goes
  double moving = 0.5;    // the game's own animation of the move
  double resting = 0.6;   // the move stays in sight before the next
  double lighting = 1.6;  // the pieces that matter light up
  double ending = 3.4;    // the trophy, the cross, the words
};

// One moment of the story.
struct HelpMoment {
  enum class Phase { opening, pointing, moving, resting, lighting, ending };
  std::size_t page = 0;
  Phase phase = Phase::opening;
  std::size_t move = 0;  // the move pointed at, played or rested after (pointing … resting)
  double progress = 0;   // through the phase, 0 to 1
};

// The length of `page` under `pace`.
double help_page_seconds(const ReadyHelpPage& page, const HelpPace& pace = {});
// The length of the whole story (0 for no pages).
double help_story_seconds(const std::vector<ReadyHelpPage>& pages, const HelpPace& pace = {});
// The moment `seconds` into the story, which loops: after the last page's ending comes the first
// page again. `pages` must not be empty; negative times count as 0.
HelpMoment help_moment(const std::vector<ReadyHelpPage>& pages, double seconds,
                       const HelpPace& pace = {});
// When `page` begins, in seconds from the story's start.
double help_page_start(const std::vector<ReadyHelpPage>& pages, std::size_t page,
                       const HelpPace& pace = {});

}  // namespace arcade::app
