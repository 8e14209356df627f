// The Gomocup brain protocol ("pbrain") as a pure conversation: one line from the manager in,
// the lines to answer out. The command line feeds it stdin; tests and fuzzers feed it directly.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/gomoku/gomoku_board.h"
#include "games/gomoku/gomoku_engine.h"

namespace arcade {

// How the brain thinks, when the manager does not say otherwise.
struct PbrainSettings {
  gomoku::EngineSettings engine;
  // With a node budget per move the brain ignores the clock: the same conversation always gets the
  // same answers (for tests). Without one it uses the manager's time limits.
  std::optional<std::uint64_t> nodes;
  int default_turn_ms = 1000;  // the time per move until INFO timeout_turn says otherwise
};

// One brain talking to one manager, following the Gomocup protocol: START, RECTSTART (square
// only), RESTART, BEGIN, TURN, BOARD … DONE, TAKEBACK, INFO, ABOUT, END. Coordinates are "x,y",
// 0-based column then row. A line it cannot accept gets "ERROR <why>" and changes nothing; an
// unknown command gets "UNKNOWN <why>", as the protocol asks. It plays freestyle (INFO rule 0) and
// exact five (rule 1) on square boards of 5 to 20. Before a move it chose by judging the
// position it sends "MESSAGE <how> [depth D] Eval E nodes N", E its evaluation for itself in
// Rapfi's form (a score, +Mn/-Mn, or a bare +M/-M for a proof of uncounted length).
class PbrainSession {
 public:
  explicit PbrainSession(PbrainSettings settings = {});
  ~PbrainSession();
  PbrainSession(const PbrainSession&) = delete;
  PbrainSession& operator=(const PbrainSession&) = delete;

  // Handles one line from the manager (without its line ending; surrounding spaces and a stray
  // carriage return are ignored) and returns the lines to send back, possibly none.
  std::vector<std::string> handle_line(std::string_view line);

  // True once the manager has sent END: the brain should exit.
  bool finished() const { return finished_; }

  // The time the next move may take, in milliseconds, from the limits the manager gave.
  int move_time_ms() const;
  // Whether time a move saves could help a later one: a match clock applies and could run short
  // before the game ends if every move took its whole turn.
  bool match_clock_binds() const;

 private:
  // The answer to a command (its name in lower case), or nothing if the name is unknown.
  std::optional<std::vector<std::string>> command(std::string_view name,
                                                  std::string_view arguments);
  std::vector<std::string> start(std::string_view arguments, bool rectangular);
  // The point as the protocol writes it, "x,y".
  std::string point_text(int point) const;
  std::vector<std::string> turn(std::string_view arguments);
  std::vector<std::string> board_line(std::string_view line);
  std::vector<std::string> info(std::string_view arguments);
  std::vector<std::string> takeback(std::string_view arguments);
  std::vector<std::string> about() const;
  // Chooses, plays and announces the brain's own move.
  std::vector<std::string> play_own_move();
  // The point of "x,y" text on the current board, or an error message.
  struct Parsed;
  Parsed parse_point(std::string_view text) const;
  void reset_board(int size);
  void set_memory_limit(long long bytes);
  // The turn's time as the manager set it, or the default.
  long long turn_ms() const;
  // Whether the manager gave a match clock (time_left) that limits a move's time.
  bool match_clock_applies() const;

  PbrainSettings settings_;
  std::unique_ptr<gomoku::GomokuEngine> engine_;
  std::optional<gomoku::GomokuBoard> board_;
  bool exact_five_ = false;
  bool in_board_ = false;  // between BOARD and DONE
  bool finished_ = false;
  long long timeout_turn_ms_ = -1;  // -1: not given
  long long timeout_match_ms_ = 0;  // 0: no limit
  std::optional<long long> time_left_ms_;
};

// Feeds every line of `in` to a session and writes its answers to `out`, flushing after each (the
// manager waits for every answer), until END, the end of the input or a failed write. A line
// longer than kProtocolMaxLineBytes (a manager's longest, a BOARD line or an INFO folder, is tens
// of bytes; without a limit a 200 MB line cost 400 MB) is answered "ERROR the line is longer than
// ... bytes" and skipped, never held in memory whole. Returns the exit status (0).
int run_pbrain(std::istream& in, std::ostream& out, const PbrainSettings& settings);

}  // namespace arcade
