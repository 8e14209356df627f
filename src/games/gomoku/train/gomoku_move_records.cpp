// Records of the engine's move choices, and their text file.
#include "games/gomoku/train/gomoku_move_records.h"

#include <algorithm>
#include <fstream>
#include <map>
#include <span>
#include <sstream>
#include <utility>

#include "games/gomoku/gomoku_combination.h"

namespace arcade::gomoku {
namespace {

int combination_at(const GomokuBoard& board, Color color, int point) {
  std::array<LinePattern, 4> patterns{};
  for (int line = 0; line < 4; ++line) {
    patterns[static_cast<std::size_t>(line)] = board.pattern(color, point, line);
  }
  return combination_of_code(pattern_code(patterns));
}

// Reads "a:b" or "a:b:c" (as many numbers as `values` holds) into `values`, each a combination
// number but the count, which must be 1..65535.
bool read_fields(const std::string& token, std::span<int> values) {
  std::istringstream fields(token);
  for (std::size_t i = 0; i < values.size(); ++i) {
    char colon = ':';
    if ((i > 0 && !(fields >> colon)) || colon != ':' || !(fields >> values[i])) return false;
    const int limit = i == 2 ? 65536 : kCombinationCount;
    if (values[i] < (i == 2 ? 1 : 0) || values[i] >= limit) return false;
  }
  return fields.peek() == std::char_traits<char>::eof();
}

Result<MoveChoice> parse_choice(const std::string& line) {
  std::istringstream fields(line);
  MoveChoice choice;
  std::string token;
  std::array<int, 2> chosen{};
  if (!(fields >> choice.game >> token) || !read_fields(token, chosen)) {
    return fail("needs a game number and the chosen point's own:their");
  }
  choice.chosen_own = static_cast<std::uint16_t>(chosen[0]);
  choice.chosen_their = static_cast<std::uint16_t>(chosen[1]);
  bool chosen_listed = false;
  while (fields >> token) {
    std::array<int, 3> kind{};
    if (!read_fields(token, kind)) return fail("'" + token + "' is not own:their:count");
    choice.candidates.push_back({static_cast<std::uint16_t>(kind[0]),
                                 static_cast<std::uint16_t>(kind[1]),
                                 static_cast<std::uint16_t>(kind[2])});
    chosen_listed |= kind[0] == chosen[0] && kind[1] == chosen[1];
  }
  if (!chosen_listed) return fail("the chosen point's kind is not among the candidates");
  return choice;
}

}  // namespace

std::optional<MoveChoice> move_choice(const GomokuBoard& board, Color to_move, int point,
                                      std::uint32_t game) {
  const Color opponent = other(to_move);
  if (board.has_win_threat(to_move) || board.has_win_threat(opponent) ||
      !board.candidates().contains(point)) {
    return std::nullopt;
  }
  std::map<std::pair<int, int>, int> kinds;
  for (const int candidate : board.candidates()) {
    ++kinds[{combination_at(board, to_move, candidate),
             combination_at(board, opponent, candidate)}];
  }
  MoveChoice choice;
  choice.game = game;
  choice.chosen_own = static_cast<std::uint16_t>(combination_at(board, to_move, point));
  choice.chosen_their = static_cast<std::uint16_t>(combination_at(board, opponent, point));
  for (const auto& [kind, count] : kinds) {
    choice.candidates.push_back({static_cast<std::uint16_t>(kind.first),
                                 static_cast<std::uint16_t>(kind.second),
                                 static_cast<std::uint16_t>(count)});
  }
  return choice;
}

Result<Done> append_move_choices(const std::string& path, const std::vector<MoveChoice>& choices) {
  std::ofstream file(path, std::ios::app);
  for (const MoveChoice& choice : choices) {
    file << choice.game << ' ' << choice.chosen_own << ':' << choice.chosen_their;
    for (const CandidateKind& kind : choice.candidates) {
      file << ' ' << kind.own << ':' << kind.their << ':' << kind.count;
    }
    file << '\n';
  }
  file.flush();
  if (!file) return fail("cannot write " + path);
  return Done{};
}

Result<std::vector<MoveChoice>> read_move_choices(const std::string& path) {
  std::ifstream file(path);
  if (!file) return fail("cannot open " + path);
  std::vector<MoveChoice> choices;
  std::string line;
  for (int number = 1; std::getline(file, line); ++number) {
    if (line.empty()) continue;
    auto choice = parse_choice(line);
    if (!choice) return fail(path + ": line " + std::to_string(number) + ": " + choice.error());
    choices.push_back(std::move(*choice));
  }
  return choices;
}

}  // namespace arcade::gomoku
