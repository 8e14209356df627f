// The end of a game.
#include "app/scenes/results_scene.h"

#include <algorithm>
#include <cmath>

#include "app/render/viewport.h"
#include "app/scenes/demo.h"
#include "app/scenes/game_layout.h"
#include "app/scenes/game_scene.h"
#include "app/scenes/panel_answer.h"
#include "app/scenes/status_panel.h"
#include "app/ui/arcade_pictures.h"
#include "draw/canvas.h"

namespace arcade::app {

ResultWords result_words(const GameSession& session) {
  const auto winner = winner_of(session.position().outcome());
  if (!winner) return {"Draw!", std::nullopt, "Well played!", false};
  const Seat& won = session.setup.seats[static_cast<std::size_t>(index_of(*winner))];
  const Seat& lost = session.setup.seats[static_cast<std::size_t>(index_of(opponent(*winner)))];
  if (won.is_person() && !lost.is_person()) return {"You win!", std::nullopt, "Great game!", true};
  if (won.is_person()) return {"wins!", winner, "Great game!", true};
  if (!lost.is_person()) return {"wins!", winner, "", false};
  return {"Good try!", std::nullopt, "Play again?", false};
}

ResultsScene::ResultsScene(AppContext& context, GameScene& game)
    : context_(context), game_(game), words_(result_words(game.controller().session())) {
  const SessionSetup& setup = game.controller().session().setup;
  // A person against a computer: how they have done against this one so far.
  if (!game.mode().demo && setup.seats[0].is_person() != setup.seats[1].is_person()) {
    tally_ = context.keeper.tally_for(setup);
  }
  if (words_.celebrate) {
    // Stars drifting down for a few seconds: steady colours, slow movement, nothing flashing.
    Rng rng(context.next_seed());
    for (int i = 0; i < 46; ++i) {
      confetti_.push_back(
          {static_cast<float>(rng.unit() * kCanvasWidth),
           -static_cast<float>(rng.unit() * 700) - 40, static_cast<float>(120 + rng.unit() * 120),
           static_cast<float>(26 + rng.unit() * 26), static_cast<float>(rng.unit() * 120 - 60),
           static_cast<float>(rng.unit() * 6.28), static_cast<int>(rng.below(4))});
    }
  }
  build_buttons();
}

void ResultsScene::on_enter() {
  if (entered_) return;
  entered_ = true;
  if (!game_.mode().demo) context_.play(words_.celebrate ? Sound::win : Sound::cheer_up);
}

void ResultsScene::close_then(void (GameScene::*action)()) {
  context_.scenes.pop();
  (game_.*action)();
}

void ResultsScene::build_buttons() {
  if (game_.mode().demo) return;
  const Rect card = kGameStatusArea;
  std::vector<Button> buttons;
  // Play again is the play sign: the ↻ beside the board restarts the same game, a different
  // meaning, so it is a different picture.
  Button again;
  again.rect = {card.x + 24, card.bottom() - 24 - 130, 180, 130};
  again.style = Button::Style::primary;
  again.icon = Sprite::icon_play;
  again.on_press = [this] { close_then(&GameScene::play_again); };
  buttons.push_back(again);
  Button home;
  home.rect = {card.right() - 24 - 108, card.bottom() - 24 - 130, 108, 130};
  home.icon = Sprite::icon_home;
  home.on_press = [this] { close_then(&GameScene::go_home); };
  buttons.push_back(home);
  if (game_.controller().can_undo()) {
    Button undo;
    undo.rect = {card.right() - 24 - 108, card.bottom() - 24 - 130 - 16 - 96, 108, 96};
    undo.icon = Sprite::icon_undo;
    undo.on_press = [this] {
      context_.scenes.pop();
      game_.undo();
    };
    buttons.push_back(undo);
  }
  buttons.push_back(replay_button());
  panel_.set_buttons(std::move(buttons));
}

Button ResultsScene::replay_button() {
  // Watch the game again: the card stays under the replay and is back when it closes.
  Button replay;
  replay.rect = {kGameStatusArea.x + 24, kGameStatusArea.bottom() - 24 - 130 - 16 - 96, 108, 96};
  replay.draw_content = [](Canvas& canvas, const Rect& content, const Theme& theme) {
    draw_picture(canvas, ArcadePicture::replay, content, theme.button_icon);
  };
  replay.on_press = [this] { game_.open_replay(); };
  return replay;
}

bool ResultsScene::handle(const InputEvent& event) {
  if (game_.mode().demo) {
    if (event.kind != InputEvent::Kind::pointer_move) {
      context_.scenes.pop();
      game_.go_home();
    }
    return true;
  }
  if (panel_took(panel_.handle(event), context_)) return true;
  if (event.kind == InputEvent::Kind::pointer_down) {
    if (game_.panel().button_at(event.position)) {
      // The game's own buttons (home, undo, restart) still work: the card steps aside for them.
      context_.scenes.pop();
      return false;
    }
    // Anywhere else: a gentle cue, and "play again" wiggles to show where to go.
    context_.play(Sound::nope);
    panel_.nudge(0);
    return true;
  }
  if (event.kind == InputEvent::Kind::key && event.key == Key::back)
    close_then(&GameScene::go_home);
  if (event.kind == InputEvent::Kind::key && event.key == Key::undo &&
      game_.controller().can_undo()) {
    context_.scenes.pop();
    game_.undo();
  }
  return true;  // nothing below reacts while the results are up
}

void ResultsScene::update(double dt) {
  time_ += dt;
  panel_.update(dt);
  for (auto& c : confetti_) c.y += c.speed * static_cast<float>(dt);
  if (game_.mode().demo && time_ >= kDemoSeconds) {
    context_.scenes.pop();
    context_.scenes.replace(make_demo_scene(context_, game_.mode().demo_round + 1));
  }
}

bool ResultsScene::is_attract() const {
  return game_.mode().demo;
}

double ResultsScene::seconds_to_next_change() const {
  if (panel_.moving()) return 0;
  const bool falling = std::any_of(confetti_.begin(), confetti_.end(),
                                   [](const Confetto& c) { return c.y < kCanvasHeight + 60; });
  return falling ? 0 : kStill;
}

void ResultsScene::draw_headline(Canvas& canvas, const Theme& theme, Point center) {
  const std::string headline = context_.say(words_.headline);
  const float piece = words_.piece ? 60 : 0;
  const float gap = words_.piece ? 12 : 0;
  const TextStyle style{48, theme.text, Align::left, kGameStatusArea.w - 40 - piece - gap};
  const float words = std::min(style.max_width, canvas.text_width(headline, style.size));
  const float left = center.x - (piece + gap + words) / 2;
  if (words_.piece) {
    game_.view().draw_side(canvas, Rect::centered({left + piece / 2, center.y}, piece, piece),
                           *words_.piece, theme);
  }
  canvas.text(headline, {left + piece + gap, center.y}, style);
}

bool ResultsScene::draw_score(Canvas& canvas, const Theme& theme, Point center) {
  // Each side's count beside its piece, the same way the cards showed it during the game.
  const AnyState& position = game_.controller().session().position();
  const auto first = game_.view().side_score(position, Side::first);
  const auto second = game_.view().side_score(position, Side::second);
  if (!first || !second) return false;
  const TextStyle style{48, theme.text, Align::center, 120};
  constexpr float kPiece = 48;
  canvas.text("–", center, style);
  const std::string left_count = std::to_string(*first);
  const std::string right_count = std::to_string(*second);
  const float left_w = canvas.text_width(left_count, style.size);
  const float right_w = canvas.text_width(right_count, style.size);
  canvas.text(left_count, {center.x - 24 - left_w / 2, center.y}, style);
  canvas.text(right_count, {center.x + 24 + right_w / 2, center.y}, style);
  game_.view().draw_side(
      canvas, Rect::centered({center.x - 24 - left_w - 12 - kPiece / 2, center.y}, kPiece, kPiece),
      Side::first, theme);
  game_.view().draw_side(
      canvas, Rect::centered({center.x + 24 + right_w + 12 + kPiece / 2, center.y}, kPiece, kPiece),
      Side::second, theme);
  return true;
}

void ResultsScene::draw_tally(Canvas& canvas, const Theme& theme, Point center) {
  // Three little counts, pictures first: the person's wins, draws, the computer's wins.
  struct Count {
    std::optional<Sprite> icon;  // nothing: the scores screen's balance, for draws
    std::uint64_t value;
  };
  const Count counts[3] = {{Sprite::icon_person, tally_->wins},
                           {std::nullopt, tally_->draws},
                           {Sprite::icon_robot, tally_->losses}};
  constexpr float kCell = 100;
  constexpr float kIcon = 40;
  for (int i = 0; i < 3; ++i) {
    const float x = center.x + static_cast<float>(i - 1) * kCell;
    const Point icon{x - 22, center.y};
    if (counts[i].icon) {
      canvas.sprite(*counts[i].icon, Rect::centered(icon, kIcon, kIcon), theme.text_soft);
    } else {
      draw_picture(canvas, ArcadePicture::balance, Rect::centered(icon, kIcon, kIcon),
                   theme.text_soft);
    }
    canvas.text(std::to_string(counts[i].value), {x + 4, center.y},
                {36, theme.text, Align::left, kCell / 2 + 4});
  }
}

void ResultsScene::draw(Canvas& canvas, double) {
  const Theme& theme = context_.theme();
  const Rect card = kGameStatusArea;
  canvas.shadow(card, theme.shadow, 30, 6);
  if (theme.high_contrast) canvas.panel(card.inset(-4), theme.panel_edge, 34);
  canvas.panel(card, theme.panel, 30);

  const GameSession& session = game_.controller().session();
  const auto winner = winner_of(session.position().outcome());
  const Point top{card.center().x, card.y + 120};
  if (winner) {
    canvas.sprite(Sprite::glow, Rect::centered(top, 250, 250), theme.hint.faded(0.7f));
    game_.view().draw_side(canvas, Rect::centered(top, 150, 150), *winner, theme);
    canvas.sprite(Sprite::icon_trophy, Rect::centered({top.x + 95, top.y + 55}, 80, 80),
                  theme.hint);
  } else {
    game_.view().draw_side(canvas, Rect::centered({top.x - 55, top.y}, 110, 110), Side::first,
                           theme);
    game_.view().draw_side(canvas, Rect::centered({top.x + 55, top.y}, 110, 110), Side::second,
                           theme);
  }
  draw_headline(canvas, theme, {card.center().x, card.y + 236});
  if (!words_.encouragement.empty()) {
    canvas.text(context_.say(words_.encouragement), {card.center().x, card.y + 286},
                {34, theme.text_soft, Align::center, card.w - 40});
  }
  float next_y = card.y + 336;
  if (draw_score(canvas, theme, {card.center().x, next_y})) next_y += 58;
  if (tally_) draw_tally(canvas, theme, {card.center().x, next_y});
  panel_.draw(canvas, theme);

  for (const auto& c : confetti_) {
    if (c.y < -60 || c.y > kCanvasHeight + 60) continue;
    const float x = c.x + 18 * static_cast<float>(std::sin(time_ * 1.5 + c.sway));
    canvas.sprite(Sprite::icon_star, Rect::centered({x, c.y}, c.size, c.size),
                  theme.accents[static_cast<std::size_t>(c.color)], time_ * c.spin);
  }
}

}  // namespace arcade::app
