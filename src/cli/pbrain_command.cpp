// `board-arcade pbrain [--nodes N]`: a thin loop from stdin to a PbrainSession and back to stdout.
#include "cli/pbrain_command.h"

#include <CLI/CLI.hpp>
#include <iostream>
#include <optional>
#include <string>

#include "games/gomoku/gomoku_engine_players.h"

namespace arcade {
namespace {

class PbrainCommand final : public Command {
 public:
  CLI::App* attach(CLI::App& app) override {
    auto* command = app.add_subcommand(
        "pbrain",
        "Play Gomoku as a Gomocup brain on stdin/stdout (START, BEGIN, TURN, BOARD, INFO, END...)");
    command
        ->add_option("--nodes", nodes_,
                     "think a fixed number of nodes per move instead of by the clock")
        ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1} << 40));
    return command;
  }

  int run(std::ostream& out, std::ostream&) override {
    PbrainSettings settings;
    settings.engine = gomoku_strong_settings();
    settings.nodes = nodes_;
    return run_pbrain(std::cin, out, settings);
  }

 private:
  std::optional<std::uint64_t> nodes_;
};

}  // namespace

std::unique_ptr<Command> make_pbrain_command() {
  return std::make_unique<PbrainCommand>();
}

int run_pbrain(std::istream& in, std::ostream& out, const PbrainSettings& settings) {
  PbrainSession session(settings);
  std::string line;
  while (!session.finished() && std::getline(in, line)) {
    for (const auto& answer : session.handle_line(line)) out << answer << '\n';
    // The manager waits for each answer: never leave one in a buffer.
    out.flush();
  }
  return 0;
}

}  // namespace arcade
