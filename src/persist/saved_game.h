// A game as it is kept on disk: which game, its options, who plays each side, and its undo history.
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "core/any_state.h"
#include "core/history.h"
#include "core/result.h"
#include "games/catalog.h"
#include "games/game_info.h"

namespace arcade {

// The seat value for a person at the mouse (any other value is a computer player's id).
inline constexpr std::string_view kPersonSeat = "person";

// A game in progress or finished, with everything needed to show it again exactly: the options
// (complete, defaults filled in), who plays first and second ("person" or a player id of the
// game), and every position from the start, including the redo tail, with the cursor at the one
// shown.
struct SavedGame {
  std::string game_id;
  GameOptions options;
  std::array<std::string, 2> seats{std::string(kPersonSeat), std::string(kPersonSeat)};
  History<AnyState> history;

  friend bool operator==(const SavedGame& a, const SavedGame& b);
};

// The first line of every saved game, before the format version number.
inline constexpr std::string_view kSavedGameMagic = "board-arcade-game";
// The format version this build writes, and the newest it reads.
inline constexpr int kSavedGameVersion = 1;

// The text of `game` in the saved-game format (README, "Files"). Every move is written in the
// game's notation, passes included, so the text reads back to an equal SavedGame.
std::string write_saved_game(const SavedGame& game);

// Reads the saved-game format: checks the version, the game (one of `catalog`), its options and
// players, and replays every move through the rules, so a move that is not legal is found. Never
// throws on bad text: the Error says in one line what is wrong ("line 4: ...").
Result<SavedGame> read_saved_game(std::string_view text, const Catalog& catalog = game_catalog());

}  // namespace arcade
