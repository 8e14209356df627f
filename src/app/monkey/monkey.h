// The monkey test: a long seeded stream of random input (clicks, keys, resizes, fullscreen
// toggles, waits) driven through the real App and scene stack headless, with the game's
// invariants checked as it runs.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>

#include "app/session/move_audit.h"
#include "games/catalog.h"

namespace arcade::app {

// How the monkey runs.
struct MonkeyOptions {
  std::uint64_t events = 3000;       // random inputs to send
  std::uint64_t seed = 1;            // the input stream and the computers' seeds
  int think_ms = 5;                  // the most a computer thinks per move, so games move along
  const Catalog* catalog = nullptr;  // the games to play; null: the collection's own
  // Run as a kiosk (--kiosk, back to the demo after kKioskMonkeyIdleSeconds without input) and
  // check what a kiosk promises as well.
  bool kiosk = false;
};

// The idle time of a kiosk monkey: short, so its random waits often reach the demo.
inline constexpr double kKioskMonkeyIdleSeconds = 20;

// What a run did, and the first invariant it found broken, if any.
struct MonkeyReport {
  std::uint64_t events = 0;
  std::uint64_t frames = 0;
  double wall_seconds = 0;
  MoveAudit audit;                                      // games started and finished, moves applied
  std::map<std::string, std::uint64_t> scenes_entered;  // "menu", "setup", "game <id>", ...
  std::map<std::string, std::uint64_t> inputs;          // how many of each kind of input
  std::optional<std::string> violation;  // what went wrong, with the inputs that led there
};

// Starts the App headless (SDL's dummy video driver, the software renderer, no sound, a manual
// clock, the data folder of a ScratchDataDir the caller has set up) and sends it
// `options.events` random inputs. Checks after every frame: no exception escapes, the scene
// stack is never empty and the app never quits by itself, every move applied was legal where it
// was applied, every game on the stack is over or has a legal move, a computer to move always
// gets to move, and a click on a legal move's cell plays it. A kiosk also stays fullscreen, keeps
// nothing on disk, and is back in the settings it started with whenever it enters its demo from
// another screen. Stops at the first violation.
MonkeyReport run_monkey(const MonkeyOptions& options);

// The report as a few lines of text for people: counts, rates and the violation, if any.
std::string describe(const MonkeyReport& report);

}  // namespace arcade::app
