// Fuzz target: move lists from the start of every game ("GAME [KEY=VALUE]...\nMOVES"), as
// --moves and saved games read them. Whatever replays reads back the same written canonically.
#include <cstdint>

#include "fuzz_support.h"

using namespace arcade;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto input = fuzz::read_game_header(fuzz::as_text(data, size));
  if (!input) return 0;
  const AnyState start = *input->game->start(input->options);
  const auto played = replay_moves(start, input->text);
  const auto read = read_moves(start, input->text);
  FUZZ_CHECK(played.ok() == read.ok());
  if (!read) {
    FUZZ_CHECK(played.error() == read.error());
    return 0;
  }
  // The moves read, written in the game's notation one by one, replay to the same position.
  AnyState position = start;
  std::string canonical;
  for (const Move move : *read) {
    FUZZ_CHECK(position.is_legal(move));
    canonical += position.move_text(move) + " ";
    FUZZ_CHECK(position.try_apply(move));
  }
  FUZZ_CHECK(position == *played);
  const auto replayed = read_moves(start, canonical);
  FUZZ_CHECK(replayed.ok());
  FUZZ_CHECK(*replayed == *read);
  return 0;
}
