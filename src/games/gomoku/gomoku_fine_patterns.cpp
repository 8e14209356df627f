// Finer line patterns: the table from line keys, canonical codes and names.
#include "games/gomoku/gomoku_fine_patterns.h"

#include <algorithm>
#include <functional>
#include <memory>
#include <vector>

namespace arcade::gomoku {
namespace {

constexpr std::array<std::string_view, kFinePatternCount> kFineNames{
    "none",    "one",   "one+1",   "one+2", "two",     "two+1", "flex2", "flex2+1",
    "flex2+2", "three", "three+1", "flex3", "flex3+1", "four",  "flex4", "five"};

// Where each LinePattern's fine patterns begin, and how many it has.
constexpr std::array<int, kLinePatternCount> kFirstFine{0, 1, 4, 6, 9, 11, 13, 14, 15};
constexpr std::array<int, kLinePatternCount> kBuckets{1, 3, 2, 3, 2, 2, 1, 1, 1};

// True if `after` (the pattern once one more own stone is on the line) is the step that
// defines `pattern`.
bool grows(LinePattern pattern, LinePattern after) {
  switch (pattern) {
    case LinePattern::one:
      return after == LinePattern::two || after == LinePattern::flex2;
    case LinePattern::two:
      return after >= LinePattern::three;
    case LinePattern::flex2:
      return after >= LinePattern::flex3;
    case LinePattern::three:
      return after >= LinePattern::four;
    case LinePattern::flex3:
      return after >= LinePattern::flex4;
    default:
      return false;
  }
}

std::unique_ptr<std::array<std::uint8_t, kLineKeyCount>> build_fine_table(bool exact_five) {
  const auto& coarse = line_pattern_table(exact_five);
  std::vector<int> ways(kLineKeyCount);
  std::array<int, kLinePatternCount> fewest{};
  fewest.fill(kLineKeyCount);
  for (int key = 0; key < kLineKeyCount; ++key) {
    const LinePattern pattern = coarse[static_cast<std::size_t>(key)];
    int count = 0;
    for (const int weight : kLineDigitWeight) {
      if (key / weight % 3 != kLineEmpty) continue;
      count += grows(pattern, coarse[static_cast<std::size_t>(key + weight)]) ? 1 : 0;
    }
    ways[static_cast<std::size_t>(key)] = count;
    auto& low = fewest[static_cast<std::size_t>(pattern)];
    low = std::min(low, count);
  }
  auto table = std::make_unique<std::array<std::uint8_t, kLineKeyCount>>();
  for (int key = 0; key < kLineKeyCount; ++key) {
    const auto pattern = static_cast<std::size_t>(coarse[static_cast<std::size_t>(key)]);
    const int bucket =
        std::min(ways[static_cast<std::size_t>(key)] - fewest[pattern], kBuckets[pattern] - 1);
    (*table)[static_cast<std::size_t>(key)] =
        static_cast<std::uint8_t>(kFirstFine[pattern] + bucket);
  }
  return table;
}

std::array<std::uint8_t, 4> unpack(int code) {
  return {static_cast<std::uint8_t>(code & 15), static_cast<std::uint8_t>(code >> 4 & 15),
          static_cast<std::uint8_t>(code >> 8 & 15), static_cast<std::uint8_t>(code >> 12 & 15)};
}

}  // namespace

const std::array<std::uint8_t, kLineKeyCount>& fine_pattern_table(bool exact_five) {
  // Immutable once built; static locals are initialised once, safely across threads.
  static const auto freestyle = build_fine_table(false);
  static const auto exact = build_fine_table(true);
  return exact_five ? *exact : *freestyle;
}

int canonical_fine_code(int code) {
  auto fine = unpack(code);
  std::sort(fine.begin(), fine.end());
  return fine_code(fine);
}

std::string_view fine_pattern_name(int fine) {
  return kFineNames[static_cast<std::size_t>(fine)];
}

std::optional<int> fine_pattern_from_name(std::string_view name) {
  const auto found = std::find(kFineNames.begin(), kFineNames.end(), name);
  if (found == kFineNames.end()) return std::nullopt;
  return static_cast<int>(found - kFineNames.begin());
}

std::string fine_combination_text(int canonical_code) {
  auto fine = unpack(canonical_code);
  std::sort(fine.begin(), fine.end(), std::greater<>());
  std::string text;
  for (const int pattern : fine) {
    if (!text.empty()) text += ' ';
    text += fine_pattern_name(pattern);
  }
  return text;
}

}  // namespace arcade::gomoku
