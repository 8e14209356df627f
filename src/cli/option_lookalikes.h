// Values that look like options: a Reversi position such as "--XXXX-- ... X" or a Tic-tac-toe one
// such as "-X-O-----" must reach the command as text, although CLI11 takes any word beginning
// with "-X" or "--X" for an option.
#pragma once

#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace arcade {

// Marks, in `args` (the words after the program name), every word after the subcommand's name
// that begins like an option but names none of `command`'s options, so that CLI11 takes it as a
// value. Words after "--" are left alone (CLI11 takes them as values already). `command` must
// have been given unmark_option_lookalikes first.
void mark_option_lookalikes(const CLI::App& command, std::vector<std::string>& args);

// Makes every option and positional of `command` take a marked word back unmarked.
void unmark_option_lookalikes(CLI::App& command);

// `message` (CLI11's, which may quote a marked word) without the marks.
std::string without_marks(std::string message);

}  // namespace arcade
