// Sides of a two-player game and the outcome of a game, shared by every game.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace arcade {

// The two seats. `first` is X, black or player 1: the side that moves first from the start.
enum class Side : std::uint8_t { first = 0, second = 1 };

// The other seat.
constexpr Side opponent(Side side) {
  return side == Side::first ? Side::second : Side::first;
}

// 0 for first, 1 for second: for arrays indexed by side.
constexpr int index_of(Side side) {
  return static_cast<int>(side);
}

// How a game stands: still going, won by one side, or drawn.
enum class Outcome : std::uint8_t { ongoing, first_wins, second_wins, draw };

// The outcome in which `side` has won.
constexpr Outcome win_for(Side side) {
  return side == Side::first ? Outcome::first_wins : Outcome::second_wins;
}

// The winning side, or nothing for a draw or an unfinished game.
constexpr std::optional<Side> winner_of(Outcome outcome) {
  if (outcome == Outcome::first_wins) return Side::first;
  if (outcome == Outcome::second_wins) return Side::second;
  return std::nullopt;
}

// +1 if `side` won, -1 if it lost, 0 for a draw or an unfinished game: outcomes are zero-sum.
constexpr int value_for(Outcome outcome, Side side) {
  const auto winner = winner_of(outcome);
  if (!winner) return 0;
  return *winner == side ? 1 : -1;
}

// A result proven by a search, from the point of view of the side to move.
enum class ProvenResult : std::uint8_t { win, draw, loss };

// "win", "draw" or "loss".
constexpr std::string_view to_string(ProvenResult result) {
  switch (result) {
    case ProvenResult::win:
      return "win";
    case ProvenResult::draw:
      return "draw";
    case ProvenResult::loss:
      return "loss";
  }
  return "?";
}

}  // namespace arcade
