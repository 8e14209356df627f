// Multi-ProbCut's parameters: which shallow search predicts a deep one, and how far apart their
// scores spread, calibrated by `reversi-train probcut` on the project's own self-play positions.
#pragma once

namespace arcade::reversi {

// From this depth on, the midgame search tries a ProbCut before its moves.
inline constexpr int kProbCutMinDepth = 3;

// How many spreads the shallow score must clear the bound by: at 1.5, a cut is wrong about one
// time in fifteen if the differences are normal.
inline constexpr double kProbCutConfidence = 1.5;

// The spread model's coefficients (see probcut_spread), from `reversi-train probcut --positions
// 400 --deepest 10` on round-3 self-play positions with the round-3 players' weights: spreads of
// 2.2 to 5.1 discs, narrower with more empty squares; the line fit is
// 547 + 0.11 × depth − 4.72 × empties.
inline constexpr double kProbCutSpreadBase = 547;
inline constexpr double kProbCutSpreadPerDepth = 0.1;
inline constexpr double kProbCutSpreadPerEmpty = -4.7;

// The depth of the search that predicts one `depth` plies deep: about half, of the same parity
// (odd and even depths see the board from different sides' last moves).
constexpr int probcut_depth(int depth) {
  return 2 * (depth / 4) + (depth & 1);
}

// The spread (standard deviation, hundredths of a disc) of deep minus shallow scores at `depth`
// with `empties` empty squares, a linear fit over depths 3 to 10 and 20 to 56 empties.
constexpr double probcut_spread(int depth, int empties) {
  return kProbCutSpreadBase + kProbCutSpreadPerDepth * depth + kProbCutSpreadPerEmpty * empties;
}

// The margin the shallow score must clear, hundredths of a disc.
constexpr int probcut_margin(int depth, int empties) {
  return static_cast<int>(kProbCutConfidence * probcut_spread(depth, empties) + 0.5);
}

}  // namespace arcade::reversi
