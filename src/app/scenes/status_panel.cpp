// The status area of the game screen.
#include "app/scenes/status_panel.h"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "app/ui/chip_pictures.h"
#include "draw/motion.h"

namespace arcade::app {

Rect status_card_rect(const Rect& area, Side side) {
  return {area.x, area.y + 40 + static_cast<float>(index_of(side)) * 230, area.w, 200};
}

namespace {

// A thought cloud whose three dots light up one after another, slowly (once a second each), in
// ticks of kThinkingTickSeconds.
void draw_thinking(Canvas& canvas, const Theme& theme, const Rect& where, double smooth_time) {
  const double time = std::floor(smooth_time / kThinkingTickSeconds) * kThinkingTickSeconds;
  const float bob = static_cast<float>(std::sin(time * 2 * 3.14159)) * 3;
  const Rect cloud = where.moved(0, bob);
  canvas.sprite(Sprite::icon_thinking, cloud, theme.text_soft);
  for (int i = 0; i < 3; ++i) {
    const double phase = std::fmod(time * 1.2 - i * 0.33, 1.0);
    const float light = static_cast<float>(0.35 + 0.65 * std::max(0.0, std::sin(phase * 3.14159)));
    const Point dot{cloud.x + cloud.w * (0.37f + 0.145f * static_cast<float>(i)),
                    cloud.y + cloud.h * 0.47f};
    const Color ink = theme.high_contrast ? kBlack : theme.hint;
    canvas.circle(dot, cloud.w * 0.045f, ink.faded(light));
  }
}

void draw_card(Canvas& canvas, const Theme& theme, const Rect& area, const StatusInfo& info,
               Side side) {
  const AnyState& position = info.session.position();
  const Seat& seat = info.session.setup.seats[static_cast<std::size_t>(index_of(side))];
  const bool over = position.is_over();
  const bool to_move = !over && position.to_move() == side;
  const auto winner = winner_of(position.outcome());
  Rect card = status_card_rect(area, side);

  canvas.shadow(card, theme.shadow, 26, 5);
  if (to_move) {
    canvas.panel(card.inset(-5), theme.selected, 30);
    canvas.panel(card.inset(3), theme.panel, 22);
  } else {
    canvas.panel(card, theme.high_contrast ? theme.panel_edge : theme.panel, 26);
    if (theme.high_contrast) canvas.panel(card.inset(3), theme.panel, 22);
  }
  // A person's piece bobs gently as their turn begins, then rests (a still screen costs nothing
  // while a child thinks); a computer's turn shows its thinking cloud instead.
  const bool bobbing = to_move && seat.is_person() && info.turn_age < kTurnBobSeconds;
  const float bob = bobbing ? static_cast<float>(std::sin(info.turn_age * 2 * 3.14159)) * 4 : 0;
  info.view.draw_side(canvas, Rect{card.x + 20, card.y + 40, 120, 120}.moved(0, bob), side, theme);
  // Who plays it, and the score where the game keeps one.
  const Rect who{card.x + 156, card.y + 30, 52, 52};
  // A computer shows its tier's picture, the same as on its chip in the setup.
  const PlayerInfo* player = seat.is_person() ? nullptr : info.game.find_player(seat.computer);
  canvas.picture(seat.is_person() ? sprite_art(Sprite::icon_person) : player_picture(player), who,
                 theme.button_icon);
  if (!seat.is_person()) {
    const std::string name = player ? info.texts.say(player->name) : seat.computer;
    // Longer names ("Dragon", "Wizard") are set a little smaller so they stay inside the card.
    const float room = static_cast<float>(card.right() - 16 - (who.right() + 10));
    canvas.text(name, {who.right() + 10, who.center().y}, {34, theme.text, Align::left, room});
  }
  // While this side passes, the badge takes the score's place (the score cannot change then):
  // both did not fit side by side once the score had two digits.
  const bool passing = info.passing == side;
  if (const auto score = info.view.side_score(position, side); score && !passing) {
    canvas.text(std::to_string(*score), {who.x, card.y + 142},
                {64, theme.text, Align::left, card.right() - 120 - who.x});
  }
  const Rect corner{card.right() - 120, card.y + 108, 100, 80};
  if (to_move && !seat.is_person() && info.computer_thinking && !info.passing) {
    draw_thinking(canvas, theme, corner.moved(wiggle_offset(info.thinking_nudge_age), 0),
                  info.time);
  }
  if (passing) {
    const Rect badge{who.x - 6, card.y + 112, 150, 60};
    canvas.panel(badge, theme.hint, 20);
    canvas.sprite(Sprite::icon_pass, {badge.x + 8, badge.y + 6, 48, 48}, theme.selected_icon);
    canvas.text(
        info.texts.say("Pass"), {badge.x + 100, badge.center().y},
        {34, theme.selected_icon, Align::center, 2 * (badge.right() - 6 - (badge.x + 100))});
  }
  if (over && winner == side) {
    canvas.sprite(Sprite::icon_trophy, Rect::centered(corner.center(), 80, 80), theme.hint);
  }
}

}  // namespace

void draw_status(Canvas& canvas, const Theme& theme, const Rect& area, const StatusInfo& info) {
  draw_card(canvas, theme, area, info, Side::first);
  draw_card(canvas, theme, area, info, Side::second);
  // Under the two cards, what the game itself wants kept in sight.
  const float below = status_card_rect(area, Side::second).bottom() + 24;
  info.view.draw_status(canvas, {area.x, below, area.w, area.bottom() - below},
                        info.session.position(), theme, info.texts);
}

}  // namespace arcade::app
