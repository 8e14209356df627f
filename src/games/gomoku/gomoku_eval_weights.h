// The weights of the Gomoku evaluation: per line pattern and threat combination, for the side to
// move and for its opponent, either hand-tuned or read from a trained weights file.
#pragma once

#include <array>
#include <map>
#include <string>
#include <string_view>

#include "core/result.h"
#include "games/gomoku/gomoku_patterns.h"

namespace arcade::gomoku {

// The threat combinations that earn a point a bonus on top of its line patterns: 3-3, 4-3, and an
// unstoppable four (an open four or 4-4).
inline constexpr int kComboCount = 3;

// The features the evaluation is linear in, for each of the side to move and its opponent: how
// many (empty point, line) pairs have each line pattern, then how many empty points have each
// combination. Own features come first, then the opponent's.
inline constexpr int kSideFeatureCount = kLinePatternCount + kComboCount;
inline constexpr int kFeatureCount = 2 * kSideFeatureCount;

// What a point with one combination of line patterns is worth, in score units, to the side to
// move and to its opponent.
struct CombinationValue {
  double own = 0;
  double their = 0;
  bool operator==(const CombinationValue&) const = default;
};

// The evaluation's weights in score units (the hand-tuned table's units: an open three's point is
// worth about 32). The evaluation of a position is Σ own · features(side to move) −
// Σ their · features(opponent); weights are stored to 1/8 of a unit.
struct EvalWeights {
  std::array<double, kLinePatternCount> own_line{};
  std::array<double, kLinePatternCount> their_line{};
  std::array<double, kComboCount> own_combo{};
  std::array<double, kComboCount> their_combo{};
  // Values of whole combinations of a point's four line patterns (by gomoku_combination's
  // number), which replace what the rows above make of such a point: fitted by `gomoku-train fit
  // --combinations`, they value a point's lines together (an open three beside two open twos is
  // worth more than the three's and twos' weights added). Combinations not listed take the rows'.
  std::map<int, CombinationValue> combinations;
  // Move-ordering scores of whole combinations (by number), in the hand-tuned scores' units: the
  // search orders a point by 4 · the `own` score of the side to move's combination there + 3 ·
  // the `their` score of the opponent's. Fitted by `gomoku-train fit-order` to the moves the
  // engine chose; combinations not listed keep the hand-tuned score for both. The evaluation
  // does not use them.
  std::map<int, CombinationValue> order;
  // Values of whole combinations of a point's four fine line patterns (by canonical fine code,
  // see gomoku_fine_patterns.h), which replace what the rows and `combinations` make of such a
  // point: fitted by `gomoku-train fit --fine`, they tell an open two with room to grow from a
  // cramped one. Combinations not listed take the value of their coarse combination.
  std::map<int, CombinationValue> fine;
  // With stages (stage_stones > 0) the fine values change as the board fills: the values above
  // hold on an empty board, `fine_late` from `stage_stones` stones on, and in between each
  // point's value moves from one to the other in proportion to the stones (blend_stages). The
  // same shape is worth more early, while the board has room for it to grow, than late. Fitted
  // by `gomoku-train fit --fine --stages N`; a combination not listed in `fine_late` keeps its
  // early value. With no stages `fine_late` must be empty.
  int stage_stones = 0;
  std::map<int, CombinationValue> fine_late;
  // Move-ordering scores of whole combinations of fine line patterns (by canonical fine code),
  // which replace a point's `order` (or hand-tuned) scores: fitted by `gomoku-train fit-order
  // --fine`, they order a cramped two apart from one with room. Combinations not listed keep
  // their coarse combination's scores.
  std::map<int, CombinationValue> fine_order;
  // What the evaluation adds for the side to move's threat state (by number, see
  // gomoku_threat_state.h), in score units: the values of the points sum what each threat is
  // worth alone, this what the threats both sides hold at once are worth together (an open three
  // of each side: the side to move's four comes first). Fitted by `gomoku-train fit
  // --threat-state` to the positions with threats, which the other fits leave out; states not
  // listed add 0.
  std::map<int, double> threat_state;

  // The hand-tuned evaluation: each pattern's score for the side to move, 7/8 of it for the
  // opponent.
  static EvalWeights hand_tuned();

  // The rows' weights as one vector in feature order (own then their; lines then combinations),
  // and back; `combinations` is not part of it (from_vector leaves it empty). The opponent's
  // weights are counted with a minus sign by the evaluation, not here.
  std::array<double, kFeatureCount> as_vector() const;
  static EvalWeights from_vector(const std::array<double, kFeatureCount>& vector);

  // Text form: lines "own_line", "their_line" (9 numbers each), "own_combo", "their_combo"
  // (3 each), then any number of "combination P P P P own their" and "order P P P P own their"
  // (four pattern names, any order, each combination once in each kind), "fine F F F F own
  // their" and "fine_order F F F F own their" (four fine pattern names, each combination once in
  // each kind), and with stages a line "stages N"
  // (N from 1 to kMaxStageStones) and "fine_late F F F F own their" rows like the fine ones;
  // "threat_state STATE value" (STATE as threat_state_text writes it, each state once);
  // '#' starts a comment.
  // from_text fails on anything missing or malformed.
  std::string to_text() const;
  static Result<EvalWeights> from_text(std::string_view text);
};

// The most stones a weights file's stages may span: a 20×20 board's.
inline constexpr int kMaxStageStones = 400;

// The trained weights embedded from src/games/gomoku/data/eval-freestyle.txt (made by
// `gomoku-train fit`), which both rules read: each rule's board tells its own patterns apart
// (an overline is no five under exact five), and the values of the patterns carried over, 65-33
// at equal nodes against exact five's own fit (src/games/gomoku/ENGINE-NOTES.md, "Round 48").
std::string_view trained_eval_weights_text();

}  // namespace arcade::gomoku
