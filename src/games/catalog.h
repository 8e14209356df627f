// The explicit list of the games in the collection: adding a game is one folder and one line here.
#pragma once

#include <string_view>
#include <vector>

#include "games/game_info.h"

namespace arcade {

// Each game folder provides its entry.
GameInfo tictactoe_info();
GameInfo gomoku_info();
GameInfo reversi_info();
GameInfo nim_info();

// Every game, in menu order. Built once and immutable afterwards.
const std::vector<GameInfo>& game_catalog();

// The game with this id, or nullptr.
const GameInfo* find_game(std::string_view game_id);

}  // namespace arcade
