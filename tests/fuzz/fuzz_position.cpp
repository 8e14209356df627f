// Fuzz target: position text of every game ("GAME [KEY=VALUE]...\nPOSITION"). Whatever parses
// keeps the rules' contract: its text reads back equal, moves print and parse back, the legal
// moves are empty exactly when the game is over, and perft 1 counts them.
#include <cstdint>

#include "fuzz_support.h"

using namespace arcade;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto input = fuzz::read_game_header(fuzz::as_text(data, size));
  if (!input) return 0;
  const auto position = input->game->parse_position(input->text, input->options);
  if (!position) return 0;
  const std::string text = position->position_text();
  const auto again = input->game->parse_position(text, input->options);
  FUZZ_CHECK(again.ok());
  FUZZ_CHECK(*again == *position);
  FUZZ_CHECK(again->position_text() == text);

  const auto moves = position->legal_moves();
  FUZZ_CHECK(moves.empty() == position->is_over());
  FUZZ_CHECK(input->game->perft(*position, 1) == (moves.empty() ? 1 : moves.size()));
  for (const Move move : moves) {
    FUZZ_CHECK(position->is_legal(move));
    FUZZ_CHECK(position->parse_move(position->move_text(move)) == move);
    AnyState next = *position;
    FUZZ_CHECK(next.try_apply(move));
    FUZZ_CHECK(next.legal_moves().empty() == next.is_over());
  }
  return 0;
}
