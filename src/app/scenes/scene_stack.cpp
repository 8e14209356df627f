// The pushdown automaton of scenes.
#include "app/scenes/scene_stack.h"

#include <algorithm>

#include <utility>

namespace arcade::app {

void SceneStack::push(std::unique_ptr<Scene> scene) {
  pending_.push_back({Change::Kind::push, std::move(scene)});
}
void SceneStack::pop() {
  pending_.push_back({Change::Kind::pop, nullptr});
}
void SceneStack::replace(std::unique_ptr<Scene> scene) {
  pending_.push_back({Change::Kind::replace, std::move(scene)});
}
void SceneStack::pop_to_bottom() {
  pending_.push_back({Change::Kind::pop_to_bottom, nullptr});
}

void SceneStack::leave_top() {
  if (scenes_.empty() || !scenes_.back().entered) return;
  scenes_.back().entered = false;
  scenes_.back().scene->on_leave();
}

void SceneStack::remove_top() {
  leave_top();
  // Taken off the stack before it is destroyed, so its destructor sees a consistent stack.
  Entry leaving = std::move(scenes_.back());
  scenes_.pop_back();
}

void SceneStack::clear() {
  pending_.clear();
  while (!scenes_.empty()) remove_top();
  pending_.clear();  // anything a scene queued while leaving
}

bool SceneStack::apply_pending() {
  if (pending_.empty()) return false;
  ++changes_;
  // A scene's hook or constructor may queue further changes, so take the queue and loop until it
  // stays empty.
  while (!pending_.empty()) {
    std::vector<Change> changes = std::move(pending_);
    pending_.clear();
    for (auto& change : changes) {
      switch (change.kind) {
        case Change::Kind::push:
          leave_top();
          scenes_.push_back({std::move(change.scene), false});
          break;
        case Change::Kind::pop:
          if (!scenes_.empty()) remove_top();
          break;
        case Change::Kind::replace:
          if (!scenes_.empty()) remove_top();
          scenes_.push_back({std::move(change.scene), false});
          break;
        case Change::Kind::pop_to_bottom:
          while (scenes_.size() > 1) remove_top();
          break;
      }
    }
    if (!scenes_.empty() && !scenes_.back().entered) {
      scenes_.back().entered = true;
      scenes_.back().scene->on_enter();
    }
  }
  return true;
}

bool SceneStack::handle(const InputEvent& event) {
  for (auto it = scenes_.rbegin(); it != scenes_.rend(); ++it) {
    if (it->scene->handle(event)) return true;
  }
  return false;
}

void SceneStack::update(double dt) {
  if (Scene* scene = top()) scene->update(dt);
}

std::vector<Scene*> SceneStack::visible_scenes() const {
  std::size_t first = scenes_.size();
  while (first > 0) {
    --first;
    if (scenes_[first].scene->is_opaque()) break;
  }
  std::vector<Scene*> visible;
  for (std::size_t i = first; i < scenes_.size(); ++i) visible.push_back(scenes_[i].scene.get());
  return visible;
}

double SceneStack::seconds_to_next_change() const {
  double soonest = Scene::kStill;
  for (const Scene* scene : visible_scenes()) {
    soonest = std::min(soonest, scene->seconds_to_next_change());
  }
  return soonest;
}

bool SceneStack::changed_since_drawn() const {
  const auto visible = visible_scenes();
  return std::any_of(visible.begin(), visible.end(),
                     [](const Scene* scene) { return scene->changed_since_drawn(); });
}

void SceneStack::draw(Canvas& canvas, double alpha) {
  for (Scene* scene : visible_scenes()) scene->draw(canvas, alpha);
}

Scene* SceneStack::below_top(std::size_t depth) const {
  if (depth >= scenes_.size()) return nullptr;
  return scenes_[scenes_.size() - 1 - depth].scene.get();
}

}  // namespace arcade::app
