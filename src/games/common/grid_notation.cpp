// Square names shared by the grid games.
#include "games/common/grid_notation.h"

#include "core/text.h"

namespace arcade {

std::string square_name(int column, int row) {
  // Appending rather than operator+ on temporaries, which trips a false GCC 12 -Wrestrict warning.
  std::string name(1, static_cast<char>('a' + column));
  name += std::to_string(row + 1);
  return name;
}

std::optional<GridSquare> parse_square_name(std::string_view text, int columns, int rows) {
  if (text.size() < 2) return std::nullopt;
  char letter = text[0];
  if (letter >= 'A' && letter <= 'Z') letter = static_cast<char>(letter - 'A' + 'a');
  if (letter < 'a' || letter > 'z') return std::nullopt;
  const auto digits = text.substr(1);
  if (digits.front() == '0') return std::nullopt;
  const auto row = parse_integer(digits, 1, rows);
  const int column = letter - 'a';
  if (!row || column >= columns) return std::nullopt;
  return GridSquare{column, static_cast<int>(*row) - 1};
}

}  // namespace arcade
