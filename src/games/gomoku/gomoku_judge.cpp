// Gomoku's judgement: the tactics engine's search at a node budget.
#include "games/gomoku/gomoku_judge.h"

#include "games/gomoku/gomoku.h"
#include "games/gomoku/gomoku_board.h"
#include "games/gomoku/gomoku_engine.h"
#include "games/gomoku/gomoku_engine_players.h"

namespace arcade {
namespace {

constexpr std::uint64_t kNodes = 40'000;
// An engine score that counts as a clear lead: about an open three's worth.
constexpr double kClearLead = 3000;

}  // namespace

std::optional<Judgement> judge_gomoku(const AnyState& position, std::stop_token stop) {
  const Gomoku& state = *position.get_if<Gomoku>();
  const Side mover = state.to_move();
  const auto board = gomoku::GomokuBoard::from_position(state);
  gomoku::EngineSettings settings = gomoku_tactics_settings();
  settings.table_bits = 14;
  gomoku::GomokuEngine engine(settings);
  gomoku::EngineLimits limits;
  limits.nodes = kNodes;
  const auto decision = engine.choose(board, gomoku::color_of(mover), limits, stop);
  if (stop.stop_requested()) return std::nullopt;
  if (decision.result) {
    return proven_judgement(*decision.result, mover);
  }
  return estimate_judgement(decision.score, kClearLead, mover);
}

}  // namespace arcade
