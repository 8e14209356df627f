// What every scene may use: the scene stack, the settings, what is kept on disk, sounds, the
// search worker, the window and a source of seeds. Passed by reference; there are no global
// singletons.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "app/audio/sound_player.h"
#include "app/keep/keeper.h"
#include "app/scenes/scene_stack.h"
#include "app/session/move_audit.h"
#include "app/settings.h"
#include "app/worker/search_worker.h"
#include "core/rng.h"
#include "core/texts.h"
#include "draw/theme.h"
#include "games/catalog.h"

namespace arcade::app {

// The window-level actions a scene may ask for.
class WindowControls {
 public:
  virtual ~WindowControls() = default;
  virtual void toggle_fullscreen() = 0;
  // Ends the program after this frame.
  virtual void quit() = 0;
  // Speaks `language` from now on and remembers it in the settings. Chinese without a CJK font
  // installed stays English, with a notice saying why.
  virtual void set_language(Language language) = 0;
};

// How the program was started, as far as scenes care.
struct RunMode {
  bool kiosk = false;  // unattended: fullscreen, only the adult chord quits, nothing kept
  // Headless runs (tests, screenshots) use fixed seeds and never sleep.
  bool headless = false;
  // Test runs (the monkey): computers think at most this long a move (0: the game's own pace),
  // and every game started and move applied is reported to `audit` (null: nowhere).
  int think_ms_cap = 0;
  MoveAudit* audit = nullptr;
};

struct AppContext {
  // The games the window knows (to open saved files and count scores); it names none itself.
  const Catalog& catalog;
  // Those of them the menu offers and the demo plays, in that order (--games).
  const Catalog& offered;
  SceneStack& scenes;
  Settings& settings;  // saved by the app whenever they change
  Keeper& keeper;      // statistics and the game in progress
  SoundPlayer& sounds;
  SearchWorker& worker;
  WindowControls& window;
  Rng& rng;
  RunMode mode;
  // The window's words in the chosen language: every text a scene shows goes through say().
  Texts& texts;

  // `english` in the chosen language (see Texts::say).
  std::string say(std::string_view english, const std::vector<std::string>& values = {}) const {
    return texts.say(english, values);
  }
  const Theme& theme() const { return theme_for(settings.high_contrast); }
  // Plays `sound` unless muted.
  void play(Sound sound) const { sounds.play(sound); }
  // A fresh seed for a computer player.
  std::uint64_t next_seed() const { return rng.next(); }
  // The one mute control.
  void set_sound(bool on) const {
    settings.sound = on;
    sounds.set_muted(!on);
  }
};

}  // namespace arcade::app
