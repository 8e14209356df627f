// Finding the font at run time.
#include "app/render/font_paths.h"

#include <cstdlib>

#include "core/text.h"

namespace arcade::app {
namespace fs = std::filesystem;

std::vector<fs::path> font_candidates() {
  std::vector<fs::path> candidates;
  if (const char* env = std::getenv("BOARD_ARCADE_FONT"); env && *env) candidates.emplace_back(env);
  candidates.emplace_back("/usr/share/fonts/truetype/andika/Andika-Bold.ttf");
  candidates.emplace_back("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf");
  return candidates;
}

std::vector<fs::path> cjk_font_candidates() {
  std::vector<fs::path> candidates;
  if (const char* env = std::getenv("BOARD_ARCADE_CJK_FONT"); env && *env) {
    candidates.emplace_back(env);
  }
  candidates.emplace_back("/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc");
  candidates.emplace_back("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc");
  return candidates;
}

long simplified_chinese_face(const fs::path& file) {
  const std::string name = file.filename().string();
  return name.starts_with("NotoSansCJK") && name.ends_with(".ttc") ? 2 : 0;
}

Result<fs::path> find_font(const std::vector<fs::path>& candidates) {
  std::error_code error;
  std::vector<std::string> looked;
  for (const auto& font : candidates) {
    if (fs::exists(font, error)) return font;
    looked.push_back(font.string());
  }
  return fail("cannot find a font; looked for " + join(looked, ", ") +
              " (install fonts-sil-andika or fonts-dejavu-core)");
}

}  // namespace arcade::app
