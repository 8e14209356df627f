// Fast Reversi bitboard primitives shared by the rules and the engine: legal-move masks, flips,
// disc counts, square iteration.
#pragma once

#include <array>
#include <cstdint>

namespace arcade {

// Bit i of a Reversi bitboard is square i: column i % 8 (a..h), row i / 8 (1..8), a1 top-left.
using Bitboard = std::uint64_t;

namespace reversi {

// Discs in `board`. Uses the popcnt instruction when the build targets it, and a branch-free
// bit-sum otherwise (the portable builtin is a library call, several times slower).
inline int count_bits(Bitboard board) {
#if defined(__POPCNT__)
  return __builtin_popcountll(board);
#else
  board = board - ((board >> 1) & 0x5555555555555555ULL);
  board = (board & 0x3333333333333333ULL) + ((board >> 2) & 0x3333333333333333ULL);
  board = (board + (board >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  return static_cast<int>((board * 0x0101010101010101ULL) >> 56);
#endif
}

// The lowest square of a non-empty board.
inline int first_square(Bitboard board) {
  return __builtin_ctzll(board);
}

// The board with its lowest square removed.
inline Bitboard without_first(Bitboard board) {
  return board & (board - 1);
}

// The single-bit board of `square`.
constexpr Bitboard square_bit(int square) {
  return Bitboard{1} << square;
}

// Columns b..g: the squares a horizontal or diagonal run of flipped discs can cover.
inline constexpr Bitboard kInnerColumns = 0x7E7E7E7E7E7E7E7EULL;

namespace detail {

// Squares just past a run (1..6 long) of `other` that starts next to one of `own`, along +shift and
// −shift. `other` must already exclude the edge columns when the direction has a sideways step, so
// no run wraps from one row to the next. Doubling the step after two plain steps covers six discs
// in four steps per direction.
template <int kShift>
inline Bitboard squares_past_runs(Bitboard own, Bitboard other) {
  Bitboard up = other & (own << kShift);
  Bitboard down = other & (own >> kShift);
  up |= other & (up << kShift);
  down |= other & (down >> kShift);
  const Bitboard pair_up = other & (other << kShift);
  const Bitboard pair_down = pair_up >> kShift;
  up |= pair_up & (up << (2 * kShift));
  down |= pair_down & (down >> (2 * kShift));
  up |= pair_up & (up << (2 * kShift));
  down |= pair_down & (down >> (2 * kShift));
  return (up << kShift) | (down >> kShift);
}

// The rays leaving one square: towards higher squares (east, south-west, south, south-east) and
// towards lower ones (west, north-east, north, north-west), the square itself excluded.
struct SquareRays {
  std::array<Bitboard, 4> up;
  std::array<Bitboard, 4> down;
};

constexpr Bitboard ray_from(int square, int column_step, int row_step) {
  Bitboard ray = 0;
  int column = square % 8 + column_step;
  int row = square / 8 + row_step;
  while (column >= 0 && column < 8 && row >= 0 && row < 8) {
    ray |= square_bit(row * 8 + column);
    column += column_step;
    row += row_step;
  }
  return ray;
}

constexpr std::array<SquareRays, 64> make_rays() {
  std::array<SquareRays, 64> rays{};
  for (int square = 0; square < 64; ++square) {
    rays[square].up = {ray_from(square, 1, 0), ray_from(square, -1, 1), ray_from(square, 0, 1),
                       ray_from(square, 1, 1)};
    rays[square].down = {ray_from(square, -1, 0), ray_from(square, 1, -1), ray_from(square, 0, -1),
                         ray_from(square, -1, -1)};
  }
  return rays;
}

inline constexpr std::array<SquareRays, 64> kRays = make_rays();

}  // namespace detail

// Every square where the owner of `own` may play against `other`: empty, and outflanking at least
// one line of `other`. A pass is not in it.
inline Bitboard legal_moves(Bitboard own, Bitboard other) {
  const Bitboard inner = other & kInnerColumns;
  const Bitboard reached =
      detail::squares_past_runs<1>(own, inner) | detail::squares_past_runs<8>(own, other) |
      detail::squares_past_runs<7>(own, inner) | detail::squares_past_runs<9>(own, inner);
  return reached & ~(own | other);
}

// The discs of `other` that own's disc on the empty `square` flips; 0 when the move is illegal.
// Along each ray the first square that is not `other` decides: if it is own, the `other` discs
// before it flip.
inline Bitboard flips(Bitboard own, Bitboard other, int square) {
  const detail::SquareRays& rays = detail::kRays[static_cast<unsigned>(square)];
  Bitboard flipped = 0;
  for (const Bitboard ray : rays.up) {
    const Bitboard stoppers = ray & ~other;
    const Bitboard outflank = stoppers & (0 - stoppers) & own;  // the nearest stopper, if own
    flipped |= (outflank - (outflank != 0)) & ray;
  }
  for (const Bitboard ray : rays.down) {
    const Bitboard stoppers = ray & ~other;
    // The nearest stopper is the highest one; `| 1` keeps clz defined, and `& ray` drops the
    // stand-in when the ray holds no stopper.
    const Bitboard nearest = (Bitboard{1} << 63) >> __builtin_clzll(stoppers | 1);
    const Bitboard outflank = nearest & own & ray;
    flipped |= (0 - (outflank << 1)) & ray;
  }
  return flipped;
}

// The parallel bit extract in plain code: the bits of `board` under `mask`, packed low.
constexpr Bitboard gather_bits(Bitboard board, Bitboard mask) {
  Bitboard packed = 0;
  Bitboard place = 1;
  for (; mask; mask &= mask - 1, place <<= 1) {
    if (board & mask & (0 - mask)) packed |= place;
  }
  return packed;
}

// Final disc difference for the owner of `own` when the game ends now: empty squares go to the
// winner.
inline int final_score(Bitboard own, Bitboard other) {
  const int mine = count_bits(own);
  const int theirs = count_bits(other);
  const int difference = mine - theirs;
  const int empties = 64 - mine - theirs;
  if (difference > 0) return difference + empties;
  if (difference < 0) return difference - empties;
  return 0;
}

}  // namespace reversi
}  // namespace arcade
