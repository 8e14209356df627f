// The move vocabulary shared by every game: a move is a small integer whose meaning each game
// defines.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

namespace arcade {

// A move, encoded by its game (a cell index, a square or pass, a heap and a count). Moves of one
// game are only meaningful to states of that game; text is the portable form.
using Move = std::int32_t;

// The legal moves of a position, in the game's canonical order.
using MoveList = std::vector<Move>;

// How every game that has a pass writes it (move_text): the app knows a pass by this text alone,
// and shows it in the reader's words.
inline constexpr std::string_view kPassText = "pass";

}  // namespace arcade
