// Reversi's table of Chinese texts: each entry the English the code says, then its Chinese.
#include "games/reversi/reversi_texts.h"

#include <array>

namespace arcade {
namespace {

constexpr std::array kTranslations = {
    Translation{"Reversi", "黑白棋"},
    Translation{"Roxanne", "罗克珊"},
    Translation{"MCTS 3 s", "蒙特卡洛 3 秒"},
    Translation{"Lookahead", "看三步"},
};

}  // namespace

std::span<const Translation> reversi_translations() {
  return kTranslations;
}

}  // namespace arcade
