// What the subcommands share: the usage error, and turning arguments into games, positions and
// players.
#pragma once

#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/any_state.h"
#include "core/player.h"
#include "games/game_info.h"

namespace arcade {

// A bad argument, found after CLI11 has parsed the words: reported as one line, then the usage of
// the subcommand, with exit status 2.
class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// "the game: a, b or c", listing the catalog's ids, for a command's help.
std::string game_help();

// The game with this id; a UsageError naming the games that exist otherwise.
const GameInfo& require_game(const std::string& game_id);

// The player with this id in `game`; a UsageError naming its players otherwise.
const PlayerInfo& require_player(const GameInfo& game, const std::string& player_id);

// Reads `--set KEY=VALUE` words into options, checked against `game`.
GameOptions require_options(const GameInfo& game, const std::vector<std::string>& settings);

// The position to work on: `position_text` if given (else the start), then `moves` played from it.
AnyState require_position(const GameInfo& game, const GameOptions& options,
                          const std::optional<std::string>& position_text,
                          const std::optional<std::string>& moves);

// The position to work on, for commands that also take `--load FILE`: with `load`, the saved game
// in FILE at its undo cursor (it must be a game of `game`, and `settings` and `position_text`
// must be absent: the file gives them); else as require_position. Then `moves` played from it. A
// file that cannot be read is a UsageError; the file is never changed or moved.
AnyState require_position_or_saved(const GameInfo& game, const std::vector<std::string>& settings,
                                   const std::optional<std::string>& position_text,
                                   const std::optional<std::string>& moves,
                                   const std::optional<std::string>& load);

// Mixes a seed with small numbers (game index, seat) into a well-spread seed.
std::uint64_t derive_seed(std::uint64_t seed, std::uint64_t a, std::uint64_t b = 0);

}  // namespace arcade
