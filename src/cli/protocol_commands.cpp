// `board-arcade <protocol> [--nodes N]`: a game's engine protocol on stdin and stdout.
#include "cli/protocol_commands.h"

#include <CLI/CLI.hpp>
#include <cstdint>
#include <iostream>
#include <optional>

#include "cli/number_option.h"
#include "games/catalog.h"

namespace arcade {
namespace {

class ProtocolCommand final : public Command {
 public:
  explicit ProtocolCommand(const ProtocolInfo& protocol) : protocol_(protocol) {}

  CLI::App* attach(CLI::App& app) override {
    auto* command = app.add_subcommand(protocol_.command, protocol_.summary);
    add_number(*command, "--nodes", nodes_, std::uint64_t{1}, std::uint64_t{1} << 40,
               "think a fixed number of nodes per move instead of by the clock");
    return command;
  }

  int run(std::ostream& out, std::ostream&) override {
    return protocol_.run(std::cin, out, nodes_);
  }

 private:
  const ProtocolInfo& protocol_;
  std::optional<std::uint64_t> nodes_;
};

}  // namespace

std::vector<std::unique_ptr<Command>> make_protocol_commands() {
  std::vector<std::unique_ptr<Command>> commands;
  for (const auto& game : game_catalog()) {
    for (const auto& protocol : game.protocols) {
      commands.push_back(std::make_unique<ProtocolCommand>(protocol));
    }
  }
  return commands;
}

}  // namespace arcade
