// Design 002's Gomoku player.
#include "games/gomoku/gomoku_design_player.h"

#include <algorithm>
#include <cassert>

#include "core/rng.h"
#include "games/gomoku/gomoku_players.h"

namespace arcade {
namespace {

using Stone = Gomoku::Stone;

bool is_empty(const Gomoku& board, int column, int row) {
  return board.on_board(column, row) && board.at(column, row) == Stone::empty;
}

// The best of `points` by `score`, ties chosen at random.
template <class Score>
Move best_of(const std::vector<Move>& points, Score score, Rng& rng) {
  std::vector<Move> best;
  int best_score = 0;
  for (const Move point : points) {
    const int s = score(point);
    if (best.empty() || s > best_score) {
      best_score = s;
      best.clear();
    }
    if (s == best_score) best.push_back(point);
  }
  return pick_one(best, rng);
}

class GomokuDesignPlayer final : public Player {
 public:
  explicit GomokuDesignPlayer(const PlayerConfig& config) : rng_(config.seed) {}

  Decision choose(const AnyState& position, std::stop_token /*stop*/) override {
    const Gomoku* state = position.get_if<Gomoku>();
    assert(state && "a Gomoku player is only given Gomoku positions");
    const Gomoku& board = *state;
    const int size = board.size();
    if (board.stones_placed() == 0) {
      return {.move = size / 2 * size + size / 2, .info = "the centre"};
    }
    const Move last = *board.last_move();
    if (board.stones_placed() == 1) {
      const int column = last % size;
      const int row = last / size;
      const int beside = column > 0 ? column - 1 : column + 1;
      return {.move = row * size + beside, .info = "beside the first stone"};
    }
    const Stone mine = Gomoku::stone_of(board.to_move());
    const auto empties = board.legal_moves();
    for (const Move point : empties) {
      if (gomoku_shape_if_placed(board, point, mine) == GomokuShape::five) {
        return {.move = point, .result = ProvenResult::win, .info = "five"};
      }
    }
    const auto score = [&](Move point) { return gomoku_design_score(board, point, mine); };
    const auto blocks = gomoku_design_blocks(board, last);
    if (!blocks.empty()) return {.move = best_of(blocks, score, rng_), .info = "defends"};
    return {.move = best_of(std::vector<Move>(empties.begin(), empties.end()), score, rng_),
            .info = "attacks"};
  }

 private:
  Rng rng_;
};

}  // namespace

GomokuDesignRun gomoku_design_run(const Gomoku& board, Move point, int dc, int dr, Stone stone) {
  GomokuDesignRun run;
  const int size = board.size();
  for (const int sign : {1, -1}) {
    int c = point % size + sign * dc;
    int r = point / size + sign * dr;
    while (board.on_board(c, r) && board.at(c, r) == stone) {
      ++run.count;
      c += sign * dc;
      r += sign * dr;
    }
    if (is_empty(board, c, r)) {
      run.open_ends.push_back(r * size + c);
      if (!is_empty(board, c + sign * dc, r + sign * dr)) run.ends_have_room = false;
    } else {
      ++run.lock;
    }
  }
  return run;
}

int gomoku_design_score(const Gomoku& board, Move point, Stone stone) {
  int score = 0;
  for (const auto& [dc, dr] : kGomokuDirections) {
    const GomokuDesignRun run = gomoku_design_run(board, point, dc, dr, stone);
    if ((run.count >= 4 && run.lock <= 1) || (run.count == 3 && run.lock == 0)) {
      score += 20;
    } else if (run.count == 2 && run.lock == 0 && run.ends_have_room) {
      score += 5;
    }
  }
  const int size = board.size();
  for (int dr = -1; dr <= 1; ++dr) {
    for (int dc = -1; dc <= 1; ++dc) {
      const int c = point % size + dc;
      const int r = point / size + dr;
      if ((dc == 0 && dr == 0) || !board.on_board(c, r) || board.at(c, r) == Stone::empty) {
        continue;
      }
      const int weight = dc != 0 && dr != 0 ? 2 : 1;
      score += board.at(c, r) == stone ? weight : -weight;
    }
  }
  return score;
}

std::vector<Move> gomoku_design_blocks(const Gomoku& board, Move last) {
  const Stone theirs = board.at(last);
  std::vector<Move> lesser;
  for (const auto& [dc, dr] : kGomokuDirections) {
    const GomokuDesignRun run = gomoku_design_run(board, last, dc, dr, theirs);
    const bool four = run.count >= 4 && run.lock <= 1;
    const bool open_three = run.count == 3 && run.lock == 0;
    if (four || open_three) return run.open_ends;
    const bool open_two = run.count == 2 && run.lock == 0;
    const bool closed_three = run.count == 3 && run.lock == 1;
    if ((open_two || closed_three) && run.ends_have_room) {
      for (const Move end : run.open_ends) {
        if (std::find(lesser.begin(), lesser.end(), end) == lesser.end()) lesser.push_back(end);
      }
    }
  }
  return lesser;
}

std::unique_ptr<Player> make_gomoku_design_player(const PlayerConfig& config) {
  return std::make_unique<GomokuDesignPlayer>(config);
}

}  // namespace arcade
