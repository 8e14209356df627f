// The screenshot command, through the program's command line: the picture it writes, the usage
// errors it gives, and what its pictures show.
#include <catch2/catch.hpp>

#include <SDL_image.h>

#include <array>
#include <cstring>
#include <filesystem>
#include <sstream>

#include "cli/command_line.h"
#include "launch/screenshot_command.h"
#include "launch/window_command.h"

using namespace arcade;
using namespace arcade::launch;

namespace {

// Runs `screenshot --out FILE` with `args` through the program's command line and returns the
// picture as RGBA32 (the caller frees it); FILE, a temporary named after `name`, is removed.
SDL_Surface* screenshot_rgba(const std::string& name, std::vector<std::string> args) {
  const auto path = std::filesystem::temp_directory_path() / ("board_arcade_" + name + ".png");
  std::ostringstream out, err;
  WindowCommand window;
  std::vector<std::unique_ptr<Command>> extra;
  extra.push_back(make_screenshot_command());
  args.insert(args.begin(), {"screenshot", "--out", path.string()});
  REQUIRE(run_command_line(args, out, err, std::move(extra), window) == 0);
  SDL_Surface* loaded = IMG_Load(path.c_str());
  REQUIRE(loaded);
  SDL_Surface* rgba = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32, 0);
  SDL_FreeSurface(loaded);
  std::filesystem::remove(path);
  return rgba;
}

}  // namespace

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

TEST_CASE("a Nim game shows which rule it is played by, and only that differs between rules") {
  auto picture_of = [](const std::string& rule) {
    return screenshot_rgba("nim_rule_" + rule,
                           {"--scene", "game", "--game", "nim", "--set", "rule=" + rule});
  };
  SDL_Surface* last_wins = picture_of("normal");
  SDL_Surface* last_loses = picture_of("misere");
  REQUIRE(last_wins->w == 1280);
  REQUIRE(last_loses->w == 1280);
  // Rows of the status column's reminder (y 602-666 on the 1280×720 canvas) and the rest.
  int differing_in_reminder = 0, differing_elsewhere = 0;
  for (int y = 0; y < 720; ++y) {
    const auto* a = static_cast<const Uint8*>(last_wins->pixels) + y * last_wins->pitch;
    const auto* b = static_cast<const Uint8*>(last_loses->pixels) + y * last_loses->pitch;
    const bool reminder_rows = y >= 602 && y < 666;
    for (int x = 0; x < 1280 * 4; ++x) {
      if (a[x] != b[x]) ++(reminder_rows ? differing_in_reminder : differing_elsewhere);
    }
  }
  CHECK(differing_in_reminder > 1000);
  CHECK(differing_elsewhere == 0);
  SDL_FreeSurface(last_wins);
  SDL_FreeSurface(last_loses);
}

TEST_CASE("the demo's picture shows the invitation to play where a game shows its buttons") {
  // The colour of canvas point (64, 530): below the invitation's pictures, on its green panel.
  auto pixel_of = [](const std::string& scene) {
    SDL_Surface* rgba = screenshot_rgba("demo_" + scene, {"--scene", scene, "--showcase"});
    const auto* at = static_cast<const Uint8*>(rgba->pixels) + 530 * rgba->pitch + 64 * 4;
    const std::array<int, 3> colour{at[0], at[1], at[2]};
    SDL_FreeSurface(rgba);
    return colour;
  };
  const std::array<int, 3> invitation_green{0x2f, 0xb3, 0x6d};
  CHECK(pixel_of("demo") == invitation_green);
  CHECK(pixel_of("game") != invitation_green);
}

TEST_CASE("the help's picture is its story at the moment asked, over the game's setup") {
  auto count_differing = [](SDL_Surface* a, SDL_Surface* b) {
    REQUIRE(a->w == b->w);
    REQUIRE(a->h == b->h);
    int differing = 0;
    for (int y = 0; y < a->h; ++y) {
      const auto* row_a = static_cast<const Uint8*>(a->pixels) + y * a->pitch;
      const auto* row_b = static_cast<const Uint8*>(b->pixels) + y * b->pitch;
      for (int x = 0; x < a->w * 4; ++x) differing += row_a[x] != row_b[x] ? 1 : 0;
    }
    return differing;
  };
  for (const std::string game : {"tictactoe", "nim"}) {
    SDL_Surface* setup = screenshot_rgba("help_setup", {"--scene", "setup", "--game", game});
    SDL_Surface* playing = screenshot_rgba("help_game", {"--scene", "game", "--game", game});
    SDL_Surface* start =
        screenshot_rgba("help_start", {"--scene", "help", "--game", game, "--help-time", "0"});
    SDL_Surface* later =
        screenshot_rgba("help_later", {"--scene", "help", "--game", game, "--help-time", "11"});
    // The story covers most of the screen, and it moves on: the end of a page is not its start.
    CHECK(count_differing(start, setup) > 1280 * 720);
    CHECK(count_differing(start, playing) > 1280 * 720);
    CHECK(count_differing(start, later) > 10000);
    for (SDL_Surface* picture : {setup, playing, start, later}) SDL_FreeSurface(picture);
  }
  std::ostringstream out, err;
  WindowCommand window;
  std::vector<std::unique_ptr<Command>> extra;
  extra.push_back(make_screenshot_command());
  CHECK(run_command_line(
            {"screenshot", "--out", "unused.png", "--scene", "help", "--help-time", "-1"}, out, err,
            std::move(extra), window) == 2);
}

TEST_CASE("a screenshot in Chinese (--language zh) is the same screen: only the words differ") {
  SDL_Surface* english = screenshot_rgba("setup_en", {"--scene", "setup", "--game", "gomoku"});
  SDL_Surface* chinese =
      screenshot_rgba("setup_zh", {"--scene", "setup", "--game", "gomoku", "--language", "zh"});
  REQUIRE(english->w == chinese->w);
  // The title band (y < 100, right of the home button) differs; the board pictures of the options'
  // buttons (their top halves) do not.
  int title = 0, pictures = 0;
  for (int y = 0; y < 720; ++y) {
    const auto* a = static_cast<const Uint8*>(english->pixels) + y * english->pitch;
    const auto* b = static_cast<const Uint8*>(chinese->pixels) + y * chinese->pitch;
    for (int x = 0; x < 1280; ++x) {
      const bool differs = std::memcmp(a + x * 4, b + x * 4, 4) != 0;
      if (y < 100 && x > 140) title += differs ? 1 : 0;
      if (y > 590 && y < 640 && x < 420) pictures += differs ? 1 : 0;
    }
  }
  CHECK(title > 1000);
  CHECK(pictures == 0);
  SDL_FreeSurface(english);
  SDL_FreeSurface(chinese);

  std::ostringstream out, err;
  WindowCommand window;
  std::vector<std::unique_ptr<Command>> extra;
  extra.push_back(make_screenshot_command());
  CHECK(run_command_line({"screenshot", "--out", "x.png", "--language", "fr"}, out, err,
                         std::move(extra), window) == 2);
  CHECK(err.str().find("--language") != std::string::npos);
}
