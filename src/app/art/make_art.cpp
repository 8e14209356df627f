// board-arcade-art OUTDIR: draws every sprite of the game from code and writes OUTDIR/<name>.png.
// The PNGs committed under assets/sprites/ are its output (see assets/README.md).
#include <SDL.h>

#include <filesystem>
#include <iostream>
#include <string>

#include "app/art/designs.h"

using namespace arcade;

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: board-arcade-art OUTDIR\n";
    return 2;
  }
  const std::filesystem::path out(argv[1]);
  std::filesystem::create_directories(out);
  int failures = 0;
  for (std::size_t i = 0; i < app::kSpriteCount; ++i) {
    const auto sprite = static_cast<app::Sprite>(i);
    art::Image image(art::sprite_size(sprite));
    const bool drawn = art::paint_shape(sprite, image) || art::paint_piece(sprite, image) ||
                       art::paint_icon(sprite, image) || art::paint_game_picture(sprite, image);
    const std::string name(app::sprite_name(sprite));
    if (!drawn) {
      std::cerr << "no design for sprite " << name << "\n";
      ++failures;
      continue;
    }
    if (!image.save_png((out / (name + ".png")).string())) ++failures;
  }
  std::cout << "wrote " << app::kSpriteCount - static_cast<std::size_t>(failures) << " sprites to "
            << out.string() << "\n";
  return failures == 0 ? 0 : 1;
}
