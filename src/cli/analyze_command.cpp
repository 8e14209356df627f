// `board-arcade analyze GAME [POSITION] [--player ID] [--time-ms T] [--nodes N] [--moves M]
// [--set K=V]... [--exact] [--verbose]`.
#include "cli/analyze_command.h"

#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <limits>
#include <optional>
#include <ostream>

#include "cli/cli_support.h"
#include "cli/number_option.h"
#include "core/text.h"
#include "games/catalog.h"

namespace arcade {
namespace {

// The ids of the games with an exact solver, for messages.
std::string solvable_games() {
  std::vector<std::string> ids;
  for (const auto& game : game_catalog()) {
    if (game.solve_exact) ids.push_back(game.id);
  }
  return join(ids, ", ");
}

class AnalyzeCommand final : public Command {
 public:
  CLI::App* attach(CLI::App& app) override {
    auto* command =
        app.add_subcommand("analyze",
                           "Print the move a player chooses (`move M`) and, when it proves it, the "
                           "result for the side to move (`result win|draw|loss`)");
    command->add_option("game", game_id_, game_help())->required();
    command->add_option("position", position_, "the position text (default: the start)");
    command->add_option("--player", player_id_, "who analyzes (default: the strongest)");
    add_number(*command, "--time-ms", time_ms_, 1, 3'600'000,
               "thinking time for players that use it");
    add_number(*command, "--nodes", nodes_, std::uint64_t{1}, std::uint64_t{10'000'000'000},
               "search nodes for players that count them (instead of time), so the answer "
               "repeats exactly");
    add_number(*command, "--seed", seed_, std::uint64_t{0},
               std::numeric_limits<std::uint64_t>::max(),
               "seed for the player's random choices (default 1)");
    command->add_option("--moves", moves_, "moves played from the position first");
    command->add_option("--load", load_, "start from a saved game file, at its undo cursor");
    command->add_option("--set", settings_, "a game option KEY=VALUE (repeatable)")
        ->allow_extra_args(false);
    command
        ->add_flag("--exact", exact_,
                   "solve to the end instead (games with an exact solver: " + solvable_games() +
                       "); prints `move M` and `score S`, the final margin for the side to move")
        ->excludes("--player")
        ->excludes("--time-ms")
        ->excludes("--nodes");
    command->add_flag("--verbose", verbose_,
                      "also print what the player says of its search (`info ...`: depth, nodes, "
                      "tree size...) and the wall time it took (`time T ms`)");
    return command;
  }

  int run(std::ostream& out, std::ostream&) override {
    const GameInfo& game = require_game(game_id_);
    const PlayerInfo& player_info =
        player_id_ ? require_player(game, *player_id_) : game.strongest();
    const AnyState position = require_position_or_saved(game, settings_, position_, moves_, load_);
    if (position.is_over()) throw UsageError("the game is already over in that position");
    if (exact_) return solve(game, position, out);
    PlayerConfig config;
    config.seed = seed_;
    config.time_ms = time_ms_;
    config.nodes = nodes_;
    auto player = player_info.make(config);
    const auto begin = std::chrono::steady_clock::now();
    const Decision decision = player->choose(position, {});
    const auto took = std::chrono::steady_clock::now() - begin;
    if (!position.is_legal(decision.move)) {
      throw std::logic_error(player_info.id + " proposed an illegal move");
    }
    out << "move " << position.move_text(decision.move) << "\n";
    if (decision.result) out << "result " << to_string(*decision.result) << "\n";
    if (verbose_) {
      if (!decision.info.empty()) out << "info " << decision.info << "\n";
      char ms[32];
      std::snprintf(ms, sizeof ms, "%.1f", std::chrono::duration<double, std::milli>(took).count());
      out << "time " << ms << " ms\n";
    }
    return 0;
  }

 private:
  std::string game_id_;
  std::optional<std::string> position_;
  // Prints the exact solution of `position`.
  static int solve(const GameInfo& game, const AnyState& position, std::ostream& out) {
    if (!game.solve_exact) {
      throw UsageError("--exact needs a game with an exact solver (" + solvable_games() +
                       "), not " + game.id);
    }
    const auto solution = game.solve_exact(position, {});
    if (!solution) throw UsageError(solution.error());
    out << "move " << position.move_text(solution->move) << "\n";
    out << "score " << solution->score << "\n";
    return 0;
  }

  std::optional<std::string> player_id_;
  std::optional<int> time_ms_;
  std::optional<std::uint64_t> nodes_;
  std::uint64_t seed_ = 1;
  std::optional<std::string> moves_;
  std::optional<std::string> load_;
  std::vector<std::string> settings_;
  bool exact_ = false;
  bool verbose_ = false;
};

}  // namespace

std::unique_ptr<Command> make_analyze_command() {
  return std::make_unique<AnalyzeCommand>();
}

}  // namespace arcade
