// The table of Chinese texts of keeping games. Each entry: the English the code says, then its
// Chinese.
#include "app/words/saves_texts.h"

#include <array>

namespace arcade::app {
namespace {

constexpr std::array kSavesTranslations = {
    Translation{"Saved", "已保存"},
    Translation{"Not saved", "没能保存"},
    Translation{"Saved games", "保存的棋局"},
    Translation{"Trash", "回收站"},
    Translation{"No saved games yet", "还没有保存的棋局"},
    Translation{"The trash is empty", "回收站是空的"},
};

}  // namespace

std::span<const Translation> saves_translations() {
  return kSavesTranslations;
}

}  // namespace arcade::app
