// The explicit list of the games in the collection: adding a game is one folder and one line here.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "games/game_info.h"

namespace arcade {

// Each game folder provides its entry.
GameInfo tictactoe_info();
GameInfo gomoku_info();
GameInfo reversi_info();
GameInfo nim_info();
GameInfo connect4_info();

// A list of games, in menu order.
using Catalog = std::vector<GameInfo>;

// Every game of the collection, in menu order. Built once and immutable afterwards.
const Catalog& game_catalog();

// The game with this id in `catalog`, or nullptr.
const GameInfo* find_game(const Catalog& catalog, std::string_view game_id);
// The game with this id in the collection's catalog, or nullptr.
const GameInfo* find_game(std::string_view game_id);

// The ids of `catalog`'s games as a sentence says them: "tictactoe, gomoku, reversi, nim or
// connect4".
std::string game_ids(const Catalog& catalog);

// The games of `catalog` named by `list`, ids separated by commas ("nim,tictactoe"), in the
// list's order: what a kiosk or a parent chooses to offer. An Error, saying what is wrong and
// naming the games there are, for an unknown or repeated id, an empty name or an empty list.
Result<Catalog> catalog_subset(const Catalog& catalog, std::string_view list);

}  // namespace arcade
