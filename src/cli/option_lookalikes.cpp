// Values that look like options, marked before CLI11 parses and unmarked as it stores them.
#include "cli/option_lookalikes.h"

#include <CLI/CLI.hpp>

namespace arcade {
namespace {

// A byte no one types in an argument: CLI11 sees a word starting with it as a plain value.
constexpr char kMark = '\x1f';

// True if `word` names an option of `command`: "--name", "--name=value", or "-x" followed by
// anything (a short option with its value or more short flags).
bool names_an_option(const CLI::App& command, const std::string& word) {
  if (word.starts_with("--")) {
    return command.get_option_no_throw(word.substr(0, word.find('='))) != nullptr;
  }
  return command.get_option_no_throw(word.substr(0, 2)) != nullptr;
}

}  // namespace

void mark_option_lookalikes(const CLI::App& command, std::vector<std::string>& args) {
  for (std::size_t index = 1; index < args.size(); ++index) {
    std::string& word = args[index];
    if (word == "--") return;
    if (word.size() < 2 || word.front() != '-' || names_an_option(command, word)) continue;
    word.insert(word.begin(), kMark);
  }
}

void unmark_option_lookalikes(CLI::App& command) {
  for (CLI::Option* option : command.get_options()) {
    option->transform([](const std::string& value) {
      return !value.empty() && value[0] == kMark ? value.substr(1) : value;
    });
  }
}

std::string without_marks(std::string message) {
  std::erase(message, kMark);
  return message;
}

}  // namespace arcade
