// Nim's options as the setup screen offers them: the heaps as columns of stones, the rules as a
// stone beside what taking the last one earns.
#pragma once

#include <string>
#include <vector>

#include "games/game_info.h"

namespace arcade {

// One choice per heap list ("1,3,5"), drawn as columns of pebbles, without words.
std::vector<OptionChoice> nim_heap_choices(const std::vector<std::string>& heaps);
// "Last wins" (a trophy) and "Last loses" (the trophy struck through).
std::vector<OptionChoice> nim_rule_choices();
// The rule's picture alone, as the game screen repeats it under the stones left.
ChoicePicture nim_rule_picture(bool last_loses);

}  // namespace arcade
