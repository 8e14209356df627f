// The unattended demo: a game screen in demo mode for round `round` of the demo plan.
#pragma once

#include <memory>

#include "app/app_context.h"
#include "app/scenes/scene.h"

namespace arcade::app {

// A game scene playing demo round `round`; any input leaves it (except in kiosk mode), and when
// the game ends the results lead on to the next round.
std::unique_ptr<Scene> make_demo_scene(AppContext& context, int round);

}  // namespace arcade::app
