// Nim rules.
#include "games/nim/nim.h"

#include <numeric>

#include "core/text.h"

namespace arcade {

Result<std::vector<int>> parse_heaps(std::string_view text, bool allow_empty_heaps) {
  const auto pieces = split(text, ",");
  if (pieces.empty()) return fail("Nim heaps are sizes separated by commas, such as 3,4,5");
  if (pieces.size() > NimOptions::kMaxHeaps) {
    return fail("Nim has at most " + std::to_string(NimOptions::kMaxHeaps) + " heaps");
  }
  std::vector<int> heaps;
  for (const auto piece : pieces) {
    const auto size = parse_integer(trim(piece), allow_empty_heaps ? 0 : 1, NimOptions::kMaxStones);
    if (!size) {
      return fail("a Nim heap is a whole number from " +
                  std::string(allow_empty_heaps ? "0" : "1") + " to " +
                  std::to_string(NimOptions::kMaxStones) + ", not " + quote_for_message(piece));
    }
    heaps.push_back(static_cast<int>(*size));
  }
  return heaps;
}

Result<Nim> Nim::start(const NimOptions& options) {
  if (options.heaps.empty()) return fail("Nim needs at least one heap");
  if (options.heaps.size() > NimOptions::kMaxHeaps) {
    return fail("Nim has at most " + std::to_string(NimOptions::kMaxHeaps) + " heaps");
  }
  for (const int heap : options.heaps) {
    if (heap < 1 || heap > NimOptions::kMaxStones) {
      return fail("each Nim heap holds 1 to " + std::to_string(NimOptions::kMaxStones) + " stones");
    }
  }
  return Nim(options.heaps, options.misere, Side::first);
}

Result<Nim> Nim::from_text(std::string_view text, bool misere) {
  text = trim(text);
  Side to_move = Side::first;
  const auto space = text.find(' ');
  if (space != std::string_view::npos) {
    const auto side = trim(text.substr(space + 1));
    if (side == "2") {
      to_move = Side::second;
    } else if (side != "1") {
      return fail("after the Nim heaps comes the player to move, 1 or 2, not " +
                  quote_for_message(side));
    }
    text = text.substr(0, space);
  }
  auto heaps = parse_heaps(text, true);
  if (!heaps) return Error{heaps.error()};
  return Nim(std::move(heaps).value(), misere, to_move);
}

int Nim::stones_left() const {
  return std::accumulate(heaps_.begin(), heaps_.end(), 0);
}

MoveList Nim::legal_moves() const {
  MoveList moves;
  for (int heap = 0; heap < static_cast<int>(heaps_.size()); ++heap) {
    for (int count = 1; count <= heaps_[static_cast<std::size_t>(heap)]; ++count) {
      moves.push_back(encode(heap, count));
    }
  }
  return moves;
}

bool Nim::is_legal(Move move) const {
  if (move < 0) return false;
  const int heap = heap_of(move);
  const int count = count_of(move);
  return heap < static_cast<int>(heaps_.size()) && count >= 1 &&
         count <= heaps_[static_cast<std::size_t>(heap)];
}

void Nim::apply(Move move) {
  heaps_[static_cast<std::size_t>(heap_of(move))] -= count_of(move);
  to_move_ = opponent(to_move_);
}

Outcome Nim::outcome() const {
  if (stones_left() > 0) return Outcome::ongoing;
  return win_for(misere_ ? to_move_ : opponent(to_move_));
}

std::string Nim::move_text(Move move) const {
  return std::to_string(heap_of(move) + 1) + ":" + std::to_string(count_of(move));
}

std::optional<Move> Nim::parse_move(std::string_view text) const {
  const auto colon = text.find(':');
  if (colon == std::string_view::npos) return std::nullopt;
  const auto heap = parse_integer(text.substr(0, colon), 1, NimOptions::kMaxHeaps);
  const auto count = parse_integer(text.substr(colon + 1), 1, NimOptions::kMaxStones);
  if (!heap || !count) return std::nullopt;
  const Move move = encode(static_cast<int>(*heap) - 1, static_cast<int>(*count));
  if (!is_legal(move)) return std::nullopt;
  return move;
}

std::string Nim::position_text() const {
  std::string text;
  for (std::size_t i = 0; i < heaps_.size(); ++i) {
    if (i > 0) text += ',';
    text += std::to_string(heaps_[i]);
  }
  if (to_move_ == Side::second) text += " 2";
  return text;
}

}  // namespace arcade
