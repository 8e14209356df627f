// The Connect Four tests' one way to set up a position: from its moves, checked legal.
#pragma once

#include <catch2/catch.hpp>

#include <string_view>

#include "games/connect4/connect4.h"

namespace arcade::test {

// The position after `moves`, column letters from the empty board; fails the test case when a
// move is illegal.
inline ConnectFour connect4_after(std::string_view moves) {
  auto position = ConnectFour::from_moves(moves);
  INFO(moves << ": " << (position.ok() ? "" : position.error()));
  REQUIRE(position.ok());
  return *position;
}

}  // namespace arcade::test
