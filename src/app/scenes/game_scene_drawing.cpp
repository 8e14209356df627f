// The game screen as drawn: the board, the status, the buttons or the demo's invitation, the save
// badge, and when the picture next changes.
#include "app/scenes/game_scene.h"

#include <algorithm>
#include <cmath>

#include "app/scenes/game_layout.h"
#include "app/scenes/status_panel.h"

namespace arcade::app {

void GameScene::draw(Canvas& canvas, double alpha) {
  render_time_ = time_ + alpha * last_dt_;
  const Theme& theme = context_.theme();
  const double length = move_animation_seconds(context_.settings.animation);
  const bool moving = animating_from_ && length > 0 && render_time_ - animation_start_ < length;
  const bool person = controller_->person_may_move();

  BoardFrame frame{controller_->position(), theme};
  if (moving) {
    frame.before = &*animating_from_;
    frame.progress = (render_time_ - animation_start_) / length;
  }
  frame.last_move = controller_->last_move();
  frame.hint = person ? controller_->hint() : std::nullopt;
  if (frame.hint) {
    const auto target = view_->target_of(*frame.hint, controller_->position());
    if (!target) frame.hint.reset();
  }
  frame.hover = person && !cursor_visible_ ? hover_ : std::nullopt;
  frame.cursor = cursor_visible_ ? cursor_ : std::nullopt;
  frame.show_legal_moves = person;
  if (time_ - nope_start_ < 0.5) {
    frame.nope_target = nope_target_;
    frame.nope_age = render_time_ - nope_start_;
  }
  frame.time = render_time_;
  view_->draw(canvas, frame);

  StatusInfo status{*game_, *view_, controller_->session(), context_.texts};
  status.computer_thinking = controller_->computer_to_move();
  status.passing = passing_side_;
  status.time = render_time_;
  status.turn_age = render_time_ - turn_start_;
  status.thinking_nudge_age = render_time_ - thinking_nudge_start_;
  draw_status(canvas, theme, kGameStatusArea, status);

  drawn_state_ = shown_state();
  if (mode_.demo) {
    draw_invitation(canvas, theme);
  } else {
    panel_.draw(canvas, theme);
    draw_save_badge(canvas, theme);
  }
}

void GameScene::draw_invitation(Canvas& canvas, const Theme& theme) const {
  canvas.sprite(Sprite::icon_watch, Rect::centered({64, 64}, 72, 72), theme.text_soft);
  const Rect invitation{12, 170, 104, 380};
  canvas.shadow(invitation, theme.shadow, 28, 6);
  canvas.panel(invitation, theme.primary, 28);
  // Two slow ripples spreading from the fingertip: movement, never a flash.
  const Point tip{invitation.center().x - 4, invitation.y + 70};
  for (int ripple = 0; ripple < 2; ++ripple) {
    const double t = std::fmod(render_time_ * 0.6 + ripple * 0.5, 1.0);
    canvas.ring(tip, static_cast<float>(24 + 40 * t),
                theme.primary_icon.faded(static_cast<float>(0.6 * (1 - t))));
  }
  canvas.sprite(Sprite::icon_touch,
                Rect::centered({invitation.center().x, invitation.y + 120}, 88, 88),
                theme.primary_icon);
  canvas.sprite(Sprite::icon_play,
                Rect::centered({invitation.center().x, invitation.y + 290}, 80, 80),
                theme.primary_icon);
}

void GameScene::draw_save_badge(Canvas& canvas, const Theme& theme) const {
  if (!save_badge_ || time_ - save_badge_->since > kSaveBadgeSeconds) return;
  // Beside the save button: a tick and "Saved", or a heart (nothing is lost) and "Not saved".
  const Rect button = game_button_rect(kSaveButtonIndex, static_cast<int>(panel_.buttons().size()));
  const std::string words = context_.say(save_badge_->saved ? "Saved" : "Not saved");
  const float width = canvas.text_width(words, 36) + 104;
  const Rect badge{button.right() + 12, button.center().y - 40, width, 80};
  canvas.shadow(badge, theme.shadow, 24, 5);
  canvas.panel(badge, save_badge_->saved ? theme.primary : theme.panel, 24);
  const Color ink = save_badge_->saved ? theme.primary_icon : theme.text;
  canvas.sprite(save_badge_->saved ? Sprite::icon_check : Sprite::icon_heart,
                {badge.x + 14, badge.y + 12, 56, 56}, save_badge_->saved ? ink : theme.hint);
  canvas.text(words, {badge.x + 84, badge.center().y}, {36, ink, Align::left});
}

std::size_t GameScene::shown_state() const {
  std::size_t state = controller_->session().history.cursor();
  auto mix = [&state](std::size_t value) { state = state * 1000003u ^ value; };
  mix(controller_->session().history.size());
  mix(controller_->hint() ? static_cast<std::size_t>(*controller_->hint()) + 1 : 0);
  mix(passing_side_ ? static_cast<std::size_t>(index_of(*passing_side_)) + 1 : 0);
  mix(controller_->computer_to_move() ? 1 : 0);
  mix(button_state_);
  mix(controller_->games_started());
  mix(save_badge_ && time_ - save_badge_->since <= kSaveBadgeSeconds ? 1 + save_badge_->saved : 0);
  return state;
}

bool GameScene::changed_since_drawn() const {
  return shown_state() != drawn_state_;
}

double GameScene::seconds_to_next_change() const {
  // Under the results card the game stands still (only the top scene runs).
  if (results_shown_) return kStill;
  // Moving now: a move, a press or wiggle, a refusal's ripple, the piece bobbing as a turn begins.
  if (animating() || panel_.moving() || time_ - nope_start_ < 0.5 ||
      time_ - thinking_nudge_start_ < 0.5 ||
      (time_ - turn_start_ < kTurnBobSeconds && controller_->person_may_move())) {
    return 0;
  }
  double next = kStill;
  // A save under way is looked for every few frames; its badge goes after a while.
  if (saves_pending_ > 0) next = 1.0 / 20;
  if (save_badge_ && time_ - save_badge_->since <= kSaveBadgeSeconds) {
    next = std::min(next, save_badge_->since + kSaveBadgeSeconds - time_ + 0.01);
  }
  if (controller_->hint()) next = 1.0 / 15;  // the hint's glow breathes, slowly
  if (controller_->computer_to_move()) {
    const double into_tick = std::fmod(render_time_, kThinkingTickSeconds);
    next = std::min(next, kThinkingTickSeconds - into_tick);
  }
  if (passing_side_ && pass_answered_) {
    next = std::min(next, std::max(0.0, pass_start_ + kPassShownSeconds - time_));
  }
  return next;
}

}  // namespace arcade::app
