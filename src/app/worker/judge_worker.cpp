// The replay's judgements, on a thread of their own.
#include "app/worker/judge_worker.h"

#include <chrono>
#include <exception>
#include <iostream>

namespace arcade::app {

JudgeWorker::JudgeWorker(const GameInfo& game, std::vector<AnyState> positions,
                         ThinkingPriority priority)
    : game_(game),
      positions_(std::move(positions)),
      count_(positions_.size()),
      results_(count_),
      tried_(count_, false),
      thread_([this, priority](std::stop_token stop) {
        lower_this_thread_priority(priority);
        run(std::move(stop));
      }) {}

JudgeWorker::~JudgeWorker() {
  thread_.request_stop();
  // jthread's destructor joins; the judgement in hand returns promptly once stop is requested.
}

void JudgeWorker::prefer(std::size_t index) {
  preferred_.store(index, std::memory_order_relaxed);
}

std::optional<Judgement> JudgeWorker::result(std::size_t index) const {
  std::lock_guard lock(mutex_);
  return index < count_ ? results_[index] : std::nullopt;
}

bool JudgeWorker::finished() const {
  std::lock_guard lock(mutex_);
  return tried_count_ == count_;
}

bool JudgeWorker::wait_until_finished(int timeout_ms) const {
  std::unique_lock lock(mutex_);
  return done_.wait_for(lock, std::chrono::milliseconds(timeout_ms),
                        [this] { return tried_count_ == count_; });
}

std::optional<std::size_t> JudgeWorker::next_index() const {
  std::lock_guard lock(mutex_);
  const std::size_t preferred = preferred_.load(std::memory_order_relaxed);
  if (preferred < count_ && !tried_[preferred]) return preferred;
  for (std::size_t index = 0; index < count_; ++index) {
    if (!tried_[index]) return index;
  }
  return std::nullopt;
}

void JudgeWorker::run(std::stop_token stop) {
  while (!stop.stop_requested()) {
    const auto index = next_index();
    if (!index) return;
    std::optional<Judgement> judged;
    try {
      judged = judge_position(game_, positions_[*index], stop);
    } catch (const std::exception& error) {
      // A judge that throws is a bug in that game; the graph goes on without this position.
      std::cerr << "board-arcade: a judgement failed: " << error.what() << "\n";
    }
    if (stop.stop_requested()) return;
    std::lock_guard lock(mutex_);
    results_[*index] = judged;
    tried_[*index] = true;
    ++tried_count_;
    done_.notify_all();
  }
}

}  // namespace arcade::app
