// The NBoard protocol (the engine side of the NBoard Othello GUI) as a pure conversation: one
// line from the GUI in, the lines to answer out. The command line feeds it stdin; tests and
// fuzzers feed it directly.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/reversi/reversi.h"

namespace arcade {

namespace reversi {
class Thinker;
}

// How the engine thinks, when the GUI does not say otherwise.
struct NboardSettings {
  // With a node budget per move the engine ignores the clock: the same conversation always gets
  // the same moves (for tests). Without one, each move takes move_time_ms.
  std::optional<std::uint64_t> nodes;
  int move_time_ms = 1000;
};

// One engine talking to one GUI. Commands: `nboard <version>`, `set depth <1-60>` (the deepest
// midgame search), `set game <GGF>`, `set contempt <centidiscs>` (accepted; draws are scored as
// draws), `set movetime <ms>` (this engine's own: the time per move), `move <square>[/eval/time]`
// (or the bare square, as NBoard 1.1 sends it), `hint <n>`, `go`, `ping <n>`, `learn` (answers
// `learned`, keeps no book), `quit`. `go` answers `=== <move>/<eval>/<seconds>` and `hint` one
// `search <move> <eval> 0 <depth>` line per move, best first, both between `status` lines, evals
// in discs for the side to move. A line it cannot accept gets one `error <why>` line (which
// NBoard ignores) and changes nothing.
class NboardSession {
 public:
  explicit NboardSession(NboardSettings settings = {});
  ~NboardSession();
  NboardSession(const NboardSession&) = delete;
  NboardSession& operator=(const NboardSession&) = delete;

  // Handles one line from the GUI (surrounding spaces and a carriage return are ignored) and
  // returns the lines to send back, possibly none.
  std::vector<std::string> handle_line(std::string_view line);

  // True once the GUI has sent quit.
  bool finished() const { return finished_; }

  // The position every command now relates to.
  const Reversi& position() const { return position_; }

 private:
  std::vector<std::string> set(std::string_view arguments);
  std::vector<std::string> move(std::string_view text);
  std::vector<std::string> go();
  std::vector<std::string> hint(std::string_view arguments);

  NboardSettings settings_;
  std::unique_ptr<reversi::Thinker> thinker_;
  Reversi position_;
  int depth_ = 60;
  bool finished_ = false;
};

// Feeds every line of `in` to a session and writes its answers to `out`, flushing after each,
// until quit, the end of the input or a failed write. A line longer than kProtocolMaxLineBytes
// (a GUI's longest, a whole game in GGF, is a few kilobytes) is answered "error the line is
// longer than ... bytes" and skipped, never held in memory whole. Returns the exit status (0).
int run_nboard(std::istream& in, std::ostream& out, const NboardSettings& settings);

}  // namespace arcade
