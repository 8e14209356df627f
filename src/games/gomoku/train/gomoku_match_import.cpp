// Turns recorded match games into training records: replays each game and counts its positions'
// features, as self-play does for its own games.
#include "games/gomoku/train/gomoku_match_import.h"

#include <algorithm>
#include <optional>
#include <sstream>

#include "core/text.h"

namespace arcade::gomoku {
namespace {

// One game of a record line: engine A's colour, the winner's, and the points played in order.
struct RecordedGame {
  Color engine_a = kBlack;      // the colour engine A played
  std::optional<Color> winner;  // none for a draw
  std::vector<int> moves;       // board points, black's first
};

// An "x,y" point of a record on `board`, or nothing if it is not one.
std::optional<int> parse_point(std::string_view token, const GomokuBoard& board) {
  const auto comma = token.find(',');
  if (comma == std::string_view::npos) return std::nullopt;
  const auto x = parse_integer(token.substr(0, comma), 0, board.size() - 1);
  const auto y = parse_integer(token.substr(comma + 1), 0, board.size() - 1);
  if (!x || !y) return std::nullopt;
  return board.point(static_cast<int>(*x), static_cast<int>(*y));
}

// The game of one record line, or an error saying what is wrong with it.
Result<RecordedGame> parse_game(const std::string& line, const GomokuBoard& board) {
  const auto colon = line.find(':');
  if (colon == std::string::npos) return fail("no ':' before the moves");
  std::istringstream head(line.substr(0, colon));
  std::vector<std::string> words;
  for (std::string word; head >> word;) words.push_back(word);
  // "game N black A|B" then "A wins", "B wins" or "draw".
  const bool won = words.size() == 6 && words[5] == "wins" && (words[4] == "A" || words[4] == "B");
  const bool drawn = words.size() == 5 && words[4] == "draw";
  if ((!won && !drawn) || words[0] != "game" || words[2] != "black" ||
      (words[3] != "A" && words[3] != "B")) {
    return fail("not a tools/gomocup_match.py record line");
  }
  RecordedGame game;
  game.engine_a = words[3] == "A" ? kBlack : kWhite;
  if (won) game.winner = words[4] == words[3] ? kBlack : kWhite;
  std::istringstream played(line.substr(colon + 1));
  for (std::string token; played >> token;) {
    const auto point = parse_point(token, board);
    if (!point) return fail("'" + token + "' is not a point of the board");
    game.moves.push_back(*point);
  }
  return game;
}

// The moves of `game` as one key, to tell repeated games apart.
std::string moves_key(const RecordedGame& game) {
  std::string key;
  for (const int move : game.moves) key += std::to_string(move) + ' ';
  return key;
}

// The colour whose moves of `game` are choices under `teacher`: none for the winner of a draw.
std::optional<Color> teacher_colour(const RecordedGame& game, ChoiceTeacher teacher) {
  switch (teacher) {
    case ChoiceTeacher::winner:
      return game.winner;
    case ChoiceTeacher::engine_a:
      return game.engine_a;
    case ChoiceTeacher::engine_b:
      return other(game.engine_a);
  }
  return std::nullopt;
}

// The labels' ratings of `game`'s positions after the opening, or null if they do not rate it;
// an error if they rate another number of positions.
Result<const std::vector<std::optional<int>>*> game_ratings(const RecordedGame& game,
                                                            const GomokuBoard& board,
                                                            const MatchImportSettings& settings) {
  if (settings.labels == nullptr) return nullptr;
  std::vector<std::pair<int, int>> points;
  for (const int move : game.moves) points.emplace_back(board.column_of(move), board.row_of(move));
  const auto rated = settings.labels->find(oracle_game_key(points));
  if (rated == settings.labels->end()) return nullptr;
  const auto positions = static_cast<std::size_t>(
      std::max(0, static_cast<int>(game.moves.size()) - settings.opening_stones));
  if (rated->second.size() != positions) {
    return fail("the labels rate " + std::to_string(rated->second.size()) +
                " positions of this game, which has " + std::to_string(positions) +
                " after its opening");
  }
  return &rated->second;
}

// Replays `game` and appends its positions and its teacher's choices (see import_match_games) as
// game `number`; an error if a move is not on an empty point or the game goes on after a five.
Result<Done> append_game(const RecordedGame& game, const MatchImportSettings& settings,
                         std::uint32_t number, MatchImport& imported) {
  GomokuBoard board(settings.size, settings.exact_five);
  const std::optional<Color> teacher = teacher_colour(game, settings.teacher);
  const auto ratings = game_ratings(game, board, settings);
  if (!ratings) return fail(ratings.error());
  if (*ratings != nullptr) ++imported.rated_games;
  Color to_move = kBlack;
  for (std::size_t index = 0; index < game.moves.size(); ++index) {
    const int move = game.moves[index];
    if (!board.is_empty(move)) return fail("move " + std::to_string(index + 1) + " is taken");
    const bool last = index + 1 == game.moves.size();
    if (static_cast<int>(index) >= settings.opening_stones && !last &&
        board.threats(to_move, ThreatClass::five).empty()) {
      const double outcome = !game.winner ? 0.5 : *game.winner == to_move ? 1.0 : 0.0;
      imported.positions.push_back({position_features(board, to_move), outcome, number,
                                    position_combinations(board, to_move),
                                    position_fine_combinations(board, to_move), board.stones()});
      imported.positions.back().threat_state = board.threat_state(to_move);
      if (*ratings != nullptr) {
        imported.positions.back().oracle =
            (**ratings)[index - static_cast<std::size_t>(settings.opening_stones)];
      }
    }
    if (static_cast<int>(index) >= settings.opening_stones && teacher == to_move) {
      if (auto choice = move_choice(board, to_move, move, number)) {
        imported.choices.push_back(std::move(*choice));
      }
    }
    const bool five = board.threats(to_move, ThreatClass::five).contains(move);
    board.place(move, to_move);
    if (five && !last) return fail("the game goes on after a five");
    to_move = other(to_move);
  }
  return Done{};
}

}  // namespace

Result<MatchImport> import_match_games(std::string_view text, const MatchImportSettings& settings,
                                       std::uint32_t first_game,
                                       std::unordered_set<std::string>& seen) {
  const GomokuBoard geometry(settings.size, settings.exact_five);
  MatchImport imported;
  std::istringstream lines{std::string(text)};
  int line_number = 0;
  for (std::string line; std::getline(lines, line);) {
    ++line_number;
    const auto first = line.find_first_not_of(" \t\r");
    if (first == std::string::npos || line[first] == '#') continue;
    const std::string where = "line " + std::to_string(line_number) + ": ";
    auto game = parse_game(line, geometry);
    if (!game) return fail(where + game.error());
    if (!seen.insert(moves_key(*game)).second) {
      ++imported.duplicates;
      continue;
    }
    const auto number = first_game + static_cast<std::uint32_t>(imported.games);
    if (auto added = append_game(*game, settings, number, imported); !added) {
      return fail(where + added.error());
    }
    ++imported.games;
  }
  return imported;
}

}  // namespace arcade::gomoku
