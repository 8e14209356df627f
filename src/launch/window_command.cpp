// The window's top-level command-line options.
#include "launch/window_command.h"

#include <CLI/CLI.hpp>
#include <fstream>
#include <ostream>

#include "app/app.h"
#include "cli/cli_support.h"
#include "cli/number_option.h"
#include "core/text.h"
#include "games/catalog.h"
#include "persist/store.h"

namespace arcade::launch {

void WindowCommand::attach(CLI::App& app) {
  app.add_flag("--fullscreen", launch_.fullscreen, "Start fullscreen (F11 or Alt+Enter toggles)");
  app.add_flag("--demo", launch_.demo,
               "Computers play each other, game after game; any key or click goes to the menu");
  app.add_flag("--kiosk", launch_.kiosk,
               "An unattended screen: fullscreen, the demo invites passers-by to play, nothing is "
               "kept on disk, and at the screen only Ctrl+Alt+Q quits (implies --demo)");
  add_number(app, "--idle-s", idle_seconds_, 5, 24 * 3600,
             "With --demo or --kiosk: back to the demo after N seconds without input (default 60)");
  games_option_ = app.add_option(
      "--games", games_,
      "The games the menu offers and the demo plays, for this run: ids separated by commas, in "
      "the order wanted (such as connect4,tictactoe); the others' saved games and scores are kept");
  app.add_option("--frame-report", frame_report_,
                 "Write frame timing statistics to FILE.json when the window closes");
  add_number(app, "--quit-after-s", quit_after_s_, 1, 7 * 24 * 3600,
             "Close the window after N seconds");
  app.add_option("FILE.txt", game_file_,
                 "A saved game to open in the window, to continue it from where it was");
  app.add_option("--language", language_,
                 "The window's words: en (English) or zh (Simplified Chinese), for this run")
      ->check(CLI::IsMember({"en", "zh"}));
  app.add_option("--sound", sound_,
                 "The sound, on or off, for this run (the menu's switch still turns it); a kiosk "
                 "goes back to it whenever it returns to its demo")
      ->check(CLI::IsMember({"on", "off"}));
}

int WindowCommand::run(std::ostream&, std::ostream& err) {
  if (!frame_report_.empty()) {
    // Found out now, not after the whole run: the report's file must be writable.
    if (!std::ofstream(frame_report_, std::ios::app)) {
      throw UsageError("--frame-report cannot write " + quote_for_message(frame_report_, 200));
    }
    launch_.frame_report = frame_report_;
  }
  if (quit_after_s_ > 0) launch_.quit_after_s = quit_after_s_;
  launch_.idle_seconds = idle_seconds_;
  if (!game_file_.empty()) {
    if (launch_.demo || launch_.kiosk)
      throw UsageError("a saved game opens without --demo or --kiosk");
    auto game = read_game_file(game_file_);
    if (!game) {
      err << "board-arcade: " << game.error() << "\n";
      return 1;
    }
    launch_.open_game = std::move(game).value();
  }
  if (!language_.empty()) launch_.language = language_of_locale(language_);
  if (!sound_.empty()) launch_.sound = sound_ == "on";
  if (games_option_->count() > 0) {
    // Refused here, as a usage error, rather than by the window that would not open.
    if (auto chosen = catalog_subset(game_catalog(), games_); !chosen) {
      throw UsageError("--games: " + chosen.error());
    }
    launch_.games = games_;
  }
  app::AppConfig config;
  config.fit_display = true;
  auto app = app::App::create(config, launch_);
  if (!app) {
    err << "board-arcade: " << app.error() << "\n";
    return 1;
  }
  return app.value()->run();
}

}  // namespace arcade::launch
