// `board-arcade games` and `board-arcade players GAME`.
#include "cli/list_commands.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <ostream>

#include "cli/cli_support.h"
#include "core/text.h"
#include "games/catalog.h"
#include "games/common/tiers.h"

namespace arcade {
namespace {

// `text` and the spaces that make it `width` wide, or one space if it is wider.
std::string padded(const std::string& text, std::size_t width) {
  return text + std::string(text.size() < width ? width - text.size() : 1, ' ');
}

class GamesCommand final : public Command {
 public:
  CLI::App* attach(CLI::App& app) override {
    return app.add_subcommand("games", "List the games, one per line");
  }
  int run(std::ostream& out, std::ostream&) override {
    for (const auto& game : game_catalog()) {
      out << game.id
          << std::string(std::max<std::size_t>(12, game.id.size() + 1) - game.id.size(), ' ')
          << game.description << "\n";
    }
    return 0;
  }
};

class PlayersCommand final : public Command {
 public:
  CLI::App* attach(CLI::App& app) override {
    auto* command = app.add_subcommand(
        "players",
        "List a game's computer players, gentlest first: id, the tier of a ladder level (the "
        "levels the game offers a child) or `listed`, and what it does");
    command->add_option("game", game_id_, game_help())->required();
    return command;
  }
  int run(std::ostream& out, std::ostream&) override {
    const GameInfo& game = require_game(game_id_);
    for (const auto& player : game.players) {
      const std::string place =
          player.tier ? std::string(tier_info(*player.tier).name) : std::string("listed");
      out << padded(player.id, 16) << padded(place, 8) << player.description << "\n";
    }
    return 0;
  }

 private:
  std::string game_id_;
};

}  // namespace

std::unique_ptr<Command> make_games_command() {
  return std::make_unique<GamesCommand>();
}
std::unique_ptr<Command> make_players_command() {
  return std::make_unique<PlayersCommand>();
}

}  // namespace arcade
