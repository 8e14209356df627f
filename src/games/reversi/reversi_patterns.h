// The shapes the pattern evaluation scores: edges with their X-squares, corner blocks, rows and
// diagonals. Every instance of a shape (its images under the board's symmetries) shares one table
// of weights indexed by the instance's contents read as a base-3 number.
#pragma once

#include <array>
#include <cstdint>

#include "games/reversi/reversi_bitboard.h"
#include "games/reversi/reversi_symmetry.h"

namespace arcade::reversi {

// One shape and where its weights sit in a stage's table.
struct PatternGroup {
  const char* name;
  Bitboard mask;  // the squares of the shape's first instance
  int squares = 0;
  int size = 0;    // 3^squares: the number of ways its squares can be filled
  int offset = 0;  // where its weights start in a stage's table
  int instance_count = 0;
  // The board symmetries under which the shape's mask reads each instance: instance i is the
  // mask's squares on apply_symmetry(symmetries[i], board).
  std::array<std::uint8_t, 8> symmetries{};
};

namespace detail {

constexpr int power_of_three(int exponent) {
  int value = 1;
  for (int i = 0; i < exponent; ++i) value *= 3;
  return value;
}

// The board squares the mask reads after `symmetry`.
constexpr Bitboard squares_read(int symmetry, Bitboard mask) {
  Bitboard read = 0;
  for (int square = 0; square < 64; ++square) {
    if (apply_symmetry(symmetry, square_bit(square)) & mask) read |= square_bit(square);
  }
  return read;
}

constexpr PatternGroup make_group(const char* name, Bitboard mask, int offset) {
  PatternGroup group{name, mask};
  group.squares = __builtin_popcountll(mask);
  group.size = power_of_three(group.squares);
  group.offset = offset;
  std::array<Bitboard, 8> seen{};
  for (int symmetry = 0; symmetry < 8; ++symmetry) {
    const Bitboard read = squares_read(symmetry, mask);
    bool repeated = false;
    for (int i = 0; i < group.instance_count; ++i)
      repeated |= seen[static_cast<unsigned>(i)] == read;
    if (repeated) continue;
    seen[static_cast<unsigned>(group.instance_count)] = read;
    group.symmetries[static_cast<unsigned>(group.instance_count++)] =
        static_cast<std::uint8_t>(symmetry);
  }
  return group;
}

// a1 is bit 0, h1 bit 7, a8 bit 56.
constexpr std::array<std::pair<const char*, Bitboard>, 11> kShapes{{
    {"edge + X", 0x00000000000042FFULL},    // row 1 with b2 and g2
    {"corner 2x5", 0x0000000000001F1FULL},  // a1..e1, a2..e2
    {"corner 3x3", 0x0000000000070707ULL},  // a1..c3
    {"row 2", 0x000000000000FF00ULL},
    {"row 3", 0x0000000000FF0000ULL},
    {"row 4", 0x00000000FF000000ULL},
    {"diagonal 8", 0x8040201008040201ULL},  // a1..h8
    {"diagonal 7", 0x0080402010080402ULL},  // b1..h7
    {"diagonal 6", 0x0000804020100804ULL},  // c1..h6
    {"diagonal 5", 0x0000008040201008ULL},  // d1..h5
    {"diagonal 4", 0x0000000080402010ULL},  // e1..h4
}};

constexpr std::array<PatternGroup, kShapes.size()> make_groups() {
  std::array<PatternGroup, kShapes.size()> groups{};
  int offset = 0;
  for (std::size_t i = 0; i < kShapes.size(); ++i) {
    groups[i] = make_group(kShapes[i].first, kShapes[i].second, offset);
    offset += groups[i].size;
  }
  return groups;
}

}  // namespace detail

inline constexpr std::array<PatternGroup, 11> kPatternGroups = detail::make_groups();

// Weights in one stage's table of pattern weights.
inline constexpr int kPatternTableSize = kPatternGroups.back().offset + kPatternGroups.back().size;

// Pattern instances on a board (46).
inline constexpr int kPatternInstances = [] {
  int count = 0;
  for (const PatternGroup& group : kPatternGroups) count += group.instance_count;
  return count;
}();

// The most squares a shape has.
inline constexpr int kMostPatternSquares = 10;

// For a number whose bits say which squares of a shape hold a disc, the base-3 number with a 1
// digit at each of those places: an instance's index is ternary[own bits] + 2 × ternary[other's].
inline constexpr std::array<std::uint16_t, 1 << kMostPatternSquares> kTernary = [] {
  std::array<std::uint16_t, 1 << kMostPatternSquares> table{};
  for (unsigned bits = 0; bits < table.size(); ++bits) {
    int value = 0;
    for (int place = kMostPatternSquares - 1; place >= 0; --place) {
      value = value * 3 + static_cast<int>(bits >> place & 1);
    }
    table[bits] = static_cast<std::uint16_t>(value);
  }
  return table;
}();

// The eight symmetric images of a board, by symmetry number.
inline std::array<Bitboard, 8> symmetric_boards(Bitboard board) {
  const Bitboard transposed = transpose(board);
  const Bitboard mirrored = flip_horizontal(board);
  const Bitboard transposed_mirrored = flip_horizontal(transposed);
  return {board,
          mirrored,
          flip_vertical(board),
          flip_vertical(mirrored),
          transposed,
          transposed_mirrored,
          flip_vertical(transposed),
          flip_vertical(transposed_mirrored)};
}

// Writes the table position (group offset + index) of every pattern instance of the position,
// group by group, to `positions` (kPatternInstances of them). `gather(board, mask)` returns the
// bits of `board` under `mask` packed in ascending square order (a parallel bit extract).
template <class Gather>
inline void pattern_positions(Bitboard own, Bitboard other, Gather gather,
                              std::uint32_t* positions) {
  const std::array<Bitboard, 8> owns = symmetric_boards(own);
  const std::array<Bitboard, 8> others = symmetric_boards(other);
  for (const PatternGroup& group : kPatternGroups) {
    for (int i = 0; i < group.instance_count; ++i) {
      const unsigned symmetry = group.symmetries[static_cast<unsigned>(i)];
      const auto own_bits = static_cast<unsigned>(gather(owns[symmetry], group.mask));
      const auto other_bits = static_cast<unsigned>(gather(others[symmetry], group.mask));
      *positions++ =
          static_cast<std::uint32_t>(group.offset + kTernary[own_bits] + 2 * kTernary[other_bits]);
    }
  }
}

}  // namespace arcade::reversi
