// Replaying a help story's pages through the game's rules.
#include "games/help_pages.h"

#include <string>

namespace arcade {
namespace {

std::string outcome_name(Outcome outcome) {
  switch (outcome) {
    case Outcome::ongoing:
      return "not over";
    case Outcome::first_wins:
      return "a win for the first side";
    case Outcome::second_wins:
      return "a win for the second side";
    case Outcome::draw:
      return "a draw";
  }
  return "?";
}

// The page's position before any move: its text under its options, or the start.
Result<AnyState> page_start(const GameInfo& game, const HelpPage& page,
                            const GameOptions& options) {
  if (page.position.empty()) return game.start(options);
  return game.parse_position(page.position, options);
}

}  // namespace

Result<ReadyHelpPage> ready_help_page(const GameInfo& game, const HelpPage& page) {
  const GameOptions asked(page.options.begin(), page.options.end());
  auto options = complete_options(game, asked);
  if (!options) return fail("options: " + options.error());
  auto start = page_start(game, page, *options);
  if (!start) return fail("position: " + start.error());
  auto setup = read_moves(*start, page.setup);
  if (!setup) return fail("setup: " + setup.error());
  AnyState position = *start;
  std::vector<LitPiece> placed;  // every move of the page, setup first, with its position
  for (const Move move : *setup) {
    placed.push_back({move, position});
    position.try_apply(move);
  }
  auto moves = read_moves(position, page.moves);
  if (!moves) return fail("moves: " + moves.error());
  ReadyHelpPage ready{&page, *options, *start, *moves, {position}, {}};
  for (const Move move : *moves) {
    placed.push_back({move, position});
    position.try_apply(move);
    ready.positions.push_back(position);
  }
  for (const int index : page.lit) {
    if (index < 0 || index >= static_cast<int>(placed.size())) {
      return fail("lit piece " + std::to_string(index) + " is not one of the page's " +
                  std::to_string(placed.size()) + " moves");
    }
    ready.lit.push_back(placed[static_cast<std::size_t>(index)]);
  }
  if (position.outcome() != page.outcome) {
    return fail("the page ends in " + outcome_name(position.outcome()) + ", not in " +
                outcome_name(page.outcome) + " as it says");
  }
  return ready;
}

Result<std::vector<ReadyHelpPage>> ready_help_story(const GameInfo& game) {
  std::vector<ReadyHelpPage> pages;
  for (std::size_t index = 0; index < game.help_story.pages.size(); ++index) {
    auto page = ready_help_page(game, game.help_story.pages[index]);
    if (!page) {
      return fail(game.id + " help page " + std::to_string(index + 1) + ": " + page.error());
    }
    pages.push_back(std::move(page).value());
  }
  return pages;
}

}  // namespace arcade
