// How to play, as a picture story over the screen it was opened from.
#include "app/scenes/help_scene.h"

#include <algorithm>
#include <cmath>

#include "app/render/viewport.h"
#include "draw/canvas.h"
#include "draw/motion.h"
#include "draw/sizes.h"

namespace arcade::app {
namespace {

using Phase = HelpMoment::Phase;

constexpr Point kTokenCenter{1035, 390};
constexpr float kToken = 170;
constexpr float kWordsY = 566;
// The words stay inside the right-hand column, clear of the board.
constexpr float kWordsWidth = 2 * (kCanvasWidth - kMargin - kTokenCenter.x);
constexpr float kDotsY = 668;

// The index of the position shown at `moment`: before its move while the hand points, after it
// from the move on.
std::size_t shown_index(const ReadyHelpPage& page, const HelpMoment& moment) {
  switch (moment.phase) {
    case Phase::opening:
      return 0;
    case Phase::pointing:
      return moment.move;
    case Phase::moving:
    case Phase::resting:
      return moment.move + 1;
    case Phase::lighting:
    case Phase::ending:
      return page.positions.size() - 1;
  }
  return 0;
}

bool is_pass(const ReadyHelpPage& page, std::size_t move) {
  return move < page.moves.size() && page.positions[move].is_pass(page.moves[move]);
}

bool during_move(const HelpMoment& moment) {
  return moment.phase == Phase::pointing || moment.phase == Phase::moving ||
         moment.phase == Phase::resting;
}

double smooth(double t) {
  t = std::clamp(t, 0.0, 1.0);
  return t * t * (3 - 2 * t);
}

// A cross drawn with two thick lines.
void draw_cross(Canvas& canvas, Point center, float half, float width, Color color) {
  canvas.line({center.x - half, center.y - half}, {center.x + half, center.y + half}, width, color);
  canvas.line({center.x - half, center.y + half}, {center.x + half, center.y - half}, width, color);
}

// A small round badge with `icon`, at a token's corner.
void draw_badge(Canvas& canvas, const Theme& theme, Point at, float radius, Sprite icon) {
  canvas.circle(at, radius, theme.panel);
  canvas.sprite(icon, Rect::centered(at, radius * 1.55f, radius * 1.55f), theme.text);
}

}  // namespace

HelpScene::HelpScene(AppContext& context, const GameInfo& game, double start_seconds)
    : context_(context),
      game_(game),
      view_(game.make_view()),
      time_(start_seconds),
      render_time_(start_seconds) {
  if (auto story = ready_help_story(game)) pages_ = std::move(story).value();
  // Closing is going (back) to play: the play sign, not a cross that Tic-tac-toe's X would echo.
  Button close_button;
  close_button.rect = {kCard.right() - kMargin - kButton, kCard.y + kMargin, kButton, kButton};
  close_button.style = Button::Style::primary;
  close_button.icon = Sprite::icon_play;
  close_button.on_press = [this] { close(); };
  panel_.set_buttons({std::move(close_button)});
}

void HelpScene::close() {
  if (closing_) return;
  closing_ = true;
  context_.scenes.pop();
}

bool HelpScene::handle(const InputEvent& event) {
  if (event.kind == InputEvent::Kind::pointer_move) {
    panel_.handle(event);
    return true;
  }
  if (event.kind == InputEvent::Kind::pointer_down) {
    // The close button or anywhere else: a tap closes the story.
    if (panel_.handle(event) != PanelResponse::pressed) close();
    context_.play(Sound::click);
    return true;
  }
  if (event.key == Key::back || event.key == Key::activate || event.key == Key::help) {
    context_.play(Sound::click);
    close();
  }
  return true;
}

void HelpScene::update(double dt) {
  time_ += dt;
  last_dt_ = dt;
  panel_.update(dt);
}

double HelpScene::seconds_to_next_change() const {
  if (panel_.moving()) return 0;
  if (pages_.empty()) return kStill;
  const HelpMoment now = help_moment(pages_, time_, pace_);
  const auto left = [&now](double length) { return std::max(0.0, (1 - now.progress) * length); };
  switch (now.phase) {
    case Phase::opening:
      return left(pace_.opening);
    case Phase::resting:
      return left(pace_.resting);
    case Phase::ending:
      return left(pace_.ending);
    case Phase::lighting:  // the lights come on in its first half, then stay
      return now.progress < 0.5 ? 0 : left(pace_.lighting);
    case Phase::pointing:
    case Phase::moving:
      return 0;
  }
  return 0;
}

HelpMoment HelpScene::moment() const {
  if (pages_.empty()) return {};
  return help_moment(pages_, render_time_, pace_);
}

void HelpScene::lay_out(std::size_t index) const {
  if (laid_out_ == index) return;
  laid_out_ = index;
  view_->layout(kBoardArea, pages_[index].start);
}

Rect HelpScene::token_rect() const {
  return Rect::centered(kTokenCenter, kToken, kToken);
}

void HelpScene::draw(Canvas& canvas, double alpha) {
  render_time_ = time_ + alpha * last_dt_;
  const Theme& theme = context_.theme();
  canvas.fill_rect({0, 0, kCanvasWidth, kCanvasHeight}, theme.veil);
  canvas.shadow(kCard, theme.shadow, 36, 8);
  if (theme.high_contrast) canvas.panel(kCard.inset(-4), theme.panel_edge, 40);
  canvas.panel(kCard, theme.background, 36);
  if (!pages_.empty()) {
    const HelpMoment now = moment();
    const ReadyHelpPage& page = pages_[now.page];
    lay_out(now.page);
    draw_board(canvas, theme, page, now);
    draw_lit(canvas, theme, page, now);
    draw_side_column(canvas, theme, page, now);
    draw_pointer(canvas, theme, page, now);
    draw_dots(canvas, theme, now.page);
  }
  panel_.draw(canvas, theme);
}

void HelpScene::draw_board(Canvas& canvas, const Theme& theme, const ReadyHelpPage& page,
                           const HelpMoment& moment) const {
  const std::size_t shown = shown_index(page, moment);
  BoardFrame frame{page.positions[shown], theme};
  if (shown > 0) frame.last_move = page.moves[shown - 1];
  const bool animated = move_animation_seconds(context_.settings.animation) > 0;
  if (moment.phase == Phase::moving && animated) {
    frame.before = &page.positions[moment.move];
    frame.progress = moment.progress;
  }
  frame.time = render_time_;
  view_->draw(canvas, frame);
}

void HelpScene::draw_pointer(Canvas& canvas, const Theme& theme, const ReadyHelpPage& page,
                             const HelpMoment& moment) const {
  // A page that ends with a pass keeps the pass in sight to its end.
  const bool ends_passing = (moment.phase == Phase::lighting || moment.phase == Phase::ending) &&
                            is_pass(page, page.moves.size() - 1);
  if (!during_move(moment) && !ends_passing) return;
  if (is_pass(page, moment.move)) {
    // Nowhere to play: the pass picture over the board, while the move lasts.
    const Rect badge = Rect::centered(view_->board_rect().center(), 220, 220);
    canvas.shadow(badge, theme.shadow, 40, 6);
    canvas.panel(badge, theme.panel, 40);
    canvas.sprite(Sprite::icon_pass, badge.inset(40), theme.text);
    return;
  }
  if (moment.phase != Phase::pointing) return;
  const auto place = view_->move_place(page.moves[moment.move], page.positions[moment.move]);
  if (!place) return;
  // The hand travels from the side whose turn it is to the place, then touches it.
  const double travel = smooth(moment.progress / 0.7);
  const Point from{kTokenCenter.x - 40, kTokenCenter.y + 60};
  const Point to = place->center();
  const Point tip{from.x + (to.x - from.x) * static_cast<float>(travel),
                  from.y + (to.y - from.y) * static_cast<float>(travel)};
  if (moment.progress > 0.7) {
    const double touch = (moment.progress - 0.7) / 0.3;
    canvas.ring(to, place->w * static_cast<float>(0.3 + 0.25 * touch),
                theme.primary.faded(static_cast<float>(1 - touch)));
  }
  // The finger's tip is a little left of the picture's middle and 0.42 of its half-size up.
  const float size = 150;
  const Point middle{tip.x + size * 0.025f, tip.y + size * 0.21f};
  canvas.sprite(Sprite::icon_touch, Rect::centered({middle.x + 4, middle.y + 6}, size, size),
                theme.shadow);
  canvas.sprite(Sprite::icon_touch, Rect::centered(middle, size + 10, size + 10), kWhite);
  canvas.sprite(Sprite::icon_touch, Rect::centered(middle, size, size), theme.text);
}

void HelpScene::draw_lit(Canvas& canvas, const Theme& theme, const ReadyHelpPage& page,
                         const HelpMoment& moment) const {
  if (moment.phase != Phase::lighting && moment.phase != Phase::ending) return;
  const double light = moment.phase == Phase::lighting ? smooth(moment.progress * 2) : 1;
  std::vector<Point> centres;
  for (const auto& lit : page.lit) {
    const auto place = view_->move_place(lit.move, lit.before);
    if (!place) continue;
    centres.push_back(place->center());
    const float side = std::min(place->w, place->h);
    canvas.sprite(Sprite::glow, Rect::centered(place->center(), side * 1.5f, side * 1.5f),
                  theme.hint.faded(static_cast<float>(0.45 * light)));
    canvas.ring(place->center(), side * 0.5f, theme.win_line.faded(static_cast<float>(light)));
  }
  if (!page.page->crossed || moment.phase != Phase::ending || centres.size() < 2) return;
  // Not a win: the line struck through, and a big cross on its middle.
  std::pair<Point, Point> ends{centres.front(), centres.back()};
  float longest = -1;
  for (const Point a : centres) {
    for (const Point b : centres) {
      const float d = (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y);
      if (d > longest) longest = d, ends = {a, b};
    }
  }
  canvas.line(ends.first, ends.second, 18, theme.nope);
  // The cross beside the line's middle, on the side toward the top, so it hides no piece.
  const float dx = ends.second.x - ends.first.x;
  const float dy = ends.second.y - ends.first.y;
  const float length = std::max(1.0f, std::sqrt(dx * dx + dy * dy));
  Point side{-dy / length, dx / length};
  if (side.y > 0 || (side.y == 0 && side.x > 0)) side = {-side.x, -side.y};
  const float away = std::min(view_->min_cell_size(), 70.0f) + 20;
  const Point middle{(ends.first.x + ends.second.x) / 2 + side.x * away,
                     (ends.first.y + ends.second.y) / 2 + side.y * away};
  canvas.circle(middle, 44, theme.panel);
  draw_cross(canvas, middle, 24, 14, theme.nope);
}

void HelpScene::draw_rules(Canvas& canvas, const Theme& theme, const ReadyHelpPage& page) const {
  // The options the pages differ in (a rule), as the setup shows them, so the rule a page is
  // about is in sight.
  std::vector<const OptionChoice*> shown;
  for (const auto& [key, value] : page.options) {
    const bool differs = std::any_of(pages_.begin(), pages_.end(), [&](const ReadyHelpPage& other) {
      return other.options.at(key) != value;
    });
    if (!differs) continue;
    for (const auto& option : game_.options) {
      if (option.key != key || option.offered.size() < 2) continue;
      for (const auto& choice : option.offered) {
        if (choice.value == value && choice.picture) shown.push_back(&choice);
      }
    }
  }
  const float width = 150;
  const float gap = 16;
  float x = kTokenCenter.x - (static_cast<float>(shown.size()) * (width + gap) - gap) / 2;
  for (const OptionChoice* choice : shown) {
    const Rect chip{x, 150, width, 110};
    canvas.shadow(chip, theme.shadow, 24, 4);
    canvas.panel(chip, theme.selected, 24);
    choice->picture(canvas, chip.inset(12), theme);
    x += width + gap;
  }
}

void HelpScene::draw_side_column(Canvas& canvas, const Theme& theme, const ReadyHelpPage& page,
                                 const HelpMoment& moment) const {
  draw_rules(canvas, theme, page);
  const AnyState& end = page.positions.back();
  if (moment.phase == Phase::ending && end.is_over()) {
    draw_result(canvas, theme, page);
  } else {
    draw_turn(canvas, theme, page, moment);
  }
  const bool passing = is_pass(page, moment.move) && moment.phase != Phase::opening;
  if ((moment.phase == Phase::ending || passing) && !page.page->words.empty()) {
    canvas.text(context_.say(page.page->words), {kTokenCenter.x, kWordsY},
                {44, theme.text, Align::center, kWordsWidth});
  }
}

void HelpScene::draw_result(Canvas& canvas, const Theme& theme, const ReadyHelpPage& page) const {
  const Rect token = token_rect();
  const auto winner = winner_of(page.positions.back().outcome());
  if (!winner) {  // a draw: both sides, side by side
    view_->draw_side(canvas, token.moved(-60, 0).inset(30), Side::first, theme);
    view_->draw_side(canvas, token.moved(60, 0).inset(30), Side::second, theme);
    return;
  }
  // Whoever made the last move and did not win (Nim's last stone under "last loses") is shown
  // too, smaller, with the trophy struck through, so the rule is seen to turn against them.
  const Side last_mover = page.positions[page.moves.size() - 1].to_move();
  Rect crowned = token;
  if (last_mover != *winner) {
    crowned = token.moved(60, -10).inset(10);
    const Rect other = Rect::centered({token.x + 10, token.bottom() - 40}, 96, 96);
    view_->draw_side(canvas, other, last_mover, theme);
    draw_badge(canvas, theme, {other.right() - 6, other.bottom() - 6}, 34, Sprite::icon_no_trophy);
  }
  canvas.sprite(Sprite::glow, crowned.inset(-50), theme.hint.faded(0.7f));
  view_->draw_side(canvas, crowned, *winner, theme);
  canvas.sprite(Sprite::icon_trophy,
                Rect::centered({crowned.right() - 5, crowned.bottom() - 15}, 120, 120), theme.hint);
}

void HelpScene::draw_turn(Canvas& canvas, const Theme& theme, const ReadyHelpPage& page,
                          const HelpMoment& moment) const {
  // The side that plays the move shown, or played the last one.
  const std::size_t mover = during_move(moment)              ? moment.move
                            : moment.phase == Phase::opening ? 0
                                                             : page.moves.size() - 1;
  const Rect token = token_rect();
  canvas.sprite(Sprite::glow, token.inset(-30), theme.hint.faded(0.4f));
  view_->draw_side(canvas, token, page.positions[mover].to_move(), theme);
  const Point corner{token.right() - 10, token.bottom() - 20};
  if (moment.phase != Phase::opening && is_pass(page, mover)) {
    draw_badge(canvas, theme, corner, 50, Sprite::icon_pass);
  }
  if (moment.phase == Phase::ending && page.page->crossed) {
    draw_badge(canvas, theme, corner, 50, Sprite::icon_no_trophy);
  }
}

void HelpScene::draw_dots(Canvas& canvas, const Theme& theme, std::size_t current) const {
  const float pitch = 44;
  const float left = kCard.center().x - pitch * static_cast<float>(pages_.size() - 1) / 2;
  for (std::size_t i = 0; i < pages_.size(); ++i) {
    const Point at{left + pitch * static_cast<float>(i), kDotsY};
    if (i == current) {
      canvas.circle(at, 13, theme.primary);
    } else {
      canvas.circle(at, 10, theme.disabled);
    }
  }
}

}  // namespace arcade::app
