// Numbering the unordered combinations of four line patterns, once, in a table by pattern code.
#include "games/gomoku/gomoku_combination.h"

#include <algorithm>
#include <functional>
#include <map>
#include <vector>

#include "games/gomoku/gomoku_eval.h"

namespace arcade::gomoku {
namespace {

constexpr std::array<std::string_view, kLinePatternCount> kPatternNames{
    "none", "one", "two", "flex2", "three", "flex3", "four", "flex4", "five"};

std::array<LinePattern, 4> sorted_patterns(int code) {
  std::array<LinePattern, 4> patterns = patterns_of_code(code);
  std::sort(patterns.begin(), patterns.end(), std::greater<>());
  return patterns;
}

// Combinations are numbered in the order of their first pattern code, so the numbering is fixed
// by the pattern enum alone (weights files depend on it only through the names they write).
struct CombinationTables {
  std::array<int, kPatternCodeCount> by_code{};
  std::vector<std::array<LinePattern, 4>> patterns;

  CombinationTables() {
    std::map<std::array<LinePattern, 4>, int> numbers;
    for (int code = 0; code < kPatternCodeCount; ++code) {
      const auto key = sorted_patterns(code);
      const auto [entry, added] = numbers.emplace(key, static_cast<int>(patterns.size()));
      if (added) patterns.push_back(key);
      by_code[static_cast<std::size_t>(code)] = entry->second;
    }
  }
};

const CombinationTables& tables() {
  static const CombinationTables built;
  return built;
}

}  // namespace

int combination_of_code(int pattern_code) {
  return tables().by_code[static_cast<std::size_t>(pattern_code)];
}

std::array<LinePattern, 4> combination_patterns(int combination) {
  return tables().patterns[static_cast<std::size_t>(combination)];
}

std::string_view pattern_name(LinePattern pattern) {
  return kPatternNames[static_cast<std::size_t>(pattern)];
}

std::optional<LinePattern> pattern_from_name(std::string_view name) {
  const auto found = std::find(kPatternNames.begin(), kPatternNames.end(), name);
  if (found == kPatternNames.end()) return std::nullopt;
  return static_cast<LinePattern>(found - kPatternNames.begin());
}

std::string combination_text(int combination) {
  std::string text;
  for (const LinePattern pattern : combination_patterns(combination)) {
    if (!text.empty()) text += ' ';
    text += pattern_name(pattern);
  }
  return text;
}

}  // namespace arcade::gomoku
