// How the Gomoku engine values points and positions: pattern scores and threat combinations.
#include "games/gomoku/gomoku_eval.h"

#include <algorithm>

namespace arcade::gomoku {
namespace {

// What one line pattern on a point is worth to its colour. A flex4 point means the colour already
// has an open three; a flex3 point means an open two that can grow into one, and so on.
constexpr std::array<int, kLinePatternCount> kLineScore{
    /*none*/ 0,   /*one*/ 1,   /*two*/ 3,     /*flex2*/ 8, /*three*/ 10,
    /*flex3*/ 32, /*four*/ 40, /*flex4*/ 160, /*five*/ 600};

// Extra worth of points where threats combine: they decide games.
constexpr int combination_bonus(PointThreat threat) {
  switch (threat) {
    case PointThreat::double_three:
      return 120;
    case PointThreat::four_three:
      return 300;
    case PointThreat::win:
      return 400;
    default:
      return 0;
  }
}

PointValue value_of(const std::array<LinePattern, 4>& patterns) {
  int fives = 0, flex4s = 0, fours = 0, flex3s = 0;
  int score = 0;
  for (const LinePattern pattern : patterns) {
    score += kLineScore[static_cast<int>(pattern)];
    fives += pattern == LinePattern::five ? 1 : 0;
    flex4s += pattern == LinePattern::flex4 ? 1 : 0;
    fours += pattern == LinePattern::four ? 1 : 0;
    flex3s += pattern == LinePattern::flex3 ? 1 : 0;
  }
  PointThreat threat = PointThreat::none;
  if (fives > 0) {
    threat = PointThreat::five;
  } else if (flex4s > 0 || fours >= 2) {
    threat = PointThreat::win;
  } else if (fours == 1) {
    threat = flex3s > 0 ? PointThreat::four_three : PointThreat::four;
  } else if (flex3s > 0) {
    threat = flex3s >= 2 ? PointThreat::double_three : PointThreat::three;
  }
  return {threat, score + combination_bonus(threat)};
}

std::array<PointValue, kPatternCodeCount> build_point_values() {
  std::array<PointValue, kPatternCodeCount> values{};
  for (int code = 0; code < kPatternCodeCount; ++code) {
    std::array<LinePattern, 4> patterns{};
    int rest = code;
    for (auto& pattern : patterns) {
      pattern = static_cast<LinePattern>(rest % kLinePatternCount);
      rest /= kLinePatternCount;
    }
    values[static_cast<std::size_t>(code)] = value_of(patterns);
  }
  return values;
}

}  // namespace

int pattern_code(const std::array<LinePattern, 4>& patterns) {
  int code = 0;
  for (std::size_t line = 0; line < 4; ++line) {
    code += static_cast<int>(patterns[line]) * kPatternCodeWeight[line];
  }
  return code;
}

const std::array<PointValue, kPatternCodeCount>& point_value_table() {
  static const auto values = build_point_values();
  return values;
}

int position_score(std::int32_t own_total, std::int32_t their_total) {
  // The side to move will act first, so its own chances weigh a little more than the opponent's.
  const int score = own_total - their_total * 7 / 8;
  return std::clamp(score, -kEvalLimit + 1, kEvalLimit - 1);
}

}  // namespace arcade::gomoku
