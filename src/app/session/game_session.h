// One game being played: which game, its options, who plays each side, and its history. The whole
// session is one value, so it can be saved and restored as it is.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/any_state.h"
#include "core/history.h"
#include "core/result.h"
#include "games/catalog.h"
#include "games/game_info.h"

namespace arcade::app {

// Who plays one side: a person at the mouse, or a computer player of the game's catalog.
struct Seat {
  std::string computer;  // the player id; empty for a person
  bool is_person() const { return computer.empty(); }
  static Seat person() { return {}; }
  static Seat computer_player(std::string id) { return {std::move(id)}; }
  friend bool operator==(const Seat&, const Seat&) = default;
};

// Everything needed to start a game: the game, its options and the seats, indexed by
// index_of(side) (seats[0] moves first).
struct SessionSetup {
  std::string game_id;
  GameOptions options;
  std::array<Seat, 2> seats;
  friend bool operator==(const SessionSetup&, const SessionSetup&) = default;
};

// A game in progress or finished: its setup and its history of positions with a cursor.
struct GameSession {
  SessionSetup setup;
  History<AnyState> history;
  const GameInfo* game = nullptr;  // the catalog's entry for setup.game_id, set by start_session
  // How the game ended when it went into the statistics; nothing while it is not in them. The
  // window's bookkeeping, so an earlier game that undo brings back is not counted twice; never
  // saved.
  std::optional<Outcome> counted_outcome;

  const AnyState& position() const { return history.current(); }
  // The seat whose turn it is.
  const Seat& seat_to_move() const { return setup.seats[index_of(position().to_move())]; }
};

// A fresh game for `setup`, a game of `catalog`; an Error when the game, an option or a computer
// player is unknown.
Result<GameSession> start_session(const Catalog& catalog, const SessionSetup& setup);
// The same for a setup of `game` (setup.game_id must be game.id).
Result<GameSession> start_session(const GameInfo& game, const SessionSetup& setup);

// The computer levels the window offers for `game`, gentlest first: its ladder on the shared tier
// scale (GameInfo::ladder), or, for a game that places no player on it, every player by strength.
std::vector<const PlayerInfo*> offered_levels(const GameInfo& game);

// The menu's first suggestion for `game`: a person against the gentlest computer, the person
// first, with the options the window offers first (OptionInfo::offered_default: a board a child
// can play).
SessionSetup default_setup(const GameInfo& game);

// The setup for "play again": the same, with the side that did not start last time starting.
SessionSetup with_seats_swapped(SessionSetup setup);

// True when the only legal move is a pass (in games that have passes): nobody needs to click
// for it.
bool must_pass(const AnyState& position);

// True when at least one seat is a person (undo and redo are theirs; computers never undo).
bool has_person(const SessionSetup& setup);

// Plays `move` if it is legal in the current position (dropping the redo tail); false and no
// change otherwise.
bool play_move(GameSession& session, Move move);

// Undo as a person means it: steps back at least one move, then on past moves until a person is
// to move with a real choice, so one undo takes back the person's move and the computer's reply.
// With two people it takes back one move. False (and no change) when there is nothing to undo or
// no seat is a person.
bool undo_to_person_turn(GameSession& session);

// The mirror of undo_to_person_turn: steps forward at least one move, then on while a computer is
// to move or the mover can only pass.
bool redo_to_person_turn(GameSession& session);

}  // namespace arcade::app
