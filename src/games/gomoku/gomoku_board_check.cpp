// The Gomoku board recomputed from its cells alone, to check what it keeps up to date
// incrementally.
#include <algorithm>
#include <string>

#include "games/gomoku/gomoku_board.h"

namespace arcade::gomoku {
namespace {

std::string at(const GomokuBoard& board, int point) {
  // Appending rather than operator+ on temporaries, which trips a false GCC 12 -Wrestrict warning.
  std::string text = "(";
  text += std::to_string(board.column_of(point));
  text += ',';
  text += std::to_string(board.row_of(point));
  text += ')';
  return text;
}

bool has_stone_near(const GomokuBoard& board, int point) {
  for (int dr = -2; dr <= 2; ++dr) {
    for (int dc = -2; dc <= 2; ++dc) {
      const auto cell = board.cell(point + dr * kStride + dc);
      if (cell == GomokuBoard::Cell::black || cell == GomokuBoard::Cell::white) return true;
    }
  }
  return false;
}

}  // namespace

// What consistency_error() recomputes from the cells, point by point, to compare with what the
// board kept up to date: each check names the first difference it finds, or returns empty text.
struct GomokuBoard::Recount {
  const GomokuBoard& board;
  std::array<std::int32_t, 2> totals{};
  std::array<std::int32_t, 2> their_totals{};
  std::array<std::int32_t, 2> late_totals{};
  std::array<std::int32_t, 2> their_late_totals{};
  int stones = 0;
  int candidates = 0;
  std::array<std::array<int, kThreatClassCount>, 2> set_sizes{};
  std::array<ThreatCounts, 2> counts{};

  std::string check_point(int p) {
    const bool empty = board.is_empty(p);
    stones += empty ? 0 : 1;
    const bool candidate = empty && has_stone_near(board, p);
    candidates += candidate ? 1 : 0;
    if (candidate != board.candidates_.contains(p)) return "candidate set wrong at " + at(board, p);
    for (const Color color : {kBlack, kWhite}) {
      if (auto error = check_color(color, p, empty); !error.empty()) return error;
    }
    return {};
  }

  std::string check_color(Color color, int p, bool empty) {
    std::array<LinePattern, 4> patterns{};
    std::array<std::uint8_t, 4> fine{};
    if (auto error = check_lines(color, p, empty, patterns, fine); !error.empty()) return error;
    const PointValue expected = expected_value(empty, patterns, fine);
    const PointValue& kept = board.value(color, p);
    if (expected.score != kept.score || expected.defence != kept.defence ||
        expected.threat != kept.threat || expected.own != kept.own ||
        expected.their != kept.their) {
      return "point value wrong at " + at(board, p);
    }
    totals[color] += expected.own;
    their_totals[color] += expected.their;
    if (auto error = check_late_stage(color, p, empty, fine); !error.empty()) return error;
    return check_threat_sets(color, p, expected.threat);
  }

  // The line keys, patterns and fine patterns of `p` for `color`, kept in `patterns` and `fine`.
  std::string check_lines(Color color, int p, bool empty, std::array<LinePattern, 4>& patterns,
                          std::array<std::uint8_t, 4>& fine) const {
    const auto& table = line_pattern_table(board.exact_five_);
    for (int line = 0; line < 4; ++line) {
      const auto index = static_cast<std::size_t>(line);
      const int key = board.key_from_cells(color, p, line);
      if (key != board.key(color, line, p)) return "line key wrong at " + at(board, p);
      if (!board.exact_five_ && key >= kNearLineKeyCount) {
        return "freestyle line key holds a cell five away at " + at(board, p);
      }
      patterns[index] = empty ? table[key] : LinePattern::none;
      if (patterns[index] != board.pattern(color, p, line))
        return "pattern wrong at " + at(board, p);
      fine[index] = empty ? (*board.fine_table_)[static_cast<std::size_t>(key)] : 0;
      if (fine[index] != board.fine_pattern(color, p, line)) {
        return "fine pattern wrong at " + at(board, p);
      }
    }
    return {};
  }

  PointValue expected_value(bool empty, const std::array<LinePattern, 4>& patterns,
                            const std::array<std::uint8_t, 4>& fine) const {
    if (!empty) return PointValue{};
    PointValue expected = (*board.values_table_)[static_cast<std::size_t>(pattern_code(patterns))];
    if (board.fine_values_ != nullptr) {
      const FineValue& value = (*board.fine_values_)[static_cast<std::size_t>(fine_code(fine))];
      expected.own = value.own;
      expected.their = value.their;
    }
    if (board.fine_order_ != nullptr) {
      // Such a board looks its ordering scores up by fine code when asked, and keeps none.
      expected.score = 0;
      expected.defence = 0;
    }
    return expected;
  }

  std::string check_late_stage(Color color, int p, bool empty,
                               const std::array<std::uint8_t, 4>& fine) {
    if (board.late_stage_ == nullptr) return {};
    const FineValue late =
        empty ? board.late_stage_->values[static_cast<std::size_t>(fine_code(fine))].late
              : FineValue{};
    const FineValue& kept_late = board.late_values_[static_cast<std::size_t>(p)][color];
    if (late.own != kept_late.own || late.their != kept_late.their) {
      return "late stage value wrong at " + at(board, p);
    }
    late_totals[color] += late.own;
    their_late_totals[color] += late.their;
    return {};
  }

  std::string check_threat_sets(Color color, int p, PointThreat threat) {
    const int family = threat_class_index(threat);
    for (int f = 0; f < kThreatClassCount; ++f) {
      if ((f == family) != board.threats(color, static_cast<ThreatClass>(f)).contains(p)) {
        return "threat set wrong at " + at(board, p);
      }
    }
    if (family >= 0) ++set_sizes[color][static_cast<std::size_t>(family)];
    if (threat != PointThreat::none) ++counts[color][static_cast<std::size_t>(threat)];
    return {};
  }

  // The counts and totals over the whole board, once every point was checked.
  std::string check_totals() const {
    if (stones != board.stones_) return "stone count wrong";
    if (candidates != board.candidates_.size()) return "candidate set holds stray points";
    for (const Color color : {kBlack, kWhite}) {
      if (totals[color] != board.own_totals_[color] ||
          their_totals[color] != board.their_totals_[color]) {
        return "score total wrong";
      }
      if (board.late_stage_ != nullptr &&
          (late_totals[color] != board.own_late_totals_[color] ||
           their_late_totals[color] != board.their_late_totals_[color])) {
        return "late stage total wrong";
      }
      if (counts[color] != board.threat_counts_[color]) return "threat counts wrong";
      for (int f = 0; f < kThreatClassCount; ++f) {
        if (set_sizes[color][static_cast<std::size_t>(f)] !=
            board.threats(color, static_cast<ThreatClass>(f)).size()) {
          return "threat set holds stray points";
        }
      }
    }
    return {};
  }
};

std::string GomokuBoard::consistency_error() const {
  Recount recount{*this};
  for (int row = 0; row < size_; ++row) {
    for (int column = 0; column < size_; ++column) {
      if (auto error = recount.check_point(point(column, row)); !error.empty()) return error;
    }
  }
  return recount.check_totals();
}

}  // namespace arcade::gomoku
