// The game's short sound effects, synthesised from sine waves and noise: no recordings needed.
#pragma once

#include <array>
#include <cstddef>
#include <vector>

#include "games/common/game_view.h"

namespace arcade::app {

// Every sound the game makes. Each one has a visual partner on screen (KIDS.md rule 12): a piece
// appearing, discs turning, stones sliding away, a disc falling into place, a gentle wiggle, a
// celebration.
enum class Sound { place, flip, slide, drop, nope, click, win, cheer_up, pass, count };

inline constexpr std::size_t kSoundCount = static_cast<std::size_t>(Sound::count);

// The sound the window plays for a view's kind of move.
Sound sound_of(MoveSound move);

// The mono samples of `sound` in [-1, 1] at `sample_rate` samples per second: short (under a
// second), soft at both ends (no clicks), never louder than 0.6.
std::vector<float> synthesize(Sound sound, int sample_rate);

}  // namespace arcade::app
