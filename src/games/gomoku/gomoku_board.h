// The Gomoku engine's own board: line patterns, threats and the evaluation of every point kept up
// to date incrementally as stones are placed and removed.
#pragma once

#include <array>
#include <cassert>
#include <cstdint>
#include <string>
#include <vector>

#include "games/gomoku/gomoku.h"
#include "games/gomoku/gomoku_eval.h"
#include "games/gomoku/gomoku_patterns.h"
#include "games/gomoku/gomoku_point_set.h"
#include "games/gomoku/gomoku_threat_state.h"

namespace arcade::gomoku {

// The two colours, usable as array indices: black moves first.
enum Color : int { kBlack = 0, kWhite = 1 };
constexpr Color other(Color color) {
  return color == kBlack ? kWhite : kBlack;
}
constexpr Color color_of(Side side) {
  return side == Side::first ? kBlack : kWhite;
}

// Points are indices into a padded grid: a margin of five cells of edge around the board lets
// every line window be read without bounds checks. Up to 20×20 boards fit.
inline constexpr int kMargin = kLineReach;
inline constexpr int kStride = 32;
inline constexpr int kGridCells = kStride * kStride;
inline constexpr int kMaxBoardPoints = 20 * 20;
static_assert(GomokuOptions::kMaxSize + 2 * kMargin <= kStride);

// The step to the next point along each line: east, south, south-east, south-west.
inline constexpr std::array<int, 4> kLineStep{1, kStride, kStride + 1, kStride - 1};

using BoardPointSet = PointSet<kGridCells, kMaxBoardPoints>;
// A list of moves on the stack: any number of the board's points.
using MoveBuffer = PointList<kMaxBoardPoints>;

// A board position without a side to move (the search keeps track of that). Stones may be placed
// and removed in any order; everything derived from them is updated on the spot, so the search
// can ask in constant time where each colour can make a five, a four or a three, and what the
// static evaluation is.
class GomokuBoard {
 public:
  enum class Cell : std::uint8_t { empty, black, white, edge };

  // An empty board of size×size (5..20) under freestyle or exact-five rules, evaluated by
  // `values` (which must outlive the board and its copies) or by the engine's tables for the rule
  // (its fine values included: a board given another coarse table evaluates by that alone).
  GomokuBoard(int size, bool exact_five, const PointValueTable* values = nullptr);
  // The stones of `position`, black and white, evaluated by `values` as the constructor says.
  static GomokuBoard from_position(const Gomoku& position, const PointValueTable* values = nullptr);

  // The same stones under freestyle or exact-five rules (with the engine's table for that rule
  // unless it is this board's rule).
  GomokuBoard with_rule(bool exact_five) const;

  int size() const { return size_; }
  bool exact_five() const { return exact_five_; }

  int point(int column, int row) const { return (row + kMargin) * kStride + column + kMargin; }
  int column_of(int point) const { return point % kStride - kMargin; }
  int row_of(int point) const { return point / kStride - kMargin; }
  bool on_board(int column, int row) const {
    return column >= 0 && row >= 0 && column < size_ && row < size_;
  }
  // The point of a Gomoku move (row * size + column), and back.
  int point_of_move(Move move) const { return point(move % size_, move / size_); }
  Move move_of_point(int point) const { return row_of(point) * size_ + column_of(point); }

  Cell cell(int point) const { return cells_[static_cast<std::size_t>(point)]; }
  bool is_empty(int point) const { return cell(point) == Cell::empty; }
  int stones() const { return stones_; }
  // Zobrist hash of the stones, the board size and the rule (not of the side to move).
  std::uint64_t hash() const { return hash_; }
  // hash() once a stone of `color` is on the empty `point`, without placing it.
  std::uint64_t hash_after(int point, Color color) const;

  // Puts a stone of `color` on the empty on-board `point`.
  void place(int point, Color color);
  // Puts a stone that belongs to neither colour (it blocks both) on the empty `point`: the
  // Gomocup managers mark such stones in continuous games.
  void place_neutral(int point);
  // Takes the stone off `point`, which must hold one. Any stone may be removed, in any order.
  // The stone placed last comes off fastest, and leaves the board exactly as it was before it
  // was placed, down to the order its point sets list their points in; taking another stone off
  // recomputes what it touched.
  void remove(int point);

  // The pattern a stone of `color` on the empty `point` would make along line `line` (0..3).
  LinePattern pattern(Color color, int point, int line) const {
    return kCoarseOfFine[fine_pattern(color, point, line)];
  }
  // The fine pattern (see gomoku_fine_patterns.h) a stone of `color` on the empty `point` would
  // make along `line`.
  int fine_pattern(Color color, int point, int line) const {
    return points_[static_cast<std::size_t>(point)].fine_codes[color] >> (4 * line) & 15;
  }
  // What a stone of `color` on `point` threatens, and its score; none and 0 for occupied points.
  PointThreat threat(Color color, int point) const { return value(color, point).threat; }
  // By the fine ordering table where the board has one.
  int point_score(Color color, int point) const {
    if (fine_order_ != nullptr && is_empty(point)) return fine_order(color, point).score;
    return value(color, point).score;
  }
  // What a stone of `color` on the empty `point` is worth to move ordering, as the side to move's
  // point_score and the opponent's point_defence: the search asks both of every candidate, and
  // one read of the point serves both.
  struct OrderScores {
    int attack;
    int defence;
  };
  OrderScores order_scores(Color color, int point) const {
    assert(is_empty(point));
    const PointState& state = points_[static_cast<std::size_t>(point)];
    if (fine_order_ == nullptr) {
      return {state.values[color].score, state.values[other(color)].defence};
    }
    return {(*fine_order_)[state.fine_codes[color]].score,
            (*fine_order_)[state.fine_codes[other(color)]].defence};
  }
  // What taking `point` from `color` is worth to move ordering; 0 for occupied points.
  int point_defence(Color color, int point) const {
    if (fine_order_ != nullptr && is_empty(point)) return fine_order(color, point).defence;
    return value(color, point).defence;
  }
  // The sum of `color`'s evaluation values over every empty point, as the side to move (in
  // eighths of a score unit): the evaluation's raw material (with stages, the early stage's).
  std::int32_t score_total(Color color) const { return own_totals_[color]; }
  // The static evaluation for `to_move`: positive favours it.
  int evaluate(Color to_move) const {
    const int early = position_score(own_totals_[to_move], their_totals_[other(to_move)]);
    if (late_stage_ == nullptr) return early;
    const int late = position_score(own_late_totals_[to_move], their_late_totals_[other(to_move)]);
    return blend_stages(early, late, stones_, late_stage_->stones);
  }
  // The threat state of the position for `to_move` (see gomoku_threat_state.h).
  int threat_state(Color to_move) const {
    return gomoku::threat_state(threat_counts_[to_move], threat_counts_[other(to_move)]);
  }
  // What the evaluation's threat-state values add for `to_move`, in score units: 0 when the
  // weights list none (or the board was given its own coarse table). The search adds it to
  // evaluate(), which values each point alone.
  int threat_value(Color to_move) const {
    if (threat_values_ == nullptr) return 0;
    return (*threat_values_)[static_cast<std::size_t>(threat_state(to_move))];
  }
  // The table the board is evaluated by.
  const PointValueTable& values_table() const { return *values_table_; }

  // While one of these lives, placing and removing stones keeps everything up to date but the
  // evaluation values: for threat searches, which read only threats and ordering scores and
  // would otherwise pay for a value lookup on every line a stone changes. The values are left as
  // they were, so the board must hold the same stones again when the pause ends (every stone
  // placed meanwhile removed); in between evaluate() and score_total() mean nothing. Pauses nest.
  class EvaluationPause {
   public:
    explicit EvaluationPause(GomokuBoard& board)
        : board_(board), was_evaluating_(board.evaluating_), hash_(board.hash_) {
      board.evaluating_ = false;
    }
    ~EvaluationPause() {
      assert(board_.hash_ == hash_ && "a stone placed during an evaluation pause is still there");
      board_.evaluating_ = was_evaluating_;
    }
    EvaluationPause(const EvaluationPause&) = delete;
    EvaluationPause& operator=(const EvaluationPause&) = delete;

   private:
    GomokuBoard& board_;
    bool was_evaluating_;
    std::uint64_t hash_;
  };

  // The empty points where `color` would make a threat of family `family`.
  const BoardPointSet& threats(Color color, ThreatClass family) const {
    return threat_sets_[color][static_cast<std::size_t>(family)];
  }
  // What a stone of `color` on the empty `point` would threaten if the empty point `blocked`
  // held a stone of the other colour; unchanged unless `blocked` is within reach on one of its
  // lines. Answers "does this block stop that threat?" without placing the stone.
  PointThreat threat_if_blocked(Color color, int point, int blocked) const;

  // True if `color` could win on its next move or make an unstoppable four.
  bool has_win_threat(Color color) const {
    return !threats(color, ThreatClass::five).empty() || !threats(color, ThreatClass::win).empty();
  }
  // The empty points within two steps of a stone: where moves worth searching lie.
  const BoardPointSet& candidates() const { return candidates_; }

  // Recomputes everything from the cells alone and names the first difference from what was kept
  // up to date incrementally, or returns empty text if there is none. For tests.
  std::string consistency_error() const;

 private:
  // What consistency_error() recomputes from the cells (gomoku_board_check.cpp).
  struct Recount;

  void set_edges();
  void add_stone(int point, Cell stone);
  // Adds (+1) or subtracts (−1) the stone of `stone` on `point` to its neighbours' line keys,
  // and refreshes the empty ones whose patterns can change (saving their states first while a
  // placement is logged).
  void update_lines(int point, Cell stone, int sign);
  // Only the keys of update_lines: for taking back a placement, whose states are then restored.
  void update_keys(int point, Cell stone, int sign);
  // Puts back everything the last logged placement changed but the cells, keys, nearness counts
  // and hash, which remove() updates itself, and drops it from the log (gomoku_board_undo.cpp).
  void undo_placement();
  // Empties the placement log: once a stone comes off out of order, the states it saved are no
  // longer what lies under the stones placed after.
  void forget_placements();
  // Counts the stone on `point` in (+1) or out of (−1) its neighbours' nearness, and keeps the
  // candidates in step unless `candidates` is false (a placement taken back restores them).
  void update_near(int point, int delta, bool candidates = true);
  // The point sets a placement logs changes to by number: the threat sets, colour by colour,
  // then the candidates.
  static constexpr int kCandidateSet = 2 * kThreatClassCount;
  BoardPointSet& logged_set(int number) {
    return number == kCandidateSet
               ? candidates_
               : threat_sets_[static_cast<std::size_t>(number / kThreatClassCount)]
                             [static_cast<std::size_t>(number % kThreatClassCount)];
  }
  // Inserts `point` into, or erases it from, point set number `set`, logging the change while a
  // placement is logged. Erasing a point the set lacks changes nothing.
  void insert_point(int set, int point);
  void erase_point(int set, int point);
  // Recomputes the patterns and value of the empty `point` from its keys.
  void refresh_point(int point);
  // Brings `color`'s pattern of the empty `point` along `line` up to date with its key. Inlined
  // into update_lines: most calls find nothing changed, and of the rest many change only a fine
  // pattern, which needs one lookup.
  void refresh_line(Color color, int point, int line);
  // The rest of refresh_line for a line whose coarse pattern moved by `step` (the new pattern's
  // number minus the old's): a new coarse code and a new value. Kept out of line so that
  // update_lines stays small.
  [[gnu::noinline]] void change_line(Color color, int point, int line, int step);
  // Sets `color`'s value of `point` from its coarse pattern code `code`: the threat, the ordering
  // scores unless the board orders by fine codes, and unless the evaluation is paused the
  // evaluation values. Keeps the totals and the threat sets in step.
  void set_value(Color color, int point, int code);
  // Sets only the threat of `color`'s value of `point`, keeping the threat sets in step.
  void set_threat(Color color, int point, PointThreat threat);
  // Sets only the evaluation values of `color`'s value of `point`, the early stage's (or the
  // only one's) and the late stage's, keeping the totals in step.
  void set_evaluation(Color color, int point, FineValue evaluation, FineValue late);
  // set_evaluation from `color`'s fine code of `point`: its fine values, with a late stage at
  // both stages (read together).
  void set_fine_evaluation(Color color, int point);
  // Moves `point` from the threat set of `from`'s family to `to`'s, if they differ, and from
  // `from`'s count to `to`'s; while a placement is logged, logs the sets' changes.
  [[gnu::noinline]] void move_threat(Color color, int point, PointThreat from, PointThreat to);
  void clear_value(int point);
  const PointValue& value(Color color, int point) const {
    return points_[static_cast<std::size_t>(point)].values[color];
  }
  const FineOrderScore& fine_order(Color color, int point) const {
    return (*fine_order_)[points_[static_cast<std::size_t>(point)].fine_codes[color]];
  }
  // The line key of `point` along `line` for `color`, computed from the cells: on a freestyle
  // board without the cells five away, which never change its patterns.
  int key_from_cells(Color color, int point, int line) const;

  int size_;
  bool exact_five_;
  const std::array<LinePattern, kLineKeyCount>* table_;
  // The threat of every coarse code: what the values table says, in a table a tenth its size.
  const ThreatTable* threats_;
  const std::array<std::uint8_t, kLineKeyCount>* fine_table_;
  // The fine values points are evaluated by instead of the coarse table's own and their, or null
  // (the weights list none, or the board was given its own coarse table).
  const FineValueTable* fine_values_;
  // The late stage of the fine values, or null (no stages, or no fine values).
  const LateStage* late_stage_;
  // The ordering scores points are ordered by instead of the coarse table's, or null (the
  // weights list none, or the board was given its own coarse table).
  const FineOrderTable* fine_order_;
  // The threat-state values, or null (the weights list none, or the board was given its own
  // coarse table).
  const ThreatStateTable* threat_values_;
  const PointValueTable* values_table_;
  int stones_ = 0;
  std::uint64_t hash_ = 0;
  // False during an EvaluationPause.
  bool evaluating_ = true;
  std::array<Cell, kGridCells> cells_{};
  std::array<std::uint8_t, kGridCells> near_{};
  // keys_[line][point]: the line keys of each point, black's in the low 16 bits and white's in
  // the high 16, so one addition updates both. They hold the cells key_from_cells reads.
  std::array<std::array<std::uint32_t, kGridCells>, 4> keys_{};
  // The line key of `point` along `line` for `color`, as kept.
  int key(Color color, int line, int point) const {
    return static_cast<int>(
        (keys_[static_cast<std::size_t>(line)][static_cast<std::size_t>(point)] >> (16 * color)) &
        0xffffU);
  }
  // What is kept of each point, per colour, side by side.
  struct PointFields {
    std::array<std::uint16_t, 2> codes{};  // pattern_code of the coarse patterns
    // fine_code of the fine patterns: one number, so that a line's change is one addition and
    // the value lookup reads back what was just stored whole.
    std::array<std::uint16_t, 2> fine_codes{};
    std::array<PointValue, 2> values{};
  };
  // Placing a stone changes a few dozen points, and each one's state then comes in one cache
  // line (32 bytes, aligned: none straddles two).
  struct alignas(32) PointState : PointFields {};
  static_assert(sizeof(PointState) == 32);
  std::array<PointState, kGridCells> points_{};

  // The placement log, one entry a stone placed and not yet taken off, in order: what each
  // placement changed besides cells, keys, nearness counts and the hash, so that remove() can
  // put the last one back instead of recomputing it, which costs as much as placing.
  //
  // A refreshed point as it was: its fields without the PointState's alignment, so that a saved
  // point takes 38 bytes, not 64.
  struct SavedPoint {
    PointFields fields;
    std::array<FineValue, 2> late;
    std::int16_t point;
  };
  static_assert(sizeof(SavedPoint) <= 40);
  // A change to point set number `set` (see logged_set): `point` inserted (slot −1), or erased
  // from `slot`.
  struct SetChange {
    std::int16_t point;
    std::int16_t slot;
    int set;
  };
  struct Placement {
    int point;
    // Where its saved states and set changes start in saved_points_ and set_changes_.
    std::size_t first_saved;
    std::size_t first_change;
    std::array<std::int32_t, 2> own_totals, their_totals, own_late_totals, their_late_totals;
    std::array<ThreatCounts, 2> threat_counts;
  };
  std::vector<Placement> placements_;
  // The states of the points placements refreshed, saved before the first change.
  std::vector<SavedPoint> saved_points_;
  std::vector<SetChange> set_changes_;
  // True while add_stone logs its changes.
  bool logging_ = false;
  void save_point(int point) {
    saved_points_.push_back({points_[static_cast<std::size_t>(point)],
                             late_values_[static_cast<std::size_t>(point)],
                             static_cast<std::int16_t>(point)});
  }

  // Per colour, the sums of the empty points' `own` and `their` values.
  std::array<std::int32_t, 2> own_totals_{};
  std::array<std::int32_t, 2> their_totals_{};
  // With a late stage, each point's values by it per colour, and their sums.
  std::array<std::array<FineValue, 2>, kGridCells> late_values_{};
  std::array<std::int32_t, 2> own_late_totals_{};
  std::array<std::int32_t, 2> their_late_totals_{};
  std::array<std::array<BoardPointSet, kThreatClassCount>, 2> threat_sets_;
  // Per colour, how many empty points would make each threat.
  std::array<ThreatCounts, 2> threat_counts_{};
  BoardPointSet candidates_;
};

}  // namespace arcade::gomoku
