// How the Gomoku engine values a point from its four line patterns, and a position from its points.
#pragma once

#include <array>
#include <cstdint>
#include <memory>

#include "games/gomoku/gomoku_eval_weights.h"
#include "games/gomoku/gomoku_fine_patterns.h"
#include "games/gomoku/gomoku_patterns.h"

namespace arcade::gomoku {

// What one stone on a point threatens, across its four lines, weakest first:
//   three         makes an open three (one line flex3): the opponent must answer or lose;
//   double_three  makes two open threes at once (3-3);
//   four          makes a four: the opponent must take its one completing point;
//   four_three    makes a four and an open three at once (4-3);
//   win           makes an open four or two fours (4-4): cannot be stopped any more;
//   five          completes a five: the game is won.
enum class PointThreat : std::uint8_t { none, three, double_three, four, four_three, win, five };

// The threat families that the engine keeps sets of: points making a three (or 3-3), a four (or
// 4-3), an unstoppable four, and a five.
enum class ThreatClass : std::uint8_t { three, four, win, five };
inline constexpr int kThreatClassCount = 4;

// The family of a threat, or nothing for none.
constexpr int threat_class_index(PointThreat threat) {
  switch (threat) {
    case PointThreat::three:
    case PointThreat::double_three:
      return static_cast<int>(ThreatClass::three);
    case PointThreat::four:
    case PointThreat::four_three:
      return static_cast<int>(ThreatClass::four);
    case PointThreat::win:
      return static_cast<int>(ThreatClass::win);
    case PointThreat::five:
      return static_cast<int>(ThreatClass::five);
    case PointThreat::none:
      break;
  }
  return -1;
}

// A point's value for one colour: what playing there threatens, what it is worth to move
// ordering when its colour is the side to move (`score`, also the threat search's tie-break) and
// when it is the opponent's (`defence`: the worth of taking the point from it), and what it adds
// to the evaluation, in eighths of a score unit, when its colour is the side to move (`own`) and
// when it is the opponent (`their`). 16-bit values keep the entry small (the board copies them on
// every update); table building clamps every value to that range.
struct PointValue {
  PointThreat threat = PointThreat::none;
  std::int16_t score = 0;
  std::int16_t defence = 0;
  std::int16_t own = 0;
  std::int16_t their = 0;
};
static_assert(sizeof(PointValue) == 10);

// How the search's move ordering weighs a point's `score` for the side to move against its
// `defence` for the opponent: attacking first, as the hand-tuned scores were tuned with.
inline constexpr int kOrderAttackWeight = 4;
inline constexpr int kOrderDefenceWeight = 3;

// The four line patterns of a point packed into one number, line 0 in the lowest base-9 digit:
// the index into a PointValueTable. A line's change moves the code by (new − old) · 9^line.
inline constexpr int kPatternCodeCount = 6561;  // 9^4
inline constexpr std::array<int, 4> kPatternCodeWeight{1, 9, 81, 729};
int pattern_code(const std::array<LinePattern, 4>& patterns);
// The four line patterns of a pattern code (0..kPatternCodeCount−1): pattern_code's inverse.
constexpr std::array<LinePattern, 4> patterns_of_code(int code) {
  std::array<LinePattern, 4> patterns{};
  for (auto& pattern : patterns) {
    pattern = static_cast<LinePattern>(code % kLinePatternCount);
    code /= kLinePatternCount;
  }
  return patterns;
}

// What a point of each pattern code threatens: its four patterns decide it, whatever the weights,
// so every PointValueTable made by make_point_value_table agrees with it. A byte a code, small
// enough to stay in the first-level cache where the whole table does not.
using ThreatTable = std::array<PointThreat, kPatternCodeCount>;
const ThreatTable& threat_table();

// `value` rounded, clamped to what a table's 16-bit field holds (±32767).
std::int16_t rounded_int16(double value);

// The value of every pattern code.
using PointValueTable = std::array<PointValue, kPatternCodeCount>;

// The table whose evaluation values come from `weights`: its rows, or its value for a point's
// combination where it lists one. Ordering scores are the hand-tuned ones (`defence` equal to
// `score`) but where `weights` lists order scores for the combination.
PointValueTable make_point_value_table(const EvalWeights& weights);

// Whether the engine evaluates with the trained weights (embedded, one file for both rules)
// rather than the hand-tuned ones: set from the match results in src/games/gomoku/ENGINE-NOTES.md.
bool uses_trained_weights();

// The weights the engine evaluates with, under either rule: read once on first use, never changed.
const EvalWeights& default_eval_weights();

// The engine's table, built once on first use and never changed. Both rules share it, and the
// fine, late-stage, ordering and threat-state tables below, as they read one weights file: a
// rule's board finds its own patterns, and a pattern's values are the same under both.
const PointValueTable& point_value_table();

// A point's evaluation values (eighths) by its fine patterns, where the weights list fine values.
struct FineValue {
  std::int16_t own = 0;
  std::int16_t their = 0;
};
// The value of every fine code (see gomoku_fine_patterns.h).
using FineValueTable = std::array<FineValue, kFineCodeCount>;

// The fine table of `weights` over `coarse` (the table made of the same weights): a fine
// combination's listed value, else its coarse code's `own` and `their`. Null when `weights` list
// no fine values: the board then evaluates by `coarse` alone, and pays nothing for fine patterns.
std::unique_ptr<FineValueTable> make_fine_value_table(const EvalWeights& weights,
                                                      const PointValueTable& coarse);

// A fine code's values on an empty board and from the late stage's stones on, side by side: the
// board reads both with one lookup.
struct StagedFineValue {
  FineValue early;
  FineValue late;
};

// The late stage of staged weights (EvalWeights::stage_stones): every fine code's values at both
// stages, and the stones from which the late one holds.
struct LateStage {
  std::array<StagedFineValue, kFineCodeCount> values;
  int stones = 0;
};

// The late stage of `weights` over `early` (their fine table): a code's early value, and its
// combination's `fine_late` value, else its early one. Null when `weights` have no stages or no
// fine values.
std::unique_ptr<LateStage> make_late_stage(const EvalWeights& weights, const FineValueTable* early);

// A score between `early` and `late`: `early` on an empty board, `late` from `stage_stones`
// stones on, in proportion to `stones` in between (rounded towards zero).
inline int blend_stages(int early, int late, int stones, int stage_stones) {
  const int weight = stones < stage_stones ? stones : stage_stones;
  return (early * (stage_stones - weight) + late * weight) / stage_stones;
}

// The pattern code (of coarse patterns) that fine code `fine_code` refines.
int coarse_code_of_fine(int fine_code);

// The `own` and `their` values `coarse` gives the point of fine code `code`: those of the coarse
// code it refines.
FineValue coarse_fine_value(const PointValueTable& coarse, int code);

// The engine's fine table (null if its weights list none), built once on first use and never
// changed.
const FineValueTable* fine_value_table();

// The engine's late stage (null if its weights have none), built once on first use and never
// changed.
const LateStage* late_stage();

// A point's move-ordering scores by its fine patterns (as PointValue's `score` and `defence`).
struct FineOrderScore {
  std::int16_t score = 0;
  std::int16_t defence = 0;
};
// The ordering scores of every fine code.
using FineOrderTable = std::array<FineOrderScore, kFineCodeCount>;

// The fine ordering table of `weights` over `coarse` (the table made of the same weights): a
// fine combination's `fine_order` scores, else its coarse code's `score` and `defence`. Null when
// `weights` list no fine_order rows: the board then orders by `coarse` alone.
std::unique_ptr<FineOrderTable> make_fine_order_table(const EvalWeights& weights,
                                                      const PointValueTable& coarse);

// The engine's fine ordering table (null if its weights list none), built once on first use and
// never changed.
const FineOrderTable* fine_order_table();

// What `patterns` (the four lines of an empty point) count towards one colour's features: one
// per line for its pattern, one for its combination if any. Indices as in kFeatureCount's
// layout for one side (0..kSideFeatureCount−1).
std::array<int, kSideFeatureCount> point_features(const std::array<LinePattern, 4>& patterns);

// The static score of a position for the side to move, from the sums over the empty points of
// the side to move's `own` values and the opponent's `their` values (both in eighths). Positive
// favours the side to move; well inside ±kEvalLimit.
int position_score(std::int32_t own_total, std::int32_t their_total);
inline constexpr int kEvalLimit = 100'000;

}  // namespace arcade::gomoku
