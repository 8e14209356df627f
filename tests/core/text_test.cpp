// Tests of the text helpers.
#include <catch2/catch.hpp>

#include "core/text.h"

using namespace arcade;

TEST_CASE("parse_integer accepts whole numbers in range only") {
  CHECK(parse_integer("42", 0, 100) == 42);
  CHECK(parse_integer("-3", -5, 5) == -3);
  CHECK_FALSE(parse_integer("", 0, 100));
  CHECK_FALSE(parse_integer("4x", 0, 100));
  CHECK_FALSE(parse_integer("+4", 0, 100));
  CHECK_FALSE(parse_integer("101", 0, 100));
  CHECK_FALSE(parse_integer("99999999999999999999999", 0, 100));
}

TEST_CASE("parse_integer takes plain decimal only: no leading zeros, spaces, -0 or hex") {
  CHECK(parse_integer("0", 0, 100) == 0);
  CHECK(parse_integer("-10", -20, 20) == -10);
  for (const char* text : {"010", "00", "-0", "-05", " 5", "5 ", "0x10", "1e1", "5.0", "-"}) {
    INFO(text);
    CHECK_FALSE(parse_integer(text, -100, 100));
  }
}

TEST_CASE("split drops empty pieces and trim removes outer whitespace") {
  CHECK(split(",a,,b c,", ", ") == std::vector<std::string_view>{"a", "b", "c"});
  CHECK(split("", ",").empty());
  CHECK(trim("  x y \r\n") == "x y");
  CHECK(trim(" \t ").empty());
}

TEST_CASE("quote_for_message cuts long text and hides control bytes") {
  CHECK(quote_for_message("abc") == "'abc'");
  CHECK(quote_for_message(std::string("a\x01"
                                      "b")) == "'a?b'");
  CHECK(quote_for_message(std::string(50, 'z'), 5) == "'zzzzz...'");
}
