// Tic-tac-toe's entry in the game catalog: no options, and its ladder of opponents.
#include "games/catalog.h"
#include "games/game_info_helpers.h"
#include "ai/random_player.h"
#include "games/tictactoe/tictactoe.h"
#include "games/tictactoe/tictactoe_art.h"
#include "games/tictactoe/tictactoe_players.h"
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
  game.players = {
      {"random", "Dizzy", "any free cell, at random", 0,
       [](const PlayerConfig& c) { return std::make_unique<RandomPlayer>(c.seed); }},
      {"depth1", "Sprout", "looks one move ahead (easy)", 1, minimax(1)},
      {"depth2", "Sparky", "looks two moves ahead (medium)", 2, minimax(2)},
      {"depth3", "Foxy", "looks three moves ahead (hard)", 3, minimax(3)},
      {"perfect", "Owl", "searches every game to the end; never loses", 4, minimax(9)},
  };
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
  return game;
}

}  // namespace arcade
