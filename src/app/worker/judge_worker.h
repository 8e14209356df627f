// The replay's "who is winning": every position of a game judged on a thread of its own, so the
// window never waits and the game in progress keeps the search worker to itself.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "app/worker/thread_priority.h"
#include "core/any_state.h"
#include "games/game_info.h"

namespace arcade::app {

// Judges each of a list of positions of one game with judge_position, one after another, on its
// own thread, from the moment it is made. The window's thread reads the results as they arrive
// and never waits for a judgement; destroying the worker stops the judgement in hand at once and
// joins the thread.
class JudgeWorker {
 public:
  // Starts judging `positions`, positions of `game` (which must outlive the worker), in order,
  // except that the one prefer() names goes next, on a thread lowered to `priority`. Whoever
  // waits for the judgements (a test, a screenshot) must not choose idle_time: on a busy machine
  // a thread at nice 19 gets about one hundredth of a processor, and the wait takes minutes.
  JudgeWorker(const GameInfo& game, std::vector<AnyState> positions, ThinkingPriority priority);
  ~JudgeWorker();
  JudgeWorker(const JudgeWorker&) = delete;
  JudgeWorker& operator=(const JudgeWorker&) = delete;

  // Judges position `index` next if it is not judged yet (the one on the screen).
  void prefer(std::size_t index);

  std::size_t size() const { return count_; }
  // The judgement of position `index` once it has arrived, else nothing (nothing too when the
  // game has no judgement).
  std::optional<Judgement> result(std::size_t index) const;
  // Every position has been tried.
  bool finished() const;
  // For tests and screenshots: waits until finished(), up to `timeout_ms`; false if not by then.
  bool wait_until_finished(int timeout_ms) const;

 private:
  void run(std::stop_token stop);
  std::optional<std::size_t> next_index() const;

  const GameInfo& game_;
  const std::vector<AnyState> positions_;  // never changed: read by the thread without the lock
  const std::size_t count_;
  mutable std::mutex mutex_;
  mutable std::condition_variable done_;
  std::vector<std::optional<Judgement>> results_;
  std::vector<bool> tried_;
  std::size_t tried_count_ = 0;
  std::atomic<std::size_t> preferred_{0};
  std::jthread thread_;  // last: started after every member above exists
};

}  // namespace arcade::app
