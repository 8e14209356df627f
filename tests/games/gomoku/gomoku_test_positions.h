// The Gomoku tests' one way to set up a board: from its moves, checked legal.
#pragma once

#include <catch2/catch.hpp>

#include "games/gomoku/gomoku.h"

namespace arcade::test {

// The board after `moves` ("h8 i9 ...", black first) under `options`; fails the test case, naming
// the moves and the reason, when they are not a legal game.
inline Gomoku gomoku_after(const char* moves, GomokuOptions options = {}) {
  auto board = Gomoku::from_text(moves, options);
  INFO(moves << ": " << (board.ok() ? "" : board.error()));
  REQUIRE(board.ok());
  return *board;
}

}  // namespace arcade::test
