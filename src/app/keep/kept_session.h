// Between the app's sessions and the files: a SessionSetup as the menu's remembered choices, and a
// GameSession as a saved game, both ways. Whatever comes from a file is checked against the
// catalog.
#pragma once

#include <optional>

#include "app/session/game_session.h"
#include "persist/saved_game.h"
#include "persist/settings.h"

namespace arcade::app {

// The seat as written in the files: "person" or the computer player's id.
std::string seat_text(const Seat& seat);
// The seat a file's text names (any text other than "person" is a player id, checked later).
Seat seat_from_text(const std::string& text);

// `setup`'s seats and options as the settings keep them for its game.
GameChoices choices_of(const SessionSetup& setup);

// The setup the remembered `choices` describe for `game`, if it can start: an unknown player or a
// bad option (a hand-edited file, a player removed since) gives nothing, and the caller uses the
// default setup instead.
std::optional<SessionSetup> setup_from_choices(const GameInfo& game, const GameChoices& choices);

// `session` (started by start_session) as a saved game: its options completed with the defaults,
// its seats, its history.
SavedGame saved_game_of(const GameSession& session);

// The session `saved` describes, or nothing when its game or a player is not (or no longer) in
// `catalog`. read_saved_game has already replayed and checked every move.
std::optional<GameSession> session_from_saved(const Catalog& catalog, const SavedGame& saved);

}  // namespace arcade::app
