// The app's table of Chinese texts. Each entry: the English the code says, then its Chinese.
#include "app/words/app_texts.h"

#include <array>
#include <vector>

#include "app/words/replay_texts.h"
#include "app/words/saves_texts.h"

namespace arcade::app {
namespace {

constexpr std::array kAppTranslations = {
    Translation{"Board Arcade", "棋盘游戏厅"},
};

}  // namespace

std::span<const Translation> app_translations() {
  return kAppTranslations;
}

Texts make_texts(const Catalog& catalog, Language language) {
  std::vector<std::span<const Translation>> tables{app_translations(), replay_translations()};
  tables.push_back(saves_translations());
  for (const auto& game : catalog) tables.push_back(game.translations);
  for (const auto& game : catalog) tables.push_back(game.help_story.translations);
  return Texts(language, tables);
}

}  // namespace arcade::app
