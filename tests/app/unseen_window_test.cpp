// The window refuses the video drivers that draw nowhere, unless they were asked for by name, and
// says which displays it looked for.
#include <catch2/catch.hpp>

#include "app/render/unseen_window.h"

using namespace arcade::app;

TEST_CASE("a window with no display to show it on is refused, saying what was tried") {
  const DisplayEnvironment nothing_set{};
  for (const char* driver : {"offscreen", "dummy"}) {
    INFO(driver);
    auto reason = unseen_window_reason(driver, nothing_set);
    REQUIRE(reason);
    CHECK_THAT(*reason, Catch::Contains("neither DISPLAY nor WAYLAND_DISPLAY is set"));
  }
  const DisplayEnvironment gone{std::nullopt, ":7", std::nullopt};
  auto reason = unseen_window_reason("offscreen", gone);
  REQUIRE(reason);
  CHECK_THAT(*reason, Catch::Contains("DISPLAY=:7 did not answer"));
  const DisplayEnvironment both_gone{std::nullopt, ":7", "wayland-0"};
  reason = unseen_window_reason("offscreen", both_gone);
  REQUIRE(reason);
  CHECK_THAT(*reason, Catch::Contains("DISPLAY=:7, WAYLAND_DISPLAY=wayland-0 did not answer"));
}

TEST_CASE("drivers that show the window, and drivers asked for by name, are kept") {
  const DisplayEnvironment desktop{std::nullopt, ":0", std::nullopt};
  for (const char* driver : {"x11", "wayland", "KMSDRM"}) {
    INFO(driver);
    CHECK_FALSE(unseen_window_reason(driver, desktop));
    CHECK_FALSE(unseen_window_reason(driver, DisplayEnvironment{}));
  }
  // Tests and scripts run the window unseen on purpose.
  const DisplayEnvironment asked{"dummy", std::nullopt, std::nullopt};
  CHECK_FALSE(unseen_window_reason("dummy", asked));
  CHECK_FALSE(unseen_window_reason("offscreen", DisplayEnvironment{"offscreen", ":0", {}}));
}
