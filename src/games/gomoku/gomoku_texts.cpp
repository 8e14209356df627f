// Gomoku's table of Chinese texts: each entry the English the code says, then its Chinese.
#include "games/gomoku/gomoku_texts.h"

#include <array>

namespace arcade {
namespace {

constexpr std::array kTranslations = {
    Translation{"Gomoku", "五子棋"},
    // The board sizes, as Chinese players name a board: by its lines, 路.
    Translation{"9×9", "9路"},
    Translation{"11×11", "11路"},
    Translation{"15×15", "15路"},
    // The rule: five or more in a row wins, or exactly five.
    Translation{"5 or more", "五子或更多"},
    Translation{"Exactly 5", "正好五子"},
};

}  // namespace

std::span<const Translation> gomoku_translations() {
  return kTranslations;
}

}  // namespace arcade
