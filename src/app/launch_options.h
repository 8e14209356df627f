// How the window was asked to start, from the command line's top-level options.
#pragma once

#include <optional>
#include <string>

#include "core/texts.h"
#include "persist/saved_game.h"

namespace arcade::app {

struct LaunchOptions {
  bool fullscreen = false;
  bool demo = false;  // start in the attract mode: computers playing each other
  // An unattended screen: fullscreen, left only with Ctrl+Alt+Q, playable, nothing kept on disk
  // (implies demo).
  bool kiosk = false;
  // With demo or kiosk: after this many seconds without input on any screen, back to the demo.
  double idle_seconds = 60;
  std::optional<std::string> frame_report;  // write frame statistics here as JSON at exit
  std::optional<double> quit_after_s;       // end by itself after this many seconds
  // A saved game to open over the menu, continued from its cursor (board-arcade FILE.txt).
  std::optional<SavedGame> open_game;
  // The window's language for this run (--language), over the saved one and the system's.
  std::optional<Language> language;
  // The sound for this run (--sound on|off), over the saved choice, which stays as it was unless
  // the player turns the sound the other way during the run.
  std::optional<bool> sound;
  // The games the menu offers and the demo plays, for this run: ids separated by commas, in the
  // order wanted ("connect4,tictactoe"; see catalog_subset). Unset: every game of the catalog.
  // The other games' saved files, scores and unfinished game stay as they are and still open.
  std::optional<std::string> games;
};

}  // namespace arcade::app
