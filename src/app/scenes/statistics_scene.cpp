// The scores screen.
#include "app/scenes/statistics_scene.h"

#include <algorithm>

#include "app/render/viewport.h"
#include "app/scenes/panel_answer.h"
#include "app/ui/arcade_pictures.h"
#include "draw/canvas.h"
#include "draw/sizes.h"
#include "games/common/tier_art.h"
#include "persist/saved_game.h"

namespace arcade::app {
namespace {

constexpr float kStatisticsRowHeight = 56;
constexpr float kRowsTop = 196;
constexpr float kColumnWidth = 600;
constexpr std::array<float, 2> kColumnLeft{24, 656};
constexpr int kRowsPerColumn = StatisticsScene::kRowsPerPage / 2;
// Where each part of a row goes, from the row's left edge.
constexpr float kGameX = 28;
constexpr float kOpponentX = 92;
constexpr std::array<float, 3> kCountX{180, 320, 460};
// A count reaches to the next count's picture.
constexpr float kCountWidth = 100;
// The title stays between the home button and the reset button.
constexpr float kStatisticsTitleWidth = 760;

// The opponent's picture: another person, or the computer level's tier animal, or a robot for a
// computer player off the ladder.
void draw_opponent(Canvas& canvas, const Theme& theme, const GameInfo& game,
                   const std::string& opponent, const Rect& rect) {
  if (opponent == kPersonSeat) return canvas.sprite(Sprite::icon_people, rect, theme.text);
  const PlayerInfo* player = game.find_player(opponent);
  if (player && player->tier) return canvas.picture(tier_art(*player->tier), rect, theme.text);
  canvas.sprite(Sprite::icon_robot, rect, theme.text);
}

}  // namespace

std::vector<ScoreRow> score_rows(const Catalog& catalog, const Statistics& statistics) {
  std::vector<ScoreRow> rows;
  for (const GameInfo& game : catalog) {
    const auto found = statistics.tallies.find(game.id);
    if (found == statistics.tallies.end()) continue;
    const auto& opponents = found->second;
    auto add = [&](const std::string& opponent) {
      const auto tally = opponents.find(opponent);
      if (tally != opponents.end() && tally->second.games > 0) {
        rows.push_back({&game, opponent, tally->second});
      }
    };
    add(std::string(kPersonSeat));
    for (const PlayerInfo& player : game.players) add(player.id);
  }
  return rows;
}

StatisticsScene::StatisticsScene(AppContext& context) : context_(context) {
  refresh();
}

void StatisticsScene::refresh() {
  rows_ = score_rows(context_.catalog, context_.keeper.statistics());
  const int pages = std::max(1, (static_cast<int>(rows_.size()) + kRowsPerPage - 1) / kRowsPerPage);
  page_ = std::clamp(page_, 0, pages - 1);
  build_buttons();
}

void StatisticsScene::build_buttons() {
  std::vector<Button> buttons;
  Button back;
  back.rect = {kMargin + 2, kMargin + 2, kButton, kButton};
  back.icon = Sprite::icon_back;
  back.on_press = [this] { context_.scenes.pop(); };
  buttons.push_back(back);
  // Reset is a bin; once pressed, the same place offers undo until it is taken.
  Button reset_or_undo;
  reset_or_undo.rect = {kCanvasWidth - kMargin - 2 - kButton, kMargin + 2, kButton, kButton};
  if (can_undo_reset()) {
    reset_or_undo.icon = Sprite::icon_undo;
    reset_or_undo.style = Button::Style::primary;
    reset_or_undo.on_press = [this] { undo_reset(); };
  } else {
    reset_or_undo.enabled = !rows_.empty();
    reset_or_undo.draw_content = [enabled = reset_or_undo.enabled](
                                     Canvas& canvas, const Rect& content, const Theme& theme) {
      draw_picture(canvas, ArcadePicture::bin, content,
                   enabled ? theme.button_icon : theme.disabled);
    };
    reset_or_undo.on_press = [this] { reset(); };
  }
  buttons.push_back(reset_or_undo);
  const int pages = (static_cast<int>(rows_.size()) + kRowsPerPage - 1) / kRowsPerPage;
  if (pages > 1) {
    Button previous;
    previous.rect = {kMargin + 2, kCanvasHeight - kMargin - 2 - kButton, kButton, kButton};
    previous.icon = Sprite::icon_back;
    previous.enabled = page_ > 0;
    previous.on_press = [this] {
      --page_;
      build_buttons();
    };
    buttons.push_back(previous);
    Button next = previous;
    next.rect.x = kCanvasWidth - kMargin - 2 - kButton;
    next.icon = Sprite::icon_next;
    next.enabled = page_ + 1 < pages;
    next.on_press = [this] {
      ++page_;
      build_buttons();
    };
    buttons.push_back(next);
  }
  panel_.set_buttons(std::move(buttons));
}

bool StatisticsScene::reset() {
  if (rows_.empty() || can_undo_reset()) return false;
  if (!context_.keeper.empty_statistics()) return false;
  refresh();
  return true;
}

bool StatisticsScene::undo_reset() {
  if (!context_.keeper.put_back_statistics()) return false;
  refresh();
  return true;
}

bool StatisticsScene::can_undo_reset() const {
  return context_.keeper.can_put_back_statistics();
}

bool StatisticsScene::handle(const InputEvent& event) {
  if (panel_took(panel_.handle(event), context_)) return true;
  if (event.kind == InputEvent::Kind::key && event.key == Key::back) context_.scenes.pop();
  if (event.kind == InputEvent::Kind::key && event.key == Key::undo) undo_reset();
  return true;
}

void StatisticsScene::update(double dt) {
  panel_.update(dt);
}

double StatisticsScene::seconds_to_next_change() const {
  return panel_.moving() ? 0 : kStill;
}

void StatisticsScene::draw_header(Canvas& canvas, const Theme& theme, Point at) {
  // Above the counts: the person's crown, the balance, the opponent's crown.
  const float y = at.y;
  canvas.sprite(Sprite::icon_person, Rect::centered({at.x + kCountX[0] + 6, y}, 40, 40),
                theme.text);
  draw_picture(canvas, ArcadePicture::crown, Rect::centered({at.x + kCountX[0] + 50, y}, 40, 40),
               theme.hint);
  draw_picture(canvas, ArcadePicture::balance, Rect::centered({at.x + kCountX[1] + 28, y}, 52, 52),
               theme.text_soft);
  canvas.sprite(Sprite::icon_robot, Rect::centered({at.x + kCountX[2] + 6, y}, 40, 40), theme.text);
  draw_picture(canvas, ArcadePicture::crown, Rect::centered({at.x + kCountX[2] + 50, y}, 40, 40),
               theme.text_soft);
}

void StatisticsScene::draw_row(Canvas& canvas, const Theme& theme, const ScoreRow& row, Point at) {
  const float middle = at.y + kStatisticsRowHeight / 2;
  canvas.panel({at.x, at.y + 3, kColumnWidth, kStatisticsRowHeight - 6}, theme.panel, 16);
  if (row.game->menu_picture) {
    canvas.picture(*row.game->menu_picture, Rect::centered({at.x + kGameX, middle}, 46, 46));
  }
  draw_opponent(canvas, theme, *row.game, row.opponent,
                Rect::centered({at.x + kOpponentX, middle}, 44, 44));
  struct Count {
    ArcadePicture picture;
    Color tint;
    std::uint64_t value;
  };
  const Count counts[3] = {{ArcadePicture::crown, theme.hint, row.tally.wins},
                           {ArcadePicture::balance, theme.text_soft, row.tally.draws},
                           {ArcadePicture::crown, theme.text_soft, row.tally.losses}};
  for (int i = 0; i < 3; ++i) {
    const float x = at.x + kCountX[static_cast<std::size_t>(i)];
    draw_picture(canvas, counts[i].picture, Rect::centered({x + 6, middle}, 40, 40),
                 counts[i].tint);
    canvas.text(std::to_string(counts[i].value), {x + 34, middle},
                {kTextSize, theme.text, Align::left, kCountWidth});
  }
}

void StatisticsScene::draw(Canvas& canvas, double) {
  const Theme& theme = context_.theme();
  const std::string title = context_.say("Scores");
  const float half = canvas.text_width(title, kTitleSize) / 2;
  canvas.text(title, {kCanvasWidth / 2 + 36, 62},
              {kTitleSize, theme.text, Align::center, kStatisticsTitleWidth});
  draw_picture(canvas, ArcadePicture::statistics,
               Rect::centered({kCanvasWidth / 2 - half - 20, 62}, 64, 64), theme.hint);
  if (rows_.empty()) {
    draw_picture(canvas, ArcadePicture::crown, Rect::centered({kCanvasWidth / 2, 330}, 180, 180),
                 theme.text_soft.faded(0.5f));
    canvas.text(context_.say("No games yet"), {kCanvasWidth / 2, 480},
                {kTextSize, theme.text_soft, Align::center, kStatisticsTitleWidth});
  } else {
    const std::size_t first = static_cast<std::size_t>(page_ * kRowsPerPage);
    const std::size_t end = std::min(rows_.size(), first + kRowsPerPage);
    for (int column = 0; column < 2; ++column) {
      const std::size_t start = first + static_cast<std::size_t>(column * kRowsPerColumn);
      if (start >= end) break;
      draw_header(canvas, theme, {kColumnLeft[static_cast<std::size_t>(column)], 158});
    }
    for (std::size_t i = first; i < end; ++i) {
      const int slot = static_cast<int>(i - first);
      const float x = kColumnLeft[static_cast<std::size_t>(slot / kRowsPerColumn)];
      const float y = kRowsTop + static_cast<float>(slot % kRowsPerColumn) * kStatisticsRowHeight;
      draw_row(canvas, theme, rows_[i], {x, y});
    }
  }
  panel_.draw(canvas, theme);
}

}  // namespace arcade::app
