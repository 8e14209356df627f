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

std::string GomokuBoard::consistency_error() const {
  const auto& table = line_pattern_table(exact_five_);
  std::array<std::int32_t, 2> totals{};
  std::array<std::int32_t, 2> their_totals{};
  std::array<std::int32_t, 2> late_totals{};
  std::array<std::int32_t, 2> their_late_totals{};
  int stones = 0;
  int candidates = 0;
  std::array<std::array<int, kThreatClassCount>, 2> set_sizes{};
  std::array<ThreatCounts, 2> counts{};
  for (int row = 0; row < size_; ++row) {
    for (int column = 0; column < size_; ++column) {
      const int p = point(column, row);
      const bool empty = is_empty(p);
      stones += empty ? 0 : 1;
      const bool candidate = empty && has_stone_near(*this, p);
      candidates += candidate ? 1 : 0;
      if (candidate != candidates_.contains(p)) return "candidate set wrong at " + at(*this, p);
      for (const Color color : {kBlack, kWhite}) {
        std::array<LinePattern, 4> patterns{};
        for (int line = 0; line < 4; ++line) {
          const int key = key_from_cells(color, p, line);
          if (key != this->key(color, line, p)) {
            return "line key wrong at " + at(*this, p);
          }
          patterns[static_cast<std::size_t>(line)] = empty ? table[key] : LinePattern::none;
          if (patterns[static_cast<std::size_t>(line)] != pattern(color, p, line)) {
            return "pattern wrong at " + at(*this, p);
          }
        }
        std::array<std::uint8_t, 4> fine{};
        for (int line = 0; line < 4; ++line) {
          fine[static_cast<std::size_t>(line)] =
              empty ? (*fine_table_)[static_cast<std::size_t>(key_from_cells(color, p, line))] : 0;
          if (fine[static_cast<std::size_t>(line)] != fine_pattern(color, p, line)) {
            return "fine pattern wrong at " + at(*this, p);
          }
        }
        PointValue expected =
            empty ? (*values_table_)[static_cast<std::size_t>(pattern_code(patterns))]
                  : PointValue{};
        if (empty && fine_values_ != nullptr) {
          const FineValue& value = (*fine_values_)[static_cast<std::size_t>(fine_code(fine))];
          expected.own = value.own;
          expected.their = value.their;
        }
        const PointValue& kept = value(color, p);
        if (expected.score != kept.score || expected.defence != kept.defence ||
            expected.threat != kept.threat || expected.own != kept.own ||
            expected.their != kept.their) {
          return "point value wrong at " + at(*this, p);
        }
        totals[color] += expected.own;
        their_totals[color] += expected.their;
        if (late_stage_ != nullptr) {
          const FineValue late =
              empty ? late_stage_->values[static_cast<std::size_t>(fine_code(fine))].late
                    : FineValue{};
          const FineValue& kept_late = late_values_[static_cast<std::size_t>(p)][color];
          if (late.own != kept_late.own || late.their != kept_late.their) {
            return "late stage value wrong at " + at(*this, p);
          }
          late_totals[color] += late.own;
          their_late_totals[color] += late.their;
        }
        const int family = threat_class_index(expected.threat);
        for (int f = 0; f < kThreatClassCount; ++f) {
          if ((f == family) != threats(color, static_cast<ThreatClass>(f)).contains(p)) {
            return "threat set wrong at " + at(*this, p);
          }
        }
        if (family >= 0) ++set_sizes[color][static_cast<std::size_t>(family)];
        if (expected.threat != PointThreat::none) {
          ++counts[color][static_cast<std::size_t>(expected.threat)];
        }
      }
    }
  }
  if (stones != stones_) return "stone count wrong";
  if (candidates != candidates_.size()) return "candidate set holds stray points";
  for (const Color color : {kBlack, kWhite}) {
    if (totals[color] != own_totals_[color] || their_totals[color] != their_totals_[color]) {
      return "score total wrong";
    }
    if (late_stage_ != nullptr && (late_totals[color] != own_late_totals_[color] ||
                                   their_late_totals[color] != their_late_totals_[color])) {
      return "late stage total wrong";
    }
    if (counts[color] != threat_counts_[color]) return "threat counts wrong";
    for (int f = 0; f < kThreatClassCount; ++f) {
      if (set_sizes[color][static_cast<std::size_t>(f)] !=
          threats(color, static_cast<ThreatClass>(f)).size()) {
        return "threat set holds stray points";
      }
    }
  }
  return {};
}

}  // namespace arcade::gomoku
