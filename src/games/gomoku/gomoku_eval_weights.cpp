// Reading, writing and the hand-tuned values of the Gomoku evaluation's weights.
#include "games/gomoku/gomoku_eval_weights.h"

#include <cmath>
#include <span>
#include <sstream>

#include "games/gomoku/gomoku_combination.h"
#include "games/gomoku/gomoku_eval.h"
#include "games/gomoku/gomoku_fine_patterns.h"
#include "games/gomoku/gomoku_threat_state.h"

namespace arcade::gomoku {
namespace {

// What one line pattern on a point is worth to its colour. A flex4 point means the colour already
// has an open three; a flex3 point means an open two that can grow into one, and so on.
constexpr std::array<double, kLinePatternCount> kLineScore{
    /*none*/ 0,   /*one*/ 1,   /*two*/ 3,     /*flex2*/ 8, /*three*/ 10,
    /*flex3*/ 32, /*four*/ 40, /*flex4*/ 160, /*five*/ 600};
// Extra worth of points where threats combine (3-3, 4-3, unstoppable four): they decide games.
constexpr std::array<double, kComboCount> kComboBonus{120, 300, 400};
// The side to move will act first, so its own chances weigh a little more than the opponent's.
constexpr double kOpponentShare = 7.0 / 8.0;

// A weight as the file keeps it: to the eighth the evaluation keeps, and 0 never written "-0".
double to_eighths(double value) {
  const double rounded = std::round(value * 8) / 8;
  return rounded == 0 ? 0.0 : rounded;
}

template <std::size_t N>
void write_row(std::ostringstream& out, const char* name, const std::array<double, N>& row) {
  out << name;
  for (const double value : row) out << ' ' << to_eighths(value);
  out << '\n';
}

// Reads the rest of a `kind` row ("combination" or "order"): four pattern names and two finite
// values; returns the combination's number.
Result<int> read_combination_row(std::istringstream& fields, const std::string& kind,
                                 std::array<double, 2>& values) {
  std::array<LinePattern, 4> patterns{};
  for (auto& pattern : patterns) {
    std::string name;
    fields >> name;
    const auto read = pattern_from_name(name);
    if (!read) return fail("a " + kind + " row needs four pattern names, not '" + name + "'");
    pattern = *read;
  }
  for (double& value : values) {
    if (!(fields >> value) || !std::isfinite(value)) {
      return fail("a " + kind + " row needs two values after its four patterns");
    }
  }
  std::string extra;
  if (fields >> extra) return fail("a " + kind + " row has too many fields");
  return combination_of_code(pattern_code(patterns));
}

void write_fine_rows(std::ostringstream& out, const char* kind,
                     const std::map<int, CombinationValue>& rows) {
  if (!rows.empty()) out << "# " << kind << " patterns, strongest first: own their\n";
  for (const auto& [code, value] : rows) {
    out << kind << ' ' << fine_combination_text(code) << ' ' << to_eighths(value.own) << ' '
        << to_eighths(value.their) << '\n';
  }
}

// Reads the rest of a "fine" row: four fine pattern names and two finite values; returns the
// combination's canonical fine code.
Result<int> read_fine_row(std::istringstream& fields, std::array<double, 2>& values) {
  std::array<std::uint8_t, 4> fine{};
  for (auto& pattern : fine) {
    std::string name;
    fields >> name;
    const auto read = fine_pattern_from_name(name);
    if (!read) return fail("a fine row needs four fine pattern names, not '" + name + "'");
    pattern = static_cast<std::uint8_t>(*read);
  }
  for (double& value : values) {
    if (!(fields >> value) || !std::isfinite(value)) {
      return fail("a fine row needs two values after its four patterns");
    }
  }
  std::string extra;
  if (fields >> extra) return fail("a fine row has too many fields");
  return canonical_fine_code(fine_code(fine));
}

// Each reader takes the rest of one line of a weights file into `weights` and returns what is
// wrong with it, or empty text.

std::string read_fine_line(EvalWeights& weights, const std::string& name,
                           std::istringstream& fields) {
  std::array<double, 2> values{};
  const auto code = read_fine_row(fields, values);
  if (!code) return code.error();
  auto& rows = name == "fine"        ? weights.fine
               : name == "fine_late" ? weights.fine_late
                                     : weights.fine_order;
  if (!rows.insert({*code, {values[0], values[1]}}).second) {
    return name + " '" + fine_combination_text(*code) + "' is given twice";
  }
  return {};
}

std::string read_threat_state_line(EvalWeights& weights, std::istringstream& fields) {
  std::string state_text;
  double value = 0;
  std::string extra;
  if (!(fields >> state_text >> value) || !std::isfinite(value) || fields >> extra) {
    return "'threat_state' needs a state and one number";
  }
  const auto state = parse_threat_state(state_text);
  if (!state) return "unknown threat state '" + state_text + "'";
  if (!weights.threat_state.insert({*state, value}).second) {
    return "threat_state '" + state_text + "' is given twice";
  }
  return {};
}

std::string read_stages_line(EvalWeights& weights, std::istringstream& fields) {
  std::string extra;
  if (weights.stage_stones > 0) return "'stages' is given twice";
  if (!(fields >> weights.stage_stones) || weights.stage_stones < 1 ||
      weights.stage_stones > kMaxStageStones || fields >> extra) {
    return "'stages' needs one whole number of stones from 1 to " + std::to_string(kMaxStageStones);
  }
  return {};
}

std::string read_combination_line(EvalWeights& weights, const std::string& name,
                                  std::istringstream& fields) {
  std::array<double, 2> values{};
  const auto combination = read_combination_row(fields, name, values);
  if (!combination) return combination.error();
  auto& rows = name == "order" ? weights.order : weights.combinations;
  if (!rows.insert({*combination, {values[0], values[1]}}).second) {
    return name + " '" + combination_text(*combination) + "' is given twice";
  }
  return {};
}

// One of the four rows of numbers (own_line, their_line, own_combo, their_combo).
std::string read_number_row(EvalWeights& weights, const std::string& name,
                            std::istringstream& fields) {
  std::span<double> row;
  if (name == "own_line") row = weights.own_line;
  if (name == "their_line") row = weights.their_line;
  if (name == "own_combo") row = weights.own_combo;
  if (name == "their_combo") row = weights.their_combo;
  if (row.empty()) return "unknown weights row '" + name + "'";
  for (double& value : row) {
    if (!(fields >> value) || !std::isfinite(value)) {
      return "row '" + name + "' needs " + std::to_string(row.size()) + " numbers";
    }
  }
  std::string extra;
  if (fields >> extra) return "row '" + name + "' has too many numbers";
  return {};
}

// The line that starts with `name`; counts the rows of numbers in `number_rows`.
std::string read_weights_line(EvalWeights& weights, const std::string& name,
                              std::istringstream& fields, int& number_rows) {
  if (name == "fine" || name == "fine_late" || name == "fine_order") {
    return read_fine_line(weights, name, fields);
  }
  if (name == "threat_state") return read_threat_state_line(weights, fields);
  if (name == "stages") return read_stages_line(weights, fields);
  if (name == "combination" || name == "order") return read_combination_line(weights, name, fields);
  auto error = read_number_row(weights, name, fields);
  if (error.empty()) ++number_rows;
  return error;
}

}  // namespace

EvalWeights EvalWeights::hand_tuned() {
  EvalWeights weights;
  weights.own_line = kLineScore;
  weights.own_combo = kComboBonus;
  for (std::size_t i = 0; i < kLineScore.size(); ++i)
    weights.their_line[i] = kLineScore[i] * kOpponentShare;
  for (std::size_t i = 0; i < kComboBonus.size(); ++i)
    weights.their_combo[i] = kComboBonus[i] * kOpponentShare;
  return weights;
}

std::array<double, kFeatureCount> EvalWeights::as_vector() const {
  std::array<double, kFeatureCount> vector{};
  std::size_t i = 0;
  for (const double w : own_line) vector[i++] = w;
  for (const double w : own_combo) vector[i++] = w;
  for (const double w : their_line) vector[i++] = w;
  for (const double w : their_combo) vector[i++] = w;
  return vector;
}

EvalWeights EvalWeights::from_vector(const std::array<double, kFeatureCount>& vector) {
  EvalWeights weights;
  std::size_t i = 0;
  for (double& w : weights.own_line) w = vector[i++];
  for (double& w : weights.own_combo) w = vector[i++];
  for (double& w : weights.their_line) w = vector[i++];
  for (double& w : weights.their_combo) w = vector[i++];
  return weights;
}

std::string EvalWeights::to_text() const {
  std::ostringstream out;
  out << "# line patterns: none one two flex2 three flex3 four flex4 five\n";
  write_row(out, "own_line", own_line);
  write_row(out, "their_line", their_line);
  out << "# combinations: double_three four_three win\n";
  write_row(out, "own_combo", own_combo);
  write_row(out, "their_combo", their_combo);
  if (!combinations.empty()) out << "# combination patterns own their\n";
  for (const auto& [combination, value] : combinations) {
    out << "combination " << combination_text(combination) << ' ' << to_eighths(value.own) << ' '
        << to_eighths(value.their) << '\n';
  }
  if (!order.empty()) out << "# move ordering: combination patterns own their\n";
  for (const auto& [combination, score] : order) {
    out << "order " << combination_text(combination) << ' ' << std::lround(score.own) << ' '
        << std::lround(score.their) << '\n';
  }
  if (!fine_order.empty()) out << "# move ordering: fine patterns, strongest first: own their\n";
  for (const auto& [code, score] : fine_order) {
    out << "fine_order " << fine_combination_text(code) << ' ' << std::lround(score.own) << ' '
        << std::lround(score.their) << '\n';
  }
  write_fine_rows(out, "fine", fine);
  if (stage_stones > 0) {
    out << "# the fine values above on an empty board, these from this many stones on\n"
        << "stages " << stage_stones << '\n';
    write_fine_rows(out, "fine_late", fine_late);
  }
  if (!threat_state.empty()) out << "# threat states: facts of the side to move's state, value\n";
  for (const auto& [state, value] : threat_state) {
    out << "threat_state " << threat_state_text(state) << ' ' << to_eighths(value) << '\n';
  }
  return out.str();
}

Result<EvalWeights> EvalWeights::from_text(std::string_view text) {
  EvalWeights weights;
  int number_rows = 0;
  std::istringstream lines{std::string(text)};
  std::string line;
  while (std::getline(lines, line)) {
    if (const auto hash = line.find('#'); hash != std::string::npos) line.erase(hash);
    std::istringstream fields(line);
    std::string name;
    if (!(fields >> name)) continue;
    if (auto error = read_weights_line(weights, name, fields, number_rows); !error.empty()) {
      return fail(error);
    }
  }
  if (number_rows != 4) return fail("the weights need exactly the four rows");
  if (!weights.fine_late.empty() && weights.stage_stones == 0) {
    return fail("'fine_late' rows need a 'stages' line");
  }
  return weights;
}

}  // namespace arcade::gomoku
