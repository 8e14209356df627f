// A set of board points with constant-time insert, erase and membership, iterated as an array.
#pragma once

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>

namespace arcade::gomoku {

// Points are indices below Capacity; at most MaxItems are in the set at once. The iteration order
// depends on the history of inserts and erases (deterministically), not on the point values.
// Callers that change the board while looping copy the points out first.
template <int Capacity, int MaxItems>
class PointSet {
 public:
  PointSet() { slot_.fill(-1); }

  bool contains(int point) const { return slot_[static_cast<std::size_t>(point)] >= 0; }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  int operator[](int index) const { return items_[static_cast<std::size_t>(index)]; }
  const std::int16_t* begin() const { return items_.data(); }
  const std::int16_t* end() const { return items_.data() + size_; }

  void insert(int point) {
    if (contains(point)) return;
    assert(size_ < MaxItems);
    slot_[static_cast<std::size_t>(point)] = static_cast<std::int16_t>(size_);
    items_[static_cast<std::size_t>(size_++)] = static_cast<std::int16_t>(point);
  }

  // Where `point` is in the iteration order, or −1 when it is not in the set.
  int slot_of(int point) const { return slot_[static_cast<std::size_t>(point)]; }

  void erase(int point) {
    const int slot = slot_[static_cast<std::size_t>(point)];
    if (slot < 0) return;
    // Move the last item into the hole.
    const int last = items_[static_cast<std::size_t>(--size_)];
    items_[static_cast<std::size_t>(slot)] = static_cast<std::int16_t>(last);
    slot_[static_cast<std::size_t>(last)] = static_cast<std::int16_t>(slot);
    slot_[static_cast<std::size_t>(point)] = -1;
  }

  // Undoes erase(point), the last change to the set, which found `point` at `slot`: the set is
  // then exactly as before, iteration order included. Undoing an insert is erase(): the point
  // inserted last is the last item, and erasing it moves nothing.
  void undo_erase(int point, int slot) {
    assert(!contains(point) && slot >= 0 && slot <= size_ && size_ < MaxItems);
    const auto index = static_cast<std::size_t>(slot);
    if (slot < size_) {
      const int moved = items_[index];
      items_[static_cast<std::size_t>(size_)] = static_cast<std::int16_t>(moved);
      slot_[static_cast<std::size_t>(moved)] = static_cast<std::int16_t>(size_);
    }
    items_[index] = static_cast<std::int16_t>(point);
    slot_[static_cast<std::size_t>(point)] = static_cast<std::int16_t>(slot);
    ++size_;
  }

 private:
  std::array<std::int16_t, Capacity> slot_;
  std::array<std::int16_t, MaxItems> items_{};
  int size_ = 0;
};

// A short list of points on the stack, for move lists that must not allocate in the search.
template <int MaxItems>
class PointList {
 public:
  void push_back(int point) {
    assert(size_ < MaxItems);
    items_[static_cast<std::size_t>(size_++)] = static_cast<std::int16_t>(point);
  }
  template <int Capacity, int SetItems>
  void append(const PointSet<Capacity, SetItems>& set) {
    for (const int point : set) push_back(point);
  }
  bool contains(int point) const {
    for (int i = 0; i < size_; ++i) {
      if (items_[static_cast<std::size_t>(i)] == point) return true;
    }
    return false;
  }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  void clear() { size_ = 0; }
  void resize(int size) { size_ = size; }
  std::int16_t& operator[](int index) { return items_[static_cast<std::size_t>(index)]; }
  int operator[](int index) const { return items_[static_cast<std::size_t>(index)]; }
  std::int16_t* begin() { return items_.data(); }
  std::int16_t* end() { return items_.data() + size_; }
  const std::int16_t* begin() const { return items_.data(); }
  const std::int16_t* end() const { return items_.data() + size_; }

 private:
  std::array<std::int16_t, MaxItems> items_;
  int size_ = 0;
};

// Sorts `points` by `key(point)`, highest first, and keeps the first `keep` of them; points with
// equal keys keep their order, so the result depends only on the list and the keys. The same as
// a stable sort then a cut, in time proportional to the list times `keep`: the search keeps a
// dozen of a hundred candidates. With `first`, only the points from that index on are sorted and
// counted in `keep`; the ones before it stay where they are.
template <int MaxItems, class Key>
void sort_points_by(PointList<MaxItems>& points, Key key, int keep = MaxItems, int first = 0) {
  keep = std::min(keep, points.size() - first);
  if (keep <= 0) {
    points.resize(std::min(first, points.size()));
    return;
  }
  std::array<std::int32_t, MaxItems> keys;
  int kept = 0;
  for (int i = first; i < points.size(); ++i) {
    const std::int16_t point = points[i];
    const std::int32_t point_key = key(point);
    // Ties go after the points already kept, so a full list takes only a strictly better point.
    if (kept == keep && keys[static_cast<std::size_t>(kept - 1)] >= point_key) continue;
    int j = kept < keep ? kept++ : kept - 1;
    for (; j > 0 && keys[static_cast<std::size_t>(j - 1)] < point_key; --j) {
      points[first + j] = points[first + j - 1];
      keys[static_cast<std::size_t>(j)] = keys[static_cast<std::size_t>(j - 1)];
    }
    points[first + j] = point;
    keys[static_cast<std::size_t>(j)] = point_key;
  }
  points.resize(first + kept);
}

}  // namespace arcade::gomoku
