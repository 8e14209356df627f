// Thread stress: thousands of start / cancel / supersede / undo / new-game / quit cycles while the
// strongest Reversi and Gomoku players think, through the SearchWorker and the GameController as
// the game uses them. Stale answers must be dropped, never applied. Built under ThreadSanitizer
// too, where it is the main check of the worker's locking. Nothing here is timed: the only waits
// are bounded guards against a hang. How often the scheduler lets a search still be running when
// it is interrupted depends on the machine's load, so each test runs until it has seen enough of
// every situation it is about, not for a fixed number of cycles; only a generous cycle cap, hit
// when the situation never comes (say, when interrupting no longer moves the ticket on), fails.
#include <catch2/catch.hpp>

#include <atomic>
#include <map>
#include <memory>
#include <thread>

#include "app/session/game_controller.h"
#include "app/worker/search_worker.h"
#include "core/rng.h"
#include "games/catalog.h"

using namespace arcade;
using namespace arcade::app;

namespace {

constexpr int kHangGuardMs = 60'000;

// Positions a game between the strongest players might reach: a seeded number of random moves
// from the start, never over.
std::vector<AnyState> positions_of(const GameInfo& game, int count, Rng& rng) {
  std::vector<AnyState> positions;
  const auto start = game.start(game.id == "gomoku" ? GameOptions{{"size", "15"}} : GameOptions{});
  REQUIRE(start.ok());
  while (static_cast<int>(positions.size()) < count) {
    AnyState position = *start;
    const auto moves = rng.below(game.id == "reversi" ? 50 : 20);
    for (std::uint64_t i = 0; i < moves; ++i) {
      AnyState next = position;
      next.try_apply(pick_one(next.legal_moves(), rng));
      if (next.is_over()) break;
      position = std::move(next);
    }
    positions.push_back(std::move(position));
  }
  return positions;
}

// What became of one search: whether its player returned, and whether its stop had been
// requested by then.
struct SearchLog {
  std::atomic<bool> returned{false};
  std::atomic<bool> stopped{false};
};

// Wraps a real player to log its search; the worker never runs two searches at once, so the
// wrapped player is never used by two threads together.
class LoggedPlayer final : public Player {
 public:
  LoggedPlayer(std::shared_ptr<Player> inner, std::shared_ptr<SearchLog> log)
      : inner_(std::move(inner)), log_(std::move(log)) {}
  Decision choose(const AnyState& position, std::stop_token stop) override {
    Decision decision = inner_->choose(position, stop);
    log_->stopped = stop.stop_requested();
    log_->returned = true;
    return decision;
  }

 private:
  std::shared_ptr<Player> inner_;
  std::shared_ptr<SearchLog> log_;
};

// A search the test started: its position and log.
struct Started {
  AnyState position;
  std::shared_ptr<SearchLog> log;
};

// Gives the worker a moment: sometimes none, sometimes enough to get into the search.
void pause(Rng& rng) {
  const auto choice = rng.below(4);
  if (choice == 0) return;
  if (choice == 1) return std::this_thread::yield();
  std::this_thread::sleep_for(std::chrono::microseconds(rng.below(choice == 2 ? 200 : 3000)));
}

// The fewest cycles each test runs: thousands in all, few enough for ThreadSanitizer. Each goes on
// past them until it has seen enough of what it tests, up to a cap twenty times as large.
constexpr int kWorkerCycles = 1500;
constexpr int kControllerCycles = 1000;
constexpr int kCycleCapFactor = 20;

// The current answer of a worker that is idle with an answer waiting. take_answer() only tries the
// lock, and the worker thread takes it for a moment after every search; on a busy machine it can be
// preempted holding it, so this retries, with a hang guard, rather than counting attempts.
std::optional<SearchAnswer> settled_answer(SearchWorker& worker) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(kHangGuardMs);
  while (std::chrono::steady_clock::now() < deadline) {
    if (auto answer = worker.take_answer()) return answer;
    std::this_thread::sleep_for(std::chrono::microseconds(100));
  }
  return std::nullopt;
}

}  // namespace

TEST_CASE("stress: the worker hands out only the current search's answer, whatever the timing") {
  for (const char* game_id : {"reversi", "gomoku"}) {
    SECTION(game_id) {
      const GameInfo& game = *find_game(game_id);
      Rng rng(0x5eed);
      const auto positions = positions_of(game, 24, rng);
      PlayerConfig config;
      config.time_ms = 3;  // short searches, so many of them also finish
      config.seed = 7;
      std::shared_ptr<Player> strongest = game.strongest().make(config);

      auto worker = std::make_unique<SearchWorker>();
      std::map<std::uint64_t, Started> started;
      std::optional<std::uint64_t> live;  // the ticket whose answer may still be handed out
      // What the test must have seen: answers handed out, and searches still running when they
      // were cancelled, superseded or quit.
      int answers = 0, cancels = 0, supersedes = 0, quits = 0;
      const auto seen_enough = [&] {
        return answers >= 50 && cancels >= 50 && supersedes >= 20 && quits >= 5;
      };
      int cycle = 0;
      for (; cycle < kWorkerCycles || !seen_enough(); ++cycle) {
        if (cycle == kWorkerCycles * kCycleCapFactor) break;
        switch (rng.below(10)) {
          case 0:
          case 1:
          case 2: {  // start (superseding any search still running)
            if (live && worker->thinking()) ++supersedes;
            auto log = std::make_shared<SearchLog>();
            const AnyState& position = pick_one(positions, rng);
            const auto ticket =
                worker->start(std::make_shared<LoggedPlayer>(strongest, log), position);
            if (live) CHECK(ticket > *live);
            started.insert_or_assign(ticket, Started{position, log});
            live = ticket;
            break;
          }
          case 3: {  // cancel: leaving the game, undo
            const bool running = live && worker->thinking();
            worker->cancel();
            CHECK_FALSE(worker->thinking());
            live.reset();
            if (running) ++cancels;
            break;
          }
          case 4:
            if (rng.below(8) == 0) {  // quit: the worker goes, mid-search or not
              const bool running = live && worker->thinking();
              worker.reset();  // joins the thread: a search that ignored its stop would hang here
              worker = std::make_unique<SearchWorker>();
              live.reset();
              if (running) ++quits;
            }
            break;
          case 5:
            if (live) {  // wait for the live search: its answer must then be there
              REQUIRE(worker->wait_until_idle(kHangGuardMs));
              const std::optional<SearchAnswer> answer = settled_answer(*worker);
              REQUIRE(answer);
              CHECK(answer->ticket == *live);
              live.reset();
              ++answers;
            }
            break;
          default:
            pause(rng);
            break;
        }
        // Polling as the game does each frame: anything handed out is the live search's answer,
        // from a search that was not stopped, for the position it was given, and legal there.
        if (auto answer = worker->take_answer()) {
          REQUIRE(live);
          CHECK(answer->ticket == *live);
          const Started& search = started.at(answer->ticket);
          CHECK(search.log->returned);
          CHECK_FALSE(search.log->stopped);
          CHECK(answer->position == search.position);
          REQUIRE(answer->decision);
          CHECK(search.position.is_legal(answer->decision->move));
          live.reset();
          ++answers;
        }
      }
      worker.reset();
      INFO(cycle << " cycles: " << answers << " answers, " << cancels << " running searches "
                 << "cancelled, " << supersedes << " superseded, " << quits << " quit");
      CHECK(seen_enough());
    }
  }
}

namespace {

// The pace of a stress run: no waiting between moves, and short searches.
Pace quick_pace() {
  Pace pace;
  pace.min_gap_seconds = 0;
  pace.animation_seconds = 0;
  pace.pass_delay_seconds = 0;
  pace.think_ms = 3;
  return pace;
}

// The setups the stress run plays: the strongest against a person and against itself.
std::vector<SessionSetup> stress_setups(const GameInfo& game) {
  const Seat strongest = Seat::computer_player(game.strongest().id);
  const GameOptions options = game.id == "gomoku" ? GameOptions{{"size", "15"}} : GameOptions{};
  return {{game.id, options, {Seat::person(), strongest}},
          {game.id, options, {strongest, Seat::person()}},
          {game.id, options, {strongest, strongest}}};
}

}  // namespace

TEST_CASE("stress: undo, new game, hint, leaving and quitting while the strongest thinks") {
  for (const char* game_id : {"reversi", "gomoku"}) {
    SECTION(game_id) {
      const GameInfo& game = *find_game(game_id);
      const auto setups = stress_setups(game);
      Rng rng(0xc0ffee);
      MoveAudit audit;
      auto worker = std::make_unique<SearchWorker>();
      std::unique_ptr<GameController> controller;
      double now = 0;
      // What the test must have seen: moves by the computers, running searches interrupted, and
      // quits mid-game.
      int interrupted = 0, quits = 0;
      const auto seen_enough = [&] {
        return audit.computer_moves > 20 && interrupted > 20 && quits > 10;
      };

      auto new_controller = [&] {
        auto session = start_session(game_catalog(), pick_one(setups, rng));
        REQUIRE(session.ok());
        controller = std::make_unique<GameController>(std::move(session).value(), *worker,
                                                      rng.next(), quick_pace());
        controller->set_audit(&audit);
      };
      new_controller();

      int cycle = 0;
      for (; cycle < kControllerCycles || !seen_enough(); ++cycle) {
        if (cycle == kControllerCycles * kCycleCapFactor) break;
        now += 0.1;
        controller->update(now);  // collects an answer, plays it, or starts the next search
        pause(rng);
        const bool was_thinking = worker->thinking();
        const auto ticket_before = worker->current_ticket();
        bool interrupts = true;
        switch (rng.below(20)) {
          case 0:
            controller->undo(now);
            break;
          case 1:
            controller->redo(now);
            break;
          case 2:
            controller->new_game(pick_one(setups, rng), now);
            break;
          case 3:
            controller->stop();
            break;
          case 4:  // leaving the game: the controller goes, a new game comes
            controller.reset();
            new_controller();
            break;
          case 5:  // quitting: everything goes, mid-search or not
            controller.reset();
            worker.reset();
            worker = std::make_unique<SearchWorker>();
            new_controller();
            ++quits;
            break;
          case 6:
            controller->request_hint();
            interrupts = false;
            break;
          case 7:
          case 8:
          case 9:
            if (controller->person_may_move()) {
              controller->play_person_move(pick_one(controller->position().legal_moves(), rng),
                                           now);
            }
            interrupts = false;
            break;
          default:  // the game goes on: sometimes long enough for the search to end
            if (rng.below(2) == 0) REQUIRE(worker->wait_until_idle(kHangGuardMs));
            interrupts = false;
            break;
        }
        if (!interrupts || !was_thinking || worker->current_ticket() == ticket_before) continue;
        // The search was cancelled at once, and its answer, however soon it comes, is dropped:
        // the next update may start a search but cannot play a move without one. Half the time
        // the cancelled search has surely returned by then (a player that kept thinking would
        // trip the hang guard), the other half it may still be on its way.
        ++interrupted;
        CHECK_FALSE(worker->thinking());
        if (rng.below(2) == 0) {
          REQUIRE(worker->wait_until_idle(kHangGuardMs));
        } else {
          std::this_thread::sleep_for(std::chrono::milliseconds(rng.below(4)));
        }
        const auto cursor = controller->session().history.cursor();
        const AnyState before = controller->position();
        const bool computer_was_to_move = controller->computer_to_move();
        const auto played = controller->update(now);
        if (computer_was_to_move && !must_pass(before)) {
          CHECK_FALSE(played);
          CHECK(controller->session().history.cursor() == cursor);
        }
      }
      controller.reset();
      worker.reset();
      INFO(cycle << " cycles: " << audit.moves_applied << " moves (" << audit.computer_moves
                 << " by computers), " << interrupted << " searches interrupted, " << quits
                 << " quits");
      CHECK(audit.violations.empty());
      if (!audit.violations.empty()) FAIL(audit.violations.front());
      CHECK(seen_enough());
    }
  }
}
