// Connect Four's entry in the game catalog: no options, its ladder of opponents, its board view.
#include "ai/random_player.h"
#include "games/catalog.h"
#include "games/connect4/connect4.h"
#include "games/connect4/connect4_art.h"
#include "games/connect4/connect4_bench.h"
#include "games/connect4/connect4_help.h"
#include "games/connect4/connect4_judge.h"
#include "games/connect4/connect4_players.h"
#include "games/connect4/connect4_solver.h"
#include "games/connect4/connect4_texts.h"
#include "games/connect4/connect4_view.h"
#include "games/game_info_helpers.h"

namespace arcade {

GameInfo connect4_info() {
  GameInfo game;
  game.id = "connect4";
  game.name = "Connect Four";
  game.side_names = {"red", "yellow"};
  game.description = "7 columns of 6, discs drop down, four in a row wins, red starts";
  auto lookahead = [](int depth, int noise) {
    return
        [depth, noise](const PlayerConfig& c) { return make_connect4_lookahead(depth, noise, c); };
  };
  // Each level beats the one below by a clear majority (README, Connect Four ladder). The
  // lookahead between depth 2 and depth 10 is left out: measured, 3 to 6 plies of this evaluation
  // do not beat 2 plies (which the forced-move checks at its leaves make sharper than it looks).
  game.players = ranked_players({
      ladder_level("random", "any column that is not full, at random",
                   [](const PlayerConfig& c) { return std::make_unique<RandomPlayer>(c.seed); }),
      ladder_level("careful",
                   "looks one move ahead: takes a winning column, else blocks the opponent's, "
                   "else any column at random",
                   make_connect4_careful),
      ladder_level("depth2",
                   "alpha-beta 2 plies deep on threats and open lines, never playing under the "
                   "opponent's winning cell",
                   lookahead(2, 6)),
      ladder_level("depth10", "alpha-beta 10 plies deep on threats and open lines",
                   lookahead(10, 2)),
      // Off the ladder: with the same thinking time `perfect` mostly draws it (3 wins, 9 draws
      // in 12 games at 2,000,000 nodes a move), not the clear majority a level needs.
      listed_player("strong", "Strong",
                    "alpha-beta with a transposition table and threats first, deepening for 1 s a "
                    "move; exact once it sees to the end",
                    make_connect4_strong),
      ladder_level("perfect",
                   "solves the game exactly and plays a best move; the strong engine "
                   "chooses when a solve cannot finish in its time",
                   make_connect4_perfect),
  });
  game.make_start = [](const GameOptions&) -> Result<AnyState> { return AnyState(ConnectFour()); };
  game.make_position = [](std::string_view text, const GameOptions&) {
    return as_any(ConnectFour::from_text(text));
  };
  game.perft = perft_of<ConnectFour>;
  game.bench_perft_depth = 8;
  game.bench = bench_connect4;
  game.bench_options = {{"perft", "perft from the start to this depth (1 to 12, default 8)"},
                        {"empty", "solve the empty board: 0, 1 (the default) or only"}};
  game.make_view = [] { return std::make_unique<ConnectFourView>(); };
  game.menu_picture = &connect4_art().menu;
  game.pictures = {&connect4_art().red, &connect4_art().yellow, &connect4_art().hole,
                   &connect4_art().menu};
  game.showcase_moves = "d d c e e c";
  game.solve_exact = solve_connect4;
  game.judge = judge_connect4;
  game.help_story = connect4_help_story();
  game.translations = connect4_translations();
  return game;
}

}  // namespace arcade
