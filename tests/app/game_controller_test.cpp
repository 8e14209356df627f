// The game controller: computer moves from the worker at a watchable pace, undo cancelling a
// search, stale answers dropped, forced passes, hints and undoable new games. Time is passed in
// by the test; the worker is waited for, never timed.
#include <catch2/catch.hpp>

#include <chrono>
#include <thread>

#include "app/session/game_controller.h"
#include "games/reversi/reversi.h"

using namespace arcade;
using namespace arcade::app;

namespace {

constexpr int kControllerHangGuardMs = 30'000;

GameSession controller_session_of(const std::string& game, std::array<Seat, 2> seats) {
  auto session = start_session(game_catalog(), {game, {}, std::move(seats)});
  REQUIRE(session.ok());
  return std::move(session).value();
}

// Lets the worker finish, then advances the controller to `now`.
std::optional<PlayedMove> settle(SearchWorker& worker, GameController& game, double now) {
  game.update(now);  // starts a search if one is due
  REQUIRE(worker.wait_until_idle(kControllerHangGuardMs));
  return game.update(now);
}

// Advances the controller to `now` until it plays the move that is due then. The worker's answer
// is waiting, but the controller only tries the worker's lock, which the worker thread takes for a
// moment after each search and can be preempted holding on a busy machine: so this asks again, at
// the same game time, with a hang guard, rather than once.
std::optional<PlayedMove> play_due_move(GameController& game, double now) {
  const auto deadline =
      std::chrono::steady_clock::now() + std::chrono::milliseconds(kControllerHangGuardMs);
  while (std::chrono::steady_clock::now() < deadline) {
    if (auto played = game.update(now)) return played;
    std::this_thread::sleep_for(std::chrono::microseconds(100));
  }
  return std::nullopt;
}

// A pace whose computers think for ten minutes unless stopped: a search started by the test is
// surely still running when the test interrupts it, however busy the machine.
Pace endless_thinking() {
  Pace pace;
  pace.think_ms = 600'000;
  return pace;
}

}  // namespace

TEST_CASE("a computer's move lands no sooner than the pace allows") {
  SearchWorker worker;
  Pace pace;
  pace.min_gap_seconds = 0.5;
  pace.animation_seconds = 0.2;
  GameController game(
      controller_session_of("tictactoe", {Seat::person(), Seat::computer_player("random")}), worker,
      1, pace);
  REQUIRE(game.person_may_move());
  REQUIRE(game.play_person_move(4, 10.0));
  CHECK(game.computer_to_move());
  CHECK_FALSE(game.play_person_move(0, 10.0));  // not the person's turn
  CHECK_FALSE(settle(worker, game, 10.1));      // the answer is in, but too soon
  CHECK_FALSE(game.update(10.49));
  const auto played = play_due_move(game, 10.5);
  REQUIRE(played);
  CHECK(played->by_computer);
  CHECK(played->mover == Side::second);
  CHECK(game.session().history.cursor() == 2);
  CHECK(game.person_may_move());
}

TEST_CASE("undo while the computer thinks cancels the search and goes back to the person") {
  SearchWorker worker;
  // Reversi's strongest player thinks for its whole time budget: it is still thinking at undo.
  GameController game(
      controller_session_of("reversi", {Seat::person(), Seat::computer_player("mcts")}), worker, 1,
      endless_thinking());
  REQUIRE(game.play_person_move(*game.position().parse_move("f5"), 1.0));
  game.update(1.0);
  CHECK(worker.thinking());
  REQUIRE(game.can_undo());
  CHECK(game.undo(1.1));
  CHECK_FALSE(worker.thinking());  // cancelled at once
  CHECK(game.session().history.cursor() == 0);
  CHECK(game.person_may_move());
  // Whatever the cancelled search comes back with is never played.
  REQUIRE(worker.wait_until_idle(kControllerHangGuardMs));
  CHECK_FALSE(game.update(5.0));
  CHECK(game.session().history.cursor() == 0);
}

TEST_CASE("leaving a game cancels its search") {
  SearchWorker worker;
  {
    GameController game(
        controller_session_of("reversi", {Seat::computer_player("mcts"), Seat::person()}), worker,
        1, endless_thinking());
    game.update(0.0);
    CHECK(worker.thinking());
  }
  CHECK_FALSE(worker.thinking());
}

TEST_CASE("a new game can be undone, bringing the old game back") {
  SearchWorker worker;
  GameController game(controller_session_of("tictactoe", {Seat::person(), Seat::person()}), worker,
                      1);
  game.play_person_move(4, 1.0);
  game.play_person_move(0, 2.0);
  const AnyState before_restart = game.position();
  game.new_game(game.session().setup, 3.0);
  CHECK(game.session().history.cursor() == 0);
  REQUIRE(game.can_undo());
  CHECK(game.undo(4.0));
  CHECK(game.position() == before_restart);
  CHECK(game.session().history.cursor() == 2);
}

TEST_CASE("play again swaps who starts; the computer then opens") {
  SearchWorker worker;
  GameController game(
      controller_session_of("tictactoe", {Seat::person(), Seat::computer_player("random")}), worker,
      1);
  game.new_game(with_seats_swapped(game.session().setup), 0.0);
  CHECK(game.computer_to_move());
  CHECK_FALSE(settle(worker, game, 0.2));
  REQUIRE(play_due_move(game, 1.0));
  CHECK(game.person_may_move());
}

TEST_CASE("computers watched by nobody cannot be undone") {
  SearchWorker worker;
  GameController game(controller_session_of("nim", {Seat::computer_player("random"),
                                                    Seat::computer_player("random")}),
                      worker, 1);
  settle(worker, game, 0.0);
  REQUIRE(play_due_move(game, 5.0));
  CHECK_FALSE(game.can_undo());
  CHECK_FALSE(game.undo(6.0));
}

TEST_CASE("a forced pass is played by itself after a moment") {
  SearchWorker worker;
  auto start = Reversi::from_text(std::string(62, '-') + "XO X");
  REQUIRE(start.ok());
  REQUIRE(must_pass(AnyState(*start)));
  GameSession session = controller_session_of("reversi", {Seat::person(), Seat::person()});
  session.history = History<AnyState>(AnyState(*start));
  GameController game(std::move(session), worker, 1);
  CHECK_FALSE(game.person_may_move());
  CHECK_FALSE(game.update(0.5));
  const auto played = game.update(1.0);
  REQUIRE(played);
  CHECK(played->pass);
  CHECK(game.person_may_move());
}

TEST_CASE("a hint comes from the strongest player and goes with the next move") {
  SearchWorker worker;
  GameController game(
      controller_session_of("nim", {Seat::person(), Seat::computer_player("random")}), worker, 1);
  CHECK(game.request_hint());
  REQUIRE(worker.wait_until_idle(kControllerHangGuardMs));
  for (int i = 0; i < kControllerHangGuardMs * 10 && game.hint_pending(); ++i) {
    game.update(0.1);  // tries the worker's lock, as play_due_move does: may need asking again
    if (game.hint_pending()) std::this_thread::sleep_for(std::chrono::microseconds(100));
  }
  REQUIRE(game.hint());
  CHECK(game.position().is_legal(*game.hint()));
  // 3,4,5 misère: the nim-sum player's winning move leaves a zero nim-sum (2:2 or 3:...).
  REQUIRE(game.play_person_move(*game.hint(), 0.2));
  CHECK_FALSE(game.hint());
  CHECK_FALSE(game.request_hint());  // the computer's turn now
}
