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

// The fonts for Chinese, best first: $BOARD_ARCADE_CJK_FONT, Noto Sans CJK Bold
// (fonts-noto-cjk, a collection whose face kNotoSimplifiedFace is Simplified Chinese), then
// WenQuanYi Micro Hei (fonts-wqy-microhei). SDL2_ttf 2.20 has no fallback fonts, so the window
// draws every text with one of these while it speaks Chinese (their Latin letters included).
std::vector<std::filesystem::path> cjk_font_candidates();

// A font file and the face to use in it (a .ttc holds several).
struct FontFace {
  std::filesystem::path file;
  long index = 0;
};

// Which face of `file` draws Simplified Chinese: 2 ("Noto Sans CJK SC") in Noto's CJK
// collections, else 0.
long simplified_chinese_face(const std::filesystem::path& file);

// The first of `candidates` that exists; otherwise an Error that names every path looked for and
// the packages that provide them.
Result<std::filesystem::path> find_font(const std::vector<std::filesystem::path>& candidates);

}  // namespace arcade::app
