// Connect Four rules: 7 columns of 6 rows, discs drop to the lowest empty cell, four in a row wins.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/move.h"
#include "core/result.h"
#include "core/side.h"

namespace arcade {

// A set of cells as bits: cell (column, row) is bit column * 7 + row, row 0 at the bottom. Each
// column keeps a seventh bit above its top row that is always empty (the sentinel row), so the
// shifts that look along a line never carry a line from one column's top into the next column.
using ConnectFourBits = std::uint64_t;

// A Connect Four position, held as one set of discs per side. A move is a column index 0..6; its
// text is the column's letter "a".."g", left to right. The first side (X, red) moves first.
class ConnectFour {
 public:
  static constexpr std::string_view kGameId = "connect4";
  static constexpr int kColumns = 7;
  static constexpr int kRows = 6;
  static constexpr int kColumnBits = kRows + 1;  // the rows and the sentinel
  static constexpr int kCells = kColumns * kRows;

  // The bit of cell (column, row); row 0 is the bottom.
  static constexpr ConnectFourBits cell(int column, int row) {
    return ConnectFourBits{1} << (column * kColumnBits + row);
  }
  // The bottom cell of every column, and every real cell (no sentinels).
  static constexpr ConnectFourBits kBottomRow = 0x0040810204081ULL;
  static constexpr ConnectFourBits kAllCells = kBottomRow * 0x3f;

  // The empty board, X to move.
  ConnectFour() = default;

  // Reads a position in either of two forms. Without any of X, O, '-' or '/', the moves from the
  // empty board, one column letter each ("d d c e", "ddce"; spaces and commas are ignored; "" is
  // the start), any illegal move named with its number. Otherwise 6 rows of 7 cells, top row first,
  // each cell X, O or '-' (case-insensitive): "-------/-------/-------/-------/-------/---X---";
  // the side to move follows from the counts, and positions no game reaches (floating discs, wrong
  // counts, two winners, a move made after a win) are rejected with a message saying which.
  static Result<ConnectFour> from_text(std::string_view text);
  // The position after the moves `text` from the empty board (from_text's first form).
  static Result<ConnectFour> from_moves(std::string_view text);

  Side to_move() const { return moves_ % 2 == 0 ? Side::first : Side::second; }
  MoveList legal_moves() const;
  bool is_legal(Move move) const;
  // Requires is_legal(move).
  void apply(Move move);
  Outcome outcome() const;
  std::string move_text(Move move) const;
  std::optional<Move> parse_move(std::string_view text) const;
  std::string position_text() const;

  // The discs of `side`, of both sides, and how many have been played.
  ConnectFourBits discs(Side side) const { return discs_[static_cast<std::size_t>(side)]; }
  ConnectFourBits occupied() const { return discs_[0] | discs_[1]; }
  int moves_played() const { return moves_; }
  // Discs in `column` (0..6): the row the next disc there lands on.
  int height(int column) const;
  // The side whose disc is at (column, row), or nothing for an empty cell.
  std::optional<Side> at(int column, int row) const;
  // Every cell that belongs to some four in a row (of the winner: only one side can have one),
  // or no cell before a win.
  ConnectFourBits winning_cells() const;

  friend bool operator==(const ConnectFour&, const ConnectFour&) = default;

 private:
  std::array<ConnectFourBits, 2> discs_{};
  int moves_ = 0;
};

// True when `discs` hold four in a row in any direction.
bool has_four(ConnectFourBits discs);

// The cells of every four in a row that `discs` hold.
ConnectFourBits four_cells(ConnectFourBits discs);

// The 69 lines of four cells on the board, each as a set of four bits.
const std::array<ConnectFourBits, 69>& connect4_lines();

// The column letters of the notation, "a".."g" (a move's text is one of them).
std::string connect4_column_name(int column);

}  // namespace arcade
