// The pushdown automaton of scenes: deferred push, pop and replace with enter and leave hooks.
#pragma once

#include <cstddef>
#include <memory>
#include <vector>

#include "app/scenes/scene.h"

namespace arcade::app {

// The scenes of the game, bottom (usually the menu) to top. Changes asked for during a frame are
// queued and applied in order by apply_pending(), so a scene may safely ask to pop itself while
// handling an input. The stack knows scenes only as Scene objects, never by name.
class SceneStack {
 public:
  // Queues `scene` to go on top.
  void push(std::unique_ptr<Scene> scene);
  // Queues removing the top scene (ignored when the stack is empty by then).
  void pop();
  // Queues replacing the top scene with `scene` (a push when the stack is empty by then).
  void replace(std::unique_ptr<Scene> scene);
  // Queues removing every scene above the bottom one.
  void pop_to_bottom();

  // Removes every scene now, top first, without entering any uncovered scene (shutting down).
  // Queued changes are dropped.
  void clear();

  // Applies the queued changes in the order asked, calling on_leave() on a top scene that stops
  // being the top and on_enter() on the scene that ends on top. Returns true if anything changed.
  bool apply_pending();
  bool has_pending() const { return !pending_.empty(); }

  // Offers `event` to the top scene, then to each scene below until one uses it.
  bool handle(const InputEvent& event);
  // Updates the top scene.
  void update(double dt);
  // Draws from the topmost opaque scene up to the top.
  void draw(Canvas& canvas, double alpha);
  // The scenes draw() draws, bottom first.
  std::vector<Scene*> visible_scenes() const;
  // The soonest change of the visible scenes (Scene::seconds_to_next_change); kStill without any.
  double seconds_to_next_change() const;
  // True when a visible scene changed since it was last drawn (Scene::changed_since_drawn).
  bool changed_since_drawn() const;
  // Counts every change apply_pending() made, so the window sees that the screen changed.
  unsigned long changes() const { return changes_; }

  bool empty() const { return scenes_.empty(); }
  std::size_t size() const { return scenes_.size(); }
  // The top scene, or nullptr.
  Scene* top() const { return scenes_.empty() ? nullptr : scenes_.back().scene.get(); }
  // The scene `depth` below the top (0 is the top), or nullptr.
  Scene* below_top(std::size_t depth) const;

 private:
  // One queued change. A plain struct rather than a variant of unique_ptrs: GCC 12 warns falsely
  // about those under sanitizers.
  struct Change {
    enum class Kind { push, pop, replace, pop_to_bottom };
    Kind kind;
    std::unique_ptr<Scene> scene;  // for push and replace
  };

  // A scene and whether it is entered (on_enter called, on_leave not yet).
  struct Entry {
    std::unique_ptr<Scene> scene;
    bool entered = false;
  };

  void leave_top();
  void remove_top();

  std::vector<Entry> scenes_;
  std::vector<Change> pending_;
  unsigned long changes_ = 0;
};

}  // namespace arcade::app
