// A large array whose bytes start all zero and that costs nothing up front: for the engines'
// transposition tables, made at the start of a search that must stop the moment it is asked to.
#pragma once

#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <new>
#include <type_traits>
#include <utility>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace arcade {

// `count` objects of T, every byte zero, 64-byte aligned. On Linux the memory comes straight from
// mmap, which maps and zeroes each page on first touch, so making a table of tens of megabytes
// takes microseconds instead of the milliseconds of clearing it (during which a search could not
// notice its stop). Elsewhere it is cleared at once. T must be an implicit-lifetime type whose
// all-zero bytes are a valid value (plain structs of numbers). Throws std::bad_alloc when there
// is no memory.
template <class T>
class ZeroedArray {
  static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>,
                "the objects are never constructed or destroyed, only their bytes set");
  static_assert(alignof(T) <= 64, "the memory is 64-byte aligned");

 public:
  explicit ZeroedArray(std::size_t count)
      : count_(count), bytes_(round_up(count * sizeof(T))), data_(allocate(bytes_)) {}
  ~ZeroedArray() { release(); }
  ZeroedArray(const ZeroedArray&) = delete;
  ZeroedArray& operator=(const ZeroedArray&) = delete;
  ZeroedArray(ZeroedArray&& other) noexcept
      : count_(std::exchange(other.count_, 0)),
        bytes_(std::exchange(other.bytes_, 0)),
        data_(std::exchange(other.data_, nullptr)) {}
  ZeroedArray& operator=(ZeroedArray&& other) noexcept {
    if (this != &other) {
      release();
      count_ = std::exchange(other.count_, 0);
      bytes_ = std::exchange(other.bytes_, 0);
      data_ = std::exchange(other.data_, nullptr);
    }
    return *this;
  }

  std::size_t size() const { return count_; }
  T& operator[](std::size_t index) { return data_[index]; }
  const T& operator[](std::size_t index) const { return data_[index]; }
  T* begin() { return data_; }
  T* end() { return data_ + count_; }

 private:
  static constexpr std::size_t kAlignment = 64;
  static std::size_t round_up(std::size_t bytes) {
    const std::size_t nonzero = bytes ? bytes : 1;
    return (nonzero + kAlignment - 1) / kAlignment * kAlignment;
  }

  static T* allocate(std::size_t bytes) {
#ifdef __linux__
    void* memory = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (memory == MAP_FAILED) throw std::bad_alloc();
#else
    void* memory = std::aligned_alloc(kAlignment, bytes);
    if (!memory) throw std::bad_alloc();
    std::memset(memory, 0, bytes);
#endif
    // C++20 creates implicit-lifetime objects in memory obtained this way.
    return static_cast<T*>(memory);
  }

  void release() {
    if (!data_) return;
#ifdef __linux__
    munmap(data_, bytes_);
#else
    std::free(data_);
#endif
    data_ = nullptr;
  }

  std::size_t count_;
  std::size_t bytes_;
  T* data_;
};

}  // namespace arcade
