// Square names shared by the grid games: a column letter then a row number, a1 top-left.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace arcade {

// "a1" for column 0 row 0 (top-left); columns a..z, rows from 1.
std::string square_name(int column, int row);

struct GridSquare {
  int column;
  int row;
};

// The square named by `text` (a letter, case-insensitive, then a row number without leading
// zeros) on a board of `columns` × `rows`; nothing if malformed or off the board.
std::optional<GridSquare> parse_square_name(std::string_view text, int columns, int rows);

}  // namespace arcade
