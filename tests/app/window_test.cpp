// The window's edges: assets and fonts that cannot be found, textures lost with the render
// device, and screenshots.
#include <catch2/catch.hpp>

#include <SDL_image.h>

#include <filesystem>
#include <set>
#include <sstream>

#include "app/launch/screenshot_command.h"
#include "app/launch/window_command.h"
#include "app/monkey/scratch_data_dir.h"
#include "app/render/asset_paths.h"
#include "app/scenes/menu_scene.h"
#include "cli/command_line.h"
#include "headless_app.h"

using namespace arcade;
using namespace arcade::app;
using namespace arcade::app::testing;

TEST_CASE("missing pictures or fonts are reported with the paths looked for") {
  const auto no_pictures = find_assets_in({"/nowhere/sprites"}, font_candidates());
  REQUIRE_FALSE(no_pictures.ok());
  CHECK(no_pictures.error().find("/nowhere/sprites") != std::string::npos);
  const auto no_font = find_assets_in(sprite_dir_candidates(), {"/nowhere/font.ttf"});
  REQUIRE_FALSE(no_font.ok());
  CHECK(no_font.error().find("/nowhere/font.ttf") != std::string::npos);
  CHECK(no_font.error().find("fonts-dejavu-core") != std::string::npos);
  CHECK(find_assets().ok());
}

TEST_CASE("textures are rebuilt after the render device resets") {
  HeadlessApp h;
  SDL_Event reset{};
  reset.type = SDL_RENDER_DEVICE_RESET;
  SDL_PushEvent(&reset);
  h.frames(2);
  std::string error;
  const auto path = std::filesystem::temp_directory_path() / "board_arcade_reset_test.png";
  REQUIRE(h.app().save_screenshot(path, &error));
  SDL_Surface* picture = IMG_Load(path.c_str());
  REQUIRE(picture);
  // Something besides the background was drawn: the game buttons' pictures came back.
  SDL_Surface* rgba = SDL_ConvertSurfaceFormat(picture, SDL_PIXELFORMAT_RGBA32, 0);
  const auto* pixels = static_cast<const Uint8*>(rgba->pixels);
  std::set<Uint32> colours;
  for (int y = 0; y < rgba->h; y += 7) {
    for (int x = 0; x < rgba->w; x += 7) {
      const Uint8* p = pixels + y * rgba->pitch + x * 4;
      colours.insert(static_cast<Uint32>(p[0] << 16 | p[1] << 8 | p[2]));
    }
  }
  CHECK(colours.size() > 50);
  SDL_FreeSurface(rgba);
  SDL_FreeSurface(picture);
  std::filesystem::remove(path);
}

TEST_CASE("screenshot writes a PNG of the asked size; bad arguments are usage errors") {
  const auto path = std::filesystem::temp_directory_path() / "board_arcade_screenshot_test.png";
  std::ostringstream out, err;
  auto run = [&](std::vector<std::string> args) {
    out.str("");
    err.str("");
    WindowCommand window;
    std::vector<std::unique_ptr<Command>> extra;
    extra.push_back(make_screenshot_command());
    return run_command_line(args, out, err, std::move(extra), window);
  };
  REQUIRE(run({"screenshot", "--out", path.string(), "--scene", "game", "--game", "gomoku",
               "--moves", "f6 e5", "--size", "640x360"}) == 0);
  SDL_Surface* picture = IMG_Load(path.c_str());
  REQUIRE(picture);
  CHECK(picture->w == 640);
  CHECK(picture->h == 360);
  SDL_FreeSurface(picture);
  std::filesystem::remove(path);

  CHECK(run({"screenshot", "--out", path.string(), "--size", "huge"}) == 2);
  CHECK(err.str().find("--size") != std::string::npos);
  CHECK(run({"screenshot", "--out", path.string(), "--scene", "attic"}) == 2);
  CHECK(run({"screenshot", "--out", path.string(), "--game", "chess"}) == 2);
  CHECK(run({"screenshot", "--out", path.string(), "--game", "tictactoe", "--moves", "b2 b2"}) ==
        2);
  CHECK(err.str().find("b2") != std::string::npos);
  CHECK(run({"--quit-after-s", "-3"}) == 2);
  CHECK(run({"--frame-rate"}) == 2);
  CHECK(run({"--frame-report", "/nonexistent/dir/r.json", "--quit-after-s", "1"}) == 2);
  CHECK(err.str().find("--frame-report") != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(path));
}

TEST_CASE("nothing a scene draws spills onto the letterbox bars") {
  HeadlessApp h(640, 480);  // a 640×360 canvas with bars of 60 pixels above and below
  Canvas& canvas = h.app().canvas();
  const Color bars{10, 20, 30, 255};
  const Color background{200, 200, 200, 255};
  const Color paint{220, 30, 40, 255};
  for (int frame = 0; frame < 2; ++frame) {  // the second frame starts with the first one's clip
    canvas.begin_frame(Viewport(640, 480, 640, 480), bars, background);
    canvas.fill_rect({-500, -500, 2280, 1720}, paint);  // far past the canvas on every side
  }
  std::vector<Uint32> pixels(640 * 480);
  REQUIRE(SDL_RenderReadPixels(canvas.renderer(), nullptr, SDL_PIXELFORMAT_RGBA32, pixels.data(),
                               640 * 4) == 0);
  auto colour_at = [&](int x, int y) {
    const auto* p = reinterpret_cast<const Uint8*>(&pixels[static_cast<std::size_t>(y * 640 + x)]);
    return Color{p[0], p[1], p[2], 255};
  };
  auto same = [](Color a, Color b) { return a.r == b.r && a.g == b.g && a.b == b.b; };
  for (int x = 0; x < 640; x += 13) {
    CHECK(same(colour_at(x, 0), bars));
    CHECK(same(colour_at(x, 59), bars));
    CHECK(same(colour_at(x, 60), paint));
    CHECK(same(colour_at(x, 419), paint));
    CHECK(same(colour_at(x, 420), bars));
    CHECK(same(colour_at(x, 479), bars));
  }
}

TEST_CASE("a Nim game shows which rule it is played by, and only that differs between rules") {
  auto picture_of = [](const std::string& rule) {
    const auto path =
        std::filesystem::temp_directory_path() / ("board_arcade_nim_rule_" + rule + ".png");
    std::ostringstream out, err;
    WindowCommand window;
    std::vector<std::unique_ptr<Command>> extra;
    extra.push_back(make_screenshot_command());
    REQUIRE(run_command_line({"screenshot", "--out", path.string(), "--scene", "game", "--game",
                              "nim", "--set", "rule=" + rule},
                             out, err, std::move(extra), window) == 0);
    SDL_Surface* loaded = IMG_Load(path.c_str());
    REQUIRE(loaded);
    SDL_Surface* rgba = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(loaded);
    std::filesystem::remove(path);
    return rgba;
  };
  SDL_Surface* last_wins = picture_of("normal");
  SDL_Surface* last_loses = picture_of("misere");
  REQUIRE(last_wins->w == 1280);
  REQUIRE(last_loses->w == 1280);
  // Rows of the status column's reminder (y 632-696 on the 1280×720 canvas) and the rest.
  int differing_in_reminder = 0, differing_elsewhere = 0;
  for (int y = 0; y < 720; ++y) {
    const auto* a = static_cast<const Uint8*>(last_wins->pixels) + y * last_wins->pitch;
    const auto* b = static_cast<const Uint8*>(last_loses->pixels) + y * last_loses->pitch;
    const bool reminder_rows = y >= 632 && y < 696;
    for (int x = 0; x < 1280 * 4; ++x) {
      if (a[x] != b[x]) ++(reminder_rows ? differing_in_reminder : differing_elsewhere);
    }
  }
  CHECK(differing_in_reminder > 1000);
  CHECK(differing_elsewhere == 0);
  SDL_FreeSurface(last_wins);
  SDL_FreeSurface(last_loses);
}

TEST_CASE(
    "a window told where to keep its files by BOARD_ARCADE_DATA_DIR makes no default folder") {
  // ScratchDataDir points BOARD_ARCADE_DATA_DIR at DIR/data and XDG_DATA_HOME, under which
  // SDL_GetPrefPath makes the default folder, at DIR/xdg.
  auto scratch = ScratchDataDir::create();
  REQUIRE(scratch.ok());
  const auto& dir = scratch.value()->path();
  setenv("SDL_VIDEODRIVER", "dummy", 1);
  setenv("SDL_AUDIODRIVER", "dummy", 1);
  {
    AppConfig config;  // a real window, not a headless one: the path the game takes
    config.width = 640;
    config.height = 360;
    auto app = App::create(config, {});
    REQUIRE(app.ok());
    CHECK(app.value()->context().keeper.keeps_files());
    app.value()->settings().sound = false;  // saved as the window closes
  }
  CHECK(std::filesystem::exists(dir / "data" / "settings.json"));
  CHECK_FALSE(std::filesystem::exists(dir / "xdg"));
}
