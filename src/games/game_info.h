// What the app and the command line know about a game: its options, its players, and how to start,
// read and count its positions.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <map>
#include <memory>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/any_state.h"
#include "core/player.h"
#include "core/result.h"

namespace arcade {

// Game options as KEY=VALUE text, from `--set` or the menu ("size" → "9", "rule" → "exact5").
using GameOptions = std::map<std::string, std::string>;

// One option a game accepts.
struct OptionInfo {
  std::string key;
  std::string description;
  std::string default_value;
  std::vector<std::string> choices;  // the allowed values, or empty for free text
};

// One computer opponent of a game.
struct PlayerInfo {
  std::string id;           // stable, used on the command line and in saved files
  std::string name;         // friendly name for the menu
  std::string description;  // one line
  int strength = 0;         // place on the ladder: 0 is the gentlest
  std::function<std::unique_ptr<Player>(const PlayerConfig&)> make;
};

// The exact solution of a position: its best move and the final score margin for the side to
// move under perfect play (for Reversi, the disc difference with empty squares to the winner).
struct ExactSolution {
  Move move = 0;
  int score = 0;
};

// How long `board-arcade bench` may take: quick is for CI (seconds), full for real figures.
struct BenchSettings {
  bool quick = false;
  // Reversi only: solve just the FFO positions first..last (numbers 40..59), nothing else.
  std::optional<std::pair<int, int>> ffo_range;
};

// One game of the collection.
struct GameInfo {
  std::string id;           // stable: "tictactoe", "gomoku", "reversi", "nim"
  std::string name;         // for people: "Tic-tac-toe"
  std::string description;  // one line
  std::array<std::string, 2> side_names;  // for people, first then second: "X", "O"
  std::vector<OptionInfo> options;
  std::vector<PlayerInfo> players;  // gentlest first

  // The game's own constructors. They get options already checked by complete_options, with
  // every key present; they still reject values out of range.
  std::function<Result<AnyState>(const GameOptions&)> make_start;
  std::function<Result<AnyState>(std::string_view, const GameOptions&)> make_position;

  // The start position for `options`; an unknown key or a bad value is an Error.
  Result<AnyState> start(const GameOptions& chosen) const;
  // A position written in the game's position text, under `options`.
  Result<AnyState> parse_position(std::string_view text, const GameOptions& chosen) const;
  // Leaves of the game tree `depth` plies below a position of this game.
  std::function<std::uint64_t(const AnyState&, int)> perft;
  // The score people watch ("33-31" discs, "5 stones left"), or empty text for games without one.
  std::function<std::string(const AnyState&)> score_text = [](const AnyState&) { return ""; };
  // Prints the figures that matter for this game's engines, one "name: value" per line. Games
  // without engines worth measuring leave it empty and `bench` times perft instead.
  std::function<void(std::ostream&, const BenchSettings&)> bench;
  // Solves a position that is not over to the end of the game, for games with an exact solver
  // (empty for the others). An Error says why not: a position too far from the end to solve in
  // reasonable time, or `stop` requested first.
  std::function<Result<ExactSolution>(const AnyState&, std::stop_token)> solve_exact;

  // The player with this id, or nullptr.
  const PlayerInfo* find_player(std::string_view player_id) const;
  // The top of the ladder: used for hints and by `analyze` by default.
  const PlayerInfo& strongest() const;
};

// Checks that every key of `options` is one `game` accepts and every value is one of its choices;
// returns the options with defaults filled in.
Result<GameOptions> complete_options(const GameInfo& game, const GameOptions& options);

// Plays a written move list from `position`. Where the side to move has no move but a pass and
// the list names a square, the pass is played first, so Reversi transcripts like "f5d6c3" that
// leave passes out replay too. Says which move is wrong if one is.
Result<AnyState> replay_moves(AnyState position, std::string_view moves);

// The moves a written list names from `position`, one by one, with the passes it leaves out filled
// in (as replay_moves plays them), so callers that keep every position (undo history, saved games)
// see each move. Says which move is wrong if one is.
Result<std::vector<Move>> read_moves(AnyState position, std::string_view moves);

}  // namespace arcade
