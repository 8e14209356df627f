// Finding the sprites and the font at run time, and saying where we looked when they are missing.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "core/result.h"

namespace arcade::app {

// Where the game's files are.
struct AssetPaths {
  std::filesystem::path sprite_dir;  // holds <sprite name>.png for every Sprite
  std::filesystem::path font_file;   // a TrueType font
};

// The folders that may hold the sprites, most specific first: $BOARD_ARCADE_ASSETS, assets/ next
// to the program, ../share/board-arcade/assets, and the source tree the program was built from.
std::vector<std::filesystem::path> sprite_dir_candidates();

// The fonts to try, best first: $BOARD_ARCADE_FONT, Andika (fonts-sil-andika, made for young
// readers), then DejaVu Sans (fonts-dejavu-core).
std::vector<std::filesystem::path> font_candidates();

// The first candidate of each kind that exists; otherwise an Error that names every path looked
// for and the package that provides it.
Result<AssetPaths> find_assets();
// The same over given candidates.
Result<AssetPaths> find_assets_in(const std::vector<std::filesystem::path>& sprite_dirs,
                                  const std::vector<std::filesystem::path>& fonts);

}  // namespace arcade::app
