// Records of the engine's move choices, and their text file.
#include "games/gomoku/train/gomoku_move_records.h"

#include <algorithm>
#include <array>
#include <fstream>
#include <map>
#include <span>
#include <sstream>
#include <utility>

#include "games/gomoku/gomoku_combination.h"
#include "games/gomoku/gomoku_fine_patterns.h"

namespace arcade::gomoku {
namespace {

int combination_at(const GomokuBoard& board, Color color, int point) {
  std::array<LinePattern, 4> patterns{};
  for (int line = 0; line < 4; ++line) {
    patterns[static_cast<std::size_t>(line)] = board.pattern(color, point, line);
  }
  return combination_of_code(pattern_code(patterns));
}

int fine_combination_at(const GomokuBoard& board, Color color, int point) {
  std::array<std::uint8_t, 4> fine{};
  for (int line = 0; line < 4; ++line) {
    fine[static_cast<std::size_t>(line)] =
        static_cast<std::uint8_t>(board.fine_pattern(color, point, line));
  }
  return canonical_fine_code(fine_code(fine));
}

// The numbers of a token "a:b:...", or nothing if it is not such a list of integers.
std::optional<std::vector<int>> colon_fields(const std::string& token) {
  std::istringstream fields(token);
  std::vector<int> values;
  for (;;) {
    int value = 0;
    if (!(fields >> value)) return std::nullopt;
    values.push_back(value);
    if (fields.peek() == std::char_traits<char>::eof()) return values;
    if (fields.get() != ':') return std::nullopt;
  }
}

// Whether `values` (own, their, then with `fine` fine_own and fine_their) name real kinds: two
// combination numbers and two canonical fine codes.
bool valid_kind(std::span<const int> values, bool fine) {
  const auto combination = [](int value) { return value >= 0 && value < kCombinationCount; };
  const auto canonical = [](int value) {
    return value >= 0 && value < kFineCodeCount && canonical_fine_code(value) == value;
  };
  return combination(values[0]) && combination(values[1]) &&
         (!fine || (canonical(values[2]) && canonical(values[3])));
}

Result<MoveChoice> parse_choice(const std::string& line) {
  std::istringstream fields(line);
  MoveChoice choice;
  std::string token;
  if (!(fields >> choice.game >> token)) return fail("needs a game number and the chosen kind");
  const auto chosen = colon_fields(token);
  if (!chosen || (chosen->size() != 2 && chosen->size() != 4) ||
      !valid_kind(*chosen, chosen->size() == 4)) {
    return fail("'" + token + "' is not own:their or own:their:fine_own:fine_their");
  }
  choice.has_fine = chosen->size() == 4;
  const auto at = [](const std::vector<int>& values, std::size_t i) {
    return static_cast<std::uint16_t>(i < values.size() ? values[i] : 0);
  };
  choice.chosen_own = at(*chosen, 0);
  choice.chosen_their = at(*chosen, 1);
  choice.chosen_fine_own = at(*chosen, 2);
  choice.chosen_fine_their = at(*chosen, 3);
  bool chosen_listed = false;
  while (fields >> token) {
    const auto kind = colon_fields(token);
    if (!kind || kind->size() != chosen->size() + 1 || !valid_kind(*kind, choice.has_fine) ||
        kind->back() < 1 || kind->back() > 65535) {
      return fail("'" + token + "' is not a kind and its count, as the chosen point's");
    }
    const auto count = static_cast<std::uint16_t>(kind->back());
    choice.candidates.push_back({at(*kind, 0), at(*kind, 1), count,
                                 choice.has_fine ? at(*kind, 2) : std::uint16_t{0},
                                 choice.has_fine ? at(*kind, 3) : std::uint16_t{0}});
    chosen_listed |= std::equal(chosen->begin(), chosen->end(), kind->begin());
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
  std::map<std::array<int, 4>, int> kinds;
  const auto kind_at = [&](int candidate) {
    return std::array<int, 4>{combination_at(board, to_move, candidate),
                              combination_at(board, opponent, candidate),
                              fine_combination_at(board, to_move, candidate),
                              fine_combination_at(board, opponent, candidate)};
  };
  for (const int candidate : board.candidates()) ++kinds[kind_at(candidate)];
  const auto number = [](int value) { return static_cast<std::uint16_t>(value); };
  const std::array<int, 4> chosen = kind_at(point);
  MoveChoice choice;
  choice.game = game;
  choice.has_fine = true;
  choice.chosen_own = number(chosen[0]);
  choice.chosen_their = number(chosen[1]);
  choice.chosen_fine_own = number(chosen[2]);
  choice.chosen_fine_their = number(chosen[3]);
  for (const auto& [kind, count] : kinds) {
    choice.candidates.push_back(
        {number(kind[0]), number(kind[1]), number(count), number(kind[2]), number(kind[3])});
  }
  return choice;
}

Result<Done> append_move_choices(const std::string& path, const std::vector<MoveChoice>& choices) {
  std::ofstream file(path, std::ios::app);
  for (const MoveChoice& choice : choices) {
    file << choice.game << ' ' << choice.chosen_own << ':' << choice.chosen_their;
    if (choice.has_fine) file << ':' << choice.chosen_fine_own << ':' << choice.chosen_fine_their;
    for (const CandidateKind& kind : choice.candidates) {
      file << ' ' << kind.own << ':' << kind.their;
      if (choice.has_fine) file << ':' << kind.fine_own << ':' << kind.fine_their;
      file << ':' << kind.count;
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
