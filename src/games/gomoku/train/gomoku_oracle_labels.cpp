// Reads an oracle's ratings of recorded games' positions (tools/gomoku_labels.py's files).
#include "games/gomoku/train/gomoku_oracle_labels.h"

#include <cmath>
#include <sstream>

#include "core/text.h"

namespace arcade::gomoku {
namespace {

// Reads one rating field into `rating`: a number, +Mn/-Mn, or ? (no rating). False if it is
// none of those.
bool parse_rating(std::string_view token, std::optional<int>& rating) {
  rating.reset();
  if (token == "?") return true;
  if (token.size() >= 3 && (token[0] == '+' || token[0] == '-') && token[1] == 'M') {
    const auto plies = parse_integer(token.substr(2), 1, kOracleMate - kOracleMateThreshold - 1);
    if (!plies) return false;
    const int mate = kOracleMate - static_cast<int>(*plies);
    rating = token[0] == '+' ? mate : -mate;
    return true;
  }
  const auto value = parse_integer(token, -(kOracleMateThreshold - 1), kOracleMateThreshold - 1);
  if (!value) return false;
  rating = static_cast<int>(*value);
  return true;
}

// The canonical key of the moves "x,y x,y ...", or nothing if a move is not two numbers.
std::optional<std::string> parse_game_key(std::string_view moves) {
  std::vector<std::pair<int, int>> points;
  std::istringstream words{std::string(moves)};
  for (std::string word; words >> word;) {
    const auto comma = word.find(',');
    if (comma == std::string::npos) return std::nullopt;
    const auto x = parse_integer(std::string_view(word).substr(0, comma), 0, 99);
    const auto y = parse_integer(std::string_view(word).substr(comma + 1), 0, 99);
    if (!x || !y) return std::nullopt;
    points.emplace_back(static_cast<int>(*x), static_cast<int>(*y));
  }
  if (points.empty()) return std::nullopt;
  return oracle_game_key(points);
}

// The game key and ratings of one "labels ..." line, or an error saying what is wrong with it.
Result<std::pair<std::string, std::vector<std::optional<int>>>> parse_line(std::string_view line) {
  constexpr std::string_view kHead = "labels ";
  const auto colon = line.find(" : ");
  if (!line.starts_with(kHead) || colon == std::string_view::npos) {
    return fail("not a \"labels MOVES : RATINGS\" line");
  }
  const auto key = parse_game_key(line.substr(kHead.size(), colon - kHead.size()));
  if (!key) return fail("a move is not an x,y point");
  std::vector<std::optional<int>> ratings;
  std::istringstream fields{std::string(line.substr(colon + 3))};
  for (std::string field; fields >> field;) {
    std::optional<int> rating;
    if (!parse_rating(field, rating)) {
      return fail("'" + field + "' is not a rating (a number, +Mn, -Mn or ?)");
    }
    ratings.push_back(rating);
  }
  return std::pair{*key, std::move(ratings)};
}

}  // namespace

std::string oracle_game_key(const std::vector<std::pair<int, int>>& points) {
  std::string key;
  for (const auto& [x, y] : points) {
    if (!key.empty()) key += ' ';
    key += std::to_string(x) + ',' + std::to_string(y);
  }
  return key;
}

Result<OracleLabels> parse_oracle_labels(std::string_view text) {
  OracleLabels labels;
  std::istringstream lines{std::string(text)};
  int number = 0;
  for (std::string line; std::getline(lines, line);) {
    ++number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line.starts_with('#')) continue;
    auto parsed = parse_line(line);
    const std::string where = "line " + std::to_string(number) + ": ";
    if (!parsed) return fail(where + parsed.error());
    // A game rated again (the files of two runs joined) keeps its first ratings: an oracle
    // that times itself rates a position a little differently each time.
    labels.try_emplace(parsed->first, std::move(parsed->second));
  }
  return labels;
}

double oracle_probability(int rating, double scale) {
  if (rating >= kOracleMateThreshold) return 1.0;
  if (rating <= -kOracleMateThreshold) return 0.0;
  return 1.0 / (1.0 + std::exp(-rating / scale));
}

}  // namespace arcade::gomoku
