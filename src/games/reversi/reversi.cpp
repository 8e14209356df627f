// Reversi rules on bitboards: the position value type, its text and its moves.
#include "games/reversi/reversi.h"

#include "core/text.h"
#include "games/common/grid_notation.h"

namespace arcade {

Reversi::Reversi() {
  const auto bit = [](int column, int row) { return Bitboard{1} << (row * 8 + column); };
  own_ = bit(3, 4) | bit(4, 3);    // black: d5, e4
  other_ = bit(3, 3) | bit(4, 4);  // white: d4, e5
}

Reversi Reversi::from_discs(Bitboard black, Bitboard white, Side to_move) {
  Reversi position;
  position.to_move_ = to_move;
  position.own_ = to_move == Side::first ? black : white;
  position.other_ = to_move == Side::first ? white : black;
  return position;
}

Result<Reversi> Reversi::from_text(std::string_view text) {
  text = trim(text);
  constexpr std::string_view kFormat =
      "a Reversi position is 64 characters of X, O and - (a1..h1, a2..h2, ...), a space, and "
      "X or O for the side to move";
  if (text.size() < 66) return fail(std::string(kFormat));
  Bitboard black = 0;
  Bitboard white = 0;
  for (int square = 0; square < 64; ++square) {
    const char c = text[static_cast<std::size_t>(square)];
    if (c == 'X' || c == 'x' || c == '*') {
      black |= Bitboard{1} << square;
    } else if (c == 'O' || c == 'o') {
      white |= Bitboard{1} << square;
    } else if (c != '-' && c != '.') {
      return fail("a Reversi board has only X, O and -, not '" + std::string(1, c) + "' at " +
                  square_name(square % 8, square / 8));
    }
  }
  const auto rest = trim(text.substr(64));
  if (text[64] != ' ' && text[64] != '\t') return fail(std::string(kFormat));
  Side to_move;
  if (rest == "X" || rest == "x") {
    to_move = Side::first;
  } else if (rest == "O" || rest == "o") {
    to_move = Side::second;
  } else {
    return fail("after the Reversi board comes X or O for the side to move, not " +
                quote_for_message(rest));
  }
  return from_discs(black, white, to_move);
}

MoveList Reversi::legal_moves() const {
  MoveList moves;
  Bitboard mask = move_mask();
  if (mask == 0) {
    if (reversi_move_mask(other_, own_) != 0) moves.push_back(kPass);
    return moves;
  }
  while (mask) {
    moves.push_back(__builtin_ctzll(mask));
    mask &= mask - 1;
  }
  return moves;
}

bool Reversi::is_legal(Move move) const {
  if (move == kPass) return move_mask() == 0 && reversi_move_mask(other_, own_) != 0;
  return move >= 0 && move < 64 && (move_mask() >> move & 1) != 0;
}

void Reversi::apply(Move move) {
  if (move != kPass) {
    const Bitboard flips = reversi_flips(own_, other_, move);
    own_ |= flips | (Bitboard{1} << move);
    other_ &= ~flips;
  }
  std::swap(own_, other_);
  to_move_ = opponent(to_move_);
}

Outcome Reversi::outcome() const {
  if (move_mask() != 0 || reversi_move_mask(other_, own_) != 0) return Outcome::ongoing;
  const int first = count(Side::first);
  const int second = count(Side::second);
  if (first == second) return Outcome::draw;
  return first > second ? Outcome::first_wins : Outcome::second_wins;
}

std::string Reversi::move_text(Move move) const {
  if (move == kPass) return std::string(kPassText);
  return square_name(move % 8, move / 8);
}

std::optional<Move> Reversi::parse_move(std::string_view text) const {
  std::optional<Move> move;
  if (to_lower(text) == kPassText) {
    move = kPass;
  } else if (const auto square = parse_square_name(text, 8, 8)) {
    move = square->row * 8 + square->column;
  }
  if (!move || !is_legal(*move)) return std::nullopt;
  return move;
}

std::string Reversi::position_text() const {
  std::string text(64, '-');
  const Bitboard black = discs_of(Side::first);
  const Bitboard white = discs_of(Side::second);
  for (int square = 0; square < 64; ++square) {
    if (black >> square & 1) text[static_cast<std::size_t>(square)] = 'X';
    if (white >> square & 1) text[static_cast<std::size_t>(square)] = 'O';
  }
  text += to_move_ == Side::first ? " X" : " O";
  return text;
}

}  // namespace arcade
