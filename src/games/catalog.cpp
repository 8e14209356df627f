// The explicit list of the games in the collection.
#include "games/catalog.h"

#include <algorithm>

#include "core/text.h"

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

std::string game_ids(const Catalog& catalog) {
  std::string ids;
  for (std::size_t i = 0; i < catalog.size(); ++i) {
    if (i > 0) ids += i + 1 == catalog.size() ? " or " : ", ";
    ids += catalog[i].id;
  }
  return ids;
}

Result<Catalog> catalog_subset(const Catalog& catalog, std::string_view list) {
  if (list.empty()) return fail("no game is named (the games are " + game_ids(catalog) + ")");
  Catalog chosen;
  std::size_t start = 0;
  while (start <= list.size()) {
    const std::size_t comma = std::min(list.find(',', start), list.size());
    const std::string_view id = list.substr(start, comma - start);
    start = comma + 1;
    if (id.empty()) return fail("a game's name is missing in " + quote_for_message(list));
    const GameInfo* game = find_game(catalog, id);
    if (!game) {
      return fail("unknown game " + quote_for_message(id) + " (the games are " + game_ids(catalog) +
                  ")");
    }
    if (find_game(chosen, id)) return fail(std::string(id) + " is named twice");
    chosen.push_back(*game);
  }
  return chosen;
}

}  // namespace arcade
