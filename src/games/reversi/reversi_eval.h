// The engine's evaluation parameters: weights of the features a Reversi player watches, staged
// by how far the game has gone.
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

// A feature's weight with 0, 20, 40 and 60 empty squares; in between, it moves linearly with the
// number of empty squares.
struct StagedWeight {
  int at0 = 0;
  int at20 = 0;
  int at40 = 0;
  int at60 = 0;
};

// The weight of each feature, in score units per unit of (own − other). The weights at 20 empty
// squares (and at 0, where the solver decides anyway) were fitted by least squares to the exact
// scores of 5,967 positions with 14 to 20 empty squares from noisy self-play: the fit cuts the
// error of the first hand-tuned weights from 17 discs to 12. The earlier stages are set by hand
// in the same proportions, corners and edges counting for more while the board is open. The
// negative potential mobility is real: it corrects mobility, with which it goes together.
struct EvalWeights {
  StagedWeight mobility{265, 265, 250, 200};         // moves available now
  StagedWeight potential_mobility{-45, -45, 0, 20};  // empty squares next to the other's discs
  StagedWeight corners{300, 300, 400, 500};          // corners held
  StagedWeight x_squares{-550, -550, -450, -350};    // diagonal neighbours of an empty corner
  StagedWeight c_squares{-200, -200, -170, -120};    // edge neighbours of an empty corner
  StagedWeight stable_discs{150, 150, 150, 150};     // discs that can never flip
  StagedWeight discs{-38, -38, -25, -10};            // discs held
  StagedWeight parity{0, 0, 0, 0};                   // for the side to move when the count is odd
};

// The weights of every feature at one stage of the game.
struct StageWeights {
  int mobility, potential_mobility, corners, x_squares, c_squares, stable_discs, discs, parity;
};

class PatternWeights;

// The evaluation the engine uses: the hand-tuned features (with their weights resolved for each
// empty count) or trained pattern weights, plus a small seeded noise that varies a player's
// choices between equal-looking moves (so seeded games differ) without making it weaker.
class Evaluator {
 public:
  // The hand-tuned evaluation. `noise` is the largest deviation added to a score (0 for none);
  // `seed` picks which.
  explicit Evaluator(const EvalWeights& weights = {}, int noise = 0, std::uint64_t seed = 0);
  // The pattern evaluation with `patterns`, which must outlive the evaluator.
  explicit Evaluator(const PatternWeights& patterns, int noise = 0, std::uint64_t seed = 0);

  // The pattern weights, or nullptr for the hand-tuned evaluation.
  const PatternWeights* patterns() const { return patterns_; }

  // The weights with `empties` empty squares (more than 60 counts as 60).
  const StageWeights& at(int empties) const {
    return stages_[static_cast<unsigned>(empties > 60 ? 60 : empties)];
  }
  int noise() const { return noise_; }
  std::uint64_t seed() const { return seed_; }

 private:
  std::array<StageWeights, 61> stages_;
  const PatternWeights* patterns_ = nullptr;
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
