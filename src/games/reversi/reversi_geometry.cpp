// Stable discs: full lines, edges, and stability spreading from stable neighbours.
#include "games/reversi/reversi_geometry.h"

namespace arcade::reversi {
namespace {

// Columns a..d and e..h, and the pairs at either edge, for masking multi-column shifts.
constexpr Bitboard kColumnB = kColumnA << 1;
constexpr Bitboard kColumnG = kColumnH >> 1;
constexpr Bitboard kColumnsAToD = 0x0F0F0F0F0F0F0F0FULL;
constexpr Bitboard kColumnsEToH = 0xF0F0F0F0F0F0F0F0ULL;

// Squares whose row holds a square of `holes` (each shift is masked so it cannot wrap a row).
Bitboard rows_with(Bitboard holes) {
  Bitboard reach = holes;
  reach |= ((reach << 1) & ~kColumnA) | ((reach >> 1) & ~kColumnH);
  reach |= ((reach << 2) & ~(kColumnA | kColumnB)) | ((reach >> 2) & ~(kColumnG | kColumnH));
  reach |= ((reach << 4) & ~kColumnsAToD) | ((reach >> 4) & ~kColumnsEToH);
  return reach;
}

Bitboard columns_with(Bitboard holes) {
  Bitboard reach = holes;
  reach |= reach << 8 | reach >> 8;
  reach |= reach << 16 | reach >> 16;
  reach |= reach << 32 | reach >> 32;
  return reach;
}

// Along a1-h8 diagonals (a step of +9 goes one column right and one row down).
Bitboard diagonals_with(Bitboard holes) {
  Bitboard reach = holes;
  reach |= ((reach << 9) & ~kColumnA) | ((reach >> 9) & ~kColumnH);
  reach |= ((reach << 18) & ~(kColumnA | kColumnB)) | ((reach >> 18) & ~(kColumnG | kColumnH));
  reach |= ((reach << 36) & ~kColumnsAToD) | ((reach >> 36) & ~kColumnsEToH);
  return reach;
}

// Along h1-a8 anti-diagonals (a step of +7 goes one column left and one row down).
Bitboard anti_diagonals_with(Bitboard holes) {
  Bitboard reach = holes;
  reach |= ((reach << 7) & ~kColumnH) | ((reach >> 7) & ~kColumnA);
  reach |= ((reach << 14) & ~(kColumnG | kColumnH)) | ((reach >> 14) & ~(kColumnA | kColumnB));
  reach |= ((reach << 28) & ~kColumnsEToH) | ((reach >> 28) & ~kColumnsAToD);
  return reach;
}

}  // namespace

Bitboard stable_discs(Bitboard own, Bitboard other) {
  const Bitboard empty = ~(own | other);
  // A line with no empty square can take no move, so nothing on it flips along it.
  const Bitboard safe_row = ~rows_with(empty) | kColumnA | kColumnH;
  const Bitboard safe_column = ~columns_with(empty) | kRow1 | kRow8;
  const Bitboard safe_diagonal = ~diagonals_with(empty) | kEdges;
  const Bitboard safe_anti_diagonal = ~anti_diagonals_with(empty) | kEdges;
  Bitboard stable = 0;
  while (true) {
    const Bitboard row = safe_row | ((stable << 1) & ~kColumnA) | ((stable >> 1) & ~kColumnH);
    const Bitboard column = safe_column | stable << 8 | stable >> 8;
    const Bitboard diagonal =
        safe_diagonal | ((stable << 9) & ~kColumnA) | ((stable >> 9) & ~kColumnH);
    const Bitboard anti_diagonal =
        safe_anti_diagonal | ((stable << 7) & ~kColumnH) | ((stable >> 7) & ~kColumnA);
    const Bitboard grown = own & row & column & diagonal & anti_diagonal;
    if (grown == stable) return stable;
    stable = grown;
  }
}

}  // namespace arcade::reversi
