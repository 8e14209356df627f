// Between the app's sessions and the files.
#include "app/keep/kept_session.h"

namespace arcade::app {

std::string seat_text(const Seat& seat) {
  return seat.is_person() ? std::string(kPersonSeat) : seat.computer;
}

Seat seat_from_text(const std::string& text) {
  return text == kPersonSeat ? Seat::person() : Seat::computer_player(text);
}

GameChoices choices_of(const SessionSetup& setup) {
  return GameChoices{{seat_text(setup.seats[0]), seat_text(setup.seats[1])}, setup.options};
}

std::optional<SessionSetup> setup_from_choices(const GameInfo& game, const GameChoices& choices) {
  SessionSetup setup{game.id,
                     choices.options,
                     {seat_from_text(choices.seats[0]), seat_from_text(choices.seats[1])}};
  // Starting checks the players and the options exactly as a new game would.
  if (!start_session(game, setup)) return std::nullopt;
  return setup;
}

SavedGame saved_game_of(const GameSession& session) {
  auto options = complete_options(*session.game, session.setup.options);
  return SavedGame{session.setup.game_id,
                   options ? std::move(options).value() : session.setup.options,
                   {seat_text(session.setup.seats[0]), seat_text(session.setup.seats[1])},
                   session.history};
}

std::optional<GameSession> session_from_saved(const Catalog& catalog, const SavedGame& saved) {
  SessionSetup setup{saved.game_id,
                     saved.options,
                     {seat_from_text(saved.seats[0]), seat_from_text(saved.seats[1])}};
  auto started = start_session(catalog, setup);
  if (!started) return std::nullopt;
  return GameSession{std::move(setup), saved.history, started->game};
}

}  // namespace arcade::app
