// Gomoku rules: black and white place stones in turn; five in a row wins.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/move.h"
#include "core/result.h"
#include "core/side.h"

namespace arcade {

// The parameters of a game of Gomoku.
struct GomokuOptions {
  int size = 15;            // the board is size × size
  bool exact_five = false;  // true: only exactly five wins, six or more does not ("exact five")

  static constexpr int kMinSize = 5;
  static constexpr int kMaxSize = 20;  // Gomocup's freestyle board
};

// A Gomoku position. A move is a point index row * size + column; its text is a column letter
// and a row number, "a1" the top-left and "h8" the centre of the 15×15 board. The position
// remembers the order the stones were placed, so its text is the move list from the empty board.
class Gomoku {
 public:
  static constexpr std::string_view kGameId = "gomoku";
  static constexpr int kMaxPoints = GomokuOptions::kMaxSize * GomokuOptions::kMaxSize;

  enum class Stone : std::uint8_t { empty, black, white };

  // The stone a side plays: black for the first, white for the second.
  static constexpr Stone stone_of(Side side) {
    return side == Side::first ? Stone::black : Stone::white;
  }

  // The empty 15×15 freestyle board, black to move.
  Gomoku() = default;

  // The empty board for `options`; rejects sizes outside 5..20.
  static Result<Gomoku> start(const GomokuOptions& options);

  // Replays a move list from the empty board (moves separated by spaces or commas, or run
  // together as in "h8i9h9"); says which move is not legal if one is not.
  static Result<Gomoku> from_text(std::string_view text, const GomokuOptions& options);

  Side to_move() const { return to_move_; }
  MoveList legal_moves() const;
  bool is_legal(Move move) const;
  void apply(Move move);  // requires is_legal(move)
  // A five (or with exact_five, exactly five) wins; a full board without one is a draw.
  Outcome outcome() const { return outcome_; }
  std::string move_text(Move move) const;
  std::optional<Move> parse_move(std::string_view text) const;
  // The moves from the empty board, separated by spaces (empty text for the empty board).
  std::string position_text() const;

  int size() const { return size_; }
  bool exact_five() const { return exact_five_; }
  GomokuOptions options() const { return {size_, exact_five_}; }
  Stone at(int point) const { return cells_[static_cast<std::size_t>(point)]; }
  Stone at(int column, int row) const { return at(row * size_ + column); }
  bool on_board(int column, int row) const {
    return column >= 0 && row >= 0 && column < size_ && row < size_;
  }
  int stones_placed() const { return placed_; }
  // The stones in the order they were placed.
  std::vector<Move> moves_played() const;
  std::optional<Move> last_move() const;
  // The points of the winning row (five or more), if the game was won.
  std::vector<Move> winning_line() const;

  // Equal stones on an equal board with the same side to move; the order of play is ignored.
  friend bool operator==(const Gomoku& a, const Gomoku& b);

 private:
  // Length of the run of `stone` through (column, row) along (dc, dr), counting both ways.
  int run_length(int column, int row, int dc, int dr, Stone stone) const;
  bool makes_win(int point, Stone stone) const;

  std::array<Stone, kMaxPoints> cells_{};
  std::array<std::int16_t, kMaxPoints> order_{};
  std::int16_t placed_ = 0;
  std::int8_t size_ = 15;
  bool exact_five_ = false;
  Side to_move_ = Side::first;
  Outcome outcome_ = Outcome::ongoing;
};

// The four line directions (east, south, south-east, south-west) as (dc, dr).
inline constexpr std::array<std::array<int, 2>, 4> kGomokuDirections{
    {{1, 0}, {0, 1}, {1, 1}, {-1, 1}}};

}  // namespace arcade
