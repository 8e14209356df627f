// Splitting a written move list into single moves.
#include "games/common/move_list.h"

#include <cctype>

#include "core/text.h"

namespace arcade {
namespace {

bool is_letter(char c) {
  return std::isalpha(static_cast<unsigned char>(c)) != 0;
}
bool is_digit(char c) {
  return std::isdigit(static_cast<unsigned char>(c)) != 0;
}

// True for one or more "letter digits" groups and nothing else.
bool is_run_of_squares(std::string_view piece) {
  std::size_t i = 0;
  while (i < piece.size()) {
    if (!is_letter(piece[i])) return false;
    ++i;
    if (i == piece.size() || !is_digit(piece[i])) return false;
    while (i < piece.size() && is_digit(piece[i])) ++i;
  }
  return !piece.empty();
}

}  // namespace

std::vector<std::string> split_move_list(std::string_view text) {
  std::vector<std::string> moves;
  for (const auto piece : split(text, " \t\r\n,")) {
    if (!is_run_of_squares(piece)) {
      moves.emplace_back(piece);
      continue;
    }
    std::size_t start = 0;
    for (std::size_t i = 1; i <= piece.size(); ++i) {
      if (i == piece.size() || is_letter(piece[i])) {
        moves.emplace_back(piece.substr(start, i - start));
        start = i;
      }
    }
  }
  return moves;
}

}  // namespace arcade
