// The game window.
#include "app/app.h"

#include <SDL_image.h>
#include <SDL_ttf.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <iostream>

#include "app/input/sdl_input.h"
#include "app/loop/cpu_steal.h"
#include "app/render/font_paths.h"
#include "app/render/png_bytes.h"
#include "app/scenes/demo.h"
#include "app/scenes/menu_scene.h"
#include "app/scenes/saved_games_scene.h"
#include "app/words/app_texts.h"
#include "draw/art/app_icon.h"
#include "games/common/tier_art.h"
#include "games/common/tiers.h"
#include "persist/atomic_file.h"

namespace arcade::app {

Result<std::unique_ptr<App>> App::create(const AppConfig& config, const LaunchOptions& launch) {
  std::unique_ptr<App> app(new App(config, launch));
  if (auto error = app->start()) return fail(*error);
  return app;
}

App::App(const AppConfig& config, const LaunchOptions& launch)
    : config_(config),
      launch_(launch),
      catalog_(config.catalog ? *config.catalog : game_catalog()),
      clock_(config.clock ? *config.clock : static_cast<Clock&>(steady_clock_)),
      rng_(config.seed ? config.seed
                       : static_cast<std::uint64_t>(
                             std::chrono::steady_clock::now().time_since_epoch().count())),
      worker_(config.headless ? ThinkingPriority::below_window : ThinkingPriority::idle_time),
      draw_only_changes_(config.draw_only_changes.value_or(!config.headless)) {
  if (launch_.kiosk) launch_.demo = true;
}

std::filesystem::path App::files_directory() const {
  if (config_.data_directory) return *config_.data_directory;
  // A kiosk keeps nothing on disk and reads nothing from it, so a damaged or missing folder of a
  // shop's PC never matters.
  if (launch_.kiosk) return {};
  if (config_.headless) return data_directory(nullptr);
  if (auto chosen = chosen_data_directory()) return *chosen;  // before SDL makes its folder
  char* pref_path = SDL_GetPrefPath(kPrefPathOrganization, kPrefPathApplication);
  std::filesystem::path directory = data_directory(pref_path);
  SDL_free(pref_path);
  return directory;
}

std::optional<std::string> App::start() {
  if (auto error = start_sdl()) return error;
  if (auto error = find_fonts()) return error;
  keeper_ = std::make_unique<Keeper>(files_directory(), catalog_);
  settings_ = keeper_->loaded_settings();
  if (launch_.fullscreen || launch_.kiosk) settings_.fullscreen = true;
  if (launch_.sound) settings_.sound = *launch_.sound;
  settings_at_start_ = settings_;
  if (auto error = open_window()) return error;
  if (auto error = open_renderer()) return error;
  if (auto error = prepare_drawing()) return error;
  if (!config_.headless) sounds_.open();  // silent without a device: never an error
  texts_ = make_texts(catalog_, Language::english);
  speak(first_language());
  context_ = std::make_unique<AppContext>(AppContext{
      catalog_, scenes_, settings_, *keeper_, sounds_, worker_, *this, rng_,
      RunMode{launch_.kiosk, config_.headless, config_.think_ms_cap, config_.audit}, texts_});
  loop_ = std::make_unique<FrameLoop>(clock_, config_.loop);
  if (auto error = open_first_scenes()) return error;
  refresh_viewport();
  last_input_seconds_ = clock_.now_seconds();
  if (!config_.headless) {
    // The driver's one-time work happens on the first present (llvmpipe compiles its shaders:
    // 35-55 ms). Doing it here, while the window opens, keeps it out of the running frames.
    draw(0);
    SDL_RenderPresent(renderer_);
  }
  return std::nullopt;
}

std::optional<std::string> App::start_sdl() {
  if (config_.headless) {
    // Set explicitly: otherwise SDL may pick an offscreen GL driver, which is not deterministic.
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
  }
  if (SDL_InitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
    return std::string("cannot start SDL video: ") + SDL_GetError();
  }
  if (TTF_Init() != 0) return std::string("cannot start SDL_ttf: ") + TTF_GetError();
  IMG_Init(IMG_INIT_PNG);
  SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");          // smooth scaling of sprites
  SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1");      // the first click counts
  SDL_SetHint(SDL_HINT_VIDEO_MINIMIZE_ON_FOCUS_LOSS, "0");  // kiosk screens stay up
  // Closing the window is a window event of its own (see handle_events), so SDL_QUIT means only
  // SIGTERM, SIGINT or a lost display: a kiosk refuses the first and obeys the others.
  SDL_SetHint(SDL_HINT_QUIT_ON_LAST_WINDOW_CLOSE, "0");
  return std::nullopt;
}

std::optional<std::string> App::find_fonts() {
  auto font = find_font(font_candidates());
  if (!font) return font.error();
  latin_font_ = FontFace{*font, 0};
  if (auto cjk = find_font(config_.cjk_fonts ? *config_.cjk_fonts : cjk_font_candidates())) {
    cjk_font_ = FontFace{*cjk, simplified_chinese_face(*cjk)};
  }
  return std::nullopt;
}

std::optional<std::string> App::open_renderer() {
  if (!config_.headless) {
    renderer_ =
        SDL_CreateRenderer(window_, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
  }
  if (!renderer_) renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_SOFTWARE);
  if (!renderer_) return std::string("cannot draw in the window: ") + SDL_GetError();
  return std::nullopt;
}

std::optional<std::string> App::prepare_drawing() {
  pictures_ = std::make_unique<PictureBank>(renderer_);
  paint_pictures();
  text_ = std::make_unique<TextCache>(renderer_, latin_font_);
  if (auto error = text_->check_font()) return *error;
  if (cjk_font_) {
    // A Chinese font that cannot draw leaves the window in English rather than failing it.
    text_->set_font(*cjk_font_);
    if (auto error = text_->check_font()) {
      std::cerr << "board-arcade: " << *error << "\n";
      cjk_font_.reset();
    }
    text_->set_font(latin_font_);
  }
  SDL_RendererInfo info{};
  SDL_GetRendererInfo(renderer_, &info);
  if (info.flags & SDL_RENDERER_SOFTWARE) {
    scaled_pictures_ = std::make_unique<ScaledPictures>(renderer_, *pictures_);
  }
  canvas_ = std::make_unique<SdlCanvas>(renderer_, *pictures_, *text_, scaled_pictures_.get());
  if (SDL_Surface* icon = pictures_->surface(app_icon_art())) SDL_SetWindowIcon(window_, icon);
  return std::nullopt;
}

std::optional<std::string> App::open_first_scenes() {
  if (!config_.open_menu) return std::nullopt;
  scenes_.push(std::make_unique<MenuScene>(*context_));
  if (launch_.demo) scenes_.push(make_demo_scene(*context_, 0));
  if (launch_.open_game && !launch_.demo && !continue_saved_game(*context_, *launch_.open_game)) {
    return "the saved game's game or players are not in this build";
  }
  scenes_.apply_pending();
  return std::nullopt;
}

App::~App() {
  worker_.cancel();
  if (keeper_) keeper_->keep_settings(settings_to_keep());
  // Scenes go before the context they use and the textures and renderer they draw with.
  scenes_.clear();
  context_.reset();
  canvas_.reset();
  text_.reset();
  scaled_pictures_.reset();
  pictures_.reset();
  if (renderer_) SDL_DestroyRenderer(renderer_);
  if (window_) SDL_DestroyWindow(window_);
  TTF_Quit();
  IMG_Quit();
  SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS);
}

Language App::first_language() const {
  if (launch_.language) return *launch_.language;
  if (settings_.language) return *settings_.language;
  if (config_.headless) return Language::english;
  if (SDL_Locale* locales = SDL_GetPreferredLocales()) {
    std::optional<Language> found;
    for (const SDL_Locale* each = locales; each->language && !found; ++each) {
      found = language_of_locale(each->language);
    }
    SDL_free(locales);
    if (found) return *found;
  }
  for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
    const char* value = std::getenv(name);
    if (!value || !*value) continue;
    // The first variable set decides, as for every other program (LANG=zh_CN with LC_ALL=C is C).
    return language_of_locale(value).value_or(Language::english);
  }
  return Language::english;
}

void App::speak(Language language) {
  if (language == Language::chinese && !cjk_font_) {
    keeper_->add_notice("Chinese needs a CJK font (fonts-noto-cjk), so the words stay English.");
    language = Language::english;
  }
  texts_.set_language(language);
  const FontFace& font = language == Language::chinese ? *cjk_font_ : latin_font_;
  if (text_->font_face().file != font.file || text_->font_face().index != font.index) {
    text_->set_font(font);
  }
  if (window_) SDL_SetWindowTitle(window_, texts_.say("Board Arcade").c_str());
}

Settings App::settings_to_keep() const {
  Settings kept = settings_;
  if (launch_.sound && settings_.sound == *launch_.sound) {
    kept.sound = keeper_->loaded_settings().sound;
  }
  return kept;
}

void App::restore_kiosk_settings() {
  settings_ = settings_at_start_;
  sounds_.set_muted(!settings_.sound);
  speak(first_language());
}

void App::set_language(Language language) {
  settings_.language = language;
  speak(language);
}

void App::paint_pictures() {
  std::vector<const Art*> all;
  for (std::size_t i = 0; i < kSpriteCount; ++i) all.push_back(&sprite_art(static_cast<Sprite>(i)));
  for (int tier = 0; tier < kTierCount; ++tier) all.push_back(&tier_art(tier));
  for (const auto& game : catalog_) {
    all.push_back(game.menu_picture);
    all.insert(all.end(), game.pictures.begin(), game.pictures.end());
  }
  pictures_->prepare(all);
}

std::optional<std::string> App::open_window() {
  Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
  if (settings_.fullscreen) flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
  int x = SDL_WINDOWPOS_CENTERED;
  int y = SDL_WINDOWPOS_CENTERED;
  WindowSize size{config_.width, config_.height};
  SDL_Rect usable{};
  if (config_.fit_display && SDL_GetDisplayUsableBounds(0, &usable) == 0) {
    // Fitted to the screen and centred in the part of it panels leave free, so the title bar is
    // never off screen.
    size = first_window_size(usable.w, usable.h);
    x = usable.x + std::max(0, (usable.w - size.width) / 2);
    y = usable.y + std::max(0, (usable.h - size.height) / 2);
  }
  // Fullscreen is the window manager's to grant. Without one (a kiosk started straight from
  // xinit) nothing resizes the window, yet SDL draws as if it covered the screen, and the picture
  // is cut off. So a fullscreen window covers the screen from the start, and the size it would
  // have had waits for F11.
  SDL_Rect screen{};
  const bool cover_screen = settings_.fullscreen && SDL_GetDisplayBounds(0, &screen) == 0;
  window_ = cover_screen
                ? SDL_CreateWindow("Board Arcade", screen.x, screen.y, screen.w, screen.h, flags)
                : SDL_CreateWindow("Board Arcade", x, y, size.width, size.height, flags);
  if (!window_) return std::string("cannot open a window: ") + SDL_GetError();
  if (cover_screen) windowed_to_restore_ = SDL_Rect{x, y, size.width, size.height};
  SDL_SetWindowMinimumSize(window_, kMinWindow.width, kMinWindow.height);
  return std::nullopt;
}

void App::refresh_viewport() {
  int output_w = 0, output_h = 0, window_w = 0, window_h = 0;
  SDL_GetRendererOutputSize(renderer_, &output_w, &output_h);
  SDL_GetWindowSize(window_, &window_w, &window_h);
  viewport_ = Viewport(output_w, output_h, window_w, window_h);
}

void App::keep_minimum_size(const SDL_WindowEvent& event) {
  // Window managers that let a window be made smaller than its minimum hint (or a program that
  // resizes it) get it back: below this the buttons are too small to hit.
  if (event.event != SDL_WINDOWEVENT_SIZE_CHANGED && event.event != SDL_WINDOWEVENT_RESIZED) return;
  if (SDL_GetWindowFlags(window_) & SDL_WINDOW_FULLSCREEN) return;
  if (event.data1 >= kMinWindow.width && event.data2 >= kMinWindow.height) return;
  SDL_SetWindowSize(window_, std::max(event.data1, kMinWindow.width),
                    std::max(event.data2, kMinWindow.height));
}

void App::cover_screen_if_unmanaged() {
  int top = 0, left = 0, bottom = 0, right = 0;
  if (SDL_GetWindowBordersSize(window_, &top, &left, &bottom, &right) != 0) return;
  if (top != 0 || left != 0 || bottom != 0 || right != 0) return;
  SDL_Rect screen{};
  const int display = SDL_GetWindowDisplayIndex(window_);
  if (display < 0 || SDL_GetDisplayBounds(display, &screen) != 0) return;
  SDL_Rect windowed{};
  SDL_GetWindowPosition(window_, &windowed.x, &windowed.y);
  SDL_GetWindowSize(window_, &windowed.w, &windowed.h);
  windowed_to_restore_ = windowed;
  SDL_SetWindowPosition(window_, screen.x, screen.y);
  SDL_SetWindowSize(window_, screen.w, screen.h);
}

void App::toggle_fullscreen() {
  if (launch_.kiosk) return;  // leaving fullscreen would be a way out
  settings_.fullscreen = !settings_.fullscreen;
  if (settings_.fullscreen) cover_screen_if_unmanaged();
  SDL_SetWindowFullscreen(window_, settings_.fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
  if (!settings_.fullscreen && windowed_to_restore_) {
    // The program made the window cover the screen (open_window, cover_screen_if_unmanaged), so
    // it puts it back where it was.
    SDL_SetWindowSize(window_, windowed_to_restore_->w, windowed_to_restore_->h);
    SDL_SetWindowPosition(window_, windowed_to_restore_->x, windowed_to_restore_->y);
    windowed_to_restore_.reset();
  }
  refresh_viewport();
}

bool App::handle_global(const InputEvent& input) {
  if (input.kind != InputEvent::Kind::key) return false;
  switch (input.key) {
    case Key::fullscreen:
      toggle_fullscreen();
      return true;
    case Key::adult_quit:
      quit();
      return true;
    case Key::mute:
      context_->set_sound(!settings_.sound);
      return true;
    case Key::contrast:
      settings_.high_contrast = !settings_.high_contrast;
      return true;
    default:
      return false;
  }
}

bool App::handle_events() {
  bool any = false;
  SDL_Event event;
  while (SDL_PollEvent(&event)) {
    any = true;
    if (event.type == SDL_QUIT) {
      // A signal (a shutdown, `systemctl stop`, Ctrl+C) or a display gone: even a kiosk goes,
      // or it would hold up the shutdown, or spin with no screen to draw on.
      quit();
      continue;
    }
    if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_CLOSE) {
      // A kiosk ignores the window manager's close (Alt+F4, the close button): only the adult
      // chord leaves it.
      if (!launch_.kiosk) quit();
      continue;
    }
    if (event.type == SDL_RENDER_TARGETS_RESET || event.type == SDL_RENDER_DEVICE_RESET) {
      // Textures may be gone with the device: drop them; they are rebuilt when next drawn.
      pictures_->reset();
      if (scaled_pictures_) scaled_pictures_->reset();
      text_->reset();
      continue;
    }
    if (event.type == SDL_WINDOWEVENT) {
      keep_minimum_size(event.window);
      refresh_viewport();
      continue;
    }
    const auto input = translate_event(event, viewport_);
    if (!input) continue;
    const double now = clock_.now_seconds();
    last_input_seconds_ = now;
    if (handle_global(*input)) continue;
    // A press that changed the screen makes the window deaf to presses for a moment, and to the
    // rest of that double click: a child's double click or a second tap must not act on the new
    // screen (play a move on the board that just opened, start the game the results just left).
    const bool press = input->kind != InputEvent::Kind::pointer_move;
    const bool more_clicks = event.type == SDL_MOUSEBUTTONDOWN && event.button.clicks >= 2;
    if (press && (now < deaf_until_ || (more_clicks && double_click_changed_screen_))) continue;
    if (event.type == SDL_MOUSEBUTTONDOWN && !more_clicks) double_click_changed_screen_ = false;
    const unsigned long before = scenes_.changes();
    scenes_.handle(*input);
    scenes_.apply_pending();
    if (press && scenes_.changes() != before) {
      deaf_until_ = now + kDeafSeconds;
      double_click_changed_screen_ = true;
    }
  }
  return any;
}

void App::draw(double alpha) {
  const Theme& theme = context_->theme();
  canvas_->begin_frame(viewport_, theme.bars, theme.background);
  scenes_.draw(*canvas_, alpha);
}

bool App::picture_changed(bool events) const {
  if (!draw_only_changes_ || events || last_draw_seconds_ < 0) return true;
  if (scenes_.changes() != drawn_scene_changes_ || scenes_.changed_since_drawn()) return true;
  return clock_.now_seconds() - last_draw_seconds_ >= scenes_.seconds_to_next_change();
}

void App::return_to_demo_when_idle() {
  if (!launch_.demo || scenes_.empty() || scenes_.top()->is_attract()) return;
  if (clock_.now_seconds() - last_input_seconds_ < launch_.idle_seconds) return;
  // Nobody is there: back to the demo, and a kiosk forgets the stranger's game and settings.
  if (launch_.kiosk) {
    keeper_->forget_game();
    restore_kiosk_settings();
  }
  scenes_.pop_to_bottom();
  scenes_.push(make_demo_scene(*context_, 0));
  scenes_.apply_pending();
  last_input_seconds_ = clock_.now_seconds();
}

bool App::run_frame() {
  const bool events = handle_events();
  return_to_demo_when_idle();
  sounds_.set_muted(!settings_.sound);
  bool drew = false;
  loop_->run_frame(
      [this](double dt) {
        scenes_.update(dt);
        scenes_.apply_pending();
      },
      [this, events, &drew](double alpha) {
        if (!picture_changed(events)) return;
        draw(alpha);
        drew = true;
      });
  if (drew) {
    SDL_RenderPresent(renderer_);
    ++frames_drawn_;
    drawn_scene_changes_ = scenes_.changes();
    last_draw_seconds_ = clock_.now_seconds();
  }
  keeper_->keep_settings(settings_to_keep());  // saves only when something changed
  if (scenes_.empty()) quit();
  return drew;
}

void App::wait_for_change() {
  const double due = scenes_.seconds_to_next_change() - (clock_.now_seconds() - last_draw_seconds_);
  // Short enough that the scenes' timers (the menu's minute to the demo) keep to real time: a
  // frame runs at most max_steps_per_frame fixed steps.
  const FixedStepConfig& loop = loop_->config();
  const double longest = std::min(0.05, loop.step_seconds * loop.max_steps_per_frame);
  const int ms = static_cast<int>(std::clamp(due, 0.001, longest) * 1000);
  SDL_WaitEventTimeout(nullptr, std::max(1, ms));
}

double App::display_frame_ms() const {
  SDL_DisplayMode mode{};
  const int display = SDL_GetWindowDisplayIndex(window_);
  if (display >= 0 && SDL_GetCurrentDisplayMode(display, &mode) == 0 && mode.refresh_rate > 0) {
    return 1000.0 / mode.refresh_rate;
  }
  return 1000.0 / 60.0;
}

void App::wait_for_next_frame(double& deadline, double frame_end, double budget_ms) {
  // Keep to the display's rate even where vsync is missing (software renderers, Xvfb).
  deadline += budget_ms / 1000;
  if (deadline < frame_end - budget_ms / 1000) deadline = frame_end;  // fell behind: resync
  const double wait_ms = (deadline - clock_.now_seconds()) * 1000;
  if (wait_ms >= 1) SDL_Delay(static_cast<Uint32>(wait_ms));
}

int App::run() {
  FrameStats stats;
  StealMeter steal;
  const double budget_ms = display_frame_ms();
  const double start = clock_.now_seconds();
  const std::clock_t cpu_start = std::clock();
  double previous_start = -1;  // of the last frame drawn right after another drawn frame
  double deadline = start;
  while (!quitting_) {
    const double frame_start = clock_.now_seconds();
    const bool drew = run_frame();
    const double frame_end = clock_.now_seconds();
    if (drew) {
      // Only a run that reports reads the steal count (a /proc read, about 20 µs).
      const auto stolen = launch_.frame_report ? steal.stolen_since_last() : std::nullopt;
      stats.record({frame_start - start,
                    previous_start < 0 ? -1 : (frame_start - previous_start) * 1000,
                    (frame_end - frame_start) * 1000, stolen});
    }
    // Intervals are measured between frames drawn one after another: a still screen's wait is no
    // late frame.
    previous_start = drew ? frame_start : -1;
    if (launch_.quit_after_s && frame_end - start >= *launch_.quit_after_s) quit();
    if (config_.headless) continue;
    if (drew) {
      wait_for_next_frame(deadline, frame_end, budget_ms);
    } else {
      wait_for_change();
      deadline = clock_.now_seconds();
    }
  }
  if (launch_.frame_report) {
    FrameReport report = stats.report(budget_ms);
    SDL_RendererInfo info{};
    if (SDL_GetRendererInfo(renderer_, &info) == 0) report.renderer = info.name;
    report.seconds = clock_.now_seconds() - start;
    report.cpu_seconds = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    write_frame_report(report);
  }
  return 0;
}

void App::write_frame_report(const FrameReport& report) const {
  std::ofstream out(*launch_.frame_report);
  out << to_json(report);
  if (!out) std::cerr << "board-arcade: cannot write " << *launch_.frame_report << "\n";
}

bool App::save_screenshot(const std::filesystem::path& path, std::string* error) {
  refresh_viewport();
  draw(0);
  int width = 0, height = 0;
  SDL_GetRendererOutputSize(renderer_, &width, &height);
  SDL_Surface* surface =
      SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGBA32);
  const bool drawn = surface && SDL_RenderReadPixels(renderer_, nullptr, SDL_PIXELFORMAT_RGBA32,
                                                     surface->pixels, surface->pitch) == 0;
  std::string failure = drawn ? "" : "cannot read the picture back: " + std::string(SDL_GetError());
  if (drawn) {
    // Encoded in memory, then written with every write checked and the old file kept whole.
    const auto png = png_bytes(surface);
    if (!png) {
      failure = png.error();
    } else if (const auto failed = write_named_file(path, *png)) {
      failure = failed->message;
    }
  }
  if (surface) SDL_FreeSurface(surface);
  SDL_RenderPresent(renderer_);
  if (!failure.empty() && error) *error = failure;
  return failure.empty();
}

void App::click(Point logical, int clicks) {
  const Point window = viewport_.to_window(logical);
  SDL_Event event{};
  event.type = SDL_MOUSEBUTTONDOWN;
  event.button.button = SDL_BUTTON_LEFT;
  event.button.state = SDL_PRESSED;
  event.button.clicks = static_cast<Uint8>(clicks);
  event.button.x = static_cast<Sint32>(window.x);
  event.button.y = static_cast<Sint32>(window.y);
  event.button.windowID = SDL_GetWindowID(window_);
  SDL_PushEvent(&event);
  event.type = SDL_MOUSEBUTTONUP;
  event.button.state = SDL_RELEASED;
  SDL_PushEvent(&event);
}

void App::press_key(SDL_Keycode key, Uint16 mods) {
  SDL_Event event{};
  event.type = SDL_KEYDOWN;
  event.key.state = SDL_PRESSED;
  event.key.keysym.sym = key;
  event.key.keysym.mod = mods;
  event.key.windowID = SDL_GetWindowID(window_);
  SDL_PushEvent(&event);
}

void App::move_pointer(Point logical) {
  const Point window = viewport_.to_window(logical);
  SDL_Event event{};
  event.type = SDL_MOUSEMOTION;
  event.motion.x = static_cast<Sint32>(window.x);
  event.motion.y = static_cast<Sint32>(window.y);
  event.motion.windowID = SDL_GetWindowID(window_);
  SDL_PushEvent(&event);
}

void App::resize_window(int width, int height) {
  SDL_SetWindowSize(window_, width, height);
}

}  // namespace arcade::app
