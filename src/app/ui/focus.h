// Keyboard navigation over rectangles: which target an arrow key moves to.
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "app/input/input_event.h"
#include "draw/geometry.h"

namespace arcade::app {

// The target an arrow key `direction` (left, right, up or down) moves to from `from`: the
// nearest target whose centre lies that way, preferring ones in line with `from`. Targets
// marked false in `usable` (if given) are skipped. Nothing when no target lies that way.
std::optional<std::size_t> neighbour(const std::vector<Rect>& targets, std::size_t from,
                                     Key direction, const std::vector<bool>& usable = {});

}  // namespace arcade::app
