// Helpers for the Gomoku engine tests: a tiny independent rules check to compare the engine
// against.
#pragma once

#include <string>
#include <vector>

#include "games/gomoku/gomoku.h"
#include "games/gomoku/gomoku_board.h"

namespace arcade::test {

// A bare grid: 0 empty, 1 black, 2 white, indexed row * size + column like Gomoku moves.
struct Grid {
  int size = 15;
  bool exact_five = false;
  std::vector<int> cells;
};

inline int stone(gomoku::Color color) {
  return color == gomoku::kBlack ? 1 : 2;
}

inline Grid grid_of(const Gomoku& position) {
  Grid grid{position.size(), position.exact_five(),
            std::vector<int>(static_cast<std::size_t>(position.size() * position.size()))};
  for (int move = 0; move < position.size() * position.size(); ++move) {
    const auto at = position.at(move);
    grid.cells[static_cast<std::size_t>(move)] = at == Gomoku::Stone::black   ? 1
                                                 : at == Gomoku::Stone::white ? 2
                                                                              : 0;
  }
  return grid;
}

// True if a stone of `color` on the empty `move` would complete a winning row.
inline bool wins_at(const Grid& grid, Move move, gomoku::Color color) {
  const int column = move % grid.size;
  const int row = move / grid.size;
  const int own = stone(color);
  for (const auto& [dc, dr] : kGomokuDirections) {
    int length = 1;
    for (const int sign : {1, -1}) {
      for (int c = column + sign * dc, r = row + sign * dr;
           c >= 0 && r >= 0 && c < grid.size && r < grid.size &&
           grid.cells[static_cast<std::size_t>(r * grid.size + c)] == own;
           c += sign * dc, r += sign * dr) {
        ++length;
      }
    }
    if (grid.exact_five ? length == 5 : length >= 5) return true;
  }
  return false;
}

// How many empty points would complete a winning row for `color`.
inline int completing_points(const Grid& grid, gomoku::Color color) {
  int count = 0;
  for (int move = 0; move < grid.size * grid.size; ++move) {
    if (grid.cells[static_cast<std::size_t>(move)] == 0 && wins_at(grid, move, color)) ++count;
  }
  return count;
}

}  // namespace arcade::test
