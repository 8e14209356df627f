// Connect Four's table of Chinese texts: each entry the English the code says, then its Chinese.
#include "games/connect4/connect4_texts.h"

#include <array>

namespace arcade {
namespace {

constexpr std::array kTranslations = {
    Translation{"Connect Four", "四子棋"},
    Translation{"Strong", "高手"},
};

}  // namespace

std::span<const Translation> connect4_translations() {
  return kTranslations;
}

}  // namespace arcade
