// The game window: starting SDL and the first scenes, the frame loop, and input at the edge.
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
#include "app/render/unseen_window.h"
#include "app/scenes/demo.h"
#include "app/scenes/menu_scene.h"
#include "app/scenes/saved_games_scene.h"
#include "app/words/app_texts.h"
#include "draw/art/app_icon.h"
#include "games/common/tier_art.h"
#include "games/common/tiers.h"

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
  if (auto error = choose_offered_games()) return error;
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
      catalog_, offered_, scenes_, settings_, *keeper_, sounds_, worker_, *this, rng_,
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

namespace {

// An environment variable's value; nothing when it is unset or empty, as SDL reads them.
std::optional<std::string> environment_value(const char* name) {
  const char* value = std::getenv(name);
  if (!value || *value == '\0') return std::nullopt;
  return std::string(value);
}

DisplayEnvironment display_environment() {
  return {environment_value("SDL_VIDEODRIVER"), environment_value("DISPLAY"),
          environment_value("WAYLAND_DISPLAY")};
}

}  // namespace

std::optional<std::string> App::start_sdl() {
  if (config_.headless) {
    // Set explicitly: otherwise SDL may pick an offscreen GL driver, which is not deterministic.
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
  }
  if (SDL_InitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
    return std::string("cannot start SDL video: ") + SDL_GetError();
  }
  if (!config_.headless) {
    const char* driver = SDL_GetCurrentVideoDriver();
    if (auto reason = unseen_window_reason(driver ? driver : "", display_environment())) {
      return reason;
    }
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

std::optional<std::string> App::choose_offered_games() {
  if (!launch_.games) {
    offered_ = catalog_;
    return std::nullopt;
  }
  auto chosen = catalog_subset(catalog_, *launch_.games);
  if (!chosen) return "--games: " + chosen.error();
  offered_ = std::move(chosen).value();
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

}  // namespace arcade::app
