// Gomoku positions with a known forced win: hand-made ones that test one idea each.
#include "games/gomoku/gomoku_puzzles.h"

namespace arcade {

Gomoku gomoku_from_rows(const std::vector<std::string>& rows, bool exact_five) {
  std::vector<Move> black;
  std::vector<Move> white;
  const int size = static_cast<int>(rows.size());
  for (int row = 0; row < size; ++row) {
    const std::string& text = rows[static_cast<std::size_t>(row)];
    for (int column = 0; column < size && column < static_cast<int>(text.size()); ++column) {
      const char c = text[static_cast<std::size_t>(column)];
      if (c == 'X') black.push_back(row * size + column);
      if (c == 'O') white.push_back(row * size + column);
    }
  }
  Gomoku position = *Gomoku::start({.size = size, .exact_five = exact_five});
  for (std::size_t i = 0; i < black.size(); ++i) {
    if (position.is_legal(black[i])) position.apply(black[i]);
    if (i < white.size() && position.is_legal(white[i])) position.apply(white[i]);
  }
  return position;
}

const GomokuPuzzle& gomoku_four_three_puzzle() {
  static const GomokuPuzzle puzzle{"four-three",
                                   "VCF",
                                   {
                                       "O.............O",  // 1
                                       "...............",  // 2
                                       "...............",  // 3
                                       "...............",  // 4
                                       "...............",  // 5
                                       ".......X.......",  // 6
                                       ".......X.......",  // 7
                                       "...OXXX........",  // 8
                                       "...............",  // 9
                                       "...............",  // 10
                                       "...............",  // 11
                                       "...............",  // 12
                                       "...............",  // 13
                                       "...............",  // 14
                                       "O.............O",  // 15
                                   },
                                   {"h8"}};
  return puzzle;
}

const GomokuPuzzle& gomoku_three_fours_puzzle() {
  static const GomokuPuzzle puzzle{"three fours",
                                   "VCF",
                                   {
                                       "O.............O",  // 1
                                       "...............",  // 2
                                       "...............",  // 3
                                       "...............",  // 4
                                       "...............",  // 5
                                       "...............",  // 6
                                       "O........O.....",  // 7
                                       ".X.......XX....",  // 8
                                       "..X....X.......",  // 9
                                       "...X..X........",  // 10
                                       ".OXX...........",  // 11
                                       "...............",  // 12
                                       "...O...........",  // 13
                                       "...............",  // 14
                                       "O...........O.O",  // 15
                                   },
                                   {"e11"}};
  return puzzle;
}

const GomokuPuzzle& gomoku_four_then_double_three_puzzle() {
  static const GomokuPuzzle puzzle{"four, then double three",
                                   "VCT",
                                   {
                                       "O.............O",  // 1
                                       "...............",  // 2
                                       "...............",  // 3
                                       "...............",  // 4
                                       "...............",  // 5
                                       "...............",  // 6
                                       "...............",  // 7
                                       "...............",  // 8
                                       "........XX.....",  // 9
                                       "......X........",  // 10
                                       ".OXXX..........",  // 11
                                       "...............",  // 12
                                       "...............",  // 13
                                       "...............",  // 14
                                       "O...........O.O",  // 15
                                   },
                                   {"f11", "g11"}};
  return puzzle;
}

const std::vector<GomokuPuzzle>& gomoku_puzzles() {
  static const std::vector<GomokuPuzzle> puzzles{gomoku_four_three_puzzle(),
                                                 gomoku_three_fours_puzzle(),
                                                 gomoku_four_then_double_three_puzzle()};
  return puzzles;
}

}  // namespace arcade
