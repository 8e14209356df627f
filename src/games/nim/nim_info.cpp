// Nim's entry in the game catalog: heaps and rule options, its ladder of opponents and design
// 004's game tree.
#include "ai/random_player.h"
#include "games/catalog.h"
#include "games/game_info_helpers.h"
#include "games/nim/nim.h"
#include "games/nim/nim_art.h"
#include "games/nim/nim_choices.h"
#include "games/nim/nim_help.h"
#include "games/nim/nim_judge.h"
#include "games/nim/nim_players.h"
#include "games/nim/nim_texts.h"
#include "games/nim/nim_view.h"

namespace arcade {
namespace {

Result<NimOptions> nim_options(const GameOptions& options) {
  NimOptions nim;
  auto heaps = parse_heaps(options.at("heaps"), false);
  if (!heaps) return Error{heaps.error()};
  nim.heaps = std::move(heaps).value();
  nim.misere = options.at("rule") == "misere";
  return nim;
}

}  // namespace

GameInfo nim_info() {
  GameInfo game;
  game.id = "nim";
  game.name = "Nim";
  game.side_names = {"player 1", "player 2"};
  game.description = "take stones from one heap; by default whoever takes the last stone loses";
  // The window's heaps keep every heap at most six stones, so a stone stays 96 px tall; 2,1 and
  // 4,2,2,2 are the design's own examples.
  game.options = {
      {"heaps",
       "stones in each heap, separated by commas",
       "3,4,5",
       {},
       nim_heap_choices({"2,1", "1,3,5", "3,4,5", "2,4,6", "4,2,2,2"}),
       ""},
      {"rule",
       "misere: the last stone loses; normal: the last stone wins",
       "misere",
       {"misere", "normal"},
       nim_rule_choices(),
       ""},
  };
  auto sometimes_perfect = [](int percent) {
    return
        [percent](const PlayerConfig& c) { return make_nim_sometimes_perfect_player(percent, c); };
  };
  // Both perfect players win every game they can, so between random and them the ladder has
  // players that make the perfect move only some of the time (README, Nim ladder).
  game.players = ranked_players({
      ladder_level("random", "takes any stones, at random",
                   [](const PlayerConfig& c) { return std::make_unique<RandomPlayer>(c.seed); }),
      ladder_level("perfect55", "plays the perfect move 55% of the time, else any move at random",
                   sometimes_perfect(55)),
      ladder_level("perfect85", "plays the perfect move 85% of the time, else any move at random",
                   sometimes_perfect(85)),
      listed_player("tree", "Game tree",
                    "design 004's player: builds the whole game tree (228,291 nodes for "
                    "4,2,2,2), takes a winning move, else any move",
                    make_nim_tree_player),
      ladder_level("perfect",
                   "plays by the nim-sum theory, any heaps; from a lost position it "
                   "takes one stone from the largest heap",
                   make_nim_perfect_player),
  });
  game.make_start = [](const GameOptions& options) -> Result<AnyState> {
    auto nim = nim_options(options);
    if (!nim) return Error{nim.error()};
    return as_any(Nim::start(*nim));
  };
  game.make_position = [](std::string_view text, const GameOptions& options) {
    return as_any(Nim::from_text(text, options.at("rule") == "misere"));
  };
  game.perft = perft_of<Nim>;
  game.bench_perft_depth = 6;
  game.make_view = [] { return std::make_unique<NimView>(); };
  game.menu_picture = &nim_art().menu;
  game.pictures = {&nim_art().pebble, &nim_art().menu};
  game.showcase_moves = "3:2 2:1";
  game.score_text = [](const AnyState& position) {
    const int left = position.get_if<Nim>()->stones_left();
    return std::to_string(left) + (left == 1 ? " stone left" : " stones left");
  };
  game.judge = judge_nim;
  game.help_story = nim_help_story();
  game.translations = nim_translations();
  return game;
}

}  // namespace arcade
