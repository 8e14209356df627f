// Fuzz target: saved-game files. Whatever loads is written back to text that loads equal and is
// written again byte for byte the same.
#include <cstdint>

#include "fuzz_support.h"
#include "persist/saved_game.h"

using namespace arcade;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto game = read_saved_game(fuzz::as_text(data, size));
  if (!game) {
    FUZZ_CHECK(!game.error().empty());
    FUZZ_CHECK(game.error().find('\n') == std::string::npos);
    return 0;
  }
  FUZZ_CHECK(game->history.cursor() < game->history.size());
  const std::string text = write_saved_game(*game);
  const auto again = read_saved_game(text);
  FUZZ_CHECK(again.ok());
  FUZZ_CHECK(*again == *game);
  FUZZ_CHECK(write_saved_game(*again) == text);
  return 0;
}
