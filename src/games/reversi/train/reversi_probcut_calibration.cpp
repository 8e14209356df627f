// Measuring the spread between shallow and deep midgame scores.
#include "games/reversi/train/reversi_probcut_calibration.h"

#include <array>
#include <cmath>
#include <memory>
#include <ostream>

#include "ai/budget.h"
#include "games/reversi/reversi_engine.h"
#include "games/reversi/reversi_probcut.h"

namespace arcade::reversi {
namespace {

constexpr int kLowestEmpties = 20;
constexpr int kHighestEmpties = 56;

struct Difference {
  int depth;
  int empties;
  double value;  // deep minus shallow, hundredths of a disc
};

// Solves the 3×3 normal equations of the line fit by Cramer's rule.
std::array<double, 3> solve3(const std::array<std::array<double, 4>, 3>& m) {
  const auto det = [](double a, double b, double c, double d, double e, double f, double g,
                      double h, double i) {
    return a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
  };
  const double whole =
      det(m[0][0], m[0][1], m[0][2], m[1][0], m[1][1], m[1][2], m[2][0], m[2][1], m[2][2]);
  std::array<double, 3> x{};
  for (int k = 0; k < 3; ++k) {
    std::array<std::array<double, 3>, 3> a{};
    for (int r = 0; r < 3; ++r) {
      for (int c = 0; c < 3; ++c) a[r][c] = c == k ? m[r][3] : m[r][c];
    }
    x[k] = det(a[0][0], a[0][1], a[0][2], a[1][0], a[1][1], a[1][2], a[2][0], a[2][1], a[2][2]) /
           whole;
  }
  return x;
}

}  // namespace

void calibrate_probcut(const std::vector<TrainingRecord>& records, const Evaluator& evaluator,
                       int count, int deepest, std::ostream& out) {
  std::vector<const TrainingRecord*> chosen;
  const std::size_t step = std::max<std::size_t>(1, records.size() / (4 * count));
  for (std::size_t i = 0; i < records.size() && static_cast<int>(chosen.size()) < count;
       i += step) {
    const int empties = count_bits(~(records[i].own | records[i].other));
    if (empties >= kLowestEmpties && empties <= kHighestEmpties) chosen.push_back(&records[i]);
  }
  const Engine& engine = fastest_engine();
  auto midgame = std::make_unique<TranspositionTable>(18);
  auto endgame = std::make_unique<TranspositionTable>(16);
  std::vector<Difference> differences;
  for (const TrainingRecord* record : chosen) {
    midgame->clear();
    endgame->clear();
    SearchBudget budget({}, std::nullopt, std::nullopt);
    SearchContext context{*midgame, *endgame, budget, evaluator};
    const int empties = count_bits(~(record->own | record->other));
    std::vector<int> scores(static_cast<std::size_t>(deepest) + 1, 0);
    int first_move = -1;
    for (int depth = 1; depth <= deepest; ++depth) {
      const RootAnswer answer = engine.search_root(record->own, record->other, depth, -30'000,
                                                   30'000, first_move, context);
      scores[static_cast<std::size_t>(depth)] = answer.score;
      first_move = answer.move;
    }
    if (empties <= deepest) continue;  // the deep searches reached the end
    for (int depth = kProbCutMinDepth; depth <= deepest; ++depth) {
      const double value = scores[static_cast<std::size_t>(depth)] -
                           scores[static_cast<std::size_t>(probcut_depth(depth))];
      differences.push_back({depth, empties, value});
    }
  }
  out << "positions searched: " << chosen.size() << "\n";
  std::array<std::array<double, 4>, 3> normal{};
  for (int depth = kProbCutMinDepth; depth <= deepest; ++depth) {
    out << "depth " << depth << " from " << probcut_depth(depth) << ":";
    for (int low = kLowestEmpties; low <= kHighestEmpties; low += 12) {
      double sum = 0;
      double squares = 0;
      int n = 0;
      for (const Difference& d : differences) {
        if (d.depth != depth || d.empties < low || d.empties >= low + 12) continue;
        sum += d.value;
        squares += d.value * d.value;
        ++n;
      }
      if (n < 2) continue;
      const double mean = sum / n;
      const double spread = std::sqrt(std::max(0.0, squares / n - mean * mean));
      out << "  empties " << low << "-" << low + 11 << ": mean " << std::lround(mean) << " spread "
          << std::lround(spread) << " (" << n << ")";
      // Each cell's spread, weighted by its count, enters the line fit.
      const std::array<double, 3> row{1.0, static_cast<double>(depth), low + 5.5};
      for (int r = 0; r < 3; ++r) {
        for (int c = 0; c < 3; ++c) normal[r][c] += n * row[r] * row[c];
        normal[r][3] += n * row[r] * spread;
      }
    }
    out << "\n";
  }
  const auto line = solve3(normal);
  out << "spread = " << line[0] << " + " << line[1] << " * depth + " << line[2] << " * empties\n";
}

}  // namespace arcade::reversi
