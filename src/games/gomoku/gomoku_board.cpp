// The Gomoku engine's incremental board: line keys, patterns, threat sets and point scores.
#include "games/gomoku/gomoku_board.h"

#include <bit>
#include <cassert>
#include <cstdlib>
#include <cstring>

namespace arcade::gomoku {
namespace {

using Cell = GomokuBoard::Cell;

// Fixed pseudo-random keys per colour and point, the same on every run (splitmix64).
constexpr std::array<std::uint64_t, 2 * kGridCells> make_zobrist() {
  std::array<std::uint64_t, 2 * kGridCells> keys{};
  std::uint64_t state = 0x9e3779b97f4a7c15ULL;
  for (auto& key : keys) {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    key = z ^ (z >> 31);
  }
  return keys;
}
constexpr auto kZobrist = make_zobrist();

std::uint64_t zobrist(Cell stone, int point) {
  const int colour = stone == Cell::white ? 1 : 0;
  return kZobrist[static_cast<std::size_t>(colour * kGridCells + point)];
}

// The digit a cell adds to `color`'s line keys: own stone, empty, or anything else blocking.
constexpr int line_cell(Cell cell, Color color) {
  if (cell == Cell::empty) return kLineEmpty;
  if ((cell == Cell::black && color == kBlack) || (cell == Cell::white && color == kWhite)) {
    return kLineOwn;
  }
  return kLineBlocked;
}

constexpr Cell stone_of(Color color) {
  return color == kBlack ? Cell::black : Cell::white;
}

// Whether a board given `values` plays the engine's own evaluation, which its fine, ordering and
// threat-state tables extend; a board given another coarse table (a test's, a trainer's) reads
// that table alone.
bool reads_engine_tables(const PointValueTable* values) {
  return values == nullptr || values == &point_value_table();
}

}  // namespace

GomokuBoard::GomokuBoard(int size, bool exact_five, const PointValueTable* values)
    : size_(size),
      exact_five_(exact_five),
      table_(&line_pattern_table(exact_five)),
      threats_(&threat_table()),
      fine_table_(&fine_pattern_table(exact_five)),
      fine_values_(reads_engine_tables(values) ? fine_value_table() : nullptr),
      late_stage_(fine_values_ != nullptr ? late_stage() : nullptr),
      fine_order_(reads_engine_tables(values) ? fine_order_table() : nullptr),
      threat_values_(reads_engine_tables(values) ? threat_state_table() : nullptr),
      values_table_(values != nullptr ? values : &point_value_table()) {
  assert(size >= GomokuOptions::kMinSize && size + 2 * kMargin <= kStride);
  // The same stones on another board size or under the other rule are another position: the
  // engine's tables, kept from move to move, must not mix them up.
  hash_ = kZobrist[static_cast<std::size_t>(size_)] ^ (exact_five_ ? kZobrist[0] : 0);
  set_edges();
  for (int row = 0; row < size_; ++row) {
    for (int column = 0; column < size_; ++column) {
      const int p = point(column, row);
      for (int line = 0; line < 4; ++line) {
        keys_[static_cast<std::size_t>(line)][static_cast<std::size_t>(p)] =
            static_cast<std::uint32_t>(key_from_cells(kBlack, p, line)) |
            static_cast<std::uint32_t>(key_from_cells(kWhite, p, line)) << 16;
      }
      refresh_point(p);
    }
  }
}

GomokuBoard GomokuBoard::from_position(const Gomoku& position, const PointValueTable* values) {
  GomokuBoard board(position.size(), position.exact_five(), values);
  Color color = kBlack;
  for (const Move move : position.moves_played()) {
    board.place(board.point_of_move(move), color);
    color = other(color);
  }
  return board;
}

GomokuBoard GomokuBoard::with_rule(bool exact_five) const {
  GomokuBoard board(size_, exact_five, exact_five == exact_five_ ? values_table_ : nullptr);
  for (int row = 0; row < size_; ++row) {
    for (int column = 0; column < size_; ++column) {
      const int p = point(column, row);
      if (cell(p) == Cell::black) board.place(p, kBlack);
      if (cell(p) == Cell::white) board.place(p, kWhite);
      if (cell(p) == Cell::edge) board.place_neutral(p);
    }
  }
  return board;
}

void GomokuBoard::set_edges() {
  cells_.fill(Cell::edge);
  for (int row = 0; row < size_; ++row) {
    for (int column = 0; column < size_; ++column) {
      cells_[static_cast<std::size_t>(point(column, row))] = Cell::empty;
    }
  }
}

int GomokuBoard::key_from_cells(Color color, int point, int line) const {
  int key = 0;
  const int step = kLineStep[static_cast<std::size_t>(line)];
  for (int offset = -kLineReach; offset <= kLineReach; ++offset) {
    // A freestyle key leaves the cells five away empty (line_digit says why).
    if (offset == 0 || (!exact_five_ && std::abs(offset) == kLineReach)) continue;
    key += line_cell(cell(point + offset * step), color) *
           kLineDigitWeight[static_cast<std::size_t>(line_digit(offset))];
  }
  return key;
}

std::uint64_t GomokuBoard::hash_after(int point, Color color) const {
  return hash_ ^ zobrist(stone_of(color), point);
}

void GomokuBoard::place(int point, Color color) {
  add_stone(point, stone_of(color));
}

void GomokuBoard::place_neutral(int point) {
  add_stone(point, Cell::edge);
}

void GomokuBoard::add_stone(int point, Cell stone) {
  assert(is_empty(point));
  placements_.push_back({point, saved_points_.size(), set_changes_.size(), own_totals_,
                         their_totals_, own_late_totals_, their_late_totals_, threat_counts_});
  logging_ = true;
  save_point(point);
  cells_[static_cast<std::size_t>(point)] = stone;
  clear_value(point);
  erase_point(kCandidateSet, point);
  if (stone != Cell::edge) {
    update_near(point, +1);
    hash_ ^= zobrist(stone, point);
  } else {
    hash_ ^= zobrist(Cell::black, point) ^ zobrist(Cell::white, point);
  }
  ++stones_;
  update_lines(point, stone, +1);
  logging_ = false;
}

void GomokuBoard::remove(int point) {
  const Cell stone = cell(point);
  assert(stone != Cell::empty);
  const bool placed_last = !placements_.empty() && placements_.back().point == point;
  if (!placed_last) forget_placements();
  cells_[static_cast<std::size_t>(point)] = Cell::empty;
  if (placed_last) {
    update_keys(point, stone, -1);
  } else {
    update_lines(point, stone, -1);
  }
  if (stone != Cell::edge) {
    update_near(point, -1, !placed_last);
    hash_ ^= zobrist(stone, point);
  } else {
    hash_ ^= zobrist(Cell::black, point) ^ zobrist(Cell::white, point);
  }
  --stones_;
  if (placed_last) {
    undo_placement();
  } else {
    if (near_[static_cast<std::size_t>(point)] > 0) candidates_.insert(point);
    refresh_point(point);
  }
}

void GomokuBoard::insert_point(int set, int point) {
  if (logged_set(set).contains(point)) return;
  if (logging_) set_changes_.push_back({static_cast<std::int16_t>(point), -1, set});
  logged_set(set).insert(point);
}

void GomokuBoard::erase_point(int set, int point) {
  BoardPointSet& points = logged_set(set);
  const int slot = points.slot_of(point);
  if (slot < 0) return;
  if (logging_) {
    set_changes_.push_back(
        {static_cast<std::int16_t>(point), static_cast<std::int16_t>(slot), set});
  }
  points.erase(point);
}

namespace {

// The neighbours along a line, as multiples of the line's step, and the weight of the stone's
// digit in each neighbour's key (seen from the neighbour, the stone is at the opposite offset).
struct Neighbour {
  int offset;
  int weight;
};
constexpr std::array<Neighbour, 2 * kLineReach> make_neighbours() {
  std::array<Neighbour, 2 * kLineReach> neighbours{};
  std::size_t i = 0;
  for (int distance = 1; distance <= kLineReach; ++distance) {
    for (const int direction : {1, -1}) {
      neighbours[i++] = {
          direction * distance,
          kLineDigitWeight[static_cast<std::size_t>(line_digit(-direction * distance))]};
    }
  }
  return neighbours;
}
constexpr auto kNeighbours = make_neighbours();

// What adding (+1) or taking away (−1) `stone` does to a neighbour's key word, before its weight:
// both colours' keys in one word, the sum exact because each half stays a valid key.
constexpr std::uint32_t line_digits(Cell stone, int sign) {
  return static_cast<std::uint32_t>(sign * line_cell(stone, kBlack)) +
         static_cast<std::uint32_t>(sign * line_cell(stone, kWhite)) * 65536U;
}

// How many of kNeighbours lie nearer than five away: in freestyle a point's patterns ignore the
// cells five away (six in a row is five too), so a freestyle board's keys hold only these.
constexpr std::size_t kNearNeighbours = kNeighbours.size() - 2;

}  // namespace

void GomokuBoard::update_lines(int point, Cell stone, int sign) {
  const std::uint32_t digits = line_digits(stone, sign);
  for (int line = 0; line < 4; ++line) {
    const int step = kLineStep[static_cast<std::size_t>(line)];
    auto& keys = keys_[static_cast<std::size_t>(line)];
    const auto update = [&](const Neighbour& neighbour) {
      const int target = point + neighbour.offset * step;
      const auto index = static_cast<std::size_t>(target);
      keys[index] += digits * static_cast<std::uint32_t>(neighbour.weight);
      if (cells_[index] == Cell::empty) {
        if (logging_) save_point(target);
        refresh_line(kBlack, target, line);
        refresh_line(kWhite, target, line);
      }
    };
    for (std::size_t i = 0; i < kNearNeighbours; ++i) update(kNeighbours[i]);
    if (exact_five_) {
      update(kNeighbours[kNearNeighbours]);
      update(kNeighbours[kNearNeighbours + 1]);
    }
  }
}

void GomokuBoard::update_keys(int point, Cell stone, int sign) {
  const std::uint32_t digits = line_digits(stone, sign);
  for (int line = 0; line < 4; ++line) {
    const int step = kLineStep[static_cast<std::size_t>(line)];
    auto& keys = keys_[static_cast<std::size_t>(line)];
    const auto update = [&](const Neighbour& neighbour) {
      keys[static_cast<std::size_t>(point + neighbour.offset * step)] +=
          digits * static_cast<std::uint32_t>(neighbour.weight);
    };
    for (std::size_t i = 0; i < kNearNeighbours; ++i) update(kNeighbours[i]);
    if (exact_five_) {
      update(kNeighbours[kNearNeighbours]);
      update(kNeighbours[kNearNeighbours + 1]);
    }
  }
}

PointThreat GomokuBoard::threat_if_blocked(Color color, int point, int blocked) const {
  const int dc = column_of(blocked) - column_of(point);
  const int dr = row_of(blocked) - row_of(point);
  int line = -1;
  int offset = 0;
  if (dr == 0) {
    line = 0, offset = dc;
  } else if (dc == 0) {
    line = 1, offset = dr;
  } else if (dc == dr) {
    line = 2, offset = dr;
  } else if (dc == -dr) {
    line = 3, offset = dr;
  }
  const auto index = static_cast<std::size_t>(point);
  // In freestyle a stone five away changes no pattern, and the keys leave that cell out.
  const int reach = exact_five_ ? kLineReach : kLineReach - 1;
  if (line < 0 || offset == 0 || offset < -reach || offset > reach) {
    return points_[index].values[color].threat;
  }
  const auto l = static_cast<std::size_t>(line);
  const int key = this->key(color, line, point) +
                  kLineBlocked * kLineDigitWeight[static_cast<std::size_t>(line_digit(offset))];
  const LinePattern pattern = (*table_)[static_cast<std::size_t>(key)];
  const int code = points_[index].codes[color] +
                   (static_cast<int>(pattern) -
                    static_cast<int>(kCoarseOfFine[fine_pattern(color, point, line)])) *
                       kPatternCodeWeight[l];
  return (*threats_)[static_cast<std::size_t>(code)];
}

namespace {

// One in each of the five low bytes of a word: a 5-point row of nearness counts read as one.
constexpr std::uint64_t kFiveOnes = 0x0101010101ULL;

// The high bit of each of the five low bytes of `word` that is zero, and no other bit.
constexpr std::uint64_t zero_bytes(std::uint64_t word) {
  constexpr std::uint64_t kLow7 = 0x7f7f7f7f7f7f7f7fULL;
  return ~(((word & kLow7) + kLow7) | word | kLow7) & 0x8080808080ULL;
}

}  // namespace

void GomokuBoard::update_near(int point, int delta, bool candidates) {
  for (int dr = -2; dr <= 2; ++dr) {
    // The row's five counts change as one word: a count never passes 25 nor goes under 0, so no
    // byte carries into the next, and the three bytes past them are written back unchanged.
    std::uint8_t* row = near_.data() + point + dr * kStride - 2;
    std::uint64_t counts;
    std::memcpy(&counts, row, sizeof counts);
    counts = delta > 0 ? counts + kFiveOnes : counts - kFiveOnes;
    std::memcpy(row, &counts, sizeof counts);
    if (!candidates) continue;
    // An empty point is a candidate exactly while a stone is near: only the first stone to come
    // near and the last to leave change the set, and the point remove() just emptied.
    std::uint64_t changed =
        delta > 0 ? zero_bytes(counts ^ 0x0101010101010101ULL) : zero_bytes(counts);
    if (delta < 0 && dr == 0) changed |= 0x80ULL << 16;
    for (; changed != 0; changed &= changed - 1) {
      const int dc = std::countr_zero(changed) / 8 - 2;
      const int neighbour = point + dr * kStride + dc;
      if (cell(neighbour) != Cell::empty) continue;
      if (near_[static_cast<std::size_t>(neighbour)] == 0) {
        erase_point(kCandidateSet, neighbour);
      } else {
        insert_point(kCandidateSet, neighbour);
      }
    }
  }
}

inline void GomokuBoard::set_evaluation(Color color, int point, FineValue evaluation,
                                        FineValue late) {
  if (late_stage_ != nullptr) {
    FineValue& kept = late_values_[static_cast<std::size_t>(point)][color];
    own_late_totals_[color] += late.own - kept.own;
    their_late_totals_[color] += late.their - kept.their;
    kept = late;
  }
  PointValue& value = points_[static_cast<std::size_t>(point)].values[color];
  own_totals_[color] += evaluation.own - value.own;
  their_totals_[color] += evaluation.their - value.their;
  value.own = evaluation.own;
  value.their = evaluation.their;
}

inline void GomokuBoard::set_fine_evaluation(Color color, int point) {
  const auto code = points_[static_cast<std::size_t>(point)].fine_codes[color];
  if (late_stage_ != nullptr) {
    const StagedFineValue& value = late_stage_->values[code];
    set_evaluation(color, point, value.early, value.late);
  } else {
    set_evaluation(color, point, (*fine_values_)[code], FineValue{});
  }
}

inline void GomokuBoard::set_threat(Color color, int point, PointThreat threat) {
  PointValue& value = points_[static_cast<std::size_t>(point)].values[color];
  if (value.threat != threat) move_threat(color, point, value.threat, threat);
  value.threat = threat;
}

inline void GomokuBoard::set_value(Color color, int point, int code) {
  const auto index = static_cast<std::size_t>(code);
  set_threat(color, point, (*threats_)[index]);
  // A board that orders by fine codes looks its scores up when asked (point_score), and a fine
  // evaluation has its own table: neither reads the coarse entry, ten times the threat's size.
  if (fine_order_ == nullptr) {
    PointValue& value = points_[static_cast<std::size_t>(point)].values[color];
    value.score = (*values_table_)[index].score;
    value.defence = (*values_table_)[index].defence;
  }
  if (!evaluating_) return;
  if (fine_values_ != nullptr) {
    set_fine_evaluation(color, point);
  } else {
    set_evaluation(color, point, {(*values_table_)[index].own, (*values_table_)[index].their},
                   FineValue{});
  }
}

inline void GomokuBoard::refresh_line(Color color, int point, int line) {
  const int fine = (*fine_table_)[static_cast<std::size_t>(key(color, line, point))];
  const int old = fine_pattern(color, point, line);
  if (old == fine) return;
  auto& fine_code = points_[static_cast<std::size_t>(point)].fine_codes[color];
  fine_code = static_cast<std::uint16_t>(fine_code + ((fine - old) << (4 * line)));
  const LinePattern was = kCoarseOfFine[static_cast<std::size_t>(old)];
  const LinePattern now = kCoarseOfFine[static_cast<std::size_t>(fine)];
  if (was != now) {
    change_line(color, point, line, static_cast<int>(now) - static_cast<int>(was));
  } else if (fine_values_ != nullptr && evaluating_) {
    // Only the fine values can have changed: the threat and the kept ordering scores are the
    // coarse code's (fine ordering scores are looked up by the fine code when asked).
    set_fine_evaluation(color, point);
  }
}

void GomokuBoard::change_line(Color color, int point, int line, int step) {
  auto& code = points_[static_cast<std::size_t>(point)].codes[color];
  code =
      static_cast<std::uint16_t>(code + step * kPatternCodeWeight[static_cast<std::size_t>(line)]);
  set_value(color, point, code);
}

void GomokuBoard::refresh_point(int point) {
  for (const Color color : {kBlack, kWhite}) {
    std::array<std::uint8_t, 4> fine{};
    std::array<LinePattern, 4> patterns{};
    for (std::size_t line = 0; line < 4; ++line) {
      fine[line] =
          (*fine_table_)[static_cast<std::size_t>(key(color, static_cast<int>(line), point))];
      patterns[line] = kCoarseOfFine[fine[line]];
    }
    auto& state = points_[static_cast<std::size_t>(point)];
    state.fine_codes[color] = static_cast<std::uint16_t>(fine_code(fine));
    state.codes[color] = static_cast<std::uint16_t>(pattern_code(patterns));
    set_value(color, point, state.codes[color]);
  }
}

void GomokuBoard::move_threat(Color color, int point, PointThreat from, PointThreat to) {
  auto& counts = threat_counts_[color];
  if (from != PointThreat::none) --counts[static_cast<std::size_t>(from)];
  if (to != PointThreat::none) ++counts[static_cast<std::size_t>(to)];
  const int old_class = threat_class_index(from);
  const int new_class = threat_class_index(to);
  if (old_class == new_class) return;
  if (old_class >= 0) erase_point(color * kThreatClassCount + old_class, point);
  if (new_class >= 0) insert_point(color * kThreatClassCount + new_class, point);
}

void GomokuBoard::clear_value(int point) {
  const auto index = static_cast<std::size_t>(point);
  for (const Color color : {kBlack, kWhite}) {
    points_[index].fine_codes[color] = 0;
    points_[index].codes[color] = 0;
    // Not the table's value of code 0: that is an empty point's with no room on any line, which
    // trained weights may value; an occupied point adds nothing.
    set_threat(color, point, PointThreat::none);
    points_[index].values[color].score = 0;
    points_[index].values[color].defence = 0;
    if (evaluating_) set_evaluation(color, point, FineValue{}, FineValue{});
  }
}

}  // namespace arcade::gomoku
