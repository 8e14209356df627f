// Tic-tac-toe rules: a 3×3 board, X moves first, three in a row wins.
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

// A tic-tac-toe position. A move is a cell index 0..8, row by row from the top-left; its text is
// "a1".."c3" (column letter, row number from the top).
class TicTacToe {
 public:
  static constexpr std::string_view kGameId = "tictactoe";
  static constexpr int kCells = 9;

  enum class Mark : std::uint8_t { empty, x, o };

  // The mark a side plays: X for the first, O for the second.
  static constexpr Mark mark_of(Side side) { return side == Side::first ? Mark::x : Mark::o; }

  // The empty board, X to move.
  TicTacToe() = default;

  // Reads 9 characters row by row of X, O and '-' (case-insensitive). The side to move follows
  // from the counts. Rejects positions no game can reach (wrong counts, two winners, a move made
  // after a win).
  static Result<TicTacToe> from_text(std::string_view text);

  Side to_move() const { return to_move_; }
  MoveList legal_moves() const;
  bool is_legal(Move move) const;
  // Requires is_legal(move).
  void apply(Move move);
  Outcome outcome() const;
  std::string move_text(Move move) const;
  std::optional<Move> parse_move(std::string_view text) const;
  std::string position_text() const;

  Mark at(int cell) const { return cells_[static_cast<std::size_t>(cell)]; }
  // The three cells of the completed line, if a side has one.
  std::optional<std::array<int, 3>> winning_line() const;

  friend bool operator==(const TicTacToe&, const TicTacToe&) = default;

 private:
  std::array<Mark, kCells> cells_{};
  Side to_move_ = Side::first;
};

// The eight lines of three cells.
inline constexpr std::array<std::array<int, 3>, 8> kTicTacToeLines{
    {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}};

}  // namespace arcade
