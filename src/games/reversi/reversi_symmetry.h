// The eight symmetries of the Reversi board as bitboard transforms: the pattern evaluation reads
// every instance of a pattern as the same pattern on a transformed board.
#pragma once

#include "games/reversi/reversi_bitboard.h"

namespace arcade::reversi {

// Row 1 and row 8 swap places (a1 ↔ a8).
constexpr Bitboard flip_vertical(Bitboard board) {
  return __builtin_bswap64(board);
}

// Column a and column h swap places (a1 ↔ h1).
constexpr Bitboard flip_horizontal(Bitboard board) {
  board = ((board >> 1) & 0x5555555555555555ULL) | ((board & 0x5555555555555555ULL) << 1);
  board = ((board >> 2) & 0x3333333333333333ULL) | ((board & 0x3333333333333333ULL) << 2);
  return ((board >> 4) & 0x0F0F0F0F0F0F0F0FULL) | ((board & 0x0F0F0F0F0F0F0F0FULL) << 4);
}

// Mirrors the board in the a1-h8 diagonal: the square of column c, row r goes to column r, row c.
// Three exchanges of bit blocks, each a mask of the bits that trade places with a shifted copy.
constexpr Bitboard transpose(Bitboard board) {
  Bitboard swap = 0x0F0F0F0F00000000ULL & (board ^ (board << 28));
  board ^= swap ^ (swap >> 28);
  swap = 0x3333000033330000ULL & (board ^ (board << 14));
  board ^= swap ^ (swap >> 14);
  swap = 0x5500550055005500ULL & (board ^ (board << 7));
  return board ^ swap ^ (swap >> 7);
}

// Symmetry number `symmetry` (0..7) of the board: bit 2 transposes first, then bit 0 flips
// horizontally and bit 1 vertically. Symmetry 0 is the board itself.
constexpr Bitboard apply_symmetry(int symmetry, Bitboard board) {
  if (symmetry & 4) board = transpose(board);
  if (symmetry & 1) board = flip_horizontal(board);
  if (symmetry & 2) board = flip_vertical(board);
  return board;
}

}  // namespace arcade::reversi
