// The explicit list of the games' views.
#include "app/views/game_view.h"
#include "app/views/gomoku_view.h"
#include "app/views/nim_view.h"
#include "app/views/reversi_view.h"
#include "app/views/tictactoe_view.h"

namespace arcade::app {

std::unique_ptr<GameView> make_view(std::string_view game_id) {
  if (game_id == "tictactoe") return std::make_unique<TicTacToeView>();
  if (game_id == "gomoku") return std::make_unique<GomokuView>();
  if (game_id == "reversi") return std::make_unique<ReversiView>();
  if (game_id == "nim") return std::make_unique<NimView>();
  return nullptr;
}

}  // namespace arcade::app
