// Connect Four rules, on two bitboards.
#include "games/connect4/connect4.h"

#include <bit>

namespace arcade {
namespace {

// The shifts that step to the next cell of a line: up a column, across a row, and the two
// diagonals (up-right is one column and one row, down-right one column less one row).
constexpr std::array<int, 4> kDirections{1, ConnectFour::kColumnBits, ConnectFour::kColumnBits + 1,
                                         ConnectFour::kColumnBits - 1};

ConnectFourBits column_cells(int column) {
  return ConnectFour::kAllCells & (ConnectFourBits{0x3f} << (column * ConnectFour::kColumnBits));
}

// "d4": the column letter and the row number counted from the bottom, for messages.
std::string cell_name(int column, int row) {
  return connect4_column_name(column) + std::to_string(row + 1);
}

// Reads the 42 cells into `sides`; an Error says what is wrong with the text.
Result<std::array<ConnectFourBits, 2>> read_cells(std::string_view text) {
  constexpr std::string_view kShape =
      "a Connect Four position is 6 rows of 7 cells (X, O or -), top row first, separated by /";
  if (text.size() != ConnectFour::kRows * (ConnectFour::kColumns + 1) - 1)
    return fail(std::string(kShape));
  std::array<ConnectFourBits, 2> sides{};
  for (int line = 0; line < ConnectFour::kRows; ++line) {
    const int row = ConnectFour::kRows - 1 - line;
    const std::size_t start = static_cast<std::size_t>(line * (ConnectFour::kColumns + 1));
    if (line > 0 && text[start - 1] != '/') return fail(std::string(kShape));
    for (int column = 0; column < ConnectFour::kColumns; ++column) {
      const char c = text[start + static_cast<std::size_t>(column)];
      if (c == 'X' || c == 'x') {
        sides[0] |= ConnectFour::cell(column, row);
      } else if (c == 'O' || c == 'o') {
        sides[1] |= ConnectFour::cell(column, row);
      } else if (c != '-') {
        return fail("a Connect Four position has only X, O, - and /, not '" + std::string(1, c) +
                    "'");
      }
    }
  }
  return sides;
}

// An Error naming a disc that floats over an empty cell, if one does.
std::optional<Error> floating_disc(ConnectFourBits occupied) {
  for (int column = 0; column < ConnectFour::kColumns; ++column) {
    for (int row = 1; row < ConnectFour::kRows; ++row) {
      if ((occupied & ConnectFour::cell(column, row)) &&
          !(occupied & ConnectFour::cell(column, row - 1))) {
        return fail("the disc at " + cell_name(column, row) +
                    " floats over an empty cell: discs fall to the bottom of their column");
      }
    }
  }
  return std::nullopt;
}

// True when taking away one of the top discs of `winner` leaves no four: the four was made by the
// last move, so the game ended there.
bool last_disc_made_the_four(ConnectFourBits winner, ConnectFourBits occupied) {
  for (int column = 0; column < ConnectFour::kColumns; ++column) {
    const ConnectFourBits cells = occupied & column_cells(column);
    if (cells == 0) continue;
    const ConnectFourBits top = ConnectFourBits{1} << (63 - std::countl_zero(cells));
    if ((winner & top) && !has_four(winner & ~top)) return true;
  }
  return false;
}

}  // namespace

bool has_four(ConnectFourBits discs) {
  for (const int step : kDirections) {
    const ConnectFourBits pairs = discs & (discs >> step);
    if (pairs & (pairs >> (2 * step))) return true;
  }
  return false;
}

ConnectFourBits four_cells(ConnectFourBits discs) {
  ConnectFourBits cells = 0;
  for (const int step : kDirections) {
    const ConnectFourBits pairs = discs & (discs >> step);
    const ConnectFourBits starts = pairs & (pairs >> (2 * step));
    cells |= starts | (starts << step) | (starts << (2 * step)) | (starts << (3 * step));
  }
  return cells;
}

const std::array<ConnectFourBits, 69>& connect4_lines() {
  static const auto lines = [] {
    std::array<ConnectFourBits, 69> all{};
    std::size_t count = 0;
    for (int column = 0; column < ConnectFour::kColumns; ++column) {
      for (int row = 0; row < ConnectFour::kRows; ++row) {
        // Right, up, up-right and down-right from (column, row), where the line fits.
        constexpr std::array<std::array<int, 2>, 4> kSteps{{{1, 0}, {0, 1}, {1, 1}, {1, -1}}};
        for (const auto& [dc, dr] : kSteps) {
          const int end_column = column + 3 * dc;
          const int end_row = row + 3 * dr;
          if (end_column >= ConnectFour::kColumns || end_row < 0 || end_row >= ConnectFour::kRows)
            continue;
          ConnectFourBits line = 0;
          for (int k = 0; k < 4; ++k) line |= ConnectFour::cell(column + k * dc, row + k * dr);
          all[count++] = line;
        }
      }
    }
    return all;
  }();
  return lines;
}

std::string connect4_column_name(int column) {
  return std::string(1, static_cast<char>('a' + column));
}

Result<ConnectFour> ConnectFour::from_moves(std::string_view text) {
  ConnectFour position;
  int number = 0;
  for (const char c : text) {
    if (c == ' ' || c == ',') continue;
    ++number;
    const std::string said = "move " + std::to_string(number) + " '" + std::string(1, c) + "'";
    const char letter = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    const int column = letter - 'a';
    if (column < 0 || column >= kColumns) return fail(said + " is not a column: they are a to g");
    if (position.outcome() != Outcome::ongoing)
      return fail(said + " comes after the end of the game");
    if (position.height(column) == kRows) return fail(said + ": column " + letter + " is full");
    position.apply(column);
  }
  return position;
}

Result<ConnectFour> ConnectFour::from_text(std::string_view text) {
  // Column letters are a to g, so a cell or a row separator says which form this is.
  if (text.find_first_of("/-XxOo") == std::string_view::npos) return from_moves(text);
  const auto sides = read_cells(text);
  if (!sides) return Error{sides.error()};
  const ConnectFourBits x = (*sides)[0];
  const ConnectFourBits o = (*sides)[1];
  if (auto floating = floating_disc(x | o)) return *floating;
  const int xs = std::popcount(x);
  const int os = std::popcount(o);
  if (xs != os && xs != os + 1)
    return fail("X moves first, so X has as many discs as O or one more");
  const bool x_four = has_four(x);
  const bool o_four = has_four(o);
  if (x_four && o_four) return fail("both X and O have four in a row");
  if (x_four && xs != os + 1) return fail("O moved after X had already won");
  if (o_four && xs != os) return fail("X moved after O had already won");
  if ((x_four && !last_disc_made_the_four(x, x | o)) ||
      (o_four && !last_disc_made_the_four(o, x | o))) {
    return fail("play went on after a four in a row: the game ends with the first four");
  }
  ConnectFour position;
  position.discs_ = *sides;
  position.moves_ = xs + os;
  return position;
}

int ConnectFour::height(int column) const {
  return std::popcount(occupied() & column_cells(column));
}

std::optional<Side> ConnectFour::at(int column, int row) const {
  const ConnectFourBits bit = cell(column, row);
  if (discs_[0] & bit) return Side::first;
  if (discs_[1] & bit) return Side::second;
  return std::nullopt;
}

MoveList ConnectFour::legal_moves() const {
  MoveList moves;
  if (outcome() != Outcome::ongoing) return moves;
  for (int column = 0; column < kColumns; ++column) {
    if (height(column) < kRows) moves.push_back(column);
  }
  return moves;
}

bool ConnectFour::is_legal(Move move) const {
  return move >= 0 && move < kColumns && height(move) < kRows && outcome() == Outcome::ongoing;
}

void ConnectFour::apply(Move move) {
  discs_[static_cast<std::size_t>(to_move())] |= cell(move, height(move));
  ++moves_;
}

Outcome ConnectFour::outcome() const {
  if (has_four(discs_[0])) return Outcome::first_wins;
  if (has_four(discs_[1])) return Outcome::second_wins;
  return moves_ == kCells ? Outcome::draw : Outcome::ongoing;
}

ConnectFourBits ConnectFour::winning_cells() const {
  return four_cells(discs_[0]) | four_cells(discs_[1]);
}

std::string ConnectFour::move_text(Move move) const {
  return connect4_column_name(move);
}

std::optional<Move> ConnectFour::parse_move(std::string_view text) const {
  if (text.size() != 1) return std::nullopt;
  char letter = text[0];
  if (letter >= 'A' && letter <= 'Z') letter = static_cast<char>(letter - 'A' + 'a');
  const Move move = letter - 'a';
  if (!is_legal(move)) return std::nullopt;
  return move;
}

std::string ConnectFour::position_text() const {
  std::string text;
  for (int row = kRows - 1; row >= 0; --row) {
    if (row < kRows - 1) text += '/';
    for (int column = 0; column < kColumns; ++column) {
      const auto side = at(column, row);
      text += !side ? '-' : *side == Side::first ? 'X' : 'O';
    }
  }
  return text;
}

}  // namespace arcade
