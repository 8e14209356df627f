// Training records from played matches: the games of tools/gomocup_match.py --record files, each
// position with the game's outcome, so the evaluation can be fitted to games against other
// engines as well as to self-play.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "core/result.h"
#include "games/gomoku/train/gomoku_move_records.h"
#include "games/gomoku/train/gomoku_oracle_labels.h"
#include "games/gomoku/train/gomoku_selfplay.h"

namespace arcade::gomoku {

// Whose moves of a game are taken as move choices for fitting the move ordering.
enum class ChoiceTeacher {
  winner,    // the side that won (none in a draw)
  engine_a,  // engine A of the record, won or lost
  engine_b,  // engine B, won or lost: with our engine always A, the established engine's moves
};

// How match games become training records.
struct MatchImportSettings {
  int size = 15;
  bool exact_five = false;
  int opening_stones = 3;  // the stones the match placed before the engines played: not recorded
  ChoiceTeacher teacher = ChoiceTeacher::winner;
  // An oracle's ratings, joined to the games by their moves: each position of a rated game gets
  // its rating as the record's `oracle`. Must outlive the import; null for none.
  const OracleLabels* labels = nullptr;
};

// What importing one record file gave.
struct MatchImport {
  std::vector<TrainingRecord> positions;
  // The teacher's moves after the opening (the winner's by default), as move choices (see
  // move_choice): the moves worth imitating, for fitting the move ordering.
  std::vector<MoveChoice> choices;
  int games = 0;        // games read and turned into positions
  int duplicates = 0;   // games skipped: the same moves as one imported before
  int rated_games = 0;  // games the labels rate
};

// The positions of the games in `text` (lines "game N black A|B (A|B) wins|draw: x,y x,y ...", as
// tools/gomocup_match.py --record writes them; blank lines and lines that begin with '#' are
// skipped), numbered as games from `first_game` on: every position from the end of the opening up
// to but not including the last move, but those where the side to move could complete a five,
// with the game's outcome for the side to move (a game without a five, a draw, counts 0.5), and
// the choices of the settings' teacher among those positions' candidates, and the settings'
// labels' rating of each position of a game they rate. A game whose moves are already in `seen`
// is skipped, and each imported game's moves are added to it, so a game played again by two
// builds counts once. An error names the line of a malformed game, an illegal move or labels
// that rate another number of positions than the game has; nothing is returned then.
Result<MatchImport> import_match_games(std::string_view text, const MatchImportSettings& settings,
                                       std::uint32_t first_game,
                                       std::unordered_set<std::string>& seen);

}  // namespace arcade::gomoku
