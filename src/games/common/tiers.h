// The one scale of strength tiers every game's ladder of computer players uses, so that a tier's
// name (and the picture the app draws for its key) means the same step in every game.
#pragma once

#include <array>
#include <string_view>

#include "core/texts.h"

namespace arcade {

// One tier of the scale.
struct TierInfo {
  std::string_view key;   // stable and lowercase: what the app maps to a picture ("owl")
  std::string_view name;  // the friendly name shown for the ladder's player ("Owl")
};

// How a game places its ladder on the scale: the gentlest level, which plays at random, is tier 0;
// each level above it is the next tier up; the game's strongest level is always the top tier,
// whatever the ladder's length. So Dizzy always plays at random, Sprout is always the first step
// up from it, Fox always the third, and Dragon is always the best a game has. A ladder shorter
// than the scale leaves out the tiers just below the top.
inline constexpr std::array<TierInfo, 7> kTiers{{
    {"dizzy", "Dizzy"},
    {"sprout", "Sprout"},
    {"bunny", "Bunny"},
    {"fox", "Fox"},
    {"owl", "Owl"},
    {"wizard", "Wizard"},
    {"dragon", "Dragon"},
}};

// The tiers' names in Simplified Chinese: the same friendly animals and figures.
inline constexpr std::array<Translation, 7> kTierTranslations{{
    {"Dizzy", "迷糊"},
    {"Sprout", "小芽"},
    {"Bunny", "小兔"},
    {"Fox", "狐狸"},
    {"Owl", "猫头鹰"},
    {"Wizard", "魔法师"},
    {"Dragon", "巨龙"},
}};

inline constexpr int kTierCount = static_cast<int>(kTiers.size());
inline constexpr int kTopTier = kTierCount - 1;

// The tier at `index`; requires 0 <= index < kTierCount.
constexpr const TierInfo& tier_info(int index) {
  return kTiers[static_cast<std::size_t>(index)];
}

// The tier of the ladder level at `rank` (0 the gentlest) of a ladder of `levels` levels, by the
// rule above; requires 0 <= rank < levels <= kTierCount.
constexpr int tier_for_rank(int rank, int levels) {
  return rank == levels - 1 ? kTopTier : rank;
}

}  // namespace arcade
