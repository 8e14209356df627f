// When a search must stop: a stop request, a wall-clock deadline or a node budget.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <stop_token>

namespace arcade {

// Counts the nodes of one search and says when to stop. Cheap enough to call at every node: the
// clock is read only every 256 nodes. Once exhausted it stays exhausted.
class SearchBudget {
 public:
  using Clock = std::chrono::steady_clock;

  SearchBudget(std::stop_token stop, std::optional<std::chrono::milliseconds> time,
               std::optional<std::uint64_t> max_nodes)
      : stop_(std::move(stop)), max_nodes_(max_nodes) {
    if (time) {
      has_deadline_ = true;
      deadline_ = Clock::now() + *time;
    }
  }

  // Counts one node; true when the search must stop now.
  bool tick() {
    ++nodes_;
    return exhausted();
  }

  // Counts one node without checking anything: for the innermost plies of a search, too short to
  // stop inside, where even the check's cost shows.
  void count_node() { ++nodes_; }

  // True when stop was requested, the deadline passed or the node budget is spent.
  bool exhausted() {
    if (exhausted_) return true;
    if (max_nodes_ && nodes_ >= *max_nodes_) exhausted_ = true;
    if ((nodes_ & 255) == 0) {
      if (stop_.stop_requested()) exhausted_ = true;
      if (has_deadline_ && Clock::now() >= deadline_) exhausted_ = true;
    }
    return exhausted_;
  }

  // Checks the stop token and the clock now, whatever the node count.
  bool exhausted_now() {
    if (stop_.stop_requested() || (has_deadline_ && Clock::now() >= deadline_)) exhausted_ = true;
    return exhausted();
  }

  std::uint64_t nodes() const { return nodes_; }
  bool stop_requested() const { return stop_.stop_requested(); }
  const std::stop_token& stop_token() const { return stop_; }

 private:
  std::stop_token stop_;
  // A plain time point and a flag rather than an optional: GCC 12 warns falsely about the optional.
  bool has_deadline_ = false;
  Clock::time_point deadline_{};
  std::optional<std::uint64_t> max_nodes_;
  std::uint64_t nodes_ = 0;
  bool exhausted_ = false;
};

}  // namespace arcade
