// The engine's evaluation parameters: hand-tuned weights of the features a Reversi player
// watches, blended by how far the game has gone.
#pragma once

#include <array>
#include <cstdint>

namespace arcade::reversi {

// Engine scores are hundredths of a disc: a heuristic score estimates the final disc difference
// for the side to move, and an exact result d scores d * kScorePerDisc, so the two compare.
inline constexpr int kScorePerDisc = 100;

// The solver's window in discs for a midgame window in hundredths: a result d × 100 falls on the
// same side of (alpha, beta) as d does of (disc_floor(alpha), disc_ceiling(beta)).
constexpr int disc_floor(int score) {
  return score >= 0 ? score / kScorePerDisc : -((-score + kScorePerDisc - 1) / kScorePerDisc);
}
constexpr int disc_ceiling(int score) {
  return -disc_floor(-score);
}

// A feature's weight when the board is empty (60 empty squares) and when it is full; in between,
// the weight moves linearly with the number of empty squares.
struct PhaseWeight {
  int opening = 0;
  int ending = 0;
};

// The weight of each feature, in score units per unit of (own − other).
struct EvalWeights {
  PhaseWeight mobility{90, 50};            // moves available now
  PhaseWeight potential_mobility{30, 10};  // empty squares next to the other side's discs
  PhaseWeight corners{600, 350};           // corners held
  PhaseWeight x_squares{-350, -150};       // diagonal neighbours of an empty corner held
  PhaseWeight c_squares{-120, -60};        // edge neighbours of an empty corner held
  PhaseWeight stable_discs{160, 120};      // discs that can never flip
  PhaseWeight discs{-8, 40};               // discs held
  PhaseWeight parity{0, 150};              // for the side to move when the empty count is odd
};

// The weights of every feature at one stage of the game.
struct StageWeights {
  int mobility, potential_mobility, corners, x_squares, c_squares, stable_discs, discs, parity;
};

// The weights resolved for each empty count, plus a small seeded noise that varies a player's
// choices between equal-looking moves (so seeded games differ) without making it weaker.
class Evaluator {
 public:
  // `noise` is the largest deviation added to a score (0 for none); `seed` picks which.
  explicit Evaluator(const EvalWeights& weights = {}, int noise = 0, std::uint64_t seed = 0);

  // The weights with `empties` empty squares (more than 60 counts as 60).
  const StageWeights& at(int empties) const {
    return stages_[static_cast<unsigned>(empties > 60 ? 60 : empties)];
  }
  int noise() const { return noise_; }
  std::uint64_t seed() const { return seed_; }

 private:
  std::array<StageWeights, 61> stages_;
  int noise_;
  std::uint64_t seed_;
};

// A deterministic number in [−noise, noise] for this position and the evaluator's seed.
inline int position_noise(std::uint64_t own, std::uint64_t other, const Evaluator& evaluator) {
  std::uint64_t hash =
      (own ^ evaluator.seed()) * 0x9E3779B97F4A7C15ULL ^ other * 0xBF58476D1CE4E5B9ULL;
  hash ^= hash >> 29;
  hash *= 0x94D049BB133111EBULL;
  hash ^= hash >> 32;
  const auto span = static_cast<std::uint64_t>(2 * evaluator.noise() + 1);
  return static_cast<int>(hash % span) - evaluator.noise();
}

}  // namespace arcade::reversi
