// Tic-tac-toe's entry in the game catalog: no options, and its ladder of opponents.
#include "games/catalog.h"
#include "games/game_info_helpers.h"
#include "ai/random_player.h"
#include "games/tictactoe/tictactoe.h"
#include "games/tictactoe/tictactoe_players.h"

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
  game.players = ranked_players({
      ladder_level("random", "any free cell, at random",
                   [](const PlayerConfig& c) { return std::make_unique<RandomPlayer>(c.seed); }),
      ladder_level("depth1", "looks one move ahead (easy)", minimax(1)),
      ladder_level("depth2", "looks two moves ahead (medium)", minimax(2)),
      ladder_level("depth3", "looks three moves ahead (hard)", minimax(3)),
      ladder_level("perfect", "searches every game to the end; never loses", minimax(9)),
  });
  game.make_start = [](const GameOptions&) -> Result<AnyState> { return AnyState(TicTacToe()); };
  game.make_position = [](std::string_view text, const GameOptions&) {
    return as_any(TicTacToe::from_text(text));
  };
  game.perft = perft_of<TicTacToe>;
  game.bench_perft_depth = 9;  // the whole game tree
  return game;
}

}  // namespace arcade
