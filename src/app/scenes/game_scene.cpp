// The game screen: its buttons, what a press or a key does, and the game going on under it.
#include "app/scenes/game_scene.h"

#include <algorithm>
#include <cstdint>
#include <iterator>

#include "app/help/help_button.h"
#include "app/keep/kept_session.h"
#include "app/scenes/demo.h"
#include "app/scenes/game_layout.h"
#include "app/scenes/help_scene.h"
#include "app/scenes/replay_scene.h"
#include "app/scenes/results_scene.h"
#include "app/scenes/status_panel.h"
#include "app/ui/arcade_pictures.h"
#include "app/ui/focus.h"

namespace arcade::app {
namespace {

// Pace for this mode: computers watched by nobody in particular move a little slower.
Pace pace_for(const SessionSetup& setup, const AppContext& context) {
  Pace pace;
  pace.min_gap_seconds = has_person(setup) ? 0.5 : 0.9;
  pace.animation_seconds = move_animation_seconds(context.settings.animation);
  pace.pass_delay_seconds = 1.0;
  pace.think_ms = 1000;
  if (context.mode.think_ms_cap > 0)
    pace.think_ms = std::min(pace.think_ms, context.mode.think_ms_cap);
  return pace;
}

constexpr double kResultsDelaySeconds = 0.8;

}  // namespace

GameScene::GameScene(AppContext& context, GameSession session, GameMode mode,
                     std::optional<GameSession> replaced)
    : context_(context), mode_(mode), game_(session.game), view_(game_->make_view()) {
  view_->layout(kGameBoardArea, session.history.at(0));
  const Pace pace = pace_for(session.setup, context);
  controller_ = std::make_unique<GameController>(std::move(session), context.worker,
                                                 context.next_seed(), pace);
  if (replaced) controller_->remember_replaced(std::move(*replaced));
  controller_->set_audit(context.mode.audit);
  refresh_buttons();
  keep_game();
}

GameScene::~GameScene() {
  controller_->stop();
}

void GameScene::on_enter() {
  if (results_shown_ && controller_->position().is_over()) {
    context_.scenes.push(std::make_unique<ResultsScene>(context_, *this));
  }
}

bool GameScene::animating() const {
  const double length = move_animation_seconds(context_.settings.animation);
  return animating_from_ && time_ - animation_start_ < length;
}

void GameScene::refresh_buttons() {
  if (mode_.demo) {
    if (!panel_.buttons().empty()) panel_.set_buttons({});
    return;
  }
  const unsigned state = (controller_->can_undo() ? 1u : 0u) | (controller_->can_redo() ? 2u : 0u) |
                         (controller_->person_may_move() ? 4u : 0u) |
                         (context_.settings.sound ? 8u : 0u) |
                         (controller_->hint_pending() ? 16u : 0u) |
                         (controller_->session().history.cursor() > 0 ? 32u : 0u);
  if (state == button_state_) return;
  button_state_ = state;
  std::vector<Button> buttons = sprite_buttons();
  buttons.push_back(replay_button());
  if (!game_->help_story.pages.empty()) {
    buttons.push_back(help_button({}, [this] { open_help(); }));
  }
  const int count = static_cast<int>(buttons.size());
  for (int i = 0; i < count; ++i)
    buttons[static_cast<std::size_t>(i)].rect = game_button_rect(i, count);
  panel_.set_buttons(std::move(buttons));
}

std::vector<Button> GameScene::sprite_buttons() {
  struct Spec {
    Sprite icon;
    bool enabled;
    bool selected;
    std::function<void()> action;
  };
  std::vector<Spec> specs = {
      {Sprite::icon_home, true, false, [this] { go_home(); }},
      {Sprite::icon_undo, controller_->can_undo(), false, [this] { undo(); }},
      {Sprite::icon_redo, controller_->can_redo(), false, [this] { redo(); }},
      {Sprite::icon_hint, controller_->person_may_move(), controller_->hint_pending(),
       [this] { hint(); }},
      {Sprite::icon_restart, true, false, [this] { restart(); }},
  };
  // A kiosk keeps nothing, so it offers no saving.
  if (!context_.mode.kiosk) specs.push_back({Sprite::icon_save, true, false, [this] { save(); }});
  specs.push_back({context_.settings.sound ? Sprite::icon_sound_on : Sprite::icon_sound_off, true,
                   false, [this] {
                     context_.set_sound(!context_.settings.sound);
                     refresh_buttons();
                   }});
  std::vector<Button> buttons;
  for (const Spec& spec : specs) {
    Button button;
    button.icon = spec.icon;
    button.enabled = spec.enabled;
    button.selected = spec.selected;
    button.on_press = spec.action;
    buttons.push_back(std::move(button));
  }
  return buttons;
}

Button GameScene::replay_button() {
  // The last of the left column: watch the game so far again (the results card has its own).
  Button replay;
  replay.enabled = controller_->session().history.cursor() > 0;
  replay.draw_content = [enabled = replay.enabled](Canvas& canvas, const Rect& content,
                                                   const Theme& theme) {
    draw_picture(canvas, ArcadePicture::replay, content,
                 enabled ? theme.button_icon : theme.disabled);
  };
  replay.on_press = [this] { open_replay(); };
  return replay;
}

void GameScene::open_replay() {
  context_.scenes.push(make_replay_scene(context_, controller_->session()));
}

void GameScene::open_help() {
  if (game_->help_story.pages.empty()) return;
  context_.scenes.push(std::make_unique<HelpScene>(context_, *game_));
}

void GameScene::refuse(std::optional<int> target) {
  nope_target_ = target;
  nope_start_ = time_;
  if (controller_->computer_to_move()) thinking_nudge_start_ = time_;
  context_.play(Sound::nope);
}

void GameScene::keep_game() {
  // The demo is nobody's game: it never replaces the person's game or counts in their scores.
  if (mode_.demo) return;
  context_.keeper.keep_game(controller_->session());
}

void GameScene::keep_result() {
  if (mode_.demo) return;
  const GameSession& session = controller_->session();
  const Outcome now = session.position().outcome();
  if (session.counted_outcome && now == Outcome::ongoing) {
    context_.keeper.take_back_finished(session, *session.counted_outcome);
    controller_->set_counted_outcome(std::nullopt);
  } else if (!session.counted_outcome && now != Outcome::ongoing) {
    context_.keeper.record_finished(session);
    controller_->set_counted_outcome(now);
  }
}

void GameScene::on_played(const PlayedMove& played) {
  turn_start_ = time_;
  keep_game();
  keep_result();
  animating_from_ = played.before;
  animation_start_ = time_;
  hover_.reset();
  nope_target_.reset();
  if (played.pass) {
    passing_side_ = played.mover;
    pass_start_ = time_;
    pass_answered_ = false;
    context_.play(Sound::pass);
  } else {
    pass_answered_ = true;
    context_.play(sound_of(view_->move_sound()));
  }
  refresh_buttons();
}

void GameScene::click_board(std::optional<int> target) {
  if (!target) return;
  if (!controller_->person_may_move()) return refuse(target);
  const auto move = view_->move_at(*target, controller_->position());
  if (!move || !controller_->position().is_legal(*move)) return refuse(target);
  if (auto played = controller_->play_person_move(*move, time_)) on_played(*played);
}

void GameScene::move_cursor(Key direction) {
  const auto& targets = view_->targets();
  if (targets.empty()) return;
  if (!cursor_visible_ || !cursor_) {
    cursor_visible_ = true;
    if (!cursor_) {
      // Start where the game is: the last move, else the middle of the board.
      const auto last = controller_->last_move();
      cursor_ = last ? view_->target_of(*last, controller_->session().history.at(
                                                   controller_->session().history.cursor() - 1))
                     : std::nullopt;
      if (!cursor_) cursor_ = view_->target_at(view_->board_rect().center()).value_or(0);
    }
    return;
  }
  if (const auto next = neighbour(targets, static_cast<std::size_t>(*cursor_), direction)) {
    cursor_ = static_cast<int>(*next);
  }
}

bool GameScene::undo() {
  if (!controller_->undo(time_)) {
    refuse(std::nullopt);
    return false;
  }
  context_.play(Sound::click);
  animating_from_.reset();
  begin_new_game();
  keep_game();
  keep_result();
  return true;
}

bool GameScene::redo() {
  const AnyState before = controller_->position();
  if (!controller_->redo(time_)) {
    refuse(std::nullopt);
    return false;
  }
  context_.play(sound_of(view_->move_sound()));
  animating_from_ = before;
  animation_start_ = time_;
  begin_new_game();
  keep_game();
  keep_result();
  return true;
}

bool GameScene::hint() {
  if (!controller_->request_hint()) {
    refuse(std::nullopt);
    return false;
  }
  context_.play(Sound::click);
  refresh_buttons();
  return true;
}

void GameScene::follow_session_game() {
  const GameInfo* now = controller_->session().game;
  if (now == game_) return;
  game_ = now;
  view_ = game_->make_view();
  cursor_.reset();
  context_.settings.last_game = game_->id;
}

void GameScene::begin_new_game() {
  follow_session_game();
  // Called whenever the position jumps (undo, redo, a new game): the results may be due again.
  turn_start_ = time_;
  over_since_.reset();
  results_shown_ = false;
  passing_side_.reset();
  hover_.reset();
  view_->layout(kGameBoardArea, controller_->session().history.at(0));
  refresh_buttons();
}

void GameScene::restart() {
  controller_->new_game(controller_->session().setup, time_);
  context_.play(Sound::click);
  animating_from_.reset();
  begin_new_game();
  keep_game();
}

void GameScene::play_again() {
  const SessionSetup& last = controller_->session().setup;
  const SessionSetup swapped = with_seats_swapped(last);
  // The setup screen's rows, where this game was set up, swap with it, so ⌂ shows the sides
  // being played. A quick start's game or the demo leaves the rows as they were chosen.
  const auto rows = context_.settings.choices.find(last.game_id);
  if (!mode_.demo && rows != context_.settings.choices.end() && rows->second == choices_of(last)) {
    rows->second = choices_of(swapped);
  }
  controller_->new_game(swapped, time_);
  animating_from_.reset();
  begin_new_game();
  keep_game();
}

bool GameScene::save() {
  if (mode_.demo || context_.mode.kiosk) {
    refuse(std::nullopt);
    return false;
  }
  context_.keeper.save_copy(controller_->session());
  context_.play(Sound::click);
  saves_pending_ += 1;
  return true;
}

void GameScene::take_saved() {
  // Taken whatever this scene asked, so the outcome of a save asked by a game screen that has
  // gone since is never shown as this one's.
  for (const auto& saved : context_.keeper.take_saved()) {
    if (saves_pending_ == 0) continue;
    saves_pending_ -= 1;
    save_badge_ = SaveBadge{saved.ok(), time_};
  }
}

void GameScene::go_home() {
  controller_->stop();
  context_.scenes.pop();
}

void GameScene::leave_demo() {
  go_home();
}

bool GameScene::handle(const InputEvent& event) {
  if (mode_.demo) {
    if (event.kind != InputEvent::Kind::pointer_move) leave_demo();
    return true;
  }
  switch (event.kind) {
    case InputEvent::Kind::pointer_move:
      point_at(event);
      break;
    case InputEvent::Kind::pointer_down:
      press_at(event);
      break;
    case InputEvent::Kind::key:
      press_key(event.key);
      break;
  }
  return true;
}

void GameScene::point_at(const InputEvent& event) {
  panel_.handle(event);
  cursor_visible_ = false;
  hover_ = controller_->person_may_move() ? view_->target_at(event.position) : std::nullopt;
}

void GameScene::press_at(const InputEvent& event) {
  switch (panel_.handle(event)) {
    case PanelResponse::refused:
      refuse(std::nullopt);
      return;
    case PanelResponse::pressed:
    case PanelResponse::moved:
      return;
    case PanelResponse::ignored:
      break;
  }
  cursor_visible_ = false;
  click_board(view_->target_at(event.position));
}

void GameScene::press_key(Key key) {
  switch (key) {
    case Key::left:
    case Key::right:
    case Key::up:
    case Key::down:
      move_cursor(key);
      break;
    case Key::activate:
      if (cursor_visible_ && cursor_) {
        click_board(cursor_);
      } else {
        move_cursor(Key::activate);
      }
      break;
    case Key::back:
      go_home();
      break;
    case Key::undo:
      undo();
      break;
    case Key::redo:
      redo();
      break;
    case Key::hint:
      hint();
      break;
    case Key::restart:
      restart();
      break;
    case Key::save:
      save();
      break;
    case Key::help:
      open_help();
      break;
    default:
      break;
  }
}

void GameScene::show_results_when_due() {
  if (!controller_->position().is_over()) {
    over_since_.reset();
    return;
  }
  if (!over_since_) over_since_ = time_;
  const double due =
      *over_since_ + move_animation_seconds(context_.settings.animation) + kResultsDelaySeconds;
  if (results_shown_ || time_ < due) return;
  results_shown_ = true;
  // This scene stands still under the results: nothing half-finished may stay frozen on it.
  nope_target_.reset();
  hover_.reset();
  cursor_visible_ = false;
  context_.scenes.push(std::make_unique<ResultsScene>(context_, *this));
}

void GameScene::update(double dt) {
  time_ += dt;
  last_dt_ = dt;
  panel_.update(dt);
  controller_->set_pace(pace_for(controller_->session().setup, context_));
  if (auto played = controller_->update(time_)) on_played(*played);
  // A pass stays shown until the other side has answered it, however long that side thinks, so a
  // child who looks up from the board still sees why it is their turn again.
  if (passing_side_ && pass_answered_ && time_ - pass_start_ > kPassShownSeconds) {
    passing_side_.reset();
  }
  if (!passing_side_ && must_pass(controller_->position()) && !controller_->position().is_over()) {
    // The pass is shown while it waits to be played, so nobody wonders why nothing happens.
    passing_side_ = controller_->position().to_move();
    pass_start_ = time_;
    pass_answered_ = false;
  }
  if (!controller_->person_may_move()) hover_.reset();
  take_saved();
  refresh_buttons();
  show_results_when_due();
}

}  // namespace arcade::app
