// The Gomoku engine's levels as players: `tactics` (the middle of the ladder) and `strong`.
#pragma once

#include <memory>

#include "core/player.h"
#include "games/gomoku/gomoku_engine.h"

namespace arcade {

// The engine settings of the `tactics` level: a shallow search that sees its own wins by fours
// and the opponent's, without VCT.
gomoku::EngineSettings gomoku_tactics_settings();
// The engine settings of the `strong` level: everything the engine has.
gomoku::EngineSettings gomoku_strong_settings();

// Searches a few plies with VCF. PlayerConfig: time_ms (default 1000), nodes, depth.
std::unique_ptr<Player> make_gomoku_tactics_player(const PlayerConfig& config);

// The full engine: VCF and VCT, defence against the opponent's VCF, deep alpha-beta. PlayerConfig:
// time_ms per move (default 1000), nodes (deterministic), depth (alpha-beta plies). Reports a
// proven win or loss when a threat search proved it.
std::unique_ptr<Player> make_gomoku_strong_player(const PlayerConfig& config);

}  // namespace arcade
