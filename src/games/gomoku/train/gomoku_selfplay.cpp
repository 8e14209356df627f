// Seeded self-play games of the Gomoku engine and the training records they give.
#include "games/gomoku/train/gomoku_selfplay.h"

#include <fstream>
#include <map>
#include <optional>
#include <sstream>

#include "core/rng.h"
#include "core/text.h"
#include "games/gomoku/gomoku_engine.h"
#include "games/gomoku/gomoku_engine_players.h"
#include "games/gomoku/train/gomoku_oracle_labels.h"

namespace arcade::gomoku {
namespace {

// One "index:count" field of a record line, or nothing if it is not one.
std::optional<CombinationCount> read_combination_count(const std::string& token) {
  std::istringstream fields(token);
  int index = -1, count = -1;
  char colon = 0;
  if (!(fields >> index >> colon >> count) || colon != ':' || !fields.eof() || index < 0 ||
      index >= kCombinationFeatureCount || count <= 0 || count > 65535) {
    return std::nullopt;
  }
  return CombinationCount{static_cast<std::uint16_t>(index), static_cast<std::uint16_t>(count)};
}

// One fine "index:count" field of a record line (after its 'f'), or nothing if it is not one.
std::optional<FineCount> read_fine_count(const std::string& token) {
  std::istringstream fields(token);
  long long index = -1;
  int count = -1;
  char colon = 0;
  if (!(fields >> index >> colon >> count) || colon != ':' || !fields.eof() || index < 0 ||
      index >= kFineFeatureCount || count <= 0 || count > 65535) {
    return std::nullopt;
  }
  return FineCount{static_cast<std::uint32_t>(index), static_cast<std::uint16_t>(count)};
}

// An oracle's rating field of a record line (after its 'o'), or nothing if it is not one.
std::optional<int> read_oracle_rating(const std::string& token) {
  const auto rating = parse_integer(token, -kOracleMate, kOracleMate);
  if (!rating) return std::nullopt;
  return static_cast<int>(*rating);
}

// The stone count of a record line (after its 's'), or nothing if it is not one.
std::optional<int> read_stones(const std::string& token) {
  std::istringstream fields(token);
  int stones = -1;
  if (!(fields >> stones) || !fields.eof() || stones < 0 || stones > kMaxStageStones) {
    return std::nullopt;
  }
  return stones;
}

// The threat state of a record line (after its 't'), or nothing if it is not one.
std::optional<int> read_threat_state(const std::string& token) {
  const auto state = parse_integer(token, 0, kThreatStateCount - 1);
  if (!state) return std::nullopt;
  return static_cast<int>(*state);
}

// Calls `visit(opponent, patterns)` for both colours' four line patterns at every empty point,
// `opponent` false for `to_move`'s.
template <class Visit>
void for_each_point_patterns(const GomokuBoard& board, Color to_move, Visit visit) {
  for (int row = 0; row < board.size(); ++row) {
    for (int column = 0; column < board.size(); ++column) {
      const int point = board.point(column, row);
      if (!board.is_empty(point)) continue;
      for (const Color color : {to_move, other(to_move)}) {
        std::array<LinePattern, 4> patterns{};
        for (int line = 0; line < 4; ++line) {
          patterns[static_cast<std::size_t>(line)] = board.pattern(color, point, line);
        }
        visit(color != to_move, patterns);
      }
    }
  }
}

}  // namespace

std::array<int, kFeatureCount> position_features(const GomokuBoard& board, Color to_move) {
  std::array<int, kFeatureCount> features{};
  for_each_point_patterns(board, to_move, [&](bool opponent, const auto& patterns) {
    const auto side = point_features(patterns);
    const std::size_t base = opponent ? kSideFeatureCount : 0;
    for (std::size_t i = 0; i < side.size(); ++i) features[base + i] += side[i];
  });
  return features;
}

std::vector<CombinationCount> position_combinations(const GomokuBoard& board, Color to_move) {
  std::array<std::uint16_t, kCombinationFeatureCount> counts{};
  for_each_point_patterns(board, to_move, [&](bool opponent, const auto& patterns) {
    const int combination = combination_of_code(pattern_code(patterns));
    ++counts[static_cast<std::size_t>(combination + (opponent ? kCombinationCount : 0))];
  });
  std::vector<CombinationCount> present;
  for (std::size_t index = 0; index < counts.size(); ++index) {
    if (counts[index] > 0) {
      present.push_back({static_cast<std::uint16_t>(index), counts[index]});
    }
  }
  return present;
}

std::vector<FineCount> position_fine_combinations(const GomokuBoard& board, Color to_move) {
  std::map<std::uint32_t, std::uint16_t> counts;
  for (int row = 0; row < board.size(); ++row) {
    for (int column = 0; column < board.size(); ++column) {
      const int point = board.point(column, row);
      if (!board.is_empty(point)) continue;
      for (const Color color : {to_move, other(to_move)}) {
        std::array<std::uint8_t, 4> fine{};
        for (int line = 0; line < 4; ++line) {
          fine[static_cast<std::size_t>(line)] =
              static_cast<std::uint8_t>(board.fine_pattern(color, point, line));
        }
        const auto code = static_cast<std::uint32_t>(canonical_fine_code(fine_code(fine)));
        ++counts[code * 2 + (color == to_move ? 0 : 1)];
      }
    }
  }
  std::vector<FineCount> present;
  for (const auto& [index, count] : counts) present.push_back({index, count});
  return present;
}

TrainingGame play_training_game(const SelfPlaySettings& settings, std::uint32_t game) {
  Rng rng(settings.seed * 1'000'003 + game);
  GomokuBoard board(settings.size, settings.exact_five, settings.values);
  Color to_move = kBlack;
  // A random opening near the centre, so that games differ from the first move on.
  const int centre = settings.size / 2;
  for (int placed = 0; placed < settings.opening_stones;) {
    const int point = board.point(centre - 3 + static_cast<int>(rng.below(7)),
                                  centre - 3 + static_cast<int>(rng.below(7)));
    if (!board.is_empty(point)) continue;
    board.place(point, to_move);
    to_move = other(to_move);
    ++placed;
  }
  EngineSettings engine_settings = gomoku_strong_settings();
  engine_settings.table_bits = 18;
  engine_settings.style.noise_seed = rng.next() | 1;
  GomokuEngine engine(engine_settings);
  EngineLimits limits;
  limits.nodes = settings.nodes;

  struct Seen {
    std::array<int, kFeatureCount> features;
    Color to_move;
    std::vector<CombinationCount> combinations;
    std::vector<FineCount> fine;
    int stones;
    int threat_state;
  };
  std::vector<Seen> seen;
  TrainingGame played;
  std::optional<Color> winner;
  while (board.stones() < settings.size * settings.size) {
    if (board.threats(to_move, ThreatClass::five).empty()) {
      seen.push_back({position_features(board, to_move), to_move,
                      position_combinations(board, to_move),
                      position_fine_combinations(board, to_move), board.stones(),
                      board.threat_state(to_move)});
    }
    const EngineDecision decision = engine.choose(board, to_move, limits);
    if (auto choice = move_choice(board, to_move, decision.point, game)) {
      played.choices.push_back(std::move(*choice));
    }
    const bool wins = board.threats(to_move, ThreatClass::five).contains(decision.point);
    board.place(decision.point, to_move);
    if (wins) {
      winner = to_move;
      break;
    }
    to_move = other(to_move);
  }
  played.positions.reserve(seen.size());
  for (const Seen& position : seen) {
    const double outcome = !winner ? 0.5 : (*winner == position.to_move ? 1.0 : 0.0);
    played.positions.push_back({position.features, outcome, game, position.combinations,
                                position.fine, position.stones, std::nullopt,
                                position.threat_state});
  }
  return played;
}

Result<Done> append_records(const std::string& path, const std::vector<TrainingRecord>& records) {
  std::ofstream file(path, std::ios::app);
  for (const TrainingRecord& record : records) {
    file << record.game << ' ' << record.outcome;
    for (const int feature : record.features) file << ' ' << feature;
    for (const auto& [index, count] : record.combinations) file << ' ' << index << ':' << count;
    for (const auto& [index, count] : record.fine) file << " f" << index << ':' << count;
    if (record.stones >= 0) file << " s" << record.stones;
    if (record.oracle) file << " o" << *record.oracle;
    if (record.threat_state >= 0) file << " t" << record.threat_state;
    file << '\n';
  }
  file.flush();
  if (!file) return fail("cannot write " + path);
  return Done{};
}

Result<std::vector<TrainingRecord>> read_records(const std::string& path) {
  std::ifstream file(path);
  if (!file) return fail("cannot open " + path);
  std::vector<TrainingRecord> records;
  std::string line;
  while (std::getline(file, line)) {
    if (line.empty()) continue;
    std::istringstream fields(line);
    TrainingRecord record;
    fields >> record.game >> record.outcome;
    for (int& feature : record.features) fields >> feature;
    const std::string where = path + ": malformed line " + std::to_string(records.size() + 1);
    if (!fields) return fail(where);
    std::string token;
    while (fields >> token) {
      if (token.starts_with('s')) {
        const auto stones = read_stones(token.substr(1));
        if (!stones) return fail(where + " (" + token + ")");
        record.stones = *stones;
        continue;
      }
      if (token.starts_with('o')) {
        const auto rating = read_oracle_rating(token.substr(1));
        if (!rating) return fail(where + " (" + token + ")");
        record.oracle = *rating;
        continue;
      }
      if (token.starts_with('t')) {
        const auto state = read_threat_state(token.substr(1));
        if (!state) return fail(where + " (" + token + ")");
        record.threat_state = *state;
        continue;
      }
      if (token.starts_with('f')) {
        const auto fine = read_fine_count(token.substr(1));
        if (!fine) return fail(where + " (" + token + ")");
        record.fine.push_back(*fine);
        continue;
      }
      const auto count = read_combination_count(token);
      if (!count) return fail(where + " (" + token + ")");
      record.combinations.push_back(*count);
    }
    records.push_back(std::move(record));
  }
  return records;
}

}  // namespace arcade::gomoku
