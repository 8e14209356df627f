// Board geometry the engine's evaluation and cut-offs use: neighbouring squares, full lines and
// discs that can never be flipped.
#pragma once

#include <array>
#include <cstdint>

#include "games/reversi/reversi_bitboard.h"

namespace arcade::reversi {

inline constexpr Bitboard kColumnA = 0x0101010101010101ULL;
inline constexpr Bitboard kColumnH = 0x8080808080808080ULL;
inline constexpr Bitboard kRow1 = 0x00000000000000FFULL;
inline constexpr Bitboard kRow8 = 0xFF00000000000000ULL;
inline constexpr Bitboard kEdges = kColumnA | kColumnH | kRow1 | kRow8;
inline constexpr Bitboard kCorners = 0x8100000000000081ULL;

// Every square next to (in any of the eight directions) a square of `board`.
inline Bitboard neighbours(Bitboard board) {
  const Bitboard towards_h = (board << 1 | board >> 7 | board << 9) & ~kColumnA;
  const Bitboard towards_a = (board >> 1 | board << 7 | board >> 9) & ~kColumnH;
  return towards_h | towards_a | board << 8 | board >> 8;
}

// The squares next to each square: a move there needs one of them to hold an opponent's disc.
inline constexpr std::array<Bitboard, 64> kNeighbourSquares = [] {
  std::array<Bitboard, 64> squares{};
  for (int square = 0; square < 64; ++square) {
    for (int other = 0; other < 64; ++other) {
      const int column_distance = other % 8 - square % 8;
      const int row_distance = other / 8 - square / 8;
      if (other != square && column_distance >= -1 && column_distance <= 1 && row_distance >= -1 &&
          row_distance <= 1) {
        squares[static_cast<unsigned>(square)] |= square_bit(other);
      }
    }
  }
  return squares;
}();

// The squares by how good they usually are to play late in the game, best first: corners, the
// edges away from corners, the inner squares, the edge squares next to corners, then the
// diagonal neighbours of corners.
inline constexpr std::array<Bitboard, 5> kSquaresBestFirst{
    0x8100000000000081ULL, 0x3C0081818181003CULL, 0x003C7E7E7E7E3C00ULL, 0x4281000000008142ULL,
    0x0042000000004200ULL};

// The diagonal (X) neighbours of the empty corners among `empty`: taking one hands the corner over.
inline Bitboard x_squares_of_empty_corners(Bitboard empty) {
  const Bitboard corners = empty & kCorners;
  return (corners & 0x0000000000000001ULL) << 9 | (corners & 0x0000000000000080ULL) << 7 |
         (corners & 0x0100000000000000ULL) >> 7 | (corners & 0x8000000000000000ULL) >> 9;
}

// The edge (C) neighbours of the empty corners among `empty`.
inline Bitboard c_squares_of_empty_corners(Bitboard empty) {
  const Bitboard corners = empty & kCorners;
  return (corners & kColumnA) << 1 | (corners & kColumnH) >> 1 | (corners & kRow1) << 8 |
         (corners & kRow8) >> 8;
}

// Which quadrant each square is in, as one of four bits: the parity of a quadrant's empty
// squares flips with every move into it.
inline constexpr std::array<std::uint8_t, 64> kQuadrantBit = [] {
  std::array<std::uint8_t, 64> bits{};
  for (int square = 0; square < 64; ++square) {
    bits[static_cast<unsigned>(square)] =
        static_cast<std::uint8_t>(1 << ((square % 8 >= 4) + 2 * (square / 8 >= 4)));
  }
  return bits;
}();

// For each set of quadrant bits, the squares of those quadrants.
inline constexpr std::array<Bitboard, 16> kQuadrantSquares = [] {
  constexpr std::array<Bitboard, 4> kQuadrants{0x000000000F0F0F0FULL, 0x00000000F0F0F0F0ULL,
                                               0x0F0F0F0F00000000ULL, 0xF0F0F0F000000000ULL};
  std::array<Bitboard, 16> squares{};
  for (unsigned set = 0; set < 16; ++set) {
    for (unsigned quadrant = 0; quadrant < 4; ++quadrant) {
      if (set >> quadrant & 1) squares[set] |= kQuadrants[quadrant];
    }
  }
  return squares;
}();

// The quadrant parity of `empty`: bit q set when quadrant q has an odd number of empty squares.
inline int quadrant_parity(Bitboard empty) {
  int parity = 0;
  for (; empty; empty = without_first(empty)) {
    parity ^= kQuadrantBit[static_cast<unsigned>(first_square(empty))];
  }
  return parity;
}

namespace detail {

// For a line of eight squares, a disc placed at `position` and the mover's discs on the line as
// eight bits: how many discs it flips on that line when every other square of the line is the
// opponent's (as on a board with one empty square). Squares beyond a short diagonal's ends read
// as the opponent's too, which is harmless: no disc of the mover lies past them to close a run.
inline constexpr std::array<std::array<std::uint8_t, 256>, 8> kLastMoveLineFlips = [] {
  std::array<std::array<std::uint8_t, 256>, 8> table{};
  for (int position = 0; position < 8; ++position) {
    for (int mover = 0; mover < 256; ++mover) {
      int flipped = 0;
      for (const int step : {-1, 1}) {
        int run = 0;
        int square = position + step;
        while (square >= 0 && square < 8 && !(mover >> square & 1)) {
          ++run;
          square += step;
        }
        if (square >= 0 && square < 8) flipped += run;
      }
      table[static_cast<unsigned>(position)][static_cast<unsigned>(mover)] =
          static_cast<std::uint8_t>(flipped);
    }
  }
  return table;
}();

// The a1-h8 and h1-a8 diagonals through each square.
struct SquareDiagonals {
  Bitboard diagonal;
  Bitboard anti_diagonal;
};
inline constexpr std::array<SquareDiagonals, 64> kSquareDiagonals = [] {
  std::array<SquareDiagonals, 64> lines{};
  for (int square = 0; square < 64; ++square) {
    for (int other = 0; other < 64; ++other) {
      const int column_offset = other % 8 - square % 8;
      const int row_offset = other / 8 - square / 8;
      if (column_offset == row_offset)
        lines[static_cast<unsigned>(square)].diagonal |= square_bit(other);
      if (column_offset == -row_offset) {
        lines[static_cast<unsigned>(square)].anti_diagonal |= square_bit(other);
      }
    }
  }
  return lines;
}();

}  // namespace detail

// How many discs `mover` flips by playing `square`, the one empty square of a full board (every
// square not the mover's is the opponent's). Four table look-ups instead of a move: the
// solver's last ply.
inline int count_last_move_flips(Bitboard mover, int square) {
  const auto index = static_cast<unsigned>(square);
  const unsigned row = index / 8;
  const unsigned column = index % 8;
  const auto& diagonals = detail::kSquareDiagonals[index];
  // Each line's squares gathered into one byte: a row by a shift, a column by a multiplication
  // that stacks its eight bits in the top byte, a diagonal by adding up its rows (one disc per
  // column, so no carries).
  const auto row_bits = static_cast<unsigned>(mover >> (8 * row)) & 0xFFu;
  const auto column_bits =
      static_cast<unsigned>((((mover >> column) & kColumnA) * 0x0102040810204080ULL) >> 56);
  const auto diagonal_bits = static_cast<unsigned>(((mover & diagonals.diagonal) * kColumnA) >> 56);
  const auto anti_diagonal_bits =
      static_cast<unsigned>(((mover & diagonals.anti_diagonal) * kColumnA) >> 56);
  const auto& flips_at_column = detail::kLastMoveLineFlips[column];
  return flips_at_column[row_bits] + flips_at_column[diagonal_bits] +
         flips_at_column[anti_diagonal_bits] + detail::kLastMoveLineFlips[row][column_bits];
}

// Own's discs that no sequence of moves can ever flip. Sound but not complete: a disc counts as
// stable when on each of the four lines through it, it sits on the edge, the line is full, or a
// neighbour on that line is itself stable and own.
Bitboard stable_discs(Bitboard own, Bitboard other);

}  // namespace arcade::reversi
