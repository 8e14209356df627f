// Tests of the Gomoku engine's transposition table: what it keeps, and what gives way when full.
#include <catch2/catch.hpp>
#include <cstdint>

#include "games/gomoku/gomoku_tt.h"

using namespace arcade::gomoku;

namespace {

using Bound = TranspositionTable::Bound;

// A table of 2^4 entries has four buckets of four; keys equal modulo 4 share a bucket.
constexpr int kBits = 4;
std::uint64_t key_in_bucket_one(int n) {
  return 1 + 4 * static_cast<std::uint64_t>(n + 1);
}

bool holds(const TranspositionTable& table, std::uint64_t key) {
  return table.probe(key) != nullptr;
}

}  // namespace

TEST_CASE("the table finds what it was told, and nothing it was not") {
  TranspositionTable table(kBits);
  CHECK_FALSE(holds(table, 0));  // an all-zero entry is empty, not the position of key 0
  table.store(0x1234'5678'9abc'def1ULL, 7, -250, Bound::lower, 112);
  const auto* entry = table.probe(0x1234'5678'9abc'def1ULL);
  REQUIRE(entry != nullptr);
  CHECK(entry->score == -250);
  CHECK(entry->move == 112);
  CHECK(entry->depth == 7);
  CHECK(entry->bound() == Bound::lower);
  CHECK_FALSE(holds(table, 0x1234'5678'9abc'def5ULL));  // the same bucket, another position
}

TEST_CASE("a position stored again is overwritten in place, keeping its move if none is given") {
  TranspositionTable table(kBits);
  const std::uint64_t key = key_in_bucket_one(0);
  table.store(key, 4, 10, Bound::exact, 50);
  table.store(key, 6, 30, Bound::upper, -1);
  const auto* entry = table.probe(key);
  REQUIRE(entry != nullptr);
  CHECK(entry->depth == 6);
  CHECK(entry->score == 30);
  CHECK(entry->bound() == Bound::upper);
  CHECK(entry->move == 50);
  // The bucket still has room for three others beside it.
  for (int n = 1; n <= 3; ++n) table.store(key_in_bucket_one(n), 1, 0, Bound::exact, n);
  for (int n = 0; n <= 3; ++n) CHECK(holds(table, key_in_bucket_one(n)));
}

TEST_CASE("a full bucket gives way to the shallowest entry, and to older searches' first") {
  TranspositionTable table(kBits);
  const int depths[] = {5, 3, 7, 6};
  for (int n = 0; n < 4; ++n) table.store(key_in_bucket_one(n), depths[n], 0, Bound::exact, n);

  // A fifth position takes the place of the shallowest, whatever its own depth.
  table.store(key_in_bucket_one(4), 1, 0, Bound::exact, 4);
  CHECK(holds(table, key_in_bucket_one(4)));
  CHECK_FALSE(holds(table, key_in_bucket_one(1)));
  for (const int n : {0, 2, 3}) CHECK(holds(table, key_in_bucket_one(n)));

  // In the next search every old entry gives way before a new one, the shallowest old one first.
  table.new_search();
  table.store(key_in_bucket_one(5), 0, 0, Bound::exact, 5);
  CHECK_FALSE(holds(table, key_in_bucket_one(4)));  // depth 1, old
  table.store(key_in_bucket_one(6), 0, 0, Bound::exact, 6);
  CHECK_FALSE(holds(table, key_in_bucket_one(0)));  // depth 5, old: the new depth 0 stays
  CHECK(holds(table, key_in_bucket_one(5)));
  CHECK(holds(table, key_in_bucket_one(6)));
  for (const int n : {2, 3}) CHECK(holds(table, key_in_bucket_one(n)));

  // Other buckets are untouched by all this.
  table.store(2, 9, 0, Bound::exact, 0);
  CHECK(holds(table, 2));
  CHECK(holds(table, key_in_bucket_one(2)));
}
