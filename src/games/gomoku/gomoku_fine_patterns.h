// Finer line patterns for the evaluation: each of one, two, flex2, three and flex3 split by how
// many ways its line has to grow, so an open two with room on both sides is told from a cramped
// one.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "games/gomoku/gomoku_patterns.h"

namespace arcade::gomoku {

// A fine pattern is a LinePattern and a bucket: how many more points of the line than the fewest
// any line of that pattern has would take it to the step that defines the pattern (for a one, a
// two or flex2; a two, a three; a flex2, a flex3; a three, a four; a flex3, a flex4). Buckets
// cap at the last: one+2 has two or more extra ways. The names, weakest first:
//   none, one, one+1, one+2, two, two+1, flex2, flex2+1, flex2+2, three, three+1,
//   flex3, flex3+1, four, flex4, five.
inline constexpr int kFinePatternCount = 16;

// Four fine patterns packed four bits a line, line 0 lowest: what a point's fine value is
// looked up by.
inline constexpr int kFineCodeCount = 1 << 16;

// The LinePattern each fine pattern refines.
inline constexpr std::array<LinePattern, kFinePatternCount> kCoarseOfFine{
    LinePattern::none,  LinePattern::one,   LinePattern::one,   LinePattern::one,
    LinePattern::two,   LinePattern::two,   LinePattern::flex2, LinePattern::flex2,
    LinePattern::flex2, LinePattern::three, LinePattern::three, LinePattern::flex3,
    LinePattern::flex3, LinePattern::four,  LinePattern::flex4, LinePattern::five};

// The fine pattern of every line key (see gomoku_patterns.h) for a rule; built once, never
// changed afterwards. Its coarse pattern is always line_pattern_table's for the key.
const std::array<std::uint8_t, kLineKeyCount>& fine_pattern_table(bool exact_five);

// The fine code of four fine patterns (by line).
constexpr int fine_code(const std::array<std::uint8_t, 4>& fine) {
  return fine[0] | fine[1] << 4 | fine[2] << 8 | fine[3] << 12;
}

// The same code with its four patterns sorted, weakest in line 0: one number per unordered
// combination, which weights files and fits key fine values by.
int canonical_fine_code(int code);

// A fine pattern's name ("flex2+1"), and back.
std::string_view fine_pattern_name(int fine);
std::optional<int> fine_pattern_from_name(std::string_view name);

// The combination of a canonical code as four names, strongest first ("flex3 flex2+2 one none").
std::string fine_combination_text(int canonical_code);

}  // namespace arcade::gomoku
