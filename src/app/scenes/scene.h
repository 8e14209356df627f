// One screen of the game (menu, game, results, an overlay): input, fixed updates and drawing.
#pragma once

#include "app/input/input_event.h"

namespace arcade {
class Canvas;
}

namespace arcade::app {

// A scene on the SceneStack. Scenes never change the stack directly during a callback: they ask
// the stack for a push, pop or replace, which takes effect between frames.
class Scene {
 public:
  virtual ~Scene() = default;

  // Called when the scene becomes the top of the stack (pushed, or uncovered by a pop).
  virtual void on_enter() {}
  // Called when the scene stops being the top (covered, popped or replaced). A scene that is
  // removed gets on_leave() and is then destroyed.
  virtual void on_leave() {}

  // Offers an input; returns true if the scene used it. An unused input goes on to the scene
  // below, so an overlay can let clicks through to the board it covers.
  virtual bool handle(const InputEvent& event) = 0;
  // Advances the top scene by one fixed step of `dt` seconds.
  virtual void update(double dt) = 0;
  // Draws the scene; `alpha` ∈ [0, 1) is how far real time has run into the next step.
  virtual void draw(Canvas& canvas, double alpha) = 0;
  // An opaque scene covers everything below it, so nothing below is drawn.
  virtual bool is_opaque() const { return true; }

  // How soon the scene's picture changes by itself, in seconds: 0 while something moves on it
  // (it is drawn every frame), the time to the next change of a slow one (a tick of the thinking
  // cloud, a badge that goes), or kStill when it stands still until something happens. The window
  // draws only then, after input, when the scenes change or when a scene says it changed, and
  // sleeps in between: a still screen costs nothing. The default is the safe 0.
  virtual double seconds_to_next_change() const { return 0; }
  // True when what the scene shows changed by itself since it was last drawn (a computer moved,
  // a hint arrived), so it must be drawn although nothing moves.
  virtual bool changed_since_drawn() const { return false; }

  static constexpr double kStill = 1e9;

  // True for the unattended demo's scenes: the window goes back to the demo when nobody has
  // touched it for a while, unless the demo is what shows.
  virtual bool is_attract() const { return false; }
};

}  // namespace arcade::app
