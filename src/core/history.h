// Undo and redo for any game: a list of states with a cursor, and the moves between them.
#pragma once

#include <cassert>
#include <cstddef>
#include <utility>
#include <vector>

#include "core/move.h"

namespace arcade {

// The states of one game from its start, the moves that joined them, and a cursor at the state
// shown now. Undo and redo move the cursor; a new move drops every state after the cursor first
// (the redo tail), as in every editor.
template <class State>
class History {
 public:
  explicit History(State start) { states_.push_back(std::move(start)); }

  // The state at the cursor.
  const State& current() const { return states_[cursor_]; }

  // Records that `move` led from current() to `next`; drops the redo tail; moves the cursor on.
  void push(Move move, State next) {
    states_.erase(states_.begin() + static_cast<std::ptrdiff_t>(cursor_) + 1, states_.end());
    moves_.erase(moves_.begin() + static_cast<std::ptrdiff_t>(cursor_), moves_.end());
    states_.push_back(std::move(next));
    moves_.push_back(move);
    ++cursor_;
  }

  bool can_undo() const { return cursor_ > 0; }
  bool can_redo() const { return cursor_ + 1 < states_.size(); }

  // Steps the cursor back one state; false (and no change) at the start.
  bool undo() {
    if (!can_undo()) return false;
    --cursor_;
    return true;
  }

  // Steps the cursor forward one state; false (and no change) at the newest state.
  bool redo() {
    if (!can_redo()) return false;
    ++cursor_;
    return true;
  }

  // Index of the current state: 0 at the start, one more per move played.
  std::size_t cursor() const { return cursor_; }
  // Number of states kept, including the redo tail.
  std::size_t size() const { return states_.size(); }
  // The state `index` moves from the start; index < size().
  const State& at(std::size_t index) const { return states_[index]; }
  // The move that led to state `index`; 0 < index < size().
  Move move_into(std::size_t index) const {
    assert(index > 0 && index < states_.size());
    return moves_[index - 1];
  }
  // The moves from the start to the cursor, in order.
  std::vector<Move> moves_to_cursor() const {
    return {moves_.begin(), moves_.begin() + static_cast<std::ptrdiff_t>(cursor_)};
  }
  // Every move recorded, including the redo tail.
  const std::vector<Move>& all_moves() const { return moves_; }

  // Moves the cursor to `index` (< size()) without dropping anything.
  void seek(std::size_t index) {
    assert(index < states_.size());
    cursor_ = index;
  }

 private:
  std::vector<State> states_;
  std::vector<Move> moves_;
  std::size_t cursor_ = 0;
};

}  // namespace arcade
