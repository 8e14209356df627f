// The saved games screen.
#include "app/scenes/saved_games_scene.h"

#include <algorithm>
#include <ctime>
#include <iostream>

#include "app/keep/kept_session.h"
#include "app/render/viewport.h"
#include "app/scenes/game_scene.h"
#include "app/scenes/panel_answer.h"
#include "app/scenes/replay_scene.h"
#include "app/ui/arcade_pictures.h"
#include "app/ui/chip_pictures.h"
#include "draw/sizes.h"

namespace arcade::app {
namespace {

// Two columns of two cards between the page arrows; each card is a tray holding the open button
// (the board, the players, the date) with its bin or restore button at the bottom of a narrow
// right strip, all kTrayPadding inside the tray's edge so the tray reads as one card.
constexpr Rect kCardArea{124, 128, 1032, 576};
constexpr float kCardGap = 20;
constexpr float kSideButton = kButton;
constexpr float kTrayPadding = 10;
// The title stays between the home button and the shelf button.
constexpr float kTitleWidth = 760;

Rect card_rect(int slot) {
  const float w = (kCardArea.w - kCardGap) / 2;
  const float h = (kCardArea.h - kCardGap) / 2;
  const int column = slot % 2;
  const int row = slot / 2;
  return {kCardArea.x + static_cast<float>(column) * (w + kCardGap),
          kCardArea.y + static_cast<float>(row) * (h + kCardGap), w, h};
}

Store store_of(const AppContext& context) {
  return Store(context.keeper.directory(), context.catalog);
}

}  // namespace

bool continue_saved_game(AppContext& context, const SavedGame& saved) {
  auto session = session_from_saved(context.catalog, saved);
  if (!session) return false;
  std::optional<GameSession> replaced;
  if (const SavedGame* unfinished = context.keeper.unfinished_game()) {
    replaced = session_from_saved(context.catalog, *unfinished);
  }
  context.settings.last_game = saved.game_id;
  context.scenes.push(
      std::make_unique<GameScene>(context, std::move(*session), GameMode{}, std::move(replaced)));
  return true;
}

OpenSavedGame SavedGamesScene::default_open() {
  return [](AppContext& context, const SavedGame& saved) { continue_saved_game(context, saved); };
}

SavedGamesScene::SavedGamesScene(AppContext& context, OpenSavedGame open)
    : context_(context), open_(std::move(open)) {
  reload();
}

void SavedGamesScene::on_enter() {
  reload();
}

int SavedGamesScene::pages() const {
  const int count = static_cast<int>(entries_.size());
  return std::max(1, (count + kCardsPerPage - 1) / kCardsPerPage);
}

void SavedGamesScene::reload() {
  entries_.clear();
  if (!context_.keeper.directory().empty()) {
    entries_ = list_saved_games(store_of(context_), shelf_);
  }
  for (const auto& entry : entries_) {
    // The whole story (why, and the name it is kept under) is for grown-ups and bug reports.
    if (!entry.notice.empty()) std::cerr << "board-arcade: " << entry.notice << "\n";
  }
  page_ = std::clamp(page_, 0, pages() - 1);
  build_buttons();
}

void SavedGamesScene::show_shelf(SavesShelf shelf) {
  shelf_ = shelf;
  page_ = 0;
  reload();
}

void SavedGamesScene::turn_page(int by) {
  page_ = std::clamp(page_ + by, 0, pages() - 1);
  build_buttons();
}

void SavedGamesScene::refuse() {
  context_.play(Sound::nope);
}

bool SavedGamesScene::open(std::size_t index) {
  if (index >= entries_.size() || !entries_[index].game ||
      !session_from_saved(context_.catalog, *entries_[index].game)) {
    refuse();
    return false;
  }
  open_(context_, *entries_[index].game);
  return true;
}

bool SavedGamesScene::move_entry(std::size_t index) {
  if (index >= entries_.size()) return false;
  const Store store = store_of(context_);
  const auto& file = entries_[index].file;
  const auto moved =
      shelf_ == SavesShelf::saves ? move_to_trash(store, file) : restore_from_trash(store, file);
  if (!moved) {
    std::cerr << "board-arcade: " << moved.error() << "\n";
    refuse();
    return false;
  }
  reload();
  return true;
}

bool SavedGamesScene::remove(std::size_t index) {
  if (shelf_ != SavesShelf::saves) return false;
  return move_entry(index);
}

bool SavedGamesScene::restore(std::size_t index) {
  if (shelf_ != SavesShelf::trash) return false;
  return move_entry(index);
}

void SavedGamesScene::build_buttons() {
  std::vector<Button> buttons;
  Button back;
  back.rect = {kMargin, kMargin, kButton, kButton};
  back.icon = Sprite::icon_home;
  back.on_press = [this] { context_.scenes.pop(); };
  buttons.push_back(back);
  // The other shelf, top right: the bin shows the trash; the cards go back to the saved games.
  Button shelf;
  shelf.rect = {kCanvasWidth - kMargin - kButton, kMargin, kButton, kButton};
  const bool saves = shelf_ == SavesShelf::saves;
  shelf.icon = saves ? Sprite::icon_trash : Sprite::icon_saved_games;
  shelf.on_press = [this, saves] { show_shelf(saves ? SavesShelf::trash : SavesShelf::saves); };
  buttons.push_back(shelf);

  views_.clear();
  cards_.clear();
  const std::size_t first = static_cast<std::size_t>(page_) * kCardsPerPage;
  for (std::size_t index = first; index < entries_.size() && index < first + kCardsPerPage;
       ++index) {
    cards_.push_back(card_rect(static_cast<int>(index - first)));
    add_card(buttons, index, cards_.back());
  }
  if (pages() > 1) {
    Button previous;
    previous.rect = {kMargin, kCardArea.center().y - kButton / 2, kButton, kButton};
    previous.icon = Sprite::icon_back;
    previous.enabled = page_ > 0;
    previous.on_press = [this] { turn_page(-1); };
    buttons.push_back(previous);
    Button next = previous;
    next.rect.x = kCanvasWidth - kMargin - kButton;
    next.icon = Sprite::icon_next;
    next.enabled = page_ + 1 < pages();
    next.on_press = [this] { turn_page(1); };
    buttons.push_back(next);
  }
  panel_.set_buttons(std::move(buttons));
}

void SavedGamesScene::add_card(std::vector<Button>& buttons, std::size_t index, const Rect& card) {
  const SavedGameEntry& entry = entries_[index];
  const GameInfo* game = entry.game ? find_game(context_.catalog, entry.game->game_id) : nullptr;
  std::unique_ptr<GameView> view = game ? game->make_view() : nullptr;
  Button open_button;
  const Rect inside = card.inset(kTrayPadding);
  open_button.rect = {inside.x, inside.y, inside.w - kSideButton - kMinGap, inside.h};
  open_button.label = date_text(index);
  const bool readable = view != nullptr;
  open_button.enabled = readable;
  open_button.on_press = [this, index] { open(index); };
  open_button.draw_content = [this, index](Canvas& canvas, const Rect& content,
                                           const Theme& theme) {
    draw_card_picture(canvas, content, theme, index);
  };
  if (view) {
    // The board fills the left of the card, as square as the card allows.
    const Rect content{open_button.rect.x + 10, open_button.rect.y + 8, open_button.rect.w - 20,
                       open_button.rect.h - 52};
    view->layout({content.x, content.y, content.h, content.h}, entry.game->history.at(0));
  }
  views_.push_back(std::move(view));
  buttons.push_back(std::move(open_button));

  Button side;
  side.rect = {inside.right() - kSideButton, inside.bottom() - kSideButton, kSideButton,
               kSideButton};
  const bool saves = shelf_ == SavesShelf::saves;
  side.icon = saves ? Sprite::icon_trash : Sprite::icon_restore;
  side.on_press = [this, index, saves] { saves ? remove(index) : restore(index); };
  buttons.push_back(std::move(side));
  if (saves && readable) buttons.push_back(replay_button(index, card));
}

Button SavedGamesScene::replay_button(std::size_t index, const Rect& card) {
  // At the top of the card's strip: watch the saved game again instead of continuing it.
  Button replay;
  const Rect inside = card.inset(kTrayPadding);
  replay.rect = {inside.right() - kSideButton, inside.y, kSideButton, kSideButton};
  replay.draw_content = [](Canvas& canvas, const Rect& content, const Theme& theme) {
    draw_picture(canvas, ArcadePicture::replay, content, theme.button_icon);
  };
  replay.on_press = [this, index] {
    const auto& saved = entries_[index].game;
    if (!saved) return;
    if (auto scene = make_replay_scene(context_, *saved)) context_.scenes.push(std::move(scene));
  };
  return replay;
}

std::string SavedGamesScene::date_text(std::size_t index) const {
  const std::time_t seconds = std::chrono::system_clock::to_time_t(entries_[index].written);
  std::tm local{};
  localtime_r(&seconds, &local);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%d %H:%M", &local);
  return text;
}

void SavedGamesScene::draw_card_picture(Canvas& canvas, const Rect& content, const Theme& theme,
                                        std::size_t index) const {
  const std::size_t slot = index - static_cast<std::size_t>(page_) * kCardsPerPage;
  const GameView* view = slot < views_.size() ? views_[slot].get() : nullptr;
  const SavedGameEntry& entry = entries_[index];
  if (!view || !entry.game) {
    // Damaged, or of a game this build does not have: a cracked picture, nothing to open.
    const float side = std::min(content.w, content.h);
    canvas.sprite(Sprite::icon_broken, Rect::centered(content.center(), side, side),
                  theme.disabled);
    return;
  }
  const SavedGame& saved = *entry.game;
  view->draw(canvas, BoardFrame{saved.history.current(), theme});
  // Beside the board, each side's piece and who played it (a person, or the computer's picture).
  const GameInfo* game = find_game(context_.catalog, saved.game_id);
  const float left = view->board_rect().right() + 16;
  const float row = std::min(96.0f, content.h / 2);
  for (int side = 0; side < 2; ++side) {
    const float y = content.y + static_cast<float>(side) * row + (content.h / 2 - row) / 2 +
                    (side == 1 ? content.h / 2 - row : 0);
    const float size = std::min(row - 12, (content.right() - left - 8) / 2);
    view->draw_side(canvas, {left, y + 6, size, size}, side == 0 ? Side::first : Side::second,
                    theme);
    const std::string& seat = saved.seats[static_cast<std::size_t>(side)];
    const PlayerInfo* player = seat == kPersonSeat || !game ? nullptr : game->find_player(seat);
    const Art& who = seat == kPersonSeat ? sprite_art(Sprite::icon_person) : player_picture(player);
    canvas.picture(who, {left + size + 8, y + 6, size, size}, theme.button_icon);
  }
}

void SavedGamesScene::draw_empty(Canvas& canvas, const Theme& theme) {
  const bool saves = shelf_ == SavesShelf::saves;
  canvas.sprite(saves ? Sprite::icon_saved_games : Sprite::icon_trash,
                Rect::centered(kCardArea.center(), 200, 200), theme.text_soft.faded(0.5f));
  canvas.text(context_.say(saves ? "No saved games yet" : "The trash is empty"),
              {kCardArea.center().x, kCardArea.center().y + 160},
              {kTextSize, theme.text_soft, Align::center, kCardArea.w});
}

bool SavedGamesScene::handle(const InputEvent& event) {
  if (panel_took(panel_.handle(event), context_)) return true;
  if (event.kind == InputEvent::Kind::key && event.key == Key::back) {
    // One step back: from the trash to the saved games, from there to the menu.
    if (shelf_ == SavesShelf::trash) {
      show_shelf(SavesShelf::saves);
    } else {
      context_.scenes.pop();
    }
  }
  return true;
}

void SavedGamesScene::update(double dt) {
  panel_.update(dt);
}

void SavedGamesScene::draw(Canvas& canvas, double) {
  const Theme& theme = context_.theme();
  const bool saves = shelf_ == SavesShelf::saves;
  const std::string title = context_.say(saves ? "Saved games" : "Trash");
  canvas.text(title, {kCanvasWidth / 2, 62}, {kTitleSize, theme.text, Align::center, kTitleWidth});
  if (pages() > 1) {
    canvas.text(std::to_string(page_ + 1) + " / " + std::to_string(pages()),
                {kCanvasWidth / 2 + canvas.text_width(title, kTitleSize) / 2 + 80, 66},
                {kTextSize, theme.text_soft, Align::center, 160});
  }
  for (const Rect& card : cards_) {
    canvas.shadow(card, theme.shadow, 24, 4);
    canvas.panel(card, theme.high_contrast ? theme.panel_edge : theme.panel, 24);
  }
  if (entries_.empty()) draw_empty(canvas, theme);
  panel_.draw(canvas, theme);
}

}  // namespace arcade::app
