// The app's table of Chinese texts. Each entry: the English the code says, then its Chinese.
#include "app/words/app_texts.h"

#include <array>
#include <vector>

#include "app/words/replay_texts.h"
#include "app/words/saves_texts.h"
#include "games/common/tiers.h"

namespace arcade::app {
namespace {

constexpr std::array kAppTranslations = {
    Translation{"Board Arcade", "棋类游戏厅"},  // as the desktop entry names it
    // The setup screen's quick starts and the continue button.
    Translation{"Continue", "继续"},
    Translation{"Vs computer", "人机对战"},
    Translation{"Two players", "双人对战"},
    Translation{"Watch", "观战"},
    // The game screen.
    Translation{"Pass", "跳过"},
    // The results card.
    Translation{"Draw!", "平局！"},
    Translation{"Well played!", "下得好！"},
    Translation{"You win!", "你赢了！"},
    Translation{"Great game!", "真精彩！"},
    Translation{"wins!", "获胜！"},
    Translation{"Good try!", "差一点点！"},
    Translation{"Play again?", "再来一局？"},
    // The notices of the menu.
    Translation{"Your settings could not be read, so the defaults are used.",
                "设置读不出来，先用默认设置。"},
    Translation{"Your scores could not be read, so they start from zero.",
                "成绩读不出来，从零开始。"},
    Translation{"The last game could not be read, so a new one starts.",
                "上一局读不出来，开始新的一局。"},
    Translation{"Your settings could not be saved.", "设置没能保存。"},
    Translation{"Your scores could not be saved.", "成绩没能保存。"},
    Translation{"This game could not be saved.", "这一局没能保存。"},
};

}  // namespace

std::span<const Translation> app_translations() {
  return kAppTranslations;
}

Texts make_texts(const Catalog& catalog, Language language) {
  std::vector<std::span<const Translation>> tables{app_translations(), kTierTranslations,
                                                   replay_translations(), saves_translations()};
  for (const auto& game : catalog) tables.push_back(game.translations);
  for (const auto& game : catalog) tables.push_back(game.help_story.translations);
  return Texts(language, tables);
}

}  // namespace arcade::app
