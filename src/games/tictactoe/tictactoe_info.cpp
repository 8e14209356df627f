// Tic-tac-toe's entry in the game catalog: no options, its ladder of opponents and design 001's
// levels.
#include "ai/random_player.h"
#include "games/catalog.h"
#include "games/game_info_helpers.h"
#include "games/tictactoe/tictactoe.h"
#include "games/tictactoe/tictactoe_art.h"
#include "games/tictactoe/tictactoe_help.h"
#include "games/tictactoe/tictactoe_judge.h"
#include "games/tictactoe/tictactoe_players.h"
#include "games/tictactoe/tictactoe_texts.h"
#include "games/tictactoe/tictactoe_view.h"

namespace arcade {

GameInfo tictactoe_info() {
  GameInfo game;
  game.id = "tictactoe";
  game.name = "Tic-tac-toe";
  game.side_names = {"X", "O"};
  game.description = "3x3 board, X starts, three in a row wins";
  auto minimax = [](int depth) {
    return [depth](const PlayerConfig& c) { return make_tictactoe_minimax(depth, c); };
  };
  // Design 001 offers easy, medium and hard: minimax 1, 2 and 3 plies deep on its open-lines
  // count. Measured (README, Tic-tac-toe ladder), hard loses to medium, and of the other levels
  // only perfect wins more games against medium than it loses, and few; so the ladder climbs easy,
  // hard and hard with its horizon fixed, and medium is listed beside it.
  game.players = ranked_players({
      ladder_level("random", "any free cell, at random",
                   [](const PlayerConfig& c) { return std::make_unique<RandomPlayer>(c.seed); }),
      ladder_level("depth1", "design 001's easy: minimax 1 ply deep on the open-lines count",
                   minimax(1)),
      ladder_level("depth3",
                   "design 001's hard: minimax 3 plies deep on the open-lines count (it may answer "
                   "a centre opening on an edge, which loses)",
                   minimax(3)),
      listed_player("depth2", "Depth 2",
                    "design 001's medium: minimax 2 plies deep on the open-lines count",
                    minimax(2)),
      ladder_level("depth3q",
                   "design 001's hard with its horizon fixed: forced blocks at the leaves are "
                   "played out, so a lost edge reply is seen",
                   [](const PlayerConfig& c) { return make_tictactoe_forcing_minimax(3, c); }),
      ladder_level("perfect", "searches every game to the end; never loses", minimax(9)),
  });
  game.make_start = [](const GameOptions&) -> Result<AnyState> { return AnyState(TicTacToe()); };
  game.make_position = [](std::string_view text, const GameOptions&) {
    return as_any(TicTacToe::from_text(text));
  };
  game.perft = perft_of<TicTacToe>;
  game.bench_perft_depth = 9;  // the whole game tree
  game.make_view = [] { return std::make_unique<TicTacToeView>(); };
  game.menu_picture = &tictactoe_art().menu;
  game.pictures = {&tictactoe_art().x, &tictactoe_art().o, &tictactoe_art().menu};
  game.showcase_moves = "b2 a1 c3";
  game.judge = judge_tictactoe;
  game.help_story = tictactoe_help_story();
  game.translations = tictactoe_translations();
  return game;
}

}  // namespace arcade
