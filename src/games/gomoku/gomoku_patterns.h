// Line patterns of Gomoku: what one more stone on a point makes along one line, looked up in a
// table indexed by the five cells on each side of the point.
#pragma once

#include <array>
#include <cstdint>

namespace arcade::gomoku {

// What a stone placed on a point makes along one line, weakest first. Each shape is defined by
// what one more stone could make of it, so broken shapes (X_XX) are classified with the solid
// ones and the rule decides what counts as five:
//   five   the stone completes a five (under exact five: exactly five, never six or more);
//   flex4  two or more points would then complete a five (an open four, or X_XXX_X);
//   four   exactly one point would complete a five;
//   flex3  one more stone could make a flex4 (an open three, solid or broken);
//   three  one more stone could make a four but not a flex4;
//   flex2  one more stone could make a flex3;  two: one more could make a three;
//   one    one more stone could make a two or a flex2;  none: the line has no room for five.
enum class LinePattern : std::uint8_t { none, one, two, flex2, three, flex3, four, flex4, five };
inline constexpr int kLinePatternCount = 9;

// The cells on each side of a point that decide its pattern: a five through the point lies within
// four cells, and under exact five the fifth cell tells a five from an overline.
inline constexpr int kLineReach = 5;

// A line key packs the ten neighbours of a point along one line (offsets −5..−1, 1..5) as base-3
// digits, from one colour's point of view: 0 empty, 1 own stone, 2 blocked (the other colour's
// stone, a neutral stone or the edge of the board).
inline constexpr int kLineKeyCount = 59049;  // 3^10
enum LineCell : int { kLineEmpty = 0, kLineOwn = 1, kLineBlocked = 2 };

// The digit of a line key that holds the neighbour at `offset` (−5..−1 or 1..5): the eight
// nearest first, the two five away last. Five away never changes a freestyle pattern, so a
// freestyle board leaves those two digits empty and its keys stay below kNearLineKeyCount: the
// part of the pattern tables it reads fits the first-level cache.
constexpr int line_digit(int offset) {
  if (offset == -kLineReach) return 8;
  if (offset == kLineReach) return 9;
  return offset < 0 ? offset + kLineReach - 1 : offset + kLineReach - 2;
}
inline constexpr int kNearLineKeyCount = 6561;  // 3^8: keys whose two far digits are empty

// 3^digit, for adding a cell's value to a key.
inline constexpr std::array<int, 10> kLineDigitWeight{1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683};

// The pattern made by an own stone placed at the centre of every line key, for freestyle (five or
// more wins) or exact five. Built once on first use; the tables never change afterwards.
const std::array<LinePattern, kLineKeyCount>& line_pattern_table(bool exact_five);

// The same classification computed directly, without the table: `cells` are the eleven cells of
// the line with the point at index 5 (its own value is ignored). For tests and table building.
LinePattern classify_line(const std::array<LineCell, 11>& cells, bool exact_five);

}  // namespace arcade::gomoku
