// The FFO endgame benchmark (positions #40-#59 with their exact scores and best moves), as text
// embedded in the program and as parsed positions.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "games/reversi/reversi.h"

namespace arcade {

// One benchmark position: its number (40 for "ffo40"), the position, the exact final disc
// difference for the side to move under perfect play, and every move that reaches it.
struct FfoPosition {
  int number = 0;
  Reversi position;
  int score = 0;
  std::vector<Move> best_moves;
};

// Reads the benchmark format: '#' comment lines, then one position per line as
// `<64 board characters> <X|O> <score> ffo<number> <moves,comma-separated>`. Names the line and
// the field that is wrong, if one is.
Result<std::vector<FfoPosition>> parse_ffo_positions(std::string_view text);

// The text of data/ffo-40-59.txt, as embedded at build time.
std::string_view ffo_benchmark_text();

// The embedded benchmark, parsed once.
const std::vector<FfoPosition>& ffo_benchmark();

}  // namespace arcade
