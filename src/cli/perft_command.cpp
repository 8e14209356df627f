// `board-arcade perft GAME DEPTH [--position P] [--moves M] [--set KEY=VALUE]...`.
#include "cli/perft_command.h"

#include <CLI/CLI.hpp>
#include <optional>
#include <ostream>

#include "cli/cli_support.h"
#include "cli/number_option.h"

namespace arcade {
namespace {

class PerftCommand final : public Command {
 public:
  CLI::App* attach(CLI::App& app) override {
    auto* command = app.add_subcommand(
        "perft",
        "Print the number of leaves DEPTH moves ahead (a pass is a move; a game that "
        "ends sooner is one leaf)");
    command->add_option("game", game_id_, game_help())->required();
    add_number(*command, "depth", depth_, 0, 30, "plies to look ahead, 0 to 30")->required();
    command->add_option("--position", position_, "start from this position text");
    command->add_option("--moves", moves_, "moves played first, such as \"f5 d6 c3\"");
    command->add_option("--load", load_, "start from a saved game file, at its undo cursor");
    command->add_option("--set", settings_, "a game option KEY=VALUE (repeatable)")
        ->allow_extra_args(false);
    return command;
  }
  int run(std::ostream& out, std::ostream&) override {
    const GameInfo& game = require_game(game_id_);
    const AnyState position = require_position_or_saved(game, settings_, position_, moves_, load_);
    out << game.perft(position, depth_) << "\n";
    return 0;
  }

 private:
  std::string game_id_;
  int depth_ = 0;
  std::optional<std::string> position_;
  std::optional<std::string> moves_;
  std::optional<std::string> load_;
  std::vector<std::string> settings_;
};

}  // namespace

std::unique_ptr<Command> make_perft_command() {
  return std::make_unique<PerftCommand>();
}

}  // namespace arcade
