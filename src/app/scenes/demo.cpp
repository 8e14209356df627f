// The unattended demo.
#include "app/scenes/demo.h"

#include "app/scenes/game_scene.h"
#include "app/session/demo_plan.h"

namespace arcade::app {

std::unique_ptr<Scene> make_demo_scene(AppContext& context, int round) {
  auto session = start_session(context.catalog, demo_setup(context.offered, round));
  return std::make_unique<GameScene>(context, std::move(session).value(), GameMode{true, round});
}

}  // namespace arcade::app
