// Watching a game again.
#include "app/scenes/replay_scene.h"

#include <algorithm>
#include <cmath>
#include <iterator>

#include "app/audio/sound_effects.h"
#include "app/scenes/game_layout.h"
#include "app/scenes/panel_answer.h"
#include "app/ui/arcade_pictures.h"
#include "draw/canvas.h"

namespace arcade::app {
namespace {

// The board on the left beside the buttons, the bar beside it, the graph and the move list on
// the right. The two sides are told apart by their pieces, never by colours of their own.
constexpr Rect kBoardArea{124, 16, 600, 688};
constexpr Rect kBarArea{744, 16, 40, 688};
constexpr Rect kGraphArea{800, 16, 464, 232};
constexpr Rect kMovesArea{800, 264, 464, 440};
constexpr float kRowHeight = 48;
constexpr float kMoveText = 32;
constexpr int kMovesPerRow = 2;
// The move list's rows in sight at once.
constexpr int kRowsShown = static_cast<int>((kMovesArea.h - 16) / kRowHeight);

// The list's row of the move into position `index` (position 0, before any move, counts as the
// first row).
int row_of(std::size_t index) {
  return index == 0 ? 0 : static_cast<int>(index - 1) / kMovesPerRow;
}

ReplayGame replay_from(const GameInfo& game, const History<AnyState>& history) {
  ReplayGame replay{&game, {}, {}};
  for (std::size_t index = 0; index <= history.cursor(); ++index) {
    replay.positions.push_back(history.at(index));
    if (index > 0) replay.moves.push_back(history.move_into(index));
  }
  return replay;
}

}  // namespace

ReplayGame replay_game_of(const GameSession& session) {
  return replay_from(*session.game, session.history);
}

ReplayGame replay_game_of(const GameInfo& game, const SavedGame& saved) {
  return replay_from(game, saved.history);
}

ReplayScene::ReplayScene(AppContext& context, ReplayGame replay, std::size_t at, bool autoplay)
    : context_(context), replay_(std::move(replay)), view_(replay_.game->make_view()) {
  view_->layout(kBoardArea, replay_.positions.front());
  // The judgements stand back as far as a computer's search: in a window behind the frames, in a
  // headless run (a test, a screenshot waiting for them) only a little.
  judge_ =
      std::make_unique<JudgeWorker>(*replay_.game, replay_.positions, context_.worker.priority());
  for (std::size_t i = 0; i < replay_.moves.size(); ++i) {
    const AnyState& before = replay_.positions[i];
    // The notation stays the game's own, but a pass is a word, so it is said in the reader's.
    move_texts_.push_back(before.is_pass(replay_.moves[i]) ? context_.say("Pass")
                                                           : before.move_text(replay_.moves[i]));
  }
  index_ = std::min(at, replay_.positions.size() - 1);
  autoplay_ = autoplay && index_ + 1 < replay_.positions.size();
  next_step_at_ = kAutoplaySeconds;
  judge_->prefer(index_);
  // The list opens with the current move near its middle.
  scroll_list_to_show(row_of(index_) - kRowsShown / 2);
  build_buttons();
}

int ReplayScene::list_rows() const {
  return static_cast<int>((move_texts_.size() + kMovesPerRow - 1) / kMovesPerRow);
}

void ReplayScene::scroll_list_to_show(int top_row) {
  list_top_row_ = std::clamp(top_row, 0, std::max(0, list_rows() - kRowsShown));
}

void ReplayScene::follow_in_list() {
  // The list scrolls only when the current move would leave it, keeping a row of what comes
  // next in sight, so a move tapped in the list stays under the finger.
  const int margin = 1;
  const int row = row_of(index_);
  if (row < list_top_row_ + margin) scroll_list_to_show(row - margin);
  if (row > list_top_row_ + kRowsShown - 1 - margin) {
    scroll_list_to_show(row - kRowsShown + 1 + margin);
  }
}

void ReplayScene::build_buttons() {
  struct Spec {
    std::optional<ArcadePicture> picture;  // else `icon`
    Sprite icon;
    bool enabled;
    std::function<void()> action;
  };
  const bool at_start = index_ == 0;
  const bool at_end = index_ + 1 >= replay_.positions.size();
  const Spec specs[] = {
      {std::nullopt, Sprite::icon_back, true, [this] { close(); }},
      {ArcadePicture::first, Sprite::icon_back, !at_start, [this] { first(); }},
      {ArcadePicture::step_back, Sprite::icon_back, !at_start, [this] { back(); }},
      {std::nullopt, autoplay_ ? Sprite::icon_speed_off : Sprite::icon_play,
       replay_.positions.size() > 1, [this] { toggle_autoplay(); }},
      {ArcadePicture::step_on, Sprite::icon_next, !at_end, [this] { forward(); }},
      {ArcadePicture::last, Sprite::icon_next, !at_end, [this] { last(); }},
  };
  std::vector<Button> buttons;
  for (int i = 0; i < static_cast<int>(std::size(specs)); ++i) {
    Button button;
    button.rect = game_button_rect(i, static_cast<int>(std::size(specs)));
    button.icon = specs[i].icon;
    button.enabled = specs[i].enabled;
    button.on_press = specs[i].action;
    if (i == 3) button.style = Button::Style::primary;
    if (const auto picture = specs[i].picture) {
      const bool enabled = specs[i].enabled;
      button.draw_content = [picture, enabled](Canvas& canvas, const Rect& content,
                                               const Theme& theme) {
        draw_picture(canvas, *picture, content, enabled ? theme.button_icon : theme.disabled);
      };
    }
    buttons.push_back(std::move(button));
  }
  panel_.set_buttons(std::move(buttons));
}

void ReplayScene::go_to(std::size_t index, bool animate) {
  index_ = index;
  follow_in_list();
  animation_start_.reset();
  if (animate) {
    animation_start_ = time_;
    context_.play(sound_of(view_->move_sound()));
  }
  judge_->prefer(index_);
  build_buttons();
}

bool ReplayScene::first() {
  if (index_ == 0) return false;
  go_to(0, false);
  return true;
}

bool ReplayScene::back() {
  if (index_ == 0) return false;
  go_to(index_ - 1, false);
  return true;
}

bool ReplayScene::forward() {
  if (index_ + 1 >= replay_.positions.size()) return false;
  go_to(index_ + 1, true);
  return true;
}

bool ReplayScene::last() {
  if (index_ + 1 >= replay_.positions.size()) return false;
  go_to(replay_.positions.size() - 1, false);
  return true;
}

void ReplayScene::toggle_autoplay() {
  autoplay_ = !autoplay_ && replay_.positions.size() > 1;
  if (autoplay_ && index_ + 1 >= replay_.positions.size()) go_to(0, false);
  // The first step comes soon after pressing play: the press itself shows it was heard.
  next_step_at_ = time_ + kAutoplaySeconds / 2;
  build_buttons();
}

void ReplayScene::close() {
  context_.scenes.pop();
}

std::optional<std::size_t> ReplayScene::index_at(Point p) const {
  const std::size_t count = replay_.positions.size();
  if (kGraphArea.contains(p) && count > 1) {
    const float step = kGraphArea.w / static_cast<float>(count);
    return std::min(count - 1, static_cast<std::size_t>((p.x - kGraphArea.x) / step));
  }
  if (!kMovesArea.contains(p)) return std::nullopt;
  // Rows of the move list as drawn: see draw_moves.
  const int row = list_top_row_ + static_cast<int>((p.y - kMovesArea.y - 8) / kRowHeight);
  const int column = p.x < kMovesArea.x + 70 + 190 ? 0 : 1;
  const std::size_t move = static_cast<std::size_t>(row * kMovesPerRow + column);
  if (move >= replay_.moves.size()) return std::nullopt;
  return move + 1;
}

bool ReplayScene::handle(const InputEvent& event) {
  if (panel_took(panel_.handle(event), context_)) return true;
  if (event.kind == InputEvent::Kind::pointer_down) {
    if (const auto index = index_at(event.position)) {
      autoplay_ = false;
      const int top_row = list_top_row_;
      go_to(*index, *index == index_ + 1);
      // A move tapped in the list is in sight already: the list holds still under the finger.
      if (kMovesArea.contains(event.position)) list_top_row_ = top_row;
    }
    return true;
  }
  if (event.kind != InputEvent::Kind::key) return true;
  switch (event.key) {
    case Key::left:
    case Key::undo:
      back();
      break;
    case Key::right:
    case Key::redo:
      forward();
      break;
    case Key::up:
      first();
      break;
    case Key::down:
      last();
      break;
    case Key::back:
      close();
      break;
    default:
      break;
  }
  return true;
}

void ReplayScene::update(double dt) {
  time_ += dt;
  last_dt_ = dt;
  panel_.update(dt);
  if (!autoplay_ || time_ < next_step_at_) return;
  next_step_at_ = time_ + kAutoplaySeconds;
  if (!forward() || index_ + 1 >= replay_.positions.size()) {
    autoplay_ = false;
    build_buttons();
  }
}

std::size_t ReplayScene::judged_count() const {
  std::size_t count = 0;
  for (std::size_t i = 0; i < judge_->size(); ++i) count += judge_->result(i) ? 1 : 0;
  return count;
}

std::size_t ReplayScene::shown_state() const {
  return (index_ * 2 + (autoplay_ ? 1 : 0)) * 100003u + judged_count();
}

bool ReplayScene::changed_since_drawn() const {
  return shown_state() != drawn_state_;
}

double ReplayScene::seconds_to_next_change() const {
  const double length = move_animation_seconds(context_.settings.animation);
  if (panel_.moving() || (animation_start_ && time_ - *animation_start_ < length)) return 0;
  double next = kStill;
  if (autoplay_) next = std::max(0.0, next_step_at_ - time_);
  // Judgements arrive by themselves: look for them a few times a second until all are in.
  if (!judge_->finished()) next = std::min(next, 0.2);
  return next;
}

void ReplayScene::draw(Canvas& canvas, double alpha) {
  const Theme& theme = context_.theme();
  const double now = time_ + alpha * last_dt_;
  const double length = move_animation_seconds(context_.settings.animation);
  BoardFrame frame{replay_.positions[index_], theme};
  if (index_ > 0) frame.last_move = replay_.moves[index_ - 1];
  if (animation_start_ && index_ > 0 && length > 0 && now - *animation_start_ < length) {
    frame.before = &replay_.positions[index_ - 1];
    frame.progress = (now - *animation_start_) / length;
  }
  frame.time = now;
  view_->draw(canvas, frame);
  draw_bar(canvas, theme);
  draw_graph(canvas, theme);
  draw_moves(canvas, theme);
  panel_.draw(canvas, theme);
  drawn_state_ = shown_state();
}

void ReplayScene::draw_bar(Canvas& canvas, const Theme& theme) {
  // A tug of war: the first side's piece on top, the second's below, and the leader's piece
  // pulled along the track towards its end as far as it leads (in gold from the middle).
  const Rect top_piece{kBarArea.x, kBarArea.y, kBarArea.w, kBarArea.w};
  const Rect bottom_piece{kBarArea.x, kBarArea.bottom() - kBarArea.w, kBarArea.w, kBarArea.w};
  view_->draw_side(canvas, top_piece, Side::first, theme);
  view_->draw_side(canvas, bottom_piece, Side::second, theme);
  const Rect track{kBarArea.center().x - 8, top_piece.bottom() + 12, 16,
                   bottom_piece.y - top_piece.bottom() - 24};
  canvas.panel(track, theme.panel_edge.faded(0.5f), 8);
  const auto judged = judge_->result(index_);
  const float middle = track.center().y;
  if (!judged) {
    // Not judged yet: a soft dot waits in the middle.
    canvas.circle({track.center().x, middle}, 12, theme.text_soft.faded(0.5f));
    return;
  }
  const float at = middle - static_cast<float>(judged->value) * (track.h / 2 - 20);
  canvas.panel({track.x, std::min(at, middle), track.w, std::abs(at - middle)}, theme.hint, 8);
  if (judged->value == 0) {
    canvas.circle({track.center().x, middle}, 14, theme.text_soft);
    return;
  }
  const Side leader = judged->value > 0 ? Side::first : Side::second;
  view_->draw_side(canvas, Rect::centered({track.center().x, at}, 40, 40), leader, theme);
  if (judged->exact) {
    // Known for certain: a crown beside the winner's piece.
    draw_picture(
        canvas, ArcadePicture::crown,
        Rect::centered({track.center().x, at + (judged->value > 0 ? 34.0f : -34.0f)}, 30, 30),
        theme.text);
  }
}

void ReplayScene::draw_graph(Canvas& canvas, const Theme& theme) {
  // Up for the first side (its piece at the top left), down for the second; a bar a position,
  // dark when the result is known for certain, soft when it is an estimate.
  canvas.panel(kGraphArea, theme.panel, 20);
  view_->draw_side(canvas, {kGraphArea.x + 8, kGraphArea.y + 10, 36, 36}, Side::first, theme);
  view_->draw_side(canvas, {kGraphArea.x + 8, kGraphArea.bottom() - 46, 36, 36}, Side::second,
                   theme);
  const Rect plot{kGraphArea.x + 52, kGraphArea.y + 12, kGraphArea.w - 64, kGraphArea.h - 24};
  const float middle = plot.center().y;
  const std::size_t count = replay_.positions.size();
  const float step = plot.w / static_cast<float>(count);
  const float width = std::max(2.0f, step * 0.7f);
  // The current position's column, a soft shade behind its bar, and a dot on the middle line.
  const float current_x = plot.x + step * (static_cast<float>(index_) + 0.5f);
  canvas.panel(Rect::centered({current_x, middle}, std::max(step, 8.0f), plot.h + 16),
               theme.hint.faded(0.35f), 4);
  for (std::size_t i = 0; i < count; ++i) {
    const float x = plot.x + step * (static_cast<float>(i) + 0.5f);
    const auto judged = judge_->result(i);
    if (!judged) {
      canvas.circle({x, middle}, std::min(3.0f, width / 2), theme.text_soft.faded(0.5f));
      continue;
    }
    const float height = static_cast<float>(std::abs(judged->value)) * (plot.h / 2);
    if (height < 2) {
      canvas.fill_rect({x - width / 2, middle - 2, width, 4}, theme.text_soft);
      continue;
    }
    const Color color = judged->exact ? theme.text : theme.text_soft.faded(0.8f);
    const float top = judged->value > 0 ? middle - height : middle;
    canvas.fill_rect({x - width / 2, top, width, height}, color);
  }
  canvas.fill_rect({plot.x, middle - 1, plot.w, 2}, theme.text_soft.faded(0.6f));
  canvas.circle({current_x, middle}, 7, theme.hint);
}

void ReplayScene::draw_moves(Canvas& canvas, const Theme& theme) {
  canvas.panel(kMovesArea, theme.panel, 20);
  const int top_row = list_top_row_;
  for (int row = top_row; row < std::min(list_rows(), top_row + kRowsShown); ++row) {
    const float y = kMovesArea.y + 8 + static_cast<float>(row - top_row) * kRowHeight;
    const float middle = y + kRowHeight / 2;
    canvas.text(std::to_string(row + 1), {kMovesArea.x + 52, middle},
                {kMoveText, theme.text_soft, Align::right, 48});
    for (int column = 0; column < kMovesPerRow; ++column) {
      const std::size_t move = static_cast<std::size_t>(row * kMovesPerRow + column);
      if (move >= move_texts_.size()) break;
      const float x = kMovesArea.x + 70 + static_cast<float>(column) * 190;
      const Rect cell{x, y + 2, 180, kRowHeight - 4};
      if (move + 1 == index_) canvas.panel(cell, theme.selected, 14);
      const Side mover = replay_.positions[move].to_move();
      view_->draw_side(canvas, Rect::centered({x + 22, middle}, 34, 34), mover, theme);
      canvas.text(move_texts_[move], {x + 48, middle},
                  {kMoveText, theme.text, Align::left, cell.right() - x - 52});
    }
  }
}

std::unique_ptr<ReplayScene> make_replay_scene(AppContext& context, const GameSession& session) {
  return std::make_unique<ReplayScene>(context, replay_game_of(session));
}

std::unique_ptr<ReplayScene> make_replay_scene(AppContext& context, const SavedGame& saved) {
  const GameInfo* game = find_game(context.catalog, saved.game_id);
  if (!game) return nullptr;
  return std::make_unique<ReplayScene>(context, replay_game_of(*game, saved));
}

}  // namespace arcade::app
