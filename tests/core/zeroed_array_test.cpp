// ZeroedArray: every byte zero at first, 64-byte aligned, writable, and moved without copying.
#include <catch2/catch.hpp>

#include <cstdint>

#include "core/zeroed_array.h"

using arcade::ZeroedArray;

namespace {

struct alignas(64) Slot {
  std::uint64_t key = 0;
  std::int16_t score = 0;
  std::uint8_t flag = 0;
};

}  // namespace

TEST_CASE("a zeroed array starts all zero and aligned, and keeps what is written") {
  ZeroedArray<Slot> slots(10'000);
  REQUIRE(slots.size() == 10'000);
  CHECK(reinterpret_cast<std::uintptr_t>(&slots[0]) % 64 == 0);
  for (const Slot& slot : slots) {
    CHECK(slot.key == 0);
    CHECK(slot.score == 0);
    CHECK(slot.flag == 0);
  }
  slots[9'999].key = 42;
  slots[0].score = -7;
  CHECK(slots[9'999].key == 42);
  CHECK(slots[0].score == -7);
}

TEST_CASE("a zeroed array moves its memory, and a large one is usable page by page") {
  ZeroedArray<std::uint64_t> big(std::size_t{1} << 22);  // 32 MB
  big[0] = 1;
  big[big.size() - 1] = 2;
  ZeroedArray<std::uint64_t> moved(std::move(big));
  CHECK(moved.size() == std::size_t{1} << 22);
  CHECK(moved[0] == 1);
  CHECK(moved[moved.size() - 1] == 2);
  CHECK(moved[moved.size() / 2] == 0);
  ZeroedArray<std::uint64_t> other(3);
  other = std::move(moved);
  CHECK(other[0] == 1);
}
