// Reversi (Othello) rules on bitboards: discs are placed to outflank and flip the opponent's.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/move.h"
#include "core/result.h"
#include "core/side.h"
#include "games/reversi/reversi_bitboard.h"

namespace arcade {

// All squares where the player owning `own` may play against `other` (no pass).
inline Bitboard reversi_move_mask(Bitboard own, Bitboard other) {
  return reversi::legal_moves(own, other);
}
// The discs of `other` that a disc placed on `square` would flip (0 if the move is not legal).
inline Bitboard reversi_flips(Bitboard own, Bitboard other, int square) {
  if ((own | other) & reversi::square_bit(square)) return 0;
  return reversi::flips(own, other, square);
}

// A Reversi position: the discs of the side to move and of the other side, and which side that
// is. A move is a square 0..63, or kPass when the side to move has no square but the other side
// does. The game ends when neither side can move; the side with more discs wins.
class Reversi {
 public:
  static constexpr std::string_view kGameId = "reversi";
  static constexpr Move kPass = 64;

  // The standard start: white on d4 and e5, black on d5 and e4, black (X) to move.
  Reversi();

  // Reads `<64 characters a1..h1,a2..h2,…,a8..h8 of X/O/-> <X|O>`: X is black, the letter
  // after the board the side to move (the format of the FFO benchmark files).
  static Result<Reversi> from_text(std::string_view text);
  // A position from black and white discs (disjoint) and the side to move.
  static Reversi from_discs(Bitboard black, Bitboard white, Side to_move);

  Side to_move() const { return to_move_; }
  MoveList legal_moves() const;
  bool is_legal(Move move) const;
  void apply(Move move);  // requires is_legal(move)
  Outcome outcome() const;
  std::string move_text(Move move) const;
  std::optional<Move> parse_move(std::string_view text) const;
  std::string position_text() const;

  // The side to move's discs and the other side's.
  Bitboard own() const { return own_; }
  Bitboard other() const { return other_; }
  Bitboard discs_of(Side side) const { return side == to_move_ ? own_ : other_; }
  int count(Side side) const { return reversi::count_bits(discs_of(side)); }
  Bitboard empty_squares() const { return ~(own_ | other_); }
  // Squares the side to move may play (a pass is not in it).
  Bitboard move_mask() const { return reversi_move_mask(own_, other_); }

  friend bool operator==(const Reversi&, const Reversi&) = default;

 private:
  Bitboard own_ = 0;
  Bitboard other_ = 0;
  Side to_move_ = Side::first;
};

}  // namespace arcade
