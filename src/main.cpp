// board-arcade: the game window, or with a subcommand the headless command line.
#include <iostream>
#include <string>
#include <vector>

#include "app/launch/monkey_command.h"
#include "app/launch/screenshot_command.h"
#include "app/launch/window_command.h"
#include "cli/command_line.h"

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  arcade::app::WindowCommand window;
  std::vector<std::unique_ptr<arcade::Command>> app_commands;
  app_commands.push_back(arcade::app::make_screenshot_command());
  app_commands.push_back(arcade::app::make_monkey_command());
  return arcade::run_command_line(args, std::cout, std::cerr, std::move(app_commands), window);
}
