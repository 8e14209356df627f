// Gomoku's entry in the game catalog: board size and rule options, and its ladder of opponents.
#include <cstdint>
#include <istream>
#include <optional>
#include <ostream>

#include "core/text.h"
#include "games/catalog.h"
#include "games/game_info_helpers.h"
#include "games/gomoku/gomoku.h"
#include "games/gomoku/gomoku_art.h"
#include "games/gomoku/gomoku_bench.h"
#include "games/gomoku/gomoku_choices.h"
#include "games/gomoku/gomoku_design_player.h"
#include "games/gomoku/gomoku_engine_players.h"
#include "games/gomoku/gomoku_help.h"
#include "games/gomoku/gomoku_judge.h"
#include "games/gomoku/gomoku_players.h"
#include "games/gomoku/gomoku_texts.h"
#include "games/gomoku/gomoku_view.h"
#include "games/gomoku/pbrain_session.h"

namespace arcade {
namespace {

Result<GomokuOptions> gomoku_options(const GameOptions& options) {
  GomokuOptions gomoku;
  const auto size =
      parse_integer(options.at("size"), GomokuOptions::kMinSize, GomokuOptions::kMaxSize);
  if (!size) {
    return fail("the Gomoku board size is a whole number from " +
                std::to_string(GomokuOptions::kMinSize) + " to " +
                std::to_string(GomokuOptions::kMaxSize) + ", not " +
                quote_for_message(options.at("size")));
  }
  gomoku.size = static_cast<int>(*size);
  gomoku.exact_five = options.at("rule") == "exact5";
  return gomoku;
}

}  // namespace

GameInfo gomoku_info() {
  GameInfo game;
  game.id = "gomoku";
  game.name = "Gomoku";
  game.side_names = {"black", "white"};
  game.description = "five in a row on a 15x15 board (or 5x5 to 20x20), black starts";
  game.options = {
      {"size", "the board is size x size, 5 to 20", "15", {}, gomoku_size_choices(), "11"},
      {"rule",
       "freestyle: five or more wins; exact5: only exactly five",
       "freestyle",
       {"freestyle", "exact5"},
       gomoku_rule_choices(),
       ""},
  };
  game.players = ranked_players({
      ladder_level("random", "any point near the stones, at random", make_gomoku_random_player),
      ladder_level("design-threat",
                   "design 002's defend-first player: blocks the last stone's fours, open threes, "
                   "then open twos, else attacks by the design's point scores",
                   make_gomoku_design_player),
      ladder_level("threat", "blocks fours and open threes, else builds its own lines",
                   make_gomoku_threat_player),
      ladder_level("tactics", "looks a few moves ahead and sees wins by fours, 1 s a move",
                   make_gomoku_tactics_player),
      ladder_level("strong", "threat-space search and deep alpha-beta, 1 s a move",
                   make_gomoku_strong_player),
  });
  game.make_start = [](const GameOptions& options) -> Result<AnyState> {
    auto gomoku = gomoku_options(options);
    if (!gomoku) return Error{gomoku.error()};
    return as_any(Gomoku::start(*gomoku));
  };
  game.make_position = [](std::string_view text, const GameOptions& options) -> Result<AnyState> {
    auto gomoku = gomoku_options(options);
    if (!gomoku) return Error{gomoku.error()};
    return as_any(Gomoku::from_text(text, *gomoku));
  };
  game.perft = perft_of<Gomoku>;
  game.bench = bench_gomoku;
  game.make_view = [] { return std::make_unique<GomokuView>(); };
  game.menu_picture = &gomoku_art().menu;
  game.pictures = {&gomoku_art().black, &gomoku_art().white, &gomoku_art().menu};
  game.showcase_moves = "f6 g7 e5 g5 g6 d4 h6";
  game.protocols = {{
      "pbrain",
      "Play Gomoku as a Gomocup brain on stdin/stdout (START, BEGIN, TURN, BOARD, INFO, END...)",
      [](std::istream& in, std::ostream& out, std::optional<std::uint64_t> nodes) {
        PbrainSettings settings;
        settings.engine = gomoku_strong_settings();
        settings.nodes = nodes;
        return run_pbrain(in, out, settings);
      },
  }};
  game.judge = judge_gomoku;
  game.help_story = gomoku_help_story();
  game.translations = gomoku_translations();
  return game;
}

}  // namespace arcade
