// Nim's table of Chinese texts: each entry the English the code says, then its Chinese.
#include "games/nim/nim_texts.h"

#include <array>

namespace arcade {
namespace {

constexpr std::array kTranslations = {
    Translation{"Nim", "取石子"},
    Translation{"Game tree", "博弈树"},
    Translation{"Last wins", "最后一颗赢"},
    Translation{"Last loses", "最后一颗输"},
};

}  // namespace

std::span<const Translation> nim_translations() {
  return kTranslations;
}

}  // namespace arcade
