// The replay and scores screens' table of Chinese texts: the English the code says, then its
// Chinese. (The replay itself speaks in pictures: its buttons, the bar, the graph, the moves.)
#include "app/words/replay_texts.h"

#include <array>

namespace arcade::app {
namespace {

constexpr std::array kReplayTranslations = {
    Translation{"Scores", "成绩"},
    Translation{"No games yet", "还没有玩过"},
};

}  // namespace

std::span<const Translation> replay_translations() {
  return kReplayTranslations;
}

}  // namespace arcade::app
