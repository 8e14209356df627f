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
                                   "",
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
                                   "",
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
                                   "",
                                   {"f11", "g11"}};
  return puzzle;
}

Gomoku gomoku_puzzle_position(const GomokuPuzzle& puzzle) {
  if (!puzzle.rows.empty()) return gomoku_from_rows(puzzle.rows);
  return *Gomoku::from_text(puzzle.moves, {});
}

const std::vector<GomokuPuzzle>& gomoku_puzzles() {
  // A puzzle met in an engine game, solved by the threat search with `first_move`.
  const auto game = [](std::string name, std::string kind, std::string moves,
                       std::string first_move) {
    return GomokuPuzzle{std::move(name),  std::move(kind),         {},
                        std::move(moves), {std::move(first_move)}, false};
  };
  static const std::vector<GomokuPuzzle> puzzles{
      gomoku_four_three_puzzle(),
      gomoku_three_fours_puzzle(),
      gomoku_four_then_double_three_puzzle(),
      game("seven fours", "VCF",
           "i10 j8 g7 i9 h6 i5 j10 h10 g11 k7 l6 j6 l8 j5 j7 k5 l5 l4 i7 m3 n2 h4 g3 g5 h5 f6",
           "l9"),
      game("threats at move 9", "VCT", "i9 j7 h8 k8 i6 j9 j10 k11", "f6"),
      game("five threats", "VCT", "i9 j10 j9 k9 i11 l8 i10 i8 h10 k8 j8", "m7"),
      game("six threats", "VCT", "h9 g8 f9 g10 g11 g9 i11 h8 h11 f11 f10 f8 e8", "g7"),
  };
  return puzzles;
}

}  // namespace arcade
