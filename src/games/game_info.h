// What the app and the command line know about a game: its options, its players, how to start,
// read and count its positions, and how the window shows it. A game's folder fills one in; nothing
// outside the folder knows the game by name.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <stop_token>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/any_state.h"
#include "core/player.h"
#include "core/result.h"
#include "core/texts.h"
#include "draw/art.h"
#include "draw/canvas.h"
#include "draw/theme.h"
#include "games/common/game_view.h"
#include "games/common/help_story.h"

namespace arcade {

// Game options as KEY=VALUE text, from `--set` or the menu ("size" → "9", "rule" → "exact5").
using GameOptions = std::map<std::string, std::string>;

// Draws a choice's picture inside a button's content rectangle (a board size as a grid, heaps of
// stones), in the theme's ink.
using ChoicePicture = std::function<void(Canvas& canvas, const Rect& content, const Theme& theme)>;

// One value of an option as the setup screen offers it: a picture first, words only to repeat it.
struct OptionChoice {
  std::string value;  // as --set takes it: "11"
  std::string label;  // at most three short words ("5 or more"), or empty
  ChoicePicture picture;
};

// One option a game accepts.
struct OptionInfo {
  std::string key;
  std::string description;
  std::string default_value;
  std::vector<std::string> choices;  // the allowed values, or empty for free text
  // What the setup screen offers, in order; empty: the window leaves the option at its default.
  std::vector<OptionChoice> offered;
  // The window's first choice when it is not default_value (Gomoku: 11x11, a board for children,
  // where the command line's default is the classic 15x15).
  std::string offered_default;
};

// Makes a player of one kind with a configuration.
using MakePlayer = std::function<std::unique_ptr<Player>(const PlayerConfig&)>;

// One computer opponent of a game. The levels of the game's ladder, the ones the app offers a
// child, have a tier; the others (the designs' own players that do not fit the ladder, variants
// for the command line) have none and are only listed.
struct PlayerInfo {
  std::string id;           // stable, used on the command line and in saved files
  std::string name;         // friendly name; a ladder level's is its tier's name
  std::string description;  // one line
  int strength = 0;         // place among all the game's players, by measurement: 0 the gentlest
  // The level's tier on the scale every game shares (games/common/tiers.h), if it is on the
  // ladder: the app maps tier_info(*tier).key to its picture.
  std::optional<int> tier;
  MakePlayer make;
};

// The exact solution of a position: its best move and the final score margin for the side to
// move under perfect play (for Reversi, the disc difference with empty squares to the winner).
struct ExactSolution {
  Move move = 0;
  int score = 0;
};

// How a position stands, for the replay's "who is winning" bar and graph: `value` runs from -1
// (the second side wins) through 0 (even, or a draw) to +1 (the first side wins). An exact
// judgement is the result under perfect play, so its value is exactly -1, 0 or +1; an estimate
// stays strictly inside (-1, 1).
struct Judgement {
  double value = 0;
  bool exact = false;
  friend bool operator==(const Judgement&, const Judgement&) = default;
};

// A word a game's benchmark takes besides --quick, with a value: `bench reversi --ffo 40-49`.
struct BenchOption {
  std::string name;         // without dashes: "ffo"
  std::string description;  // one line for --help
};

// How long `board-arcade bench` may take, and what else it was asked for.
struct BenchSettings {
  bool quick = false;  // a short run for CI (seconds), else the real figures
  // The game's own BenchOptions that were given, by name, with their values as written.
  std::map<std::string, std::string> options;
};

// An engine protocol a game speaks on stdin and stdout (a Gomocup brain, say). The command line
// offers each one as a subcommand of its own name, so it knows no protocol by name.
struct ProtocolInfo {
  std::string command;  // the subcommand: "pbrain"
  std::string summary;  // one line for --help
  // Talks the protocol from `in` to `out`, flushing every answer, until the protocol's end or the
  // end of the input; returns the exit status. With `nodes`, every move thinks that many nodes
  // instead of going by the clock, so games repeat exactly.
  std::function<int(std::istream& in, std::ostream& out, std::optional<std::uint64_t> nodes)> run;
};

// One game of the collection.
struct GameInfo {
  std::string id;                         // stable: "tictactoe", "gomoku", "reversi", "nim"
  std::string name;                       // for people: "Tic-tac-toe"
  std::string description;                // one line
  std::array<std::string, 2> side_names;  // for people, first then second: "X", "O"
  std::vector<OptionInfo> options;
  std::vector<PlayerInfo> players;  // gentlest first: the ladder's levels and the listed players

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
  // Prints the figures that matter for this game's engines, one "name: value" per line, or says
  // which of `settings.options` is wrong (printing nothing). Games without engines worth
  // measuring leave it empty and `bench` times perft to `bench_perft_depth` instead.
  std::function<Result<Done>(std::ostream&, const BenchSettings&)> bench;
  std::vector<BenchOption> bench_options;
  int bench_perft_depth = 3;  // about a second of perft from the start
  // The engine protocols this game speaks, each a subcommand of the command line.
  std::vector<ProtocolInfo> protocols;

  // How the window shows the game. A view of its own for each game scene and setup screen.
  std::function<std::unique_ptr<GameView>()> make_view;
  // The picture on the game's menu card and on the continue button.
  const Art* menu_picture = nullptr;
  // Every picture of its own the view draws, painted when the window opens so no frame waits.
  std::vector<const Art*> pictures;
  // Moves from the start that make a good picture of a game under way (screenshots, README).
  std::string showcase_moves;
  // Solves a position that is not over to the end of the game, for games with an exact solver
  // (empty for the others). An Error says why not: a position too far from the end to solve in
  // reasonable time, or `stop` requested first.
  std::function<Result<ExactSolution>(const AnyState&, std::stop_token)> solve_exact;
  // Judges a position that is not over (see Judgement), within a bounded time (a node budget of
  // well under a second, so a whole game's graph fills in within seconds); nothing when `stop`
  // was requested first. Runs on the replay's worker thread, never the window's. Empty for games
  // without a judgement; judge_position adds the positions that are over.
  std::function<std::optional<Judgement>(const AnyState&, std::stop_token)> judge;
  // The Simplified Chinese of every English text of this game the window shows (its name, side,
  // player and option names, its score and status texts), kept in the game's folder.
  std::span<const Translation> translations;
  // How to play, as a picture story the window plays through the view (games/common/help_story.h).
  HelpStory help_story;

  // The player with this id, or nullptr.
  const PlayerInfo* find_player(std::string_view player_id) const;
  // The top of the ladder: used for hints and by `analyze` by default.
  const PlayerInfo& strongest() const;
  // The ladder's levels, gentlest first.
  std::vector<const PlayerInfo*> ladder() const;
};

// Checks that every key of `options` is one `game` accepts and every value is one of its choices;
// returns the options with defaults filled in.
Result<GameOptions> complete_options(const GameInfo& game, const GameOptions& options);

// How `position`, a position of `game`, stands: its result when it is over (exact), else the
// game's own judge; nothing when the game has no judge or `stop` came first.
std::optional<Judgement> judge_position(const GameInfo& game, const AnyState& position,
                                        std::stop_token stop = {});

// The exact judgement of a result: +1 when `winner` is the first side, -1 the second, 0 a draw
// (no winner).
Judgement exact_judgement(std::optional<Side> winner);
// The exact judgement of a result a search proved for `mover`, the side to move.
Judgement proven_judgement(ProvenResult result, Side mover);

// An estimate from a score for the side to move: squashed into (-1, 1) with `scale` the score
// that counts as a clear lead (about 0.76), turned to the first side's view.
Judgement estimate_judgement(double score_for_mover, double scale, Side to_move);

// Plays a written move list from `position`. Where the side to move has no move but a pass and
// the list names a square, the pass is played first, so Reversi transcripts like "f5d6c3" that
// leave passes out replay too. Says which move is wrong if one is.
Result<AnyState> replay_moves(AnyState position, std::string_view moves);

// The moves a written list names from `position`, one by one, with the passes it leaves out filled
// in (as replay_moves plays them), so callers that keep every position (undo history, saved games)
// see each move. Says which move is wrong if one is.
Result<std::vector<Move>> read_moves(AnyState position, std::string_view moves);

}  // namespace arcade
