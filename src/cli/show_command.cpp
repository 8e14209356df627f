// `board-arcade show FILE`: the game, options, players, moves, undo cursor and position of a save.
#include "cli/show_command.h"

#include <CLI/CLI.hpp>
#include <ostream>

#include "cli/cli_support.h"
#include "games/catalog.h"
#include "persist/store.h"

namespace arcade {
namespace {

// "f5 d6 c3 | d3": every move, with a bar at the undo cursor when a redo tail follows it.
std::string moves_line(const History<AnyState>& history) {
  std::string line;
  for (std::size_t index = 1; index < history.size(); ++index) {
    if (!line.empty()) line += ' ';
    if (index == history.cursor() + 1) line += "| ";
    line += history.at(index - 1).move_text(history.move_into(index));
  }
  return line.empty() ? "(none)" : line;
}

// "white to move, 2-4" or "over: black wins, 33-31".
std::string state_line(const GameInfo& game, const AnyState& position) {
  const auto score = game.score_text(position);
  const std::string tail = score.empty() ? "" : ", " + score;
  switch (position.outcome()) {
    case Outcome::ongoing:
      return game.side_names[index_of(position.to_move())] + " to move" + tail;
    case Outcome::draw:
      return "over: a draw" + tail;
    default:
      return "over: " + game.side_names[index_of(*winner_of(position.outcome()))] + " wins" + tail;
  }
}

class ShowCommand final : public Command {
 public:
  CLI::App* attach(CLI::App& app) override {
    auto* command = app.add_subcommand(
        "show",
        "Print what a saved game file holds: the game, its options, who plays, the "
        "moves (| marks the undo cursor) and the position shown");
    command->add_option("file", file_, "a saved game (see README, Files)")->required();
    return command;
  }

  int run(std::ostream& out, std::ostream&) override {
    auto saved = read_game_file(file_);
    if (!saved) throw UsageError(saved.error());
    const GameInfo& game = require_game(saved->game_id);
    const auto& history = saved->history;
    out << "game: " << game.id << " (" << game.name << ")\n";
    for (const auto& [key, value] : saved->options)
      out << "option: " << key << "=" << value << "\n";
    for (int side = 0; side < 2; ++side) {
      out << game.side_names[side] << ": " << saved->seats[side] << "\n";
    }
    out << "moves: " << moves_line(history) << "\n";
    out << "cursor: " << history.cursor() << " of " << history.size() - 1 << " moves\n";
    out << "position: " << history.current().position_text() << "\n";
    out << "state: " << state_line(game, history.current()) << "\n";
    return 0;
  }

 private:
  std::string file_;
};

}  // namespace

std::unique_ptr<Command> make_show_command() {
  return std::make_unique<ShowCommand>();
}

}  // namespace arcade
