// One game being played, and the rules for undo and redo as a person means them.
#include "app/session/game_session.h"

#include <algorithm>

namespace arcade::app {

Result<GameSession> start_session(const Catalog& catalog, const SessionSetup& setup) {
  const GameInfo* game = find_game(catalog, setup.game_id);
  if (!game) return fail("unknown game " + setup.game_id);
  return start_session(*game, setup);
}

Result<GameSession> start_session(const GameInfo& game, const SessionSetup& setup) {
  if (setup.game_id != game.id) return fail("a setup of " + setup.game_id + " is not " + game.id);
  for (const Seat& seat : setup.seats) {
    if (!seat.is_person() && !game.find_player(seat.computer)) {
      return fail("unknown " + setup.game_id + " player " + seat.computer);
    }
  }
  auto start = game.start(setup.options);
  if (!start) return Error{start.error()};
  return GameSession{setup, History<AnyState>(std::move(start).value()), &game};
}

std::vector<const PlayerInfo*> offered_levels(const GameInfo& game) {
  if (auto levels = game.ladder(); !levels.empty()) return levels;
  std::vector<const PlayerInfo*> players;
  for (const auto& player : game.players) players.push_back(&player);
  std::stable_sort(players.begin(), players.end(), [](const PlayerInfo* a, const PlayerInfo* b) {
    return a->strength < b->strength;
  });
  return players;
}

SessionSetup default_setup(const GameInfo& game) {
  SessionSetup setup;
  setup.game_id = game.id;
  for (const auto& option : game.options) {
    if (!option.offered_default.empty()) setup.options[option.key] = option.offered_default;
  }
  setup.seats = {Seat::person(), Seat::computer_player(offered_levels(game).front()->id)};
  return setup;
}

SessionSetup with_seats_swapped(SessionSetup setup) {
  std::swap(setup.seats[0], setup.seats[1]);
  return setup;
}

bool must_pass(const AnyState& position) {
  const MoveList moves = position.legal_moves();
  return moves.size() == 1 && position.is_pass(moves.front());
}

bool has_person(const SessionSetup& setup) {
  return setup.seats[0].is_person() || setup.seats[1].is_person();
}

bool play_move(GameSession& session, Move move) {
  AnyState next = session.position();
  if (!next.try_apply(move)) return false;
  session.history.push(move, std::move(next));
  return true;
}

namespace {

// A position where the person (if any) has nothing to decide: a computer moves, or a pass.
bool nobody_chooses(const GameSession& session) {
  return !session.seat_to_move().is_person() || must_pass(session.position());
}

}  // namespace

bool undo_to_person_turn(GameSession& session) {
  if (!has_person(session.setup) || !session.history.can_undo()) return false;
  session.history.undo();
  while (session.history.can_undo() && nobody_chooses(session)) session.history.undo();
  return true;
}

bool redo_to_person_turn(GameSession& session) {
  if (!has_person(session.setup) || !session.history.can_redo()) return false;
  session.history.redo();
  while (session.history.can_redo() && nobody_chooses(session) && !session.position().is_over()) {
    session.history.redo();
  }
  return true;
}

}  // namespace arcade::app
