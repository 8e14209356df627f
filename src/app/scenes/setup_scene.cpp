// Getting a game ready.
#include "app/scenes/setup_scene.h"

#include <algorithm>

#include "app/render/canvas.h"
#include "app/scenes/game_scene.h"
#include "app/ui/sizes.h"
#include "app/views/game_view.h"

namespace arcade::app {
namespace {

// The heaps offered for Nim: every heap at most six stones, so a stone stays 96 px tall.
const std::vector<std::string> kNimHeaps{"1,3,5", "3,4,5", "2,4,6"};
// Gomoku boards: 9×9 and 11×11 keep cells of 56 px or more for children; 15×15 is the classic.
const std::vector<std::string> kGomokuSizes{"9", "11", "15"};

// A robot face with the player's place on the strength scale as a row of dots under it.
void draw_robot_chip(Canvas& canvas, const Rect& content, const Theme& theme, Color ink, int rank,
                     int count) {
  const float dot = std::min(10.0f, content.w / (static_cast<float>(count) * 1.6f));
  const float icon = std::min(content.w, content.h - dot - 4);
  canvas.sprite(Sprite::icon_robot,
                Rect::centered({content.center().x, content.y + icon / 2}, icon, icon), ink);
  const float width = static_cast<float>(count) * dot * 1.6f;
  for (int i = 0; i < count; ++i) {
    const Point at{content.center().x - width / 2 + (static_cast<float>(i) + 0.5f) * dot * 1.6f,
                   content.bottom() - dot / 2};
    canvas.circle(at, dot / 2, i <= rank ? ink : ink.faded(0.25f));
  }
  (void)theme;
}

// Mini heaps of stones, as the chip for a heap choice.
void draw_heaps_chip(Canvas& canvas, const Rect& content, const Theme& theme,
                     const std::string& heaps) {
  std::vector<int> sizes;
  for (char c : heaps) {
    if (c >= '0' && c <= '9') sizes.push_back(c - '0');
  }
  const float column = content.w / static_cast<float>(sizes.size());
  const float stone = std::min(column * 0.8f, content.h / 6.5f);
  for (std::size_t heap = 0; heap < sizes.size(); ++heap) {
    const Color color = theme.heap_colors[heap % theme.heap_colors.size()];
    for (int level = 0; level < sizes[heap]; ++level) {
      const Point at{content.x + column * (static_cast<float>(heap) + 0.5f),
                     content.bottom() - stone * (static_cast<float>(level) + 0.5f)};
      canvas.sprite(Sprite::pebble, Rect::centered(at, stone * 1.15f, stone), color);
    }
  }
}

}  // namespace

std::vector<const PlayerInfo*> SetupScene::ladder(const GameInfo& game) {
  std::vector<const PlayerInfo*> players;
  for (const auto& player : game.players) players.push_back(&player);
  std::stable_sort(players.begin(), players.end(), [](const PlayerInfo* a, const PlayerInfo* b) {
    return a->strength < b->strength;
  });
  return players;
}

SetupScene::SetupScene(AppContext& context, const GameInfo& game)
    : context_(context), game_(game), ladder_(ladder(game)), view_(make_view(game.id)) {
  const auto remembered = context_.settings.last_setups.find(game.id);
  setup_ =
      remembered != context_.settings.last_setups.end() && start_session(remembered->second).ok()
          ? remembered->second
          : default_setup(game);
  build_buttons();
}

void SetupScene::on_enter() {
  build_buttons();
}

void SetupScene::remember() {
  context_.settings.last_setups[game_.id] = setup_;
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

void SetupScene::start(SessionSetup setup) {
  auto session = start_session(setup);
  if (!session) return;  // cannot happen with the menu's choices; the menu simply stays
  setup_ = setup;
  remember();
  context_.scenes.push(
      std::make_unique<GameScene>(context_, std::move(session).value(), GameMode{}));
}

void SetupScene::build_buttons() {
  std::vector<Button> buttons;
  Button back;
  back.rect = {kMargin, kMargin, kButton, kButton};
  back.icon = Sprite::icon_home;
  back.on_press = [this] { context_.scenes.pop(); };
  buttons.push_back(back);

  // Quick starts.
  const Seat chosen_computer = !setup_.seats[1].is_person() ? setup_.seats[1]
                               : !setup_.seats[0].is_person()
                                   ? setup_.seats[0]
                                   : Seat::computer_player(ladder_.front()->id);
  const PlayerInfo* best = ladder_.back();
  const PlayerInfo* next = ladder_.size() > 1 ? ladder_[ladder_.size() - 2] : best;
  struct Quick {
    Sprite first;
    Sprite second;
    const char* label;
    SessionSetup setup;
  };
  const Quick quick[3] = {
      {Sprite::icon_person,
       Sprite::icon_robot,
       "Vs computer",
       {game_.id, setup_.options, {Seat::person(), chosen_computer}}},
      {Sprite::icon_person,
       Sprite::icon_person,
       "Two players",
       {game_.id, setup_.options, {Seat::person(), Seat::person()}}},
      {Sprite::icon_robot,
       Sprite::icon_robot,
       "Watch",
       {game_.id,
        setup_.options,
        {Seat::computer_player(best->id), Seat::computer_player(next->id)}}},
  };
  constexpr float kQuickWidth = 250;
  constexpr float kQuickHeight = 150;
  const float quick_left = (kCanvasWidth - 3 * kQuickWidth - 2 * 40) / 2;
  for (int i = 0; i < 3; ++i) {
    Button button;
    button.rect = {quick_left + static_cast<float>(i) * (kQuickWidth + 40), 118, kQuickWidth,
                   kQuickHeight};
    button.style = Button::Style::primary;
    button.label = quick[i].label;
    const Sprite a = quick[i].first;
    const Sprite b = quick[i].second;
    button.draw_content = [a, b](Canvas& canvas, const Rect& content, const Theme& theme) {
      const float size = std::min(content.h, content.w / 2.4f);
      const Point c = content.center();
      canvas.sprite(a, Rect::centered({c.x - size * 0.62f, c.y}, size, size), theme.primary_icon);
      canvas.sprite(b, Rect::centered({c.x + size * 0.62f, c.y}, size, size), theme.primary_icon);
    };
    button.on_press = [this, setup = quick[i].setup] { start(setup); };
    buttons.push_back(std::move(button));
  }

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
  play.rect = {kCanvasWidth - kMargin - 190, 720 - kMargin - 120, 190, 120};
  play.style = Button::Style::primary;
  play.icon = Sprite::icon_play;
  play.on_press = [this] { start(setup_); };
  buttons.push_back(play);
  panel_.set_buttons(std::move(buttons));
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
    const int place = static_cast<int>(rank);
    const int total = static_cast<int>(ladder_.size());
    const bool selected = robot.selected;
    robot.draw_content = [place, total, selected](Canvas& canvas, const Rect& content,
                                                  const Theme& theme) {
      draw_robot_chip(canvas, content, theme, selected ? theme.selected_icon : theme.button_icon,
                      place, total);
    };
    robot.on_press = [this, side, id = ladder_[rank]->id] {
      set_seat(side, Seat::computer_player(id));
    };
    buttons.push_back(std::move(robot));
  }
}

void SetupScene::add_options(std::vector<Button>& buttons) {
  const float y = 720 - kMargin - 120;
  float x = 130;
  auto chip = [&](float width, const std::string& key, const std::string& value,
                  const std::string& label,
                  std::function<void(Canvas&, const Rect&, const Theme&)> content) {
    Button button;
    button.rect = {x, y, width, 120};
    button.style = Button::Style::chip;
    button.label = label;
    const auto complete = complete_options(game_, setup_.options);
    button.selected = complete && complete->at(key) == value;
    button.draw_content = std::move(content);
    button.on_press = [this, key, value] { set_option(key, value); };
    buttons.push_back(std::move(button));
    x += width + 16;
  };
  if (game_.id == "gomoku") {
    for (const auto& size : kGomokuSizes) {
      chip(120, "size", size, size + "×" + size,
           [size](Canvas& canvas, const Rect& content, const Theme& theme) {
             const int n = std::stoi(size);
             const float step = std::min(content.w, content.h) / static_cast<float>(n);
             const Rect grid = Rect::centered(content.center(), step * static_cast<float>(n - 1),
                                              step * static_cast<float>(n - 1));
             for (int i = 0; i < n; ++i) {
               const float at = static_cast<float>(i) * step;
               canvas.fill_rect({grid.x, grid.y + at, grid.w, 1.5f}, theme.button_icon.faded(0.6f));
               canvas.fill_rect({grid.x + at, grid.y, 1.5f, grid.h}, theme.button_icon.faded(0.6f));
             }
           });
    }
    x += 30;
    auto stones = [](int count) {
      return [count](Canvas& canvas, const Rect& content, const Theme&) {
        const float size = std::min(content.w / 6.5f, content.h);
        const float left = content.center().x - size * static_cast<float>(count) / 2;
        for (int i = 0; i < count; ++i) {
          canvas.sprite(Sprite::stone_black, {left + static_cast<float>(i) * size,
                                              content.center().y - size / 2, size, size});
        }
      };
    };
    chip(180, "rule", "freestyle", "5 or more", stones(6));
    chip(180, "rule", "exact5", "Exactly 5", stones(5));
  } else if (game_.id == "nim") {
    for (const auto& heaps : kNimHeaps) {
      chip(120, "heaps", heaps, "",
           [heaps](Canvas& canvas, const Rect& content, const Theme& theme) {
             draw_heaps_chip(canvas, content, theme, heaps);
           });
    }
    x += 30;
    auto last_stone = [](Sprite mark) {
      return [mark](Canvas& canvas, const Rect& content, const Theme& theme) {
        const float size = std::min(content.h, content.w / 2.4f);
        const Point c = content.center();
        canvas.sprite(Sprite::pebble,
                      Rect::centered({c.x - size * 0.6f, c.y}, size * 1.1f, size * 0.9f),
                      theme.heap_colors[0]);
        canvas.sprite(mark, Rect::centered({c.x + size * 0.6f, c.y}, size, size),
                      theme.button_icon);
      };
    };
    chip(180, "rule", "normal", "Last wins", last_stone(Sprite::icon_trophy));
    chip(180, "rule", "misere", "Last loses", last_stone(Sprite::icon_heart));
  }
}

bool SetupScene::handle(const InputEvent& event) {
  switch (panel_.handle(event)) {
    case PanelResponse::pressed:
      context_.play(Sound::click);
      return true;
    case PanelResponse::refused:
      context_.play(Sound::nope);
      return true;
    case PanelResponse::moved:
      return true;
    case PanelResponse::ignored:
      break;
  }
  if (event.kind == InputEvent::Kind::key && event.key == Key::back) {
    context_.scenes.pop();
    return true;
  }
  return true;
}

void SetupScene::update(double dt) {
  panel_.update(dt);
}

void SetupScene::draw(Canvas& canvas, double) {
  const Theme& theme = context_.theme();
  canvas.text(game_.name, {kCanvasWidth / 2, 62}, {56, theme.text, Align::center});
  for (int side = 0; side < 2; ++side) {
    const Rect& row = seat_rows_[static_cast<std::size_t>(side)];
    const float token = row.h * 0.9f;
    view_->draw_side(canvas, Rect::centered({row.x + 50, row.center().y}, token, token),
                     static_cast<Side>(side), theme);
    const Seat& seat = setup_.seats[static_cast<std::size_t>(side)];
    if (!seat.is_person()) {
      const PlayerInfo* player = game_.find_player(seat.computer);
      canvas.text(player ? player->name : seat.computer, {row.right() + 28, row.center().y},
                  {40, theme.text, Align::left});
    }
  }
  panel_.draw(canvas, theme);
}

}  // namespace arcade::app
