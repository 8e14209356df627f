// Tests of the shared undo/redo history.
#include <catch2/catch.hpp>

#include "core/history.h"

using arcade::History;

TEST_CASE("history undoes and redoes in order and a new move drops the redo tail") {
  History<int> history(0);
  history.push(10, 1);
  history.push(20, 2);
  history.push(30, 3);
  CHECK(history.current() == 3);
  CHECK(history.moves_to_cursor() == std::vector<arcade::Move>{10, 20, 30});

  REQUIRE(history.undo());
  REQUIRE(history.undo());
  CHECK(history.current() == 1);
  CHECK(history.can_redo());
  REQUIRE(history.redo());
  CHECK(history.current() == 2);

  history.push(99, 7);
  CHECK(history.current() == 7);
  CHECK_FALSE(history.can_redo());
  CHECK(history.size() == 4);
  CHECK(history.moves_to_cursor() == std::vector<arcade::Move>{10, 20, 99});
  CHECK(history.move_into(3) == 99);
}

TEST_CASE("history refuses to undo past the start or redo past the newest state") {
  History<int> history(5);
  CHECK_FALSE(history.undo());
  CHECK_FALSE(history.redo());
  CHECK(history.current() == 5);
  CHECK(history.cursor() == 0);
}
