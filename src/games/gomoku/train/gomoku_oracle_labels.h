// An oracle's ratings of the positions of recorded games (tools/gomoku_labels.py writes them), as
// targets for fitting the evaluation beside the games' outcomes.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/result.h"

namespace arcade::gomoku {

// A rating is from the side to move's view, in the oracle's own units; a forced win in n plies
// is kOracleMate − n, a forced loss −(kOracleMate − n), as tools/gomoku_oracle.py counts them.
inline constexpr int kOracleMate = 30000;
// Ratings this far from zero or further are forced wins or losses.
inline constexpr int kOracleMateThreshold = kOracleMate - 1000;

// The ratings of each rated game, by the game's moves ("x,y x,y ...", single spaces): one per
// position from the end of the opening to the last move, none where the oracle gave none.
using OracleLabels = std::unordered_map<std::string, std::vector<std::optional<int>>>;

// The labels of `text`: lines "labels x,y x,y ... : R R ...", each R a number, +Mn or -Mn (a
// forced win in n plies for the side to move or its opponent) or ? (no rating); blank lines and
// lines that begin with '#' are skipped; a game rated twice keeps its first line's ratings. An
// error names the first malformed line; nothing is returned then.
Result<OracleLabels> parse_oracle_labels(std::string_view text);

// The key of a game in OracleLabels: its points as "x,y" with single spaces between.
std::string oracle_game_key(const std::vector<std::pair<int, int>>& points);

// The win probability a rating stands for: 1 or 0 for a forced win or loss, else
// sigmoid(rating / scale).
double oracle_probability(int rating, double scale);

}  // namespace arcade::gomoku
