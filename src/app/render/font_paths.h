// Finding the font at run time, and saying where we looked when there is none. The pictures need
// no finding: they are painted from code.
#pragma once

#include <filesystem>
#include <vector>

#include "core/result.h"

namespace arcade::app {

// The fonts to try, best first: $BOARD_ARCADE_FONT, Andika (fonts-sil-andika, made for young
// readers), then DejaVu Sans (fonts-dejavu-core).
std::vector<std::filesystem::path> font_candidates();

// The first of `candidates` that exists; otherwise an Error that names every path looked for and
// the packages that provide them.
Result<std::filesystem::path> find_font(const std::vector<std::filesystem::path>& candidates);

}  // namespace arcade::app
