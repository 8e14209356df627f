// The explicit list of the games in the collection.
#include "games/catalog.h"

namespace arcade {

const Catalog& game_catalog() {
  // A plain list rather than static self-registration, which static linking silently drops.
  static const Catalog games{tictactoe_info(), gomoku_info(), reversi_info(), nim_info(),
                             connect4_info()};
  return games;
}

const GameInfo* find_game(const Catalog& catalog, std::string_view game_id) {
  for (const auto& game : catalog) {
    if (game.id == game_id) return &game;
  }
  return nullptr;
}

const GameInfo* find_game(std::string_view game_id) {
  return find_game(game_catalog(), game_id);
}

}  // namespace arcade
