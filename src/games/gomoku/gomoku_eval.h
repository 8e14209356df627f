// How the Gomoku engine values a point from its four line patterns, and a position from its points.
#pragma once

#include <array>
#include <cstdint>

#include "games/gomoku/gomoku_patterns.h"

namespace arcade::gomoku {

// What one stone on a point threatens, across its four lines, weakest first:
//   three         makes an open three (one line flex3): the opponent must answer or lose;
//   double_three  makes two open threes at once (3-3);
//   four          makes a four: the opponent must take its one completing point;
//   four_three    makes a four and an open three at once (4-3);
//   win           makes an open four or two fours (4-4): cannot be stopped any more;
//   five          completes a five: the game is won.
enum class PointThreat : std::uint8_t { none, three, double_three, four, four_three, win, five };

// The threat families that the engine keeps sets of: points making a three (or 3-3), a four (or
// 4-3), an unstoppable four, and a five.
enum class ThreatClass : std::uint8_t { three, four, win, five };
inline constexpr int kThreatClassCount = 4;

// The family of a threat, or nothing for none.
constexpr int threat_class_index(PointThreat threat) {
  switch (threat) {
    case PointThreat::three:
    case PointThreat::double_three:
      return static_cast<int>(ThreatClass::three);
    case PointThreat::four:
    case PointThreat::four_three:
      return static_cast<int>(ThreatClass::four);
    case PointThreat::win:
      return static_cast<int>(ThreatClass::win);
    case PointThreat::five:
      return static_cast<int>(ThreatClass::five);
    case PointThreat::none:
      break;
  }
  return -1;
}

// A point's value for one colour: what playing there threatens, and how much it is worth to the
// static evaluation (the patterns of its four lines plus a bonus for combined threats).
struct PointValue {
  PointThreat threat = PointThreat::none;
  std::int32_t score = 0;
};

// The four line patterns of a point packed into one number, line 0 in the lowest base-9 digit:
// the index into point_value_table(). A line's change moves the code by (new − old) · 9^line.
inline constexpr int kPatternCodeCount = 6561;  // 9^4
inline constexpr std::array<int, 4> kPatternCodeWeight{1, 9, 81, 729};
int pattern_code(const std::array<LinePattern, 4>& patterns);

// The values of every pattern code, built once on first use and never changed.
const std::array<PointValue, kPatternCodeCount>& point_value_table();

// The value of a point whose four line patterns are `patterns` (the order of the lines does not
// matter).
inline const PointValue& point_value(const std::array<LinePattern, 4>& patterns) {
  return point_value_table()[static_cast<std::size_t>(pattern_code(patterns))];
}

// The static score of a position for the side to move, from the sums of point scores of both
// colours over the empty points. Positive favours the side to move; well inside ±kEvalLimit.
int position_score(std::int32_t own_total, std::int32_t their_total);
inline constexpr int kEvalLimit = 100'000;

}  // namespace arcade::gomoku
