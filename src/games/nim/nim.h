// Nim rules: heaps of stones, a move takes one or more stones from one heap.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/move.h"
#include "core/result.h"
#include "core/side.h"

namespace arcade {

// The parameters of a game of Nim.
struct NimOptions {
  std::vector<int> heaps{3, 4, 5};
  // Misère (the default): whoever takes the last stone loses. Otherwise normal play: it wins.
  bool misere = true;

  static constexpr int kMaxHeaps = 32;
  static constexpr int kMaxStones = 1000;  // per heap
};

// A Nim position. A move takes `count` ≥ 1 stones from heap `heap` (0-based); it is encoded as
// heap * 65536 + count and written "H:C" with a 1-based heap ("2:3" takes three from heap 2).
class Nim {
 public:
  static constexpr std::string_view kGameId = "nim";

  // The default game: heaps 3,4,5, misère, player 1 to move.
  Nim() : heaps_(NimOptions{}.heaps) {}

  // The start of a game; rejects no heaps, too many, negative or huge heaps, and no stones at all.
  static Result<Nim> start(const NimOptions& options);

  // Reads heap sizes separated by commas ("4,2,2,2"), optionally followed by a space and "2"
  // when player 2 is to move. Empty heaps are allowed here: they keep later heaps' numbers.
  static Result<Nim> from_text(std::string_view text, bool misere);

  Side to_move() const { return to_move_; }
  MoveList legal_moves() const;
  bool is_legal(Move move) const;
  void apply(Move move);  // requires is_legal(move)
  // With no stones left the game is over: in misère the side to move wins (the other side took
  // the last stone), in normal play it loses.
  Outcome outcome() const;
  std::string move_text(Move move) const;
  std::optional<Move> parse_move(std::string_view text) const;
  std::string position_text() const;

  const std::vector<int>& heaps() const { return heaps_; }
  bool misere() const { return misere_; }
  int stones_left() const;

  static constexpr Move encode(int heap, int count) { return heap * 65536 + count; }
  static constexpr int heap_of(Move move) { return move / 65536; }
  static constexpr int count_of(Move move) { return move % 65536; }

  friend bool operator==(const Nim&, const Nim&) = default;

 private:
  Nim(std::vector<int> heaps, bool misere, Side to_move)
      : heaps_(std::move(heaps)), misere_(misere), to_move_(to_move) {}

  std::vector<int> heaps_;
  bool misere_ = true;
  Side to_move_ = Side::first;
};

// Parses "3,4,5" into heap sizes; `allow_empty_heaps` for positions, not for a game's start.
Result<std::vector<int>> parse_heaps(std::string_view text, bool allow_empty_heaps);

}  // namespace arcade
