// board-arcade: the game window, or with a subcommand the headless command line.
#include <iostream>
#include <string>
#include <vector>

#include "cli/command_line.h"

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) {
    // Until the window exists, starting the game shows two computers playing in the terminal.
    args = {"match", "reversi", "mcts", "roxanne", "--games", "2", "--time-ms", "300"};
  }
  return arcade::run_command_line(args, std::cout, std::cerr);
}
