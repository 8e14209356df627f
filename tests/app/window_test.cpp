// The window's edges: a font that cannot be found, textures lost with the render device, and
// drawing clipped to the canvas.
#include <catch2/catch.hpp>

#include <SDL_image.h>

#include <filesystem>
#include <set>
#include <sstream>

#include "app/monkey/scratch_data_dir.h"
#include "app/render/font_paths.h"
#include "app/scenes/menu_scene.h"
#include "headless_app.h"

using namespace arcade;
using namespace arcade::app;
using namespace arcade::app::testing;

TEST_CASE("a missing font is reported with the paths looked for and the packages to install") {
  const auto no_font = find_font({"/nowhere/font.ttf"});
  REQUIRE_FALSE(no_font.ok());
  CHECK(no_font.error().find("/nowhere/font.ttf") != std::string::npos);
  CHECK(no_font.error().find("fonts-dejavu-core") != std::string::npos);
  CHECK(find_font(font_candidates()).ok());
}

TEST_CASE("without a font for Chinese the window stays English and says so in one line") {
  CHECK(find_font(cjk_font_candidates()).ok());  // build.sh installs fonts-noto-cjk
  ManualClock clock;
  AppConfig config;
  config.headless = true;
  config.width = 640;
  config.height = 360;
  config.clock = &clock;
  config.cjk_fonts = std::vector<std::filesystem::path>{"/nowhere/cjk.ttc"};
  LaunchOptions launch;
  launch.language = Language::chinese;
  auto app = App::create(config, launch);
  REQUIRE(app.ok());
  AppContext& context = (*app)->context();
  CHECK(context.texts.language() == Language::english);
  REQUIRE(context.keeper.notices().size() == 1);
  CHECK(context.keeper.notices().front().find("fonts-noto-cjk") != std::string::npos);
  // The globe changes nothing then but says it again.
  context.window.set_language(Language::chinese);
  CHECK(context.texts.language() == Language::english);
  CHECK(context.say("Nim") == "Nim");
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

TEST_CASE("nothing a scene draws spills onto the letterbox bars") {
  HeadlessApp h(640, 480);  // a 640×360 canvas with bars of 60 pixels above and below
  SdlCanvas& canvas = h.app().canvas();
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
