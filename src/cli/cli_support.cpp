// What the subcommands share.
#include "cli/cli_support.h"

#include "core/rng.h"
#include "core/text.h"
#include "games/catalog.h"
#include "persist/store.h"

namespace arcade {

std::string game_help() {
  return "the game: " + game_ids(game_catalog());
}

const GameInfo& require_game(const std::string& game_id) {
  if (const GameInfo* game = find_game(game_id)) return *game;
  throw UsageError("unknown game " + quote_for_message(game_id) + " (the games are " +
                   game_ids(game_catalog()) + ")");
}

const PlayerInfo& require_player(const GameInfo& game, const std::string& player_id) {
  if (const PlayerInfo* player = game.find_player(player_id)) return *player;
  std::vector<std::string> ids;
  for (const auto& player : game.players) ids.push_back(player.id);
  throw UsageError("unknown " + game.id + " player " + quote_for_message(player_id) +
                   " (the players are " + join(ids, ", ") + ")");
}

GameOptions require_options(const GameInfo& game, const std::vector<std::string>& settings) {
  GameOptions options;
  for (const auto& setting : settings) {
    const auto equals = setting.find('=');
    if (equals == std::string::npos || equals == 0) {
      throw UsageError("--set takes KEY=VALUE, not " + quote_for_message(setting));
    }
    options[setting.substr(0, equals)] = setting.substr(equals + 1);
  }
  auto complete = complete_options(game, options);
  if (!complete) throw UsageError(complete.error());
  return *complete;
}

AnyState require_position(const GameInfo& game, const GameOptions& options,
                          const std::optional<std::string>& position_text,
                          const std::optional<std::string>& moves) {
  auto position =
      position_text ? game.parse_position(*position_text, options) : game.start(options);
  if (!position) {
    // The text is named: a mistyped option (--exat) may have been taken for the position.
    throw UsageError((position_text ? "bad " + game.id + " position " +
                                          quote_for_message(*position_text, 80) + ": "
                                    : "bad " + game.id + " options: ") +
                     position.error());
  }
  if (!moves) return *position;
  auto played = replay_moves(*position, *moves);
  if (!played) throw UsageError("bad --moves: " + played.error());
  return *played;
}

AnyState require_position_or_saved(const GameInfo& game, const std::vector<std::string>& settings,
                                   const std::optional<std::string>& position_text,
                                   const std::optional<std::string>& moves,
                                   const std::optional<std::string>& load) {
  if (!load) return require_position(game, require_options(game, settings), position_text, moves);
  if (!settings.empty() || position_text) {
    throw UsageError("--load takes the position and the options from the file: leave out " +
                     std::string(settings.empty() ? "the position" : "--set"));
  }
  auto saved = read_game_file(*load);
  if (!saved) throw UsageError(saved.error());
  if (saved->game_id != game.id) {
    throw UsageError(*load + " is a " + saved->game_id + " game, not " + game.id);
  }
  if (!moves) return saved->history.current();
  auto played = replay_moves(saved->history.current(), *moves);
  if (!played) throw UsageError("bad --moves: " + played.error());
  return *played;
}

std::uint64_t derive_seed(std::uint64_t seed, std::uint64_t a, std::uint64_t b) {
  Rng mix(seed ^ (a * 0x9e3779b97f4a7c15ULL) ^ (b * 0xc2b2ae3d27d4eb4fULL));
  return mix.next();
}

}  // namespace arcade
