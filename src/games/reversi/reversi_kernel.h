// The instruction-set kernels the Reversi engine is compiled for: the portable bit tricks, and an
// AVX2 version of move generation and flipping chosen at run time on machines that have it.
#pragma once

#include "games/reversi/reversi_bitboard.h"

// GCC only: the AVX2 file switches targets with GCC's pragmas, which clang (used for the fuzz
// builds alone) does not honour, so under clang the portable kernel serves.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define ARCADE_REVERSI_HAS_AVX2_KERNEL 1
#include <immintrin.h>
#else
#define ARCADE_REVERSI_HAS_AVX2_KERNEL 0
#endif

namespace arcade::reversi {

// A kernel is a type with static `moves(own, other)`, `flips(own, other, square)`,
// `count(board)` and `gather(board, mask)` agreeing exactly with legal_moves, flips, count_bits
// and gather_bits. Engine code is written as
// templates over the kernel, so each kernel gets its own compiled copy of the whole engine.

// Plain 64-bit integer code: runs everywhere.
struct PortableKernel {
  static constexpr const char* kName = "portable";
  static Bitboard moves(Bitboard own, Bitboard other) { return legal_moves(own, other); }
  static Bitboard flips(Bitboard own, Bitboard other, int square) {
    return reversi::flips(own, other, square);
  }
  static int count(Bitboard board) { return count_bits(board); }
  static Bitboard gather(Bitboard board, Bitboard mask) { return gather_bits(board, mask); }
};

// True when this machine can run the AVX2 kernel (AVX2, BMI1, BMI2 and POPCNT).
bool cpu_has_avx2_kernel();

#if ARCADE_REVERSI_HAS_AVX2_KERNEL

// The target every function of the AVX2 engine copy is compiled for (reversi_engine_avx2.cpp
// repeats it in its pragma, which takes only a literal).
#define ARCADE_REVERSI_AVX2_TARGET "avx2,bmi,bmi2,popcnt"
#define ARCADE_REVERSI_AVX2_INLINE \
  __attribute__((target(ARCADE_REVERSI_AVX2_TARGET), always_inline)) inline

// The four directions, one per 64-bit lane: east/west, south/north, south-west/north-east,
// south-east/north-west. Runs across columns must not wrap, so those lanes see only columns b..g of
// the other side's discs.
struct Avx2Kernel {
  static constexpr const char* kName = "avx2";

  ARCADE_REVERSI_AVX2_INLINE static Bitboard moves(Bitboard own, Bitboard other) {
    const Lanes lanes(own, other);
    __m256i up = _mm256_and_si256(lanes.other, _mm256_sllv_epi64(lanes.own, lanes.shift));
    __m256i down = _mm256_and_si256(lanes.other, _mm256_srlv_epi64(lanes.own, lanes.shift));
    lanes.extend_runs(up, down);
    const __m256i past =
        _mm256_or_si256(_mm256_sllv_epi64(up, lanes.shift), _mm256_srlv_epi64(down, lanes.shift));
    return merge_lanes(past) & ~(own | other);
  }

  // Towards higher squares, the nearest square of each ray that is not the other side's is its
  // lowest bit, which lanes can isolate; towards lower squares, runs grow from the placed disc.
  // Either way a run flips only where one of own's discs closes it.
  ARCADE_REVERSI_AVX2_INLINE static Bitboard flips(Bitboard own, Bitboard other, int square) {
    const Lanes lanes(own, other);
    const __m256i zero = _mm256_setzero_si256();
    const __m256i rays = _mm256_loadu_si256(
        reinterpret_cast<const __m256i*>(detail::kRays[static_cast<unsigned>(square)].up.data()));
    const __m256i stoppers =
        _mm256_andnot_si256(_mm256_set1_epi64x(static_cast<long long>(other)), rays);
    const __m256i nearest = _mm256_and_si256(stoppers, _mm256_sub_epi64(zero, stoppers));
    const __m256i outflank = _mm256_and_si256(nearest, lanes.own);
    __m256i up = _mm256_and_si256(rays, _mm256_sub_epi64(outflank, _mm256_set1_epi64x(1)));
    up = _mm256_andnot_si256(_mm256_cmpeq_epi64(outflank, zero), up);

    const __m256i placed = _mm256_set1_epi64x(static_cast<long long>(square_bit(square)));
    __m256i down = _mm256_and_si256(lanes.other, _mm256_srlv_epi64(placed, lanes.shift));
    down =
        _mm256_or_si256(down, _mm256_and_si256(lanes.other, _mm256_srlv_epi64(down, lanes.shift)));
    const __m256i pair_down =
        _mm256_and_si256(lanes.other, _mm256_srlv_epi64(lanes.other, lanes.shift));
    down = _mm256_or_si256(
        down, _mm256_and_si256(pair_down, _mm256_srlv_epi64(down, lanes.double_shift)));
    down = _mm256_or_si256(
        down, _mm256_and_si256(pair_down, _mm256_srlv_epi64(down, lanes.double_shift)));
    const __m256i closed_down = _mm256_and_si256(lanes.own, _mm256_srlv_epi64(down, lanes.shift));
    down = _mm256_andnot_si256(_mm256_cmpeq_epi64(closed_down, zero), down);
    return merge_lanes(_mm256_or_si256(up, down));
  }

  ARCADE_REVERSI_AVX2_INLINE static int count(Bitboard board) {
    return __builtin_popcountll(board);
  }

  ARCADE_REVERSI_AVX2_INLINE static Bitboard gather(Bitboard board, Bitboard mask) {
    return _pext_u64(board, mask);
  }

 private:
  struct Lanes {
    __m256i shift;
    __m256i double_shift;
    __m256i own;
    __m256i other;
    ARCADE_REVERSI_AVX2_INLINE Lanes(Bitboard own_discs, Bitboard other_discs)
        : shift(_mm256_set_epi64x(9, 7, 8, 1)),
          double_shift(_mm256_set_epi64x(18, 14, 16, 2)),
          own(_mm256_set1_epi64x(static_cast<long long>(own_discs))),
          other(_mm256_and_si256(_mm256_set1_epi64x(static_cast<long long>(other_discs)),
                                 _mm256_set_epi64x(static_cast<long long>(kInnerColumns),
                                                   static_cast<long long>(kInnerColumns), -1,
                                                   static_cast<long long>(kInnerColumns)))) {}

    // Grows runs of the other side's discs that are one or two long to their full length (up to
    // six), as squares_past_runs does on one direction.
    ARCADE_REVERSI_AVX2_INLINE void extend_runs(__m256i& up, __m256i& down) const {
      up = _mm256_or_si256(up, _mm256_and_si256(other, _mm256_sllv_epi64(up, shift)));
      down = _mm256_or_si256(down, _mm256_and_si256(other, _mm256_srlv_epi64(down, shift)));
      const __m256i pair_up = _mm256_and_si256(other, _mm256_sllv_epi64(other, shift));
      const __m256i pair_down = _mm256_srlv_epi64(pair_up, shift);
      up = _mm256_or_si256(up, _mm256_and_si256(pair_up, _mm256_sllv_epi64(up, double_shift)));
      down =
          _mm256_or_si256(down, _mm256_and_si256(pair_down, _mm256_srlv_epi64(down, double_shift)));
      up = _mm256_or_si256(up, _mm256_and_si256(pair_up, _mm256_sllv_epi64(up, double_shift)));
      down =
          _mm256_or_si256(down, _mm256_and_si256(pair_down, _mm256_srlv_epi64(down, double_shift)));
    }
  };

  ARCADE_REVERSI_AVX2_INLINE static Bitboard merge_lanes(__m256i lanes) {
    __m128i half = _mm_or_si128(_mm256_castsi256_si128(lanes), _mm256_extracti128_si256(lanes, 1));
    half = _mm_or_si128(half, _mm_unpackhi_epi64(half, half));
    return static_cast<Bitboard>(_mm_cvtsi128_si64(half));
  }
};

#endif  // ARCADE_REVERSI_HAS_AVX2_KERNEL

}  // namespace arcade::reversi
