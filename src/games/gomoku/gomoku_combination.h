// The unordered combination of a point's four line patterns: what the evaluation can value a point
// by beyond the sum of its lines (an open three with two open twos is more than their sum).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "games/gomoku/gomoku_patterns.h"

namespace arcade::gomoku {

// Four patterns out of nine, order ignored: (9 + 4 − 1 choose 4).
inline constexpr int kCombinationCount = 495;

// The combination of four patterns given as a pattern code (see gomoku_eval.h's pattern_code,
// line 0 in the lowest base-9 digit): 0..kCombinationCount−1, the same for every order of the
// four. Combination 0 is four lines of `none`.
int combination_of_code(int pattern_code);

// The four patterns of `combination`, strongest first.
std::array<LinePattern, 4> combination_patterns(int combination);

// A pattern's name as the weights files write it ("none", "one", ..., "five"), and back.
std::string_view pattern_name(LinePattern pattern);
std::optional<LinePattern> pattern_from_name(std::string_view name);

// The combination as four pattern names, strongest first ("flex3 flex2 flex2 one").
std::string combination_text(int combination);

}  // namespace arcade::gomoku
