// The compile-time contract every game's state type meets, so search is written once for all games.
#pragma once

#include <concepts>
#include <optional>
#include <string>
#include <string_view>

#include "core/move.h"
#include "core/side.h"

namespace arcade {

// A game position as a small copyable value. The contract, checked for every game by the contract
// test:
// - legal_moves() is empty exactly when outcome() != Outcome::ongoing; its order is canonical.
// - apply(m) requires m to be in legal_moves(); it advances to_move() to the side due next.
// - move_text(m) and parse_move(text) are inverse for legal moves; parse_move rejects text that is
//   not a legal move of this position.
// - position_text() parses back (with the same game options) to an equal state.
template <class S>
concept GameRules = std::copyable<S> && std::equality_comparable<S> &&
    requires(S state, const S& position, Move move, std::string_view text) {
  { position.to_move() } -> std::same_as<Side>;
  { position.legal_moves() } -> std::same_as<MoveList>;
  { position.is_legal(move) } -> std::same_as<bool>;
  {state.apply(move)};
  { position.outcome() } -> std::same_as<Outcome>;
  { position.move_text(move) } -> std::same_as<std::string>;
  { position.parse_move(text) } -> std::same_as<std::optional<Move>>;
  { position.position_text() } -> std::same_as<std::string>;
};

}  // namespace arcade
