// The classic computer opponents of Gomoku.
#include "games/gomoku/gomoku_players.h"

#include <algorithm>
#include <cassert>

#include "core/rng.h"

namespace arcade {
namespace {

using Stone = Gomoku::Stone;

const Gomoku& gomoku_state(const AnyState& position) {
  const Gomoku* state = position.get_if<Gomoku>();
  assert(state && "a Gomoku player is only given Gomoku positions");
  return *state;
}

// The run through `point` along (dc, dr) if `stone` were placed there: its length and how many of
// its two ends are open (empty and on the board).
struct Run {
  int length = 1;
  int open_ends = 0;
};

Run run_if_placed(const Gomoku& board, Move point, int dc, int dr, Stone stone) {
  Run run;
  const int column = point % board.size();
  const int row = point / board.size();
  for (const int sign : {1, -1}) {
    int c = column + sign * dc;
    int r = row + sign * dr;
    while (board.on_board(c, r) && board.at(c, r) == stone) {
      ++run.length;
      c += sign * dc;
      r += sign * dr;
    }
    if (board.on_board(c, r) && board.at(c, r) == Stone::empty) ++run.open_ends;
  }
  return run;
}

GomokuShape shape_of(const Run& run, bool exact_five) {
  if (exact_five ? run.length == 5 : run.length >= 5) return GomokuShape::five;
  if (run.length >= 5) return GomokuShape::nothing;  // an overline under exact five
  if (run.length == 4)
    return run.open_ends == 2   ? GomokuShape::open_four
           : run.open_ends == 1 ? GomokuShape::four
                                : GomokuShape::nothing;
  if (run.length == 3)
    return run.open_ends == 2   ? GomokuShape::open_three
           : run.open_ends == 1 ? GomokuShape::three
                                : GomokuShape::nothing;
  if (run.length == 2)
    return run.open_ends == 2   ? GomokuShape::open_two
           : run.open_ends == 1 ? GomokuShape::two
                                : GomokuShape::nothing;
  return GomokuShape::nothing;
}

// True if `stone` on `point` would complete a winning row.
bool wins_if_placed(const Gomoku& board, Move point, Stone stone) {
  return gomoku_shape_if_placed(board, point, stone) == GomokuShape::five;
}

// True if `stone` on `point` would make a straight four with both ends open: a threat that can
// no longer be stopped. Looks at the six points around each line, so broken threes count too.
bool makes_open_four(const Gomoku& board, Move point, Stone stone) {
  const int column = point % board.size();
  const int row = point / board.size();
  for (const auto& [dc, dr] : kGomokuDirections) {
    // Windows of six points holding `point`: _XXXX_ once `point` is filled.
    for (int start = -5; start <= 0; ++start) {
      bool fits = true;
      for (int i = 0; i < 6 && fits; ++i) {
        const int c = column + (start + i) * dc;
        const int r = row + (start + i) * dr;
        if (!board.on_board(c, r)) {
          fits = false;
          break;
        }
        const bool is_point = start + i == 0;
        const Stone here = is_point ? stone : board.at(c, r);
        const bool end = i == 0 || i == 5;
        fits = end ? here == Stone::empty : here == stone;
      }
      if (fits) return true;
    }
  }
  return false;
}

int shape_score(GomokuShape shape) {
  switch (shape) {
    case GomokuShape::five:
      return 100'000;
    case GomokuShape::open_four:
      return 10'000;
    case GomokuShape::four:
      return 1'000;
    case GomokuShape::open_three:
      return 500;
    case GomokuShape::three:
      return 60;
    case GomokuShape::open_two:
      return 50;
    case GomokuShape::two:
      return 5;
    case GomokuShape::nothing:
      return 0;
  }
  return 0;
}

// What `stone` on `point` makes, summed over the four directions, plus one per friendly neighbour.
int point_score(const Gomoku& board, Move point, Stone stone) {
  int score = 0;
  for (const auto& [dc, dr] : kGomokuDirections) {
    score += shape_score(shape_of(run_if_placed(board, point, dc, dr, stone), board.exact_five()));
  }
  const int column = point % board.size();
  const int row = point / board.size();
  for (int dr = -1; dr <= 1; ++dr) {
    for (int dc = -1; dc <= 1; ++dc) {
      if ((dc || dr) && board.on_board(column + dc, row + dr) &&
          board.at(column + dc, row + dr) == stone) {
        ++score;
      }
    }
  }
  return score;
}

// The points of `candidates` with the highest `score`, ties kept.
template <class Score>
std::vector<Move> best_by(const std::vector<Move>& candidates, Score score) {
  std::vector<Move> best;
  int best_score = -1;
  for (const Move point : candidates) {
    const int s = score(point);
    if (s > best_score) {
      best_score = s;
      best.clear();
    }
    if (s == best_score) best.push_back(point);
  }
  return best;
}

class GomokuRandomPlayer final : public Player {
 public:
  explicit GomokuRandomPlayer(const PlayerConfig& config) : rng_(config.seed) {}
  Decision choose(const AnyState& position, std::stop_token /*stop*/) override {
    return {.move = pick_one(gomoku_moves_near_stones(gomoku_state(position)), rng_)};
  }

 private:
  Rng rng_;
};

class GomokuThreatPlayer final : public Player {
 public:
  explicit GomokuThreatPlayer(const PlayerConfig& config) : rng_(config.seed) {}

  Decision choose(const AnyState& position, std::stop_token /*stop*/) override {
    const Gomoku& board = gomoku_state(position);
    const Stone mine = Gomoku::stone_of(board.to_move());
    const Stone theirs = Gomoku::stone_of(opponent(board.to_move()));
    const auto candidates = gomoku_moves_near_stones(board);
    const auto my_score = [&](Move p) { return point_score(board, p, mine); };
    const auto both_scores = [&](Move p) { return my_score(p) + point_score(board, p, theirs); };

    std::vector<Move> urgent;
    for (const Move p : candidates) {
      if (wins_if_placed(board, p, mine)) return {.move = p, .result = ProvenResult::win};
    }
    for (const Move p : candidates) {
      if (wins_if_placed(board, p, theirs)) urgent.push_back(p);
    }
    if (urgent.empty()) {
      for (const Move p : candidates) {
        if (makes_open_four(board, p, theirs)) urgent.push_back(p);
      }
      // Making our own open four beats stopping their open three: we win first.
      for (const Move p : candidates) {
        if (!urgent.empty() && makes_open_four(board, p, mine)) return {.move = p};
      }
    }
    if (!urgent.empty()) return {.move = pick_one(best_by(urgent, both_scores), rng_)};
    return {.move = pick_one(best_by(candidates, my_score), rng_)};
  }

 private:
  Rng rng_;
};

}  // namespace

std::vector<Move> gomoku_moves_near_stones(const Gomoku& position, int distance) {
  std::vector<Move> near;
  if (position.stones_placed() == 0) {
    const int centre = position.size() / 2;
    near.push_back(centre * position.size() + centre);
    return near;
  }
  const int size = position.size();
  for (const Move point : position.legal_moves()) {
    const int column = point % size;
    const int row = point / size;
    bool close = false;
    for (int dr = -distance; dr <= distance && !close; ++dr) {
      for (int dc = -distance; dc <= distance && !close; ++dc) {
        close = position.on_board(column + dc, row + dr) &&
                position.at(column + dc, row + dr) != Stone::empty;
      }
    }
    if (close) near.push_back(point);
  }
  if (near.empty()) near = position.legal_moves();
  return near;
}

GomokuShape gomoku_shape_if_placed(const Gomoku& position, Move point, Stone stone) {
  GomokuShape best = GomokuShape::nothing;
  for (const auto& [dc, dr] : kGomokuDirections) {
    best = std::max(best,
                    shape_of(run_if_placed(position, point, dc, dr, stone), position.exact_five()));
  }
  return best;
}

std::unique_ptr<Player> make_gomoku_random_player(const PlayerConfig& config) {
  return std::make_unique<GomokuRandomPlayer>(config);
}

std::unique_ptr<Player> make_gomoku_threat_player(const PlayerConfig& config) {
  return std::make_unique<GomokuThreatPlayer>(config);
}

}  // namespace arcade
