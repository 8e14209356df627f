// board-arcade: the game window, or with a subcommand the headless command line. The commands
// that open a window (the window itself, screenshot, monkey) are composed here with the command
// line, so neither the window nor the command line depends on the other.
#include <iostream>
#include <string>
#include <vector>

#include "cli/command_line.h"
#include "launch/export_icons_command.h"
#include "launch/monkey_command.h"
#include "launch/screenshot_command.h"
#include "launch/window_command.h"

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  arcade::launch::WindowCommand window;
  std::vector<std::unique_ptr<arcade::Command>> app_commands;
  app_commands.push_back(arcade::launch::make_screenshot_command());
  app_commands.push_back(arcade::launch::make_monkey_command());
  app_commands.push_back(arcade::launch::make_export_icons_command());
  return arcade::run_command_line(args, std::cout, std::cerr, std::move(app_commands), window);
}
