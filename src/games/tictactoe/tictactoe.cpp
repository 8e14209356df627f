// Tic-tac-toe rules.
#include "games/tictactoe/tictactoe.h"

#include "games/common/grid_notation.h"

namespace arcade {

Result<TicTacToe> TicTacToe::from_text(std::string_view text) {
  if (text.size() != kCells) {
    return fail("a tic-tac-toe position is 9 characters of X, O and -, row by row");
  }
  TicTacToe position;
  int xs = 0;
  int os = 0;
  for (int i = 0; i < kCells; ++i) {
    const char c = text[static_cast<std::size_t>(i)];
    if (c == 'X' || c == 'x') {
      position.cells_[static_cast<std::size_t>(i)] = Mark::x;
      ++xs;
    } else if (c == 'O' || c == 'o') {
      position.cells_[static_cast<std::size_t>(i)] = Mark::o;
      ++os;
    } else if (c != '-') {
      return fail("a tic-tac-toe position has only X, O and -, not '" + std::string(1, c) + "'");
    }
  }
  if (xs != os && xs != os + 1) {
    return fail("X moves first, so X has as many marks as O or one more");
  }
  position.to_move_ = xs == os ? Side::first : Side::second;
  bool x_line = false;
  bool o_line = false;
  for (const auto& line : kTicTacToeLines) {
    const auto a = position.at(line[0]);
    if (a != Mark::empty && a == position.at(line[1]) && a == position.at(line[2])) {
      (a == Mark::x ? x_line : o_line) = true;
    }
  }
  if (x_line && o_line) return fail("both X and O have three in a row");
  if (x_line && xs != os + 1) return fail("O moved after X had already won");
  if (o_line && xs != os) return fail("X moved after O had already won");
  return position;
}

MoveList TicTacToe::legal_moves() const {
  MoveList moves;
  if (outcome() != Outcome::ongoing) return moves;
  for (int i = 0; i < kCells; ++i) {
    if (at(i) == Mark::empty) moves.push_back(i);
  }
  return moves;
}

bool TicTacToe::is_legal(Move move) const {
  return move >= 0 && move < kCells && at(move) == Mark::empty && outcome() == Outcome::ongoing;
}

void TicTacToe::apply(Move move) {
  cells_[static_cast<std::size_t>(move)] = mark_of(to_move_);
  to_move_ = opponent(to_move_);
}

std::optional<std::array<int, 3>> TicTacToe::winning_line() const {
  for (const auto& line : kTicTacToeLines) {
    const auto a = at(line[0]);
    if (a != Mark::empty && a == at(line[1]) && a == at(line[2])) return line;
  }
  return std::nullopt;
}

Outcome TicTacToe::outcome() const {
  if (const auto line = winning_line()) {
    return at((*line)[0]) == Mark::x ? Outcome::first_wins : Outcome::second_wins;
  }
  for (const auto mark : cells_) {
    if (mark == Mark::empty) return Outcome::ongoing;
  }
  return Outcome::draw;
}

std::string TicTacToe::move_text(Move move) const {
  return square_name(move % 3, move / 3);
}

std::optional<Move> TicTacToe::parse_move(std::string_view text) const {
  const auto square = parse_square_name(text, 3, 3);
  if (!square) return std::nullopt;
  const Move move = square->row * 3 + square->column;
  if (!is_legal(move)) return std::nullopt;
  return move;
}

std::string TicTacToe::position_text() const {
  std::string text;
  for (const auto mark : cells_) text += mark == Mark::x ? 'X' : mark == Mark::o ? 'O' : '-';
  return text;
}

}  // namespace arcade
