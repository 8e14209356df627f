// `board-arcade games` and `board-arcade players GAME`.
#include "cli/list_commands.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <ostream>

#include "cli/cli_support.h"
#include "core/text.h"
#include "games/catalog.h"

namespace arcade {
namespace {

class GamesCommand final : public Command {
 public:
  CLI::App* attach(CLI::App& app) override {
    return app.add_subcommand("games", "List the games, one per line");
  }
  int run(std::ostream& out, std::ostream&) override {
    for (const auto& game : game_catalog()) {
      out << game.id << std::string(std::max<std::size_t>(12, game.id.size() + 1) - game.id.size(), ' ')
          << game.description << "\n";
    }
    return 0;
  }
};

class PlayersCommand final : public Command {
 public:
  CLI::App* attach(CLI::App& app) override {
    auto* command = app.add_subcommand("players", "List a game's computer players, gentlest first");
    command->add_option("game", game_id_, game_help())->required();
    return command;
  }
  int run(std::ostream& out, std::ostream&) override {
    const GameInfo& game = require_game(game_id_);
    for (const auto& player : game.players) {
      const std::string padded = player.id + std::string(player.id.size() < 10 ? 10 - player.id.size() : 1, ' ');
      out << padded << player.description << "\n";
    }
    return 0;
  }

 private:
  std::string game_id_;
};

}  // namespace

std::unique_ptr<Command> make_games_command() { return std::make_unique<GamesCommand>(); }
std::unique_ptr<Command> make_players_command() { return std::make_unique<PlayersCommand>(); }

}  // namespace arcade
