// Finding the sprites and the font at run time.
#include "app/render/asset_paths.h"

#include <SDL.h>

#include <cstdlib>

#include "app/render/sprite.h"
#include "core/text.h"

namespace arcade::app {
namespace fs = std::filesystem;

std::vector<fs::path> sprite_dir_candidates() {
  std::vector<fs::path> candidates;
  if (const char* env = std::getenv("BOARD_ARCADE_ASSETS"); env && *env) {
    candidates.push_back(fs::path(env) / "sprites");
  }
  if (char* base = SDL_GetBasePath()) {
    const fs::path program_dir(base);
    SDL_free(base);
    candidates.push_back(program_dir / "assets" / "sprites");
    candidates.push_back(program_dir / ".." / "share" / "board-arcade" / "assets" / "sprites");
  }
  candidates.push_back(fs::path(BOARD_ARCADE_SOURCE_DIR) / "assets" / "sprites");
  return candidates;
}

std::vector<fs::path> font_candidates() {
  std::vector<fs::path> candidates;
  if (const char* env = std::getenv("BOARD_ARCADE_FONT"); env && *env) candidates.emplace_back(env);
  candidates.emplace_back("/usr/share/fonts/truetype/andika/Andika-Bold.ttf");
  candidates.emplace_back("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf");
  return candidates;
}

namespace {

std::string list_of(const std::vector<fs::path>& paths) {
  std::vector<std::string> texts;
  for (const auto& path : paths) texts.push_back(path.string());
  return join(texts, ", ");
}

}  // namespace

Result<AssetPaths> find_assets() {
  return find_assets_in(sprite_dir_candidates(), font_candidates());
}

Result<AssetPaths> find_assets_in(const std::vector<fs::path>& sprite_dirs,
                                  const std::vector<fs::path>& fonts) {
  AssetPaths paths;
  const std::string probe = std::string(kSpriteNames.front()) + ".png";
  std::error_code error;
  for (const auto& dir : sprite_dirs) {
    if (fs::exists(dir / probe, error)) {
      paths.sprite_dir = dir;
      break;
    }
  }
  if (paths.sprite_dir.empty()) {
    return fail("cannot find the game's pictures; looked for " + probe + " in " +
                list_of(sprite_dirs) + " (set BOARD_ARCADE_ASSETS to the assets folder)");
  }
  for (const auto& font : fonts) {
    if (fs::exists(font, error)) {
      paths.font_file = font;
      break;
    }
  }
  if (paths.font_file.empty()) {
    return fail("cannot find a font; looked for " + list_of(fonts) +
                " (install fonts-sil-andika or fonts-dejavu-core)");
  }
  return paths;
}

}  // namespace arcade::app
