// Gomoku positions with a known forced win, for the engine's tests and its benchmark.
#pragma once

#include <string>
#include <vector>

#include "games/gomoku/gomoku.h"

namespace arcade {

// A position drawn row by row, the first row at the top: 'X' a black stone, 'O' a white stone,
// anything else empty. It becomes a move list that alternates black and white stones in reading
// order, so black has as many stones as white (black to move) or one more (white to move).
Gomoku gomoku_from_rows(const std::vector<std::string>& rows, bool exact_five = false);

// A position where the side to move wins by force.
struct GomokuPuzzle {
  std::string name;
  std::string kind;                      // "VCF" (fours only) or "VCT" (threes and fours)
  std::vector<std::string> rows;         // the position, as for gomoku_from_rows, or empty and
  std::string moves;                     // the move list from the empty board
  std::vector<std::string> first_moves;  // moves known to start a forced win of that kind
  bool hand_made = true;  // built and checked by hand; the others come from engine games and are
                          // known to be wins only by the engine's own (sound) threat search
};

// The puzzle's position.
Gomoku gomoku_puzzle_position(const GomokuPuzzle& puzzle);

// Black to move wins by h8: a four (h8 with e8..g8, blocked at d8) that also makes an open three
// down the h column (h6, h7). After white's forced block at i8, the three becomes an open four.
const GomokuPuzzle& gomoku_four_three_puzzle();

// Black to move wins by continuous fours, three of them: e11 (a four on the b8-e11 diagonal,
// blocked at a7), white f12; then f11 (a four on row 11, blocked at b11), white g11; then i8, a
// four on the e12-h9 diagonal (closed at d13 and j7) that also makes the open three i8 j8 k8.
const GomokuPuzzle& gomoku_three_fours_puzzle();

// Black to move has no win by fours alone and no double three yet, but wins with a four and then
// a double three: f11 (white must take g11), then h9 makes the open threes f11 g10 h9 and
// h9 i9 j9. Playing g11 first (white f11), then g9, wins too.
const GomokuPuzzle& gomoku_four_then_double_three_puzzle();

// Every puzzle, the hand-made ones above first, then harder ones met in engine games (VCF in 7,
// VCT in 5 and 6) that make the benchmark's solve times worth measuring.
const std::vector<GomokuPuzzle>& gomoku_puzzles();

}  // namespace arcade
