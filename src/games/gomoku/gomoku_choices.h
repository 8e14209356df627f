// Gomoku's options as the setup screen offers them: board sizes as grids, the rules as rows of
// stones.
#pragma once

#include <vector>

#include "games/game_info.h"

namespace arcade {

// 9×9 and 11×11 (cells of 56 px or more, for children) and the classic 15×15.
std::vector<OptionChoice> gomoku_size_choices();
// Five or more in a row wins (six stones), or exactly five (five stones).
std::vector<OptionChoice> gomoku_rule_choices();

}  // namespace arcade
