// Splitting a written move list into single moves, for every game's --moves and transcripts.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace arcade {

// Splits on spaces, tabs, newlines and commas; a piece made only of square names run together
// ("f5d6c3") is split into them. Other pieces ("pass", "2:3") are kept whole.
std::vector<std::string> split_move_list(std::string_view text);

}  // namespace arcade
