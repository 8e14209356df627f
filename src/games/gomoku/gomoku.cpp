// Gomoku rules.
#include "games/gomoku/gomoku.h"

#include <algorithm>

#include "core/text.h"
#include "games/common/grid_notation.h"
#include "games/common/move_list.h"

namespace arcade {

Result<Gomoku> Gomoku::start(const GomokuOptions& options) {
  if (options.size < GomokuOptions::kMinSize || options.size > GomokuOptions::kMaxSize) {
    return fail("the Gomoku board size is from " + std::to_string(GomokuOptions::kMinSize) +
                " to " + std::to_string(GomokuOptions::kMaxSize));
  }
  Gomoku board;
  board.size_ = static_cast<std::int8_t>(options.size);
  board.exact_five_ = options.exact_five;
  return board;
}

Result<Gomoku> Gomoku::from_text(std::string_view text, const GomokuOptions& options) {
  auto board = start(options);
  if (!board) return board;
  int number = 0;
  for (const auto& token : split_move_list(text)) {
    ++number;
    const auto move = board->parse_move(token);
    if (!move) {
      return fail("move " + std::to_string(number) + " " + quote_for_message(token) +
                  " is not a legal Gomoku move there");
    }
    board->apply(*move);
  }
  return board;
}

MoveList Gomoku::legal_moves() const {
  MoveList moves;
  if (outcome_ != Outcome::ongoing) return moves;
  const int points = size_ * size_;
  for (int point = 0; point < points; ++point) {
    if (at(point) == Stone::empty) moves.push_back(point);
  }
  return moves;
}

bool Gomoku::is_legal(Move move) const {
  return outcome_ == Outcome::ongoing && move >= 0 && move < size_ * size_ &&
         at(move) == Stone::empty;
}

int Gomoku::run_length(int column, int row, int dc, int dr, Stone stone) const {
  int length = 1;
  for (int sign : {1, -1}) {
    int c = column + sign * dc;
    int r = row + sign * dr;
    while (on_board(c, r) && at(c, r) == stone) {
      ++length;
      c += sign * dc;
      r += sign * dr;
    }
  }
  return length;
}

bool Gomoku::makes_win(int point, Stone stone) const {
  const int column = point % size_;
  const int row = point / size_;
  for (const auto& [dc, dr] : kGomokuDirections) {
    const int length = run_length(column, row, dc, dr, stone);
    if (exact_five_ ? length == 5 : length >= 5) return true;
  }
  return false;
}

void Gomoku::apply(Move move) {
  const Stone stone = stone_of(to_move_);
  cells_[static_cast<std::size_t>(move)] = stone;
  order_[static_cast<std::size_t>(placed_)] = static_cast<std::int16_t>(move);
  ++placed_;
  if (makes_win(move, stone)) {
    outcome_ = win_for(to_move_);
  } else if (placed_ == size_ * size_) {
    outcome_ = Outcome::draw;
  }
  to_move_ = opponent(to_move_);
}

std::string Gomoku::move_text(Move move) const {
  return square_name(move % size_, move / size_);
}

std::optional<Move> Gomoku::parse_move(std::string_view text) const {
  const auto square = parse_square_name(text, size_, size_);
  if (!square) return std::nullopt;
  const Move move = square->row * size_ + square->column;
  if (!is_legal(move)) return std::nullopt;
  return move;
}

std::string Gomoku::position_text() const {
  std::string text;
  for (int i = 0; i < placed_; ++i) {
    if (i > 0) text += ' ';
    text += move_text(order_[static_cast<std::size_t>(i)]);
  }
  return text;
}

std::vector<Move> Gomoku::moves_played() const {
  return {order_.begin(), order_.begin() + placed_};
}

std::optional<Move> Gomoku::last_move() const {
  if (placed_ == 0) return std::nullopt;
  return order_[static_cast<std::size_t>(placed_ - 1)];
}

std::vector<Move> Gomoku::winning_line() const {
  const auto last = last_move();
  if (!winner_of(outcome_) || !last) return {};
  const Stone stone = at(*last);
  const int column = *last % size_;
  const int row = *last / size_;
  for (const auto& [dc, dr] : kGomokuDirections) {
    const int length = run_length(column, row, dc, dr, stone);
    if (!(exact_five_ ? length == 5 : length >= 5)) continue;
    int c = column;
    int r = row;
    while (on_board(c - dc, r - dr) && at(c - dc, r - dr) == stone) {
      c -= dc;
      r -= dr;
    }
    std::vector<Move> line;
    for (int i = 0; i < length; ++i) line.push_back((r + i * dr) * size_ + (c + i * dc));
    return line;
  }
  return {};
}

bool operator==(const Gomoku& a, const Gomoku& b) {
  return a.size_ == b.size_ && a.exact_five_ == b.exact_five_ && a.to_move_ == b.to_move_ &&
         a.placed_ == b.placed_ && a.outcome_ == b.outcome_ && a.cells_ == b.cells_;
}

}  // namespace arcade
