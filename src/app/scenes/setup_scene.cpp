// Getting a game ready.
#include "app/scenes/setup_scene.h"

#include <algorithm>

#include "app/help/help_button.h"
#include "app/keep/kept_session.h"
#include "app/scenes/game_scene.h"
#include "app/scenes/help_scene.h"
#include "app/scenes/panel_answer.h"
#include "app/ui/chip_pictures.h"
#include "draw/canvas.h"
#include "draw/sizes.h"
#include "games/common/game_view.h"

namespace arcade::app {
namespace {

// The width a choice's button asks for: room for its label's words, or a square-ish tile for a
// picture alone. The row shrinks them all alike when a game offers more than fits.
float wanted_width(const std::string& label) {
  if (label.empty()) return 100;
  // Code points, not bytes: "9×9" is three letters. A Chinese character (three bytes from 0xe3
  // up) is about as wide as two Latin letters.
  float letters = 0;
  for (const unsigned char c : label) {
    if ((c & 0xc0) != 0x80) letters += c >= 0xe3 ? 2.0f : 1.0f;
  }
  return std::clamp(letters * 17 + 30, 120.0f, 240.0f);
}

constexpr float kChoiceGap = 16;  // between the choices of one option
constexpr float kOptionGap = 46;  // between two options

}  // namespace

SetupScene::SetupScene(AppContext& context, const GameInfo& game)
    : context_(context), game_(game), ladder_(offered_levels(game)), view_(game.make_view()) {
  setup_ = remembered_setup();
  build_buttons();
}

SessionSetup SetupScene::remembered_setup() const {
  // The choices remembered from last time, if they still make a game (see setup_from_choices).
  const auto remembered = context_.settings.choices.find(game_.id);
  std::optional<SessionSetup> last_time;
  if (remembered != context_.settings.choices.end()) {
    last_time = setup_from_choices(game_, remembered->second);
  }
  return last_time ? *last_time : default_setup(game_);
}

void SetupScene::on_enter() {
  // A game played from here may have changed the choices since (play again swaps the sides).
  setup_ = remembered_setup();
  build_buttons();
}

void SetupScene::remember() {
  context_.settings.choices[game_.id] = choices_of(setup_);
}

void SetupScene::set_seat(int side, Seat seat) {
  setup_.seats[static_cast<std::size_t>(side)] = std::move(seat);
  remember();
  build_buttons();
}

void SetupScene::set_option(const std::string& key, const std::string& value) {
  setup_.options[key] = value;
  remember();
  build_buttons();
}

void SetupScene::start(const SessionSetup& setup) {
  auto session = start_session(game_, setup);
  if (!session) return;  // cannot happen with the menu's choices; the menu simply stays
  // The game in progress, if any, is not lost: undo before the first move brings it back.
  std::optional<GameSession> replaced;
  if (const SavedGame* unfinished = context_.keeper.unfinished_game()) {
    replaced = session_from_saved(context_.catalog, *unfinished);
  }
  context_.scenes.push(std::make_unique<GameScene>(context_, std::move(session).value(), GameMode{},
                                                   std::move(replaced)));
}

void SetupScene::continue_game() {
  const SavedGame* unfinished = context_.keeper.unfinished_game();
  if (!unfinished) return;
  auto session = session_from_saved(context_.catalog, *unfinished);
  if (!session) return;  // the Keeper offers only games that can be continued
  context_.scenes.push(std::make_unique<GameScene>(context_, std::move(*session), GameMode{}));
}

void SetupScene::build_buttons() {
  std::vector<Button> buttons;
  Button back;
  back.rect = {kMargin, kMargin, kButton, kButton};
  back.icon = Sprite::icon_home;
  back.on_press = [this] { context_.scenes.pop(); };
  buttons.push_back(back);
  add_quick_starts(buttons);
  seat_rows_.clear();
  add_seat_row(buttons, 0, 316);
  add_seat_row(buttons, 1, 428);
  Button swap;
  swap.rect = {kMargin + 20, 372, kButton, kButton};
  swap.icon = Sprite::icon_swap;
  swap.on_press = [this] {
    setup_ = with_seats_swapped(setup_);
    remember();
    build_buttons();
  };
  buttons.push_back(swap);
  add_options(buttons);
  Button play;
  play.rect = {option_row_right() + kChoiceGap, kCanvasHeight - kMargin - 120, 190, 120};
  play.style = Button::Style::primary;
  play.icon = Sprite::icon_play;
  play.on_press = [this] {
    remember();  // the sides and options chosen here are the ones to offer next time
    start(setup_);
  };
  buttons.push_back(play);
  if (!game_.help_story.pages.empty()) {
    buttons.push_back(help_button({kCanvasWidth - kMargin - kButton, kMargin, kButton, kButton},
                                  [this] { open_help(); }));
  }
  panel_.set_buttons(std::move(buttons));
}

void SetupScene::open_help() {
  if (game_.help_story.pages.empty()) return;
  context_.scenes.push(std::make_unique<HelpScene>(context_, game_));
}

void SetupScene::add_quick_starts(std::vector<Button>& buttons) {
  // Against the computer: the one chosen in the rows below, else the gentlest. Watching: the two
  // strongest. A quick start leaves the rows as they are, so pressing "Watch" never makes "Vs
  // computer" harder.
  const Seat& second = setup_.seats[1];
  const Seat& first = setup_.seats[0];
  const Seat opponent = !second.is_person()  ? second
                        : !first.is_person() ? first
                                             : Seat::computer_player(ladder_.front()->id);
  const PlayerInfo* best = ladder_.back();
  const PlayerInfo* next = ladder_.size() > 1 ? ladder_[ladder_.size() - 2] : best;
  std::vector<Button> row;
  // A game of this kind in progress comes first: Home from a game leads here, and one tap must
  // take the child back to it.
  const SavedGame* unfinished = context_.keeper.unfinished_game();
  if (unfinished && unfinished->game_id == game_.id) {
    Button resume;
    resume.label = context_.say("Continue");
    resume.draw_content = [picture = game_.menu_picture](Canvas& canvas, const Rect& content,
                                                         const Theme& theme) {
      const float side = content.h;
      const Point middle = content.center();
      if (picture) {
        canvas.picture(*picture, Rect::centered({middle.x - side * 0.6f, middle.y}, side, side));
      }
      canvas.sprite(Sprite::icon_play,
                    Rect::centered({middle.x + side * 0.6f, middle.y}, side, side),
                    theme.primary_icon);
    };
    resume.on_press = [this] { continue_game(); };
    row.push_back(std::move(resume));
  }
  struct Quick {
    Sprite left;
    Sprite right;
    const char* label;
    std::array<Seat, 2> seats;
  };
  const Quick quick[3] = {
      {Sprite::icon_person, Sprite::icon_robot, "Vs computer", {Seat::person(), opponent}},
      {Sprite::icon_person, Sprite::icon_person, "Two players", {Seat::person(), Seat::person()}},
      {Sprite::icon_robot,
       Sprite::icon_robot,
       "Watch",
       {Seat::computer_player(best->id), Seat::computer_player(next->id)}},
  };
  for (const auto& each : quick) {
    Button button;
    button.label = context_.say(each.label);
    button.draw_content = pair_picture(each.left, each.right);
    SessionSetup setup{game_.id, setup_.options, each.seats};
    button.on_press = [this, setup] { start(setup); };
    row.push_back(std::move(button));
  }
  const auto count = static_cast<float>(row.size());
  const float space = count > 3 ? 24 : 40;
  const float width = count > 3 ? 230 : 250;
  const float left = (kCanvasWidth - count * width - (count - 1) * space) / 2;
  for (std::size_t i = 0; i < row.size(); ++i) {
    row[i].rect = {left + static_cast<float>(i) * (width + space), 118, width, 150};
    row[i].style = Button::Style::primary;
    buttons.push_back(std::move(row[i]));
  }
}

void SetupScene::add_seat_row(std::vector<Button>& buttons, int side, float y) {
  const float left = 240;
  const float right_reserve = 230;  // room for the chosen player's name
  const auto count = static_cast<float>(ladder_.size() + 1);
  const float chip = std::clamp((kCanvasWidth - left - right_reserve - (count - 1) * 12) / count,
                                kMinButton, kButton);
  seat_rows_.push_back({left - 110, y, count * (chip + 12) - 12 + 110, chip});
  const Seat& current = setup_.seats[static_cast<std::size_t>(side)];

  Button person;
  person.rect = {left, y, chip, chip};
  person.style = Button::Style::chip;
  person.icon = Sprite::icon_person;
  person.selected = current.is_person();
  person.on_press = [this, side] { set_seat(side, Seat::person()); };
  buttons.push_back(person);
  for (std::size_t rank = 0; rank < ladder_.size(); ++rank) {
    Button robot;
    robot.rect = {left + static_cast<float>(rank + 1) * (chip + 12), y, chip, chip};
    robot.style = Button::Style::chip;
    robot.icon = Sprite::icon_robot;
    robot.selected = current.computer == ladder_[rank]->id;
    robot.draw_content = level_picture(*ladder_[rank], static_cast<int>(rank),
                                       static_cast<int>(ladder_.size()), robot.selected);
    robot.on_press = [this, side, id = ladder_[rank]->id] {
      set_seat(side, Seat::computer_player(id));
    };
    buttons.push_back(std::move(robot));
  }
}

void SetupScene::add_options(std::vector<Button>& buttons) {
  // Every option the game offers, in one row between the left edge and the play button: each
  // choice a button with the game's own picture and at most a short label.
  std::vector<std::pair<const OptionInfo*, const OptionChoice*>> row;
  float widths = 0;
  float gaps = 0;
  for (const auto& option : game_.options) {
    if (option.offered.empty()) continue;
    if (!row.empty()) gaps += kOptionGap;
    for (const auto& choice : option.offered) {
      if (!row.empty() && row.back().first == &option) gaps += kChoiceGap;
      row.emplace_back(&option, &choice);
      widths += wanted_width(context_.say(choice.label));
    }
  }
  if (row.empty()) return;
  const float left = kMargin + 20;
  const float scale = std::min(1.0f, (option_row_right() - left - gaps) / widths);
  const auto complete = complete_options(game_, setup_.options);
  float x = left;
  const OptionInfo* previous = nullptr;
  for (const auto& [option, choice] : row) {
    if (previous && previous != option) x += kOptionGap - kChoiceGap;
    previous = option;
    Button button;
    const std::string label = context_.say(choice->label);
    const float width = std::max(kMinButton, std::floor(wanted_width(label) * scale));
    button.rect = {x, kCanvasHeight - kMargin - 120, width, 120};
    button.style = Button::Style::chip;
    button.label = label;
    button.selected = complete && complete->at(option->key) == choice->value;
    button.draw_content = choice->picture;
    button.on_press = [this, key = option->key, value = choice->value] { set_option(key, value); };
    buttons.push_back(std::move(button));
    x += width + kChoiceGap;
  }
}

bool SetupScene::handle(const InputEvent& event) {
  if (panel_took(panel_.handle(event), context_)) return true;
  if (event.kind != InputEvent::Kind::key) return true;
  if (event.key == Key::back) {
    context_.scenes.pop();
  } else if (event.key == Key::help) {
    open_help();
  }
  return true;
}

void SetupScene::update(double dt) {
  panel_.update(dt);
}

void SetupScene::draw(Canvas& canvas, double) {
  const Theme& theme = context_.theme();
  // Between the home button and its mirror image on the right.
  canvas.text(context_.say(game_.name), {kCanvasWidth / 2, 62},
              {56, theme.text, Align::center, kCanvasWidth - 2 * (kMargin + kButton + 16)});
  for (int side = 0; side < 2; ++side) {
    const Rect& row = seat_rows_[static_cast<std::size_t>(side)];
    const float token = row.h * 0.9f;
    view_->draw_side(canvas, Rect::centered({row.x + 50, row.center().y}, token, token),
                     static_cast<Side>(side), theme);
    const Seat& seat = setup_.seats[static_cast<std::size_t>(side)];
    if (!seat.is_person()) {
      const PlayerInfo* player = game_.find_player(seat.computer);
      const float left = row.right() + 28;
      canvas.text(player ? context_.say(player->name) : seat.computer, {left, row.center().y},
                  {40, theme.text, Align::left, kCanvasWidth - kMargin - left});
    }
  }
  panel_.draw(canvas, theme);
}

}  // namespace arcade::app
