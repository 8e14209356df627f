// Computer players think here, on one worker thread.
#include "app/worker/search_worker.h"

#include <chrono>
#include <exception>
#include <iostream>

namespace arcade::app {

SearchWorker::SearchWorker(ThinkingPriority priority)
    : priority_(priority), thread_([this, priority](std::stop_token stop) {
        lower_this_thread_priority(priority);
        run(std::move(stop));
      }) {}

SearchWorker::~SearchWorker() {
  cancel();
  thread_.request_stop();
  // jthread's destructor joins; the running player returns promptly once its stop is requested.
}

std::uint64_t SearchWorker::start(std::shared_ptr<Player> player, AnyState position) {
  std::lock_guard lock(mutex_);
  ++ticket_;
  if (running_stop_) running_stop_->request_stop();
  answer_.reset();
  queued_.emplace(Job{ticket_, std::move(player), std::move(position), std::stop_source{}});
  wake_.notify_all();  // the worker, and any wait_until_idle()
  return ticket_;
}

void SearchWorker::cancel() {
  std::lock_guard lock(mutex_);
  ++ticket_;
  if (running_stop_) running_stop_->request_stop();
  queued_.reset();
  answer_.reset();
  wake_.notify_all();
}

std::optional<SearchAnswer> SearchWorker::take_answer() {
  std::unique_lock lock(mutex_, std::try_to_lock);
  if (!lock.owns_lock() || !answer_ || answer_->ticket != ticket_) return std::nullopt;
  std::optional<SearchAnswer> answer = std::move(answer_);
  answer_.reset();
  return answer;
}

bool SearchWorker::thinking() const {
  std::lock_guard lock(mutex_);
  return (queued_ && queued_->ticket == ticket_) || (running_stop_ && running_ticket_ == ticket_);
}

std::uint64_t SearchWorker::current_ticket() const {
  std::lock_guard lock(mutex_);
  return ticket_;
}

bool SearchWorker::wait_until_idle(int timeout_ms) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
  std::unique_lock lock(mutex_);
  return wake_.wait_until(lock, deadline, [&] { return !queued_ && !running_stop_; });
}

void SearchWorker::run(std::stop_token thread_stop) {
  while (true) {
    std::optional<Job> job;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, thread_stop, [&] { return queued_.has_value(); });
      if (thread_stop.stop_requested()) return;
      job = std::move(queued_);
      queued_.reset();
      running_stop_ = job->stop;
      running_ticket_ = job->ticket;
    }
    think(std::move(*job));
  }
}

void SearchWorker::think(Job job) {
  std::optional<Decision> decision;
  try {
    decision = job.player->choose(job.position, job.stop.get_token());
  } catch (const std::exception& error) {
    // A player that throws is a bug in that player; the game goes on without its answer.
    std::cerr << "board-arcade: a computer player failed: " << error.what() << "\n";
  }
  std::lock_guard lock(mutex_);
  running_stop_.reset();
  if (job.ticket == ticket_ && !job.stop.stop_requested()) {
    answer_.emplace(SearchAnswer{job.ticket, std::move(job.position), std::move(decision)});
  }
  wake_.notify_all();
}

}  // namespace arcade::app
