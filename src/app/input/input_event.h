// What scenes receive: pointer presses and motion in logical canvas coordinates, and named keys.
#pragma once

#include "draw/geometry.h"

namespace arcade::app {

// The keys the game gives a meaning to; every other key arrives as `other` (it still wakes the
// demo and counts as activity).
enum class Key {
  left,
  right,
  up,
  down,
  activate,    // Enter, Space
  back,        // Esc, Home: one scene back toward the menu, never quitting from a game
  undo,        // Ctrl+Z, Backspace
  redo,        // Ctrl+Y, Ctrl+Shift+Z
  hint,        // H
  restart,     // R
  save,        // Ctrl+S: save the game on purpose
  help,        // F1, ?: the game's picture story of how to play, as the "?" button
  mute,        // M
  fullscreen,  // F11, Alt+Enter
  contrast,    // C
  adult_quit,  // Ctrl+Alt+Q: the only way out of kiosk mode
  other,
};

// One input, already translated from window pixels to the logical canvas (once, at the edge).
struct InputEvent {
  enum class Kind { pointer_down, pointer_move, key };
  Kind kind = Kind::pointer_move;
  Point position;        // for pointer events
  Key key = Key::other;  // for key events

  static InputEvent pointer_down(Point p) { return {Kind::pointer_down, p, Key::other}; }
  static InputEvent pointer_move(Point p) { return {Kind::pointer_move, p, Key::other}; }
  static InputEvent key_press(Key k) { return {Kind::key, {}, k}; }
};

}  // namespace arcade::app
