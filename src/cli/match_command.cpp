// `board-arcade match GAME A B [--games N] [--seed S] [--set KEY=VALUE]... [--time-ms T]
// [--iterations I] [--nodes N]`.
#include "cli/match_command.h"

#include <CLI/CLI.hpp>
#include <limits>
#include <optional>
#include <ostream>

#include "cli/cli_support.h"
#include "cli/number_option.h"
#include "core/referee.h"

namespace arcade {
namespace {

class MatchCommand final : public Command {
 public:
  CLI::App* attach(CLI::App& app) override {
    auto* command =
        app.add_subcommand("match", "Play N games between players A and B, alternating who starts");
    command->add_option("game", game_id_, game_help())->required();
    command->add_option("a", player_a_, "player A (see: board-arcade players GAME)")->required();
    command->add_option("b", player_b_, "player B")->required();
    add_number(*command, "--games", games_, 1, 1'000'000, "number of games (default 10)");
    add_number(*command, "--seed", seed_, std::uint64_t{0},
               std::numeric_limits<std::uint64_t>::max(),
               "seed for the players' random choices (default 1)");
    command->add_option("--set", settings_, "a game option KEY=VALUE (repeatable)")
        ->allow_extra_args(false);
    add_number(*command, "--time-ms", time_ms_, 1, 3'600'000,
               "thinking time per move for players that use it");
    add_number(*command, "--iterations", iterations_, 1, 100'000'000,
               "MCTS iterations per move (instead of time)");
    add_number(*command, "--nodes", nodes_, std::uint64_t{1}, std::uint64_t{10'000'000'000},
               "search nodes per move for players that count them (instead of time), so games "
               "repeat exactly");
    command->add_option("--position", position_, "start every game from this position text");
    command->add_option("--moves", moves_, "moves played before every game starts");
    command->add_flag("--show-moves", show_moves_, "print each game's moves after its result");
    command->add_option("--load", load_, "start from a saved game file, at its undo cursor");
    return command;
  }

  int run(std::ostream& out, std::ostream&) override {
    const GameInfo& game = require_game(game_id_);
    const PlayerInfo& a = require_player(game, player_a_);
    const PlayerInfo& b = require_player(game, player_b_);
    const AnyState start = require_position_or_saved(game, settings_, position_, moves_, load_);
    if (start.is_over()) throw UsageError("the game is already over in that position");

    int a_wins = 0;
    int b_wins = 0;
    int draws = 0;
    for (int index = 0; index < games_; ++index) {
      const bool a_first = index % 2 == 0;
      auto player_a = a.make(config_for(index, 0));
      auto player_b = b.make(config_for(index, 1));
      Player& first = a_first ? *player_a : *player_b;
      Player& second = a_first ? *player_b : *player_a;
      const GameRecord record = referee_game(start, first, second);
      const auto winner = winner_of(record.outcome);
      const char* result = "draw";
      if (winner) {
        const bool a_won = (*winner == Side::first) == a_first;
        ++(a_won ? a_wins : b_wins);
        result = a_won ? "A wins" : "B wins";
      } else {
        ++draws;
      }
      out << "game " << index + 1 << ": " << game.side_names[0] << " "
          << (a_first ? player_a_ + " (A)" : player_b_ + " (B)") << ", " << game.side_names[1]
          << " " << (a_first ? player_b_ + " (B)" : player_a_ + " (A)") << ": " << result;
      if (const auto score = game.score_text(record.final_position); !score.empty()) {
        out << " " << score;
      }
      if (record.forfeited_by) {
        out << " (" << game.side_names[index_of(*record.forfeited_by)]
            << " forfeits: illegal move)";
      }
      out << ", " << record.moves.size() << " moves";
      if (show_moves_) out << ": " << moves_text(start, record.moves);
      out << "\n" << std::flush;
    }
    out << player_a_ << " wins " << a_wins << ", " << player_b_ << " wins " << b_wins << ", draws "
        << draws << "\n";
    return 0;
  }

 private:
  // The moves in the game's notation, each written in the position it was played in.
  static std::string moves_text(AnyState position, const std::vector<Move>& moves) {
    std::string text;
    for (const Move move : moves) {
      if (!text.empty()) text += ' ';
      text += position.move_text(move);
      position.try_apply(move);
    }
    return text;
  }

  PlayerConfig config_for(int game_index, int seat) const {
    PlayerConfig config;
    config.seed = derive_seed(seed_, static_cast<std::uint64_t>(game_index),
                              static_cast<std::uint64_t>(seat));
    config.time_ms = time_ms_;
    config.iterations = iterations_;
    config.nodes = nodes_;
    return config;
  }

  std::string game_id_;
  std::string player_a_;
  std::string player_b_;
  int games_ = 10;
  std::uint64_t seed_ = 1;
  std::vector<std::string> settings_;
  std::optional<int> time_ms_;
  std::optional<int> iterations_;
  std::optional<std::uint64_t> nodes_;
  std::optional<std::string> position_;
  std::optional<std::string> moves_;
  bool show_moves_ = false;
  std::optional<std::string> load_;
};

}  // namespace

std::unique_ptr<Command> make_match_command() {
  return std::make_unique<MatchCommand>();
}

}  // namespace arcade
