// Computer players think here, on one worker thread, so the window never waits for a search.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <stop_token>
#include <thread>

#include "app/worker/thread_priority.h"
#include "core/any_state.h"
#include "core/player.h"

namespace arcade::app {

// A finished search: the ticket start() returned, the position it was given and the decision,
// or no decision when the player failed (threw), so the game can carry on without it.
struct SearchAnswer {
  std::uint64_t ticket = 0;
  AnyState position;
  std::optional<Decision> decision;
};

// Runs one search at a time on a background thread. The main thread starts searches, cancels
// them and collects answers without ever blocking on a search: the worker holds its lock only to
// pass jobs and answers, never while thinking. Each start() or cancel() moves to a new ticket;
// an answer is handed out only if its ticket is still the current one, so an answer from a
// cancelled search (after an undo, a new game, leaving the game) is dropped, never applied.
// Searches run one after another, so a Player object is never used by two threads at once.
class SearchWorker {
 public:
  explicit SearchWorker(ThinkingPriority priority = ThinkingPriority::below_window);
  // Cancels any search and joins the thread once the running player has noticed the stop.
  ~SearchWorker();
  SearchWorker(const SearchWorker&) = delete;
  SearchWorker& operator=(const SearchWorker&) = delete;

  // Starts `player` thinking about a copy of `position` (not over), cancelling the current search.
  // Returns the new search's ticket.
  std::uint64_t start(std::shared_ptr<Player> player, AnyState position);

  // Cancels the current search, if any: its stop token is signalled at once and its answer will
  // never be handed out.
  void cancel();

  // The current search's answer once it is ready, else nothing. Never waits for the search (if
  // the worker happens to hold the lock this instant, it simply reports nothing this time).
  std::optional<SearchAnswer> take_answer();

  // True while the current search is queued or running (false once its answer is ready or after
  // cancel()).
  bool thinking() const;
  // The ticket of the current search (0 before the first start()).
  std::uint64_t current_ticket() const;
  // How far the worker's thread stands back: other background work of the window stands as far.
  ThinkingPriority priority() const { return priority_; }

  // For tests and tools: waits, up to `timeout_ms`, until the worker is idle with nothing queued.
  // Returns false if it did not become idle in time.
  bool wait_until_idle(int timeout_ms);

 private:
  struct Job {
    std::uint64_t ticket = 0;
    std::shared_ptr<Player> player;
    AnyState position;
    std::stop_source stop;
  };

  void run(std::stop_token thread_stop);
  void think(Job job);

  mutable std::mutex mutex_;
  std::condition_variable_any wake_;
  std::uint64_t ticket_ = 0;   // the current search's ticket
  std::optional<Job> queued_;  // the next search, waiting for the running one to end
  std::optional<std::stop_source> running_stop_;  // the running search's stop, if one runs
  std::uint64_t running_ticket_ = 0;
  std::optional<SearchAnswer> answer_;  // the current search's answer, until taken
  const ThinkingPriority priority_;
  std::jthread thread_;  // last: started after every member above exists
};

}  // namespace arcade::app
