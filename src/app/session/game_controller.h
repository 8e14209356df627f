// Runs one game: whose turn it is, computer moves thought on the worker and played at a watchable
// pace, forced passes, person moves, undo and redo, new games that can be undone, and hints.
// No SDL and no clock of its own: the scene passes the time in.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "app/session/game_session.h"
#include "app/session/move_audit.h"
#include "app/worker/search_worker.h"

namespace arcade::app {

// How fast computers play (KIDS.md rule 4).
struct Pace {
  // A computer's move lands at least this long after the previous move...
  double min_gap_seconds = 0.5;
  // ...and not before the previous move's animation has finished, plus a breath.
  double animation_seconds = 0.4;
  // A forced pass is shown this long before it is played.
  double pass_delay_seconds = 1.0;
  // The thinking time given to computer players that use one (PlayerConfig::time_ms).
  int think_ms = 1000;
};

// A move that was played, for the scene to animate and sound.
struct PlayedMove {
  AnyState before;
  Move move = 0;
  Side mover = Side::first;
  bool by_computer = false;
  bool pass = false;
};

class GameController {
 public:
  // Takes over `session`; computers think on `worker`; their seeds derive from `seed`.
  GameController(GameSession session, SearchWorker& worker, std::uint64_t seed, Pace pace = {});
  // Cancels this game's search, if one is running.
  ~GameController();
  GameController(const GameController&) = delete;
  GameController& operator=(const GameController&) = delete;

  // Remembers `replaced`, the game in progress this one replaced (of any game): undo before a
  // person's first move brings it back, as it brings back a game before a restart.
  void remember_replaced(GameSession replaced);

  // Reports every game started and move applied to `audit` (null: none), which must outlive
  // this controller.
  void set_audit(MoveAudit* audit);

  const GameSession& session() const { return session_; }
  // Notes how the game's ending stands in the statistics (GameSession::counted_outcome).
  void set_counted_outcome(std::optional<Outcome> outcome) { session_.counted_outcome = outcome; }
  const AnyState& position() const { return session_.position(); }
  void set_pace(const Pace& pace) { pace_ = pace; }

  // Advances to `now` (seconds, never going back): collects the worker's answer and plays a
  // computer's move or a forced pass once its time has come. Returns the move played, if any.
  std::optional<PlayedMove> update(double now);

  // True when a person is to move, has a real choice (not just a pass) and the game goes on.
  bool person_may_move() const;
  // True while a computer is to move and its move has not been played yet.
  bool computer_to_move() const;
  // Plays a person's `move` if person_may_move() and it is legal; nothing otherwise.
  std::optional<PlayedMove> play_person_move(Move move, double now);

  // Takes back to the person's previous turn, cancelling any search (see undo_to_person_turn). At
  // the start of a game that followed another (restart, play again), brings the earlier game
  // back. False, with no change, when there is nothing a person could want undone.
  bool undo(double now);
  bool can_undo() const;
  // Steps forward again to the next person's turn.
  bool redo(double now);
  bool can_redo() const;

  // Starts a new game with `setup` (restart: the same; play again: seats swapped). The game it
  // replaces is kept, so undo can bring it back.
  void new_game(const SessionSetup& setup, double now);

  // Asks the strongest player for a move for the person to move. False when it is not a
  // person's turn. The hint appears in hint() when found and is dropped by any move or undo.
  bool request_hint();
  std::optional<Move> hint() const { return hint_; }
  // How many games this controller has begun (the first one, restarts, play again): a new game
  // that starts where the last one did still counts as a change.
  std::uint64_t games_started() const { return games_started_; }
  bool hint_pending() const { return hint_ticket_.has_value(); }

  // Cancels any search of this game (leaving it, quitting).
  void stop();

  // The move that led to the current position, if any.
  std::optional<Move> last_move() const;

 private:
  void make_players();
  void start_search(std::shared_ptr<Player> player, bool for_hint);
  void collect_answer();
  void forget_move_in_flight();
  PlayedMove apply(Move move, bool by_computer, double now);
  bool person_moved_before_cursor() const;

  GameSession session_;
  SearchWorker& worker_;
  std::uint64_t seed_;
  std::uint64_t games_started_ = 0;
  Pace pace_;
  std::array<std::shared_ptr<Player>, 2> players_;
  std::shared_ptr<Player> hint_player_;
  std::vector<GameSession> earlier_games_;  // most recent last; bounded
  std::optional<std::uint64_t> computer_ticket_;
  std::optional<std::uint64_t> hint_ticket_;
  std::optional<Move> ready_move_;  // the computer's checked move, waiting for its time
  std::optional<Move> hint_;
  bool use_fallback_ = false;  // the last computer answer was illegal: ask the random player
  double last_move_time_ = 0;
  MoveAudit* audit_ = nullptr;
};

}  // namespace arcade::app
