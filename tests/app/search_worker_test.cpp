// The search worker: answers arrive without blocking, cancel stops a search at once, and an answer
// from a cancelled search is never handed out. Built under ThreadSanitizer too.
#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <stdexcept>
#include <thread>

#include "app/worker/search_worker.h"
#include "games/tictactoe/tictactoe.h"

using namespace arcade;
using arcade::app::SearchAnswer;
using arcade::app::SearchWorker;

namespace {

// How long a test waits for the other thread before calling it a hang. Only a guard: no test
// depends on how fast anything runs.
constexpr int kHangGuardMs = 20'000;

// A player that answers `move` at once.
class QuickPlayer final : public Player {
 public:
  explicit QuickPlayer(Move move) : move_(move) {}
  Decision choose(const AnyState&, std::stop_token) override { return {move_}; }

 private:
  Move move_;
};

// A player that thinks until it is stopped or released, then answers `move`.
class StubbornPlayer final : public Player {
 public:
  explicit StubbornPlayer(Move move) : move_(move) {}
  Decision choose(const AnyState&, std::stop_token stop) override {
    std::unique_lock lock(mutex_);
    started_ = true;
    changed_.notify_all();
    changed_.wait(lock, stop, [&] { return released_; });
    stopped_ = stop.stop_requested();
    return {move_};
  }
  void wait_started() {
    std::unique_lock lock(mutex_);
    REQUIRE(
        changed_.wait_for(lock, std::chrono::milliseconds(kHangGuardMs), [&] { return started_; }));
  }
  void release() {
    std::lock_guard lock(mutex_);
    released_ = true;
    changed_.notify_all();
  }
  bool was_stopped() {
    std::lock_guard lock(mutex_);
    return stopped_;
  }

 private:
  Move move_;
  std::mutex mutex_;
  std::condition_variable_any changed_;
  bool started_ = false;
  bool released_ = false;
  bool stopped_ = false;
};

// A player with a bug: it throws.
class BrokenPlayer final : public Player {
 public:
  Decision choose(const AnyState&, std::stop_token) override { throw std::runtime_error("bug"); }
};

AnyState start_position() {
  return AnyState(TicTacToe());
}

// Polls like the game does each frame, until an answer comes. take_answer() only tries the lock,
// which the worker thread takes for a moment after each search and can be preempted holding on a
// busy machine: so the polling goes on until the hang guard, not for a count of attempts.
SearchAnswer poll_answer(SearchWorker& worker) {
  REQUIRE(worker.wait_until_idle(kHangGuardMs));
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(kHangGuardMs);
  while (std::chrono::steady_clock::now() < deadline) {
    if (auto answer = worker.take_answer()) return *answer;
    std::this_thread::sleep_for(std::chrono::microseconds(100));
  }
  FAIL("the worker was idle but handed out no answer");
  return {0, start_position(), {}};
}

}  // namespace

TEST_CASE("a search answers on the worker and the answer is taken once") {
  SearchWorker worker;
  CHECK_FALSE(worker.take_answer());
  const auto ticket = worker.start(std::make_shared<QuickPlayer>(4), start_position());
  const SearchAnswer answer = poll_answer(worker);
  CHECK(answer.ticket == ticket);
  CHECK(answer.decision->move == 4);
  CHECK(answer.position == start_position());
  CHECK_FALSE(worker.take_answer());
  CHECK_FALSE(worker.thinking());
}

TEST_CASE("cancel stops the running search at once and drops its answer") {
  SearchWorker worker;
  auto stubborn = std::make_shared<StubbornPlayer>(0);
  worker.start(stubborn, start_position());
  stubborn->wait_started();
  CHECK(worker.thinking());
  worker.cancel();
  CHECK_FALSE(worker.thinking());
  REQUIRE(worker.wait_until_idle(kHangGuardMs));  // returned because of the stop, not a release
  CHECK(stubborn->was_stopped());
  CHECK_FALSE(worker.take_answer());
}

TEST_CASE("a new search replaces a running one; only the new answer is handed out") {
  SearchWorker worker;
  auto stubborn = std::make_shared<StubbornPlayer>(0);
  worker.start(stubborn, start_position());
  stubborn->wait_started();
  AnyState after_move = start_position();
  after_move.try_apply(4);
  const auto ticket = worker.start(std::make_shared<QuickPlayer>(8), after_move);
  const SearchAnswer answer = poll_answer(worker);
  CHECK(answer.ticket == ticket);
  CHECK(answer.decision->move == 8);
  CHECK(answer.position == after_move);
  CHECK(stubborn->was_stopped());
}

TEST_CASE("an answer that finishes after a cancel is dropped even if the player ignores stop") {
  SearchWorker worker;
  // Released rather than stopped: the player finishes normally, but the game moved on.
  auto stubborn = std::make_shared<StubbornPlayer>(2);
  worker.start(stubborn, start_position());
  stubborn->wait_started();
  worker.cancel();
  stubborn->release();
  REQUIRE(worker.wait_until_idle(kHangGuardMs));
  CHECK_FALSE(worker.take_answer());
}

TEST_CASE("an answer waiting in the mailbox is dropped by a cancel") {
  SearchWorker worker;
  worker.start(std::make_shared<QuickPlayer>(1), start_position());
  REQUIRE(worker.wait_until_idle(kHangGuardMs));
  worker.cancel();
  CHECK_FALSE(worker.take_answer());
}

TEST_CASE("destroying the worker while a search runs stops it and returns") {
  auto stubborn = std::make_shared<StubbornPlayer>(0);
  {
    SearchWorker worker;
    worker.start(stubborn, start_position());
    stubborn->wait_started();
  }
  CHECK(stubborn->was_stopped());
}

TEST_CASE("many quick starts and cancels never hand out a stale answer") {
  SearchWorker worker;
  std::uint64_t last = 0;
  for (int i = 0; i < 200; ++i) {
    last = worker.start(std::make_shared<QuickPlayer>(i % 9), start_position());
    if (i % 3 == 0) worker.cancel();
    if (auto answer = worker.take_answer()) CHECK(answer->ticket == worker.current_ticket());
  }
  last = worker.start(std::make_shared<QuickPlayer>(7), start_position());
  const SearchAnswer answer = poll_answer(worker);
  CHECK(answer.ticket == last);
  CHECK(answer.decision->move == 7);
}

TEST_CASE("a player that throws is reported as an answer without a decision") {
  SearchWorker worker;
  const auto ticket = worker.start(std::make_shared<BrokenPlayer>(), start_position());
  const SearchAnswer answer = poll_answer(worker);
  CHECK(answer.ticket == ticket);
  CHECK_FALSE(answer.decision);
  // The worker carries on with the next search.
  worker.start(std::make_shared<QuickPlayer>(3), start_position());
  CHECK(poll_answer(worker).decision->move == 3);
}
