// The icon export the build runs (`board-arcade dev-export-icons`): one PNG per asked size in a
// hicolor tree, each painted at its own size; bad sizes and names are usage errors.
#include <catch2/catch.hpp>

#include <SDL_image.h>

#include <filesystem>
#include <sstream>

#include "cli/command_line.h"
#include "draw/art/app_icon.h"
#include "draw/art/painter.h"
#include "launch/export_icons_command.h"
#include "launch/window_command.h"

using namespace arcade;
using namespace arcade::launch;

namespace {

int run_export(const std::vector<std::string>& args, std::string* err_text = nullptr) {
  std::ostringstream out, err;
  WindowCommand window;
  std::vector<std::unique_ptr<Command>> extra;
  extra.push_back(make_export_icons_command());
  const int status = run_command_line(args, out, err, std::move(extra), window);
  if (err_text) *err_text = err.str();
  return status;
}

// The alpha of the pixel at (x, y) of an RGBA picture.
int alpha_at(SDL_Surface* rgba, int x, int y) {
  return static_cast<const Uint8*>(rgba->pixels)[y * rgba->pitch + x * 4 + 3];
}

}  // namespace

TEST_CASE("dev-export-icons writes the icon at each size into a hicolor tree") {
  const auto dir = std::filesystem::temp_directory_path() / "board_arcade_export_icons_test";
  std::filesystem::remove_all(dir);
  REQUIRE(run_export({"dev-export-icons", dir.string(), "--name", "org.example.Test", "--sizes",
                      "16,48,256"}) == 0);
  for (const int size : {16, 48, 256}) {
    const auto file =
        dir / (std::to_string(size) + "x" + std::to_string(size)) / "apps" / "org.example.Test.png";
    SDL_Surface* loaded = IMG_Load(file.c_str());
    REQUIRE(loaded);
    SDL_Surface* rgba = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(loaded);
    REQUIRE(rgba);
    CHECK(rgba->w == size);
    CHECK(rgba->h == size);
    // A board that fills the middle, with rounded corners that let the desktop show through.
    CHECK(alpha_at(rgba, size / 2, size / 2) == 255);
    CHECK(alpha_at(rgba, 0, 0) < 128);
    SDL_FreeSurface(rgba);
  }
  std::filesystem::remove_all(dir);

  std::string err;
  CHECK(run_export({"dev-export-icons", dir.string(), "--name", "x", "--sizes", "8"}, &err) == 2);
  CHECK(err.find("--sizes") != std::string::npos);
  CHECK(run_export({"dev-export-icons", dir.string(), "--name", "x", "--sizes", "16,,32"}) == 2);
  CHECK(run_export({"dev-export-icons", dir.string(), "--name", "x", "--sizes", "016"}) == 2);
  CHECK(run_export({"dev-export-icons", dir.string(), "--name", "../x", "--sizes", "16"}) == 2);
  CHECK(run_export({"dev-export-icons", dir.string(), "--name", "x"}) == 2);
  CHECK_FALSE(std::filesystem::exists(dir));
}

TEST_CASE("the app icon is painted for its size, not scaled from one picture") {
  // Small icons get thicker strokes and no emblems: the 16 px icon is not the 32 px one halved.
  const auto small = art::paint_art(app_icon_art(), 16).rgba8();
  const auto large = art::paint_art(app_icon_art(), 32).rgba8();
  int differing = 0;
  for (int y = 0; y < 16; ++y) {
    for (int x = 0; x < 16; ++x) {
      for (int channel = 0; channel < 4; ++channel) {
        int sum = 0;
        for (int dy = 0; dy < 2; ++dy) {
          for (int dx = 0; dx < 2; ++dx)
            sum += large[((2 * y + dy) * 32 + 2 * x + dx) * 4 + channel];
        }
        if (std::abs(sum / 4 - small[(y * 16 + x) * 4 + channel]) > 48) ++differing;
      }
    }
  }
  CHECK(differing > 20);
}
