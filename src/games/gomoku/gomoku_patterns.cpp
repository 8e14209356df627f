// Line patterns of Gomoku: the classification of a line around a point, and its lookup tables.
#include "games/gomoku/gomoku_patterns.h"

#include <algorithm>
#include <memory>

namespace arcade::gomoku {
namespace {

constexpr int kCentre = kLineReach;
constexpr int kLineCells = 2 * kLineReach + 1;
using Line = std::array<LineCell, kLineCells>;

// True if the own stones through the centre (which is own) form a winning row.
bool centre_makes_five(const Line& line, bool exact_five) {
  int length = 1;
  for (int i = kCentre - 1; i >= 0 && line[i] == kLineOwn; --i) ++length;
  for (int i = kCentre + 1; i < kLineCells && line[i] == kLineOwn; ++i) ++length;
  return exact_five ? length == 5 : length >= 5;
}

// How many empty points would each complete a winning row through the centre.
int five_points(Line line, bool exact_five) {
  int count = 0;
  for (int i = 0; i < kLineCells; ++i) {
    if (i == kCentre || line[i] != kLineEmpty) continue;
    line[i] = kLineOwn;
    if (centre_makes_five(line, exact_five)) ++count;
    line[i] = kLineEmpty;
  }
  return count;
}

// The pattern of a line whose centre holds the stone just placed; recursion without memory.
LinePattern classify_placed(Line line, bool exact_five) {
  if (centre_makes_five(line, exact_five)) return LinePattern::five;
  const int fives = five_points(line, exact_five);
  if (fives >= 2) return LinePattern::flex4;
  if (fives == 1) return LinePattern::four;
  bool makes_four = false;
  for (int i = 0; i < kLineCells; ++i) {
    if (i == kCentre || line[i] != kLineEmpty) continue;
    line[i] = kLineOwn;
    const int next = five_points(line, exact_five);
    line[i] = kLineEmpty;
    if (next >= 2) return LinePattern::flex3;
    makes_four = makes_four || next == 1;
  }
  if (makes_four) return LinePattern::three;
  LinePattern best = LinePattern::none;
  for (int i = 0; i < kLineCells; ++i) {
    if (i == kCentre || line[i] != kLineEmpty) continue;
    line[i] = kLineOwn;
    const LinePattern next = classify_placed(line, exact_five);
    line[i] = kLineEmpty;
    if (next == LinePattern::flex3) return LinePattern::flex2;
    if (next == LinePattern::three) best = LinePattern::two;
    if ((next == LinePattern::flex2 || next == LinePattern::two) && best == LinePattern::none) {
      best = LinePattern::one;
    }
  }
  return best;
}

Line line_of_key(int key) {
  Line line{};
  for (int offset = -kLineReach; offset <= kLineReach; ++offset) {
    if (offset == 0) continue;
    line[kCentre + offset] = static_cast<LineCell>(key / kLineDigitWeight[line_digit(offset)] % 3);
  }
  line[kCentre] = kLineOwn;
  return line;
}

// Builds a rule's table with memory: the pattern of a key depends on the keys with one more own
// stone, which the memo already holds or computes first.
class TableBuilder {
 public:
  explicit TableBuilder(bool exact_five) : exact_five_(exact_five) {
    for (int key = 0; key < kLineKeyCount; ++key) {
      five_[key] = centre_makes_five(line_of_key(key), exact_five_);
    }
    for (int key = 0; key < kLineKeyCount; ++key) {
      int count = 0;
      for_each_empty(key, [&](int next) { count += five_[next] ? 1 : 0; });
      five_points_[key] = static_cast<std::uint8_t>(count);
    }
    known_.fill(false);
  }

  LinePattern pattern(int key) {
    if (known_[key]) return table_[key];
    table_[key] = compute(key);
    known_[key] = true;
    return table_[key];
  }

  const std::array<LinePattern, kLineKeyCount>& table() {
    for (int key = 0; key < kLineKeyCount; ++key) pattern(key);
    return table_;
  }

 private:
  // Calls visit(key with that point own) for each empty neighbour of the centre.
  template <class Visit>
  static void for_each_empty(int key, Visit visit) {
    for (int digit = 0; digit < 10; ++digit) {
      if (key / kLineDigitWeight[digit] % 3 == kLineEmpty) visit(key + kLineDigitWeight[digit]);
    }
  }

  LinePattern compute(int key) {
    if (five_[key]) return LinePattern::five;
    if (five_points_[key] >= 2) return LinePattern::flex4;
    if (five_points_[key] == 1) return LinePattern::four;
    int best_fives = 0;
    for_each_empty(key,
                   [&](int next) { best_fives = std::max<int>(best_fives, five_points_[next]); });
    if (best_fives >= 2) return LinePattern::flex3;
    if (best_fives == 1) return LinePattern::three;
    LinePattern best = LinePattern::none;
    for_each_empty(key, [&](int next) {
      const LinePattern after = pattern(next);
      if (after == LinePattern::flex3) {
        best = LinePattern::flex2;
      } else if (after == LinePattern::three && best != LinePattern::flex2) {
        best = LinePattern::two;
      } else if ((after == LinePattern::flex2 || after == LinePattern::two) &&
                 best == LinePattern::none) {
        best = LinePattern::one;
      }
    });
    return best;
  }

  bool exact_five_;
  std::array<bool, kLineKeyCount> five_{};
  std::array<std::uint8_t, kLineKeyCount> five_points_{};
  std::array<bool, kLineKeyCount> known_{};
  std::array<LinePattern, kLineKeyCount> table_{};
};

std::unique_ptr<std::array<LinePattern, kLineKeyCount>> build_pattern_table(bool exact_five) {
  auto builder = std::make_unique<TableBuilder>(exact_five);
  return std::make_unique<std::array<LinePattern, kLineKeyCount>>(builder->table());
}

}  // namespace

const std::array<LinePattern, kLineKeyCount>& line_pattern_table(bool exact_five) {
  // Immutable once built; static locals are initialised once, safely across threads.
  static const auto freestyle = build_pattern_table(false);
  static const auto exact = build_pattern_table(true);
  return exact_five ? *exact : *freestyle;
}

LinePattern classify_line(const std::array<LineCell, 11>& cells, bool exact_five) {
  Line line = cells;
  line[kCentre] = kLineOwn;
  return classify_placed(line, exact_five);
}

}  // namespace arcade::gomoku
