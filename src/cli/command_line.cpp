// The headless command line: parses the words with CLI11 and runs the chosen subcommand.
#include "cli/command_line.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <ostream>

#include "cli/analyze_command.h"
#include "cli/bench_command.h"
#include "cli/cli_support.h"
#include "cli/dev_persist_commands.h"
#include "cli/list_commands.h"
#include "cli/match_command.h"
#include "cli/option_lookalikes.h"
#include "cli/perft_command.h"
#include "cli/protocol_commands.h"
#include "cli/show_command.h"
#include "core/text.h"
#include "games/catalog.h"

namespace arcade {
namespace {

// Every subcommand, in the order `--help` lists them.
std::vector<std::unique_ptr<Command>> make_commands() {
  std::vector<std::unique_ptr<Command>> commands;
  commands.push_back(make_games_command());
  commands.push_back(make_players_command());
  commands.push_back(make_perft_command());
  commands.push_back(make_match_command());
  commands.push_back(make_analyze_command());
  commands.push_back(make_bench_command());
  commands.push_back(make_show_command());
  commands.push_back(make_dev_save_loop_command());
  commands.push_back(make_dev_check_command());
  for (auto& protocol : make_protocol_commands()) commands.push_back(std::move(protocol));
  return commands;
}

// The project's version, from CMake's PROJECT_VERSION (a definition on this file alone, so a new
// version recompiles one file).
constexpr const char* kVersion = BOARD_ARCADE_VERSION;

// "Board Arcade VERSION: <every game's name> against people or computers", from the catalog.
std::string program_description() {
  std::vector<std::string> names;
  for (const auto& game : game_catalog()) names.push_back(game.name);
  return std::string("Board Arcade ") + kVersion + ": " + join(names, ", ") +
         " against people or computers";
}

// Names of the headless subcommands, for telling them apart from window options.
std::vector<std::string> command_names() {
  CLI::App app;
  std::vector<std::string> names;
  for (const auto& command : make_commands()) names.push_back(command->attach(app)->get_name());
  return names;
}

// True when `word` names a file rather than a command: the window's saved game to open. A word
// with a dot or a slash, or one naming a file that exists (commands have neither).
bool looks_like_file(const std::string& word) {
  std::error_code error;
  return word.find('.') != std::string::npos || word.find('/') != std::string::npos ||
         std::filesystem::exists(word, error);
}

// The help of the command `app` was parsed for (its chosen subcommand's, else its own), with the
// usage written as it is typed: "Usage: board-arcade perft ...", not "Usage: perft ...".
std::string help_of_chosen(const CLI::App& app) {
  const auto chosen = app.get_subcommands();
  return chosen.empty() ? app.help() : chosen.front()->help(app.get_name());
}

// The reason on one line, the usage line, and where the whole help is: the reason stays on the
// screen rather than above a page of options, as GNU tools and git answer a bad command line.
int usage_error(std::ostream& err, const std::string& message, const CLI::App& app) {
  const std::string help = help_of_chosen(app);
  const std::size_t usage = help.find("Usage:");
  const std::size_t usage_end = help.find('\n', usage);
  const auto chosen = app.get_subcommands();
  const std::string command =
      app.get_name() + (chosen.empty() ? "" : " " + chosen.front()->get_name());
  err << "board-arcade: " << without_marks(message) << "\n";
  if (usage != std::string::npos) err << help.substr(usage, usage_end - usage) << "\n";
  err << "Try '" << command << " --help' for more information.\n";
  return 2;
}

}  // namespace

bool is_headless_command(const std::vector<std::string>& args) {
  if (args.empty()) return false;
  const auto names = command_names();
  return std::find(names.begin(), names.end(), args.front()) != names.end();
}

namespace {

// Parses and runs with `commands`; with a `window`, no subcommand means opening the window.
int run_commands(const std::vector<std::string>& args, std::ostream& out, std::ostream& err,
                 std::vector<std::unique_ptr<Command>> commands, WindowLauncher* window) {
  CLI::App app{program_description(), "board-arcade"};
  app.set_version_flag("--version", std::string("board-arcade ") + kVersion,
                       "Print the program's name and version, and exit");
  if (window) {
    app.require_subcommand(0, 1);
    window->attach(app);
  } else {
    app.require_subcommand(1);
  }
  std::vector<CLI::App*> subcommands;
  std::vector<std::string> names;
  for (const auto& command : commands) {
    subcommands.push_back(command->attach(app));
    names.push_back(subcommands.back()->get_name());
    unmark_option_lookalikes(*subcommands.back());
  }

  if (!args.empty() && !args.front().starts_with('-') &&
      std::find(names.begin(), names.end(), args.front()) == names.end() &&
      !(window && looks_like_file(args.front()))) {
    return usage_error(err, "unknown command " + quote_for_message(args.front()), app);
  }
  std::vector<std::string> words = args;
  if (const auto chosen = std::find(names.begin(), names.end(), words.empty() ? "" : words.front());
      chosen != names.end()) {
    mark_option_lookalikes(*subcommands[static_cast<std::size_t>(chosen - names.begin())], words);
  }
  // CLI11 wants argv order reversed when given a vector.
  std::vector<std::string> reversed(words.rbegin(), words.rend());
  try {
    app.parse(reversed);
  } catch (const CLI::CallForHelp&) {
    out << help_of_chosen(app);
    return 0;
  } catch (const CLI::CallForVersion& version) {
    out << version.what() << "\n";
    return 0;
  } catch (const CLI::ParseError& error) {
    return usage_error(err, error.what(), app);
  }
  for (std::size_t i = 0; i < commands.size(); ++i) {
    if (!subcommands[i]->parsed()) continue;
    try {
      return commands[i]->run(out, err);
    } catch (const UsageError& error) {
      return usage_error(err, error.what(), app);
    }
  }
  if (window) {
    try {
      return window->run(out, err);
    } catch (const UsageError& error) {
      return usage_error(err, error.what(), app);
    }
  }
  return usage_error(err, "no command given", app);
}

// `status`, unless what the command printed could not all be written (a full disk, a closed
// pipe): then one line on `err` and at least 1, so no script mistakes a cut-short output for one.
int check_output(int status, std::ostream& out, std::ostream& err) {
  const bool written_so_far = out.good();
  errno = 0;
  out.flush();
  if (out.good()) return status;
  // errno says why only if this flush failed; an earlier failure may have left any value there.
  const int reason = written_so_far ? errno : 0;
  err << "board-arcade: could not write the output"
      << (reason ? std::string(": ") + std::strerror(reason) : std::string()) << "\n";
  return status != 0 ? status : 1;
}

}  // namespace

int run_command_line(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  return check_output(run_commands(args, out, err, make_commands(), nullptr), out, err);
}

int run_command_line(const std::vector<std::string>& args, std::ostream& out, std::ostream& err,
                     std::vector<std::unique_ptr<Command>> extra_commands, WindowLauncher& window) {
  auto commands = make_commands();
  for (auto& extra : extra_commands) commands.push_back(std::move(extra));
  return check_output(run_commands(args, out, err, std::move(commands), &window), out, err);
}

}  // namespace arcade
