// The first screen.
#include "app/scenes/menu_scene.h"

#include <algorithm>
#include <cmath>

#include "app/keep/kept_session.h"
#include "app/render/viewport.h"
#include "app/scenes/demo.h"
#include "app/scenes/game_scene.h"
#include "app/scenes/menu_layout.h"
#include "app/scenes/panel_answer.h"
#include "app/scenes/saved_games_scene.h"
#include "app/scenes/setup_scene.h"
#include "app/scenes/statistics_scene.h"
#include "app/ui/arcade_pictures.h"
#include "draw/canvas.h"
#include "draw/sizes.h"
#include "games/catalog.h"

namespace arcade::app {
namespace {

Sprite speed_icon(AnimationSpeed speed) {
  switch (speed) {
    case AnimationSpeed::normal:
      return Sprite::icon_speed_normal;
    case AnimationSpeed::fast:
      return Sprite::icon_speed_fast;
    case AnimationSpeed::off:
      return Sprite::icon_speed_off;
  }
  return Sprite::icon_speed_normal;
}

}  // namespace

MenuScene::MenuScene(AppContext& context) : context_(context) {
  build_buttons();
}

void MenuScene::on_enter() {
  idle_seconds_ = 0;
  stars_until_ = time_ + kStarsSeconds;
  build_buttons();
}

void MenuScene::add_game_cards(std::vector<Button>& buttons) {
  const auto& games = context_.offered;
  // Between the title and the continue button (or the settings, when there is nothing to
  // continue).
  const float bottom = context_.keeper.unfinished_game() ? 440 : 568;
  const MenuPage page =
      menu_page(static_cast<int>(games.size()), {24, 128, 1232, bottom - 128}, page_);
  for (std::size_t i = 0; i < page.cards.size(); ++i) {
    const GameInfo& info = games[static_cast<std::size_t>(page.first_game) + i];
    Button game;
    game.rect = page.cards[i];
    game.style = Button::Style::picture;
    game.picture = info.menu_picture;
    game.label = context_.say(info.name);
    game.on_press = [this, id = info.id] { choose_game(id); };
    buttons.push_back(std::move(game));
  }
  if (page.pages > 1) {
    Button previous;
    previous.rect = page.previous_arrow;
    previous.icon = Sprite::icon_back;
    previous.enabled = page_ > 0;
    previous.on_press = [this] { turn_page(-1); };
    buttons.push_back(previous);
    Button next;
    next.rect = page.next_arrow;
    next.icon = Sprite::icon_next;
    next.enabled = page_ + 1 < page.pages;
    next.on_press = [this] { turn_page(1); };
    buttons.push_back(next);
  }
}

void MenuScene::turn_page(int by) {
  page_ += by;
  build_buttons();
}

void MenuScene::build_buttons() {
  std::vector<Button> buttons;
  add_game_cards(buttons);
  add_continue(buttons);
  add_settings(buttons);
  add_statistics(buttons);
  add_saved_games(buttons);
  panel_.set_buttons(std::move(buttons));
}

void MenuScene::add_statistics(std::vector<Button>& buttons) {
  // A kiosk keeps no scores: what it would show are strangers' games since it started.
  if (context_.mode.kiosk) return;
  // The scores, top left: a picture of rising bars.
  Button scores;
  scores.rect = {kMargin + 2, kMargin + 2, kButton, kButton};
  scores.draw_content = [](Canvas& canvas, const Rect& content, const Theme& theme) {
    draw_picture(canvas, ArcadePicture::statistics, content, theme.button_icon);
  };
  scores.on_press = [this] { context_.scenes.push(std::make_unique<StatisticsScene>(context_)); };
  buttons.push_back(std::move(scores));
}

void MenuScene::add_saved_games(std::vector<Button>& buttons) {
  // A kiosk keeps nothing, so it has no saved games to show.
  if (context_.mode.kiosk) return;
  Button saved;
  saved.rect = {kMargin, 588, kButton, kButton};  // in line with the settings
  saved.icon = Sprite::icon_saved_games;
  saved.on_press = [this] { context_.scenes.push(std::make_unique<SavedGamesScene>(context_)); };
  buttons.push_back(std::move(saved));
}

void MenuScene::add_settings(std::vector<Button>& buttons) {
  // The settings, as icons along the bottom; a kiosk has no fullscreen switch (leaving fullscreen
  // would be a way out). The language is a picture too (a globe), never a word.
  const Settings& settings = context_.settings;
  shown_settings_ = settings;
  const int count = context_.mode.kiosk ? 4 : 5;
  const float row_y = 588;
  const float row_left =
      (kCanvasWidth - static_cast<float>(count) * kButton - static_cast<float>(count - 1) * 40) / 2;
  auto setting = [&](int index, Sprite icon, bool on, std::function<void()> action) {
    Button button;
    button.rect = {row_left + static_cast<float>(index) * (kButton + 40), row_y, kButton, kButton};
    button.style = Button::Style::chip;
    button.icon = icon;
    button.selected = on;
    button.on_press = std::move(action);
    buttons.push_back(std::move(button));
  };
  setting(0, settings.sound ? Sprite::icon_sound_on : Sprite::icon_sound_off, false,
          [this] { context_.set_sound(!context_.settings.sound); });
  setting(1, Sprite::icon_contrast, settings.high_contrast,
          [this] { context_.settings.high_contrast = !context_.settings.high_contrast; });
  setting(2, speed_icon(settings.animation), false,
          [this] { context_.settings.animation = next_speed(context_.settings.animation); });
  setting(3, Sprite::icon_language, false, [this] {
    const bool english = context_.texts.language() == Language::english;
    context_.window.set_language(english ? Language::chinese : Language::english);
    build_buttons();  // the games' names in the new language
  });
  if (count == 5) {
    setting(4, Sprite::icon_fullscreen, settings.fullscreen,
            [this] { context_.window.toggle_fullscreen(); });
  }
}

void MenuScene::add_continue(std::vector<Button>& buttons) {
  const SavedGame* unfinished = context_.keeper.unfinished_game();
  if (!unfinished) return;
  // Between the games and the settings: the game's picture, a play arrow, and one word.
  Button resume;
  resume.rect = {(kCanvasWidth - 360) / 2, 456, 360, 112};
  resume.style = Button::Style::primary;
  resume.label = context_.say("Continue");
  const GameInfo* game = find_game(context_.catalog, unfinished->game_id);
  const Art* picture = game ? game->menu_picture : nullptr;
  resume.draw_content = [picture](Canvas& canvas, const Rect& content, const Theme& theme) {
    const float side = content.h;
    const Point middle = content.center();
    if (picture) {
      canvas.picture(*picture, Rect::centered({middle.x - side * 0.6f, middle.y}, side, side));
    }
    canvas.sprite(Sprite::icon_play, Rect::centered({middle.x + side * 0.6f, middle.y}, side, side),
                  theme.primary_icon);
  };
  resume.on_press = [this] { continue_game(); };
  buttons.push_back(std::move(resume));
}

void MenuScene::continue_game() {
  const SavedGame* unfinished = context_.keeper.unfinished_game();
  if (!unfinished) return;
  auto session = session_from_saved(context_.catalog, *unfinished);
  if (!session) return;  // the Keeper offers only games that can be continued
  context_.settings.last_game = unfinished->game_id;
  context_.scenes.push(std::make_unique<GameScene>(context_, std::move(*session), GameMode{}));
}

std::string MenuScene::notice() const {
  const auto& notices = context_.keeper.notices();
  return notices.empty() ? std::string() : notices.front();
}

void MenuScene::dismiss_notice() {
  context_.keeper.dismiss_notice();
  notice_seconds_ = 0;
}

void MenuScene::choose_game(const std::string& game_id) {
  context_.settings.last_game = game_id;
  const GameInfo* game = find_game(context_.catalog, game_id);
  if (!game) return;
  context_.scenes.push(std::make_unique<SetupScene>(context_, *game));
}

bool MenuScene::handle(const InputEvent& event) {
  idle_seconds_ = 0;
  if (event.kind != InputEvent::Kind::pointer_move) stars_until_ = time_ + kStarsSeconds;
  // A notice goes with a click or key, which still does what it was meant to; the next one comes.
  if (event.kind != InputEvent::Kind::pointer_move && !notice().empty()) dismiss_notice();
  if (panel_took(panel_.handle(event), context_)) return true;
  // Esc at the menu does nothing: a child pressing it should never quit the game.
  return event.kind == InputEvent::Kind::key;
}

void MenuScene::update(double dt) {
  time_ += dt;
  // The icons follow the settings however they changed: their buttons, M, C, F11.
  if (!(context_.settings == shown_settings_)) build_buttons();
  panel_.update(dt);
  idle_seconds_ += dt;
  if (!notice().empty()) {
    notice_seconds_ += dt;
    if (notice_seconds_ >= kNoticeSeconds) dismiss_notice();
  }
  if (idle_seconds_ >= kIdleSecondsToDemo) {
    idle_seconds_ = 0;
    context_.scenes.push(make_demo_scene(context_, 0));
  }
}

void MenuScene::draw(Canvas& canvas, double) {
  const Theme& theme = context_.theme();
  const std::string title = context_.say("Board Arcade");
  constexpr float kTitleBox = kCanvasWidth - 2 * 110;  // the stars and a margin on either side
  canvas.text(title, {kCanvasWidth / 2, 78}, {kTitleSize, theme.text, Align::center, kTitleBox});
  // A small star on each side of the title, gently bobbing for a while (slow movement, no
  // blinking), then resting.
  const double settle = std::clamp((stars_until_ - time_) / 0.5, 0.0, 1.0);  // eases to rest
  const float bob = static_cast<float>(std::sin(time_ * 2.0) * 4 * settle);
  const float half = std::min(kTitleBox, canvas.text_width(title, kTitleSize)) / 2;
  canvas.sprite(Sprite::icon_star, Rect::centered({kCanvasWidth / 2 - half - 50, 78 + bob}, 48, 48),
                theme.hint);
  canvas.sprite(Sprite::icon_star, Rect::centered({kCanvasWidth / 2 + half + 50, 78 - bob}, 48, 48),
                theme.hint);
  panel_.draw(canvas, theme);
  draw_notice(canvas, theme);
}

double MenuScene::seconds_to_next_change() const {
  if (panel_.moving() || time_ < stars_until_) return 0;
  if (!notice().empty()) return std::max(0.0, kNoticeSeconds - notice_seconds_);
  return kStill;
}

void MenuScene::draw_notice(Canvas& canvas, const Theme& theme) {
  const std::string line = context_.say(notice());
  if (line.empty()) return;
  // Over the title, in one line: a heart for "nothing bad happened", then the words.
  constexpr float kNoticeText = 32;
  const float width = canvas.text_width(line, kNoticeText) + 130;
  const Rect banner =
      Rect::centered({kCanvasWidth / 2, 78}, std::min(width, kCanvasWidth - 32), 96);
  canvas.shadow(banner, theme.shadow, 28, 5);
  if (theme.high_contrast) canvas.panel(banner.inset(-4), theme.panel_edge, 32);
  canvas.panel(banner, theme.panel, 28);
  canvas.sprite(Sprite::icon_heart, Rect::centered({banner.x + 56, banner.center().y}, 56, 56),
                theme.hint);
  canvas.text(line, {banner.x + 100, banner.center().y},
              {kNoticeText, theme.text, Align::left, banner.w - 124});
}

}  // namespace arcade::app
