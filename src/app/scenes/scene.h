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
};

}  // namespace arcade::app
