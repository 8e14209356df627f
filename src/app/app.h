// The game window: SDL set-up, the frame loop, input at the edge, and the scene stack.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/app_context.h"
#include "app/launch_options.h"
#include "app/loop/clock.h"
#include "app/loop/frame_loop.h"
#include "app/loop/frame_stats.h"
#include "app/render/picture_bank.h"
#include "app/render/scaled_pictures.h"
#include "app/render/sdl_canvas.h"
#include "app/render/text_cache.h"
#include "app/render/viewport.h"
#include "app/render/window_size.h"
#include "core/result.h"
#include "core/texts.h"
#include "games/catalog.h"

namespace arcade::app {

// How the app runs: a real window, or headless for tests and screenshots.
struct AppConfig {
  // Headless: SDL's dummy video driver, the software renderer, no sound, no sleeping between
  // frames; time comes from `clock`.
  bool headless = false;
  int width = 1280;
  int height = 720;
  // A real window fits its first size to the display (first_window_size) instead.
  bool fit_display = false;
  Clock* clock = nullptr;  // null: the steady clock
  std::uint64_t seed = 0;  // seeds of computer players; 0: from the time
  bool open_menu = true;   // start with the menu on the stack
  FixedStepConfig loop;    // tests allow longer frames, to play whole games in fewer frames
  // The folder of the game's files (settings, statistics, the game in progress). Unset: a window
  // uses SDL_GetPrefPath (or $BOARD_ARCADE_DATA_DIR), a headless run only $BOARD_ARCADE_DATA_DIR,
  // so tests and screenshots never touch a person's files. Set but empty: nothing is kept on disk.
  std::optional<std::filesystem::path> data_directory;
  // The games the window offers; null: the collection's own catalog (game_catalog()). Tests give
  // a catalog of their own to prove the window knows no game by name.
  const Catalog* catalog = nullptr;
  // Draw a frame only when the picture changes (input, a scene change, something moving). A
  // window always does; headless runs draw every frame unless this is set (tests of the rule).
  std::optional<bool> draw_only_changes;
  // See RunMode: the monkey keeps computers quick and checks every move applied.
  int think_ms_cap = 0;
  MoveAudit* audit = nullptr;
  // Where to look for a font with Chinese characters; unset: cjk_font_candidates(). Tests give
  // paths that do not exist to see the window without one.
  std::optional<std::vector<std::filesystem::path>> cjk_fonts;
};

// The whole program behind the window. Create with create(); run() until the player quits, or,
// in tests, run_frame() step by step.
class App final : public WindowControls {
 public:
  // After a press changes the screen, presses are ignored this long (a double click's second
  // click, a quick second tap).
  static constexpr double kDeafSeconds = 0.3;
  // Sets SDL up, paints every picture and finds the font. An Error says what failed, naming the
  // paths looked for when the font is missing.
  static Result<std::unique_ptr<App>> create(const AppConfig& config, const LaunchOptions& launch);
  ~App() override;
  App(const App&) = delete;
  App& operator=(const App&) = delete;

  // Runs frames until quit; writes the frame report if one was asked for. Returns the exit
  // status. Between frames that change nothing on screen it waits for input instead of drawing.
  int run();
  // One frame: input, fixed updates, then drawing and presenting if the picture changed (always
  // when headless, unless AppConfig::draw_only_changes). Returns whether it drew.
  bool run_frame();
  // Frames drawn so far.
  std::uint64_t frames_drawn() const { return frames_drawn_; }
  bool quitting() const { return quitting_; }
  // True in the moment after a press changed the screen, when presses are ignored.
  bool deaf() const { return clock_.now_seconds() < deaf_until_; }

  AppContext& context() { return *context_; }
  SceneStack& scenes() { return scenes_; }
  Settings& settings() { return settings_; }
  Keeper& keeper() { return *keeper_; }
  const Viewport& viewport() const { return viewport_; }
  SdlCanvas& canvas() { return *canvas_; }

  // Draws the current scenes and writes the picture as PNG; false (with a message) on failure.
  bool save_screenshot(const std::filesystem::path& path, std::string* error);
  // Queues a left click at a logical point, as SDL events in window coordinates; `clicks` is SDL's
  // count of quick clicks in a row (2 for a double click's second click) (tests).
  void click(Point logical, int clicks = 1);
  // Queues a key press (tests).
  void press_key(SDL_Keycode key, Uint16 mods = KMOD_NONE);
  // Queues the pointer moving to a logical point (tests).
  void move_pointer(Point logical);
  // Resizes the window as dragging its edge would: SDL reports the new size as a window event,
  // handled next frame (tests).
  void resize_window(int width, int height);

  // WindowControls
  void toggle_fullscreen() override;
  void quit() override { quitting_ = true; }
  void set_language(Language language) override;

 private:
  App(const AppConfig& config, const LaunchOptions& launch);
  // Everything from SDL's start to the first frame shown, in order; the first error stops it.
  std::optional<std::string> start();
  // The games the menu offers (LaunchOptions::games); an error for a list naming others.
  std::optional<std::string> choose_offered_games();
  // SDL's video and events, SDL_ttf and SDL_image, and the hints the window relies on.
  std::optional<std::string> start_sdl();
  // The Latin font, which must exist, and a Chinese one if the machine has it.
  std::optional<std::string> find_fonts();
  // A renderer for the window: the accelerated one with vsync in a window, else software.
  std::optional<std::string> open_renderer();
  // Every picture painted, the text cache checked against its fonts, and the canvas.
  std::optional<std::string> prepare_drawing();
  // The menu, the demo over it when asked, and the saved game to continue, if one was given.
  std::optional<std::string> open_first_scenes();
  // Opens the window: fitted to the display, or covering it when fullscreen (even where no window
  // manager grants fullscreen). Returns the error if SDL cannot.
  std::optional<std::string> open_window();
  // Before F11 asks for fullscreen: with no window manager to grant it (the window has no frame),
  // moves the window over the screen itself and keeps where it was for the way back. Under a
  // manager it changes nothing, since moving a framed window there shifts it a title bar.
  void cover_screen_if_unmanaged();
  // Handles every queued event; true if any reached the window or the scenes.
  bool handle_events();
  // True when the picture must be drawn this frame: after `events`, when the scenes changed or
  // say so, or when something on them is due to move.
  bool picture_changed(bool events) const;
  // With --demo or --kiosk: after LaunchOptions::idle_seconds without input on any screen, goes
  // back to the demo.
  void return_to_demo_when_idle();
  // Sleeps until an event arrives or the scenes' next change is due (at most a few hundredths of a
  // second, so timers keep running).
  void wait_for_change();
  bool handle_global(const InputEvent& input);
  void draw(double alpha);
  void refresh_viewport();
  // Makes a window that was made smaller than kMinWindow that large again.
  void keep_minimum_size(const SDL_WindowEvent& event);
  double display_frame_ms() const;
  // Sleeps until `deadline` (advanced by one frame, or reset when the loop fell behind).
  void wait_for_next_frame(double& deadline, double frame_end, double budget_ms);
  void write_frame_report(const FrameReport& report) const;
  // Paints every picture the window can show: the shared ones and every game's own.
  void paint_pictures();
  std::filesystem::path files_directory() const;
  // The language to start in: --language, else the saved one, else the system's preferred
  // locale (SDL_GetPreferredLocales, then LC_ALL, LC_MESSAGES, LANG; never for headless runs,
  // which stay reproducible), else English.
  Language first_language() const;
  // Speaks `language` with its font (see set_language), without touching the settings.
  void speak(Language language);
  // The settings to save: the window's, except a sound that --sound set and the player left
  // alone, which is this run's and not the player's choice.
  Settings settings_to_keep() const;
  // A kiosk back in its demo: the settings as it started with them (sound, contrast, speed,
  // language and setup choices), since the last passer-by's are nobody's now.
  void restore_kiosk_settings();

  AppConfig config_;
  LaunchOptions launch_;
  const Catalog& catalog_;
  Catalog offered_;  // the games of catalog_ that LaunchOptions::games chose, or all of them
  SteadyClock steady_clock_;
  Clock& clock_;
  SDL_Window* window_ = nullptr;
  // Where the window goes when it next leaves fullscreen, when the program itself made it cover
  // the screen (it opened fullscreen, or F11 found no window manager to ask).
  std::optional<SDL_Rect> windowed_to_restore_;
  SDL_Renderer* renderer_ = nullptr;
  std::unique_ptr<PictureBank> pictures_;
  std::unique_ptr<ScaledPictures> scaled_pictures_;  // only with the software renderer
  std::unique_ptr<TextCache> text_;
  std::unique_ptr<SdlCanvas> canvas_;
  Viewport viewport_;
  Settings settings_;
  Settings settings_at_start_;  // after the command line's options: what a kiosk goes back to
  std::unique_ptr<Keeper> keeper_;
  SoundPlayer sounds_;
  Rng rng_;
  Texts texts_;
  FontFace latin_font_;
  std::optional<FontFace> cjk_font_;  // none installed: the window speaks only English
  SearchWorker worker_;
  SceneStack scenes_;
  std::unique_ptr<AppContext> context_;
  std::unique_ptr<FrameLoop> loop_;
  bool quitting_ = false;
  bool draw_only_changes_;
  std::uint64_t frames_drawn_ = 0;
  unsigned long drawn_scene_changes_ = ~0ul;  // SceneStack::changes() when last drawn
  double last_draw_seconds_ = -1;
  double last_input_seconds_ = 0;
  double deaf_until_ = -1;                    // presses before then are ignored
  bool double_click_changed_screen_ = false;  // the last single click changed the screen
};

}  // namespace arcade::app
