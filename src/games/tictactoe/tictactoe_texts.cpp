// Tic-tac-toe's table of Chinese texts: each entry the English the code says, then its Chinese.
#include "games/tictactoe/tictactoe_texts.h"

#include <array>

namespace arcade {
namespace {

constexpr std::array kTranslations = {
    Translation{"Tic-tac-toe", "井字棋"},
    Translation{"Depth 2", "想两步"},
};

}  // namespace

std::span<const Translation> tictactoe_translations() {
  return kTranslations;
}

}  // namespace arcade
