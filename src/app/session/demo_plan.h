// What the unattended demo plays: the games in turn, computers on both sides.
#pragma once

#include "app/session/game_session.h"

namespace arcade::app {

// The setup of demo round `round` (0, 1, 2, ...): the games of `catalog` in turn, the strongest
// player against the next strongest, alternating who starts, on boards a child could play.
SessionSetup demo_setup(const Catalog& catalog, int round);

}  // namespace arcade::app
