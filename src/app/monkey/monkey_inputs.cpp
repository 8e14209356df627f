// The monkey's inputs: mostly on or near what the top scene offers (buttons, the cells of legal
// moves), so it really gets into games and through them, and the rest anywhere at all.
#include <algorithm>

#include "app/monkey/monkey_driver.h"
#include "app/scenes/game_scene.h"
#include "app/scenes/menu_scene.h"
#include "app/scenes/results_scene.h"
#include "app/scenes/saved_games_scene.h"
#include "app/scenes/setup_scene.h"

namespace arcade::app::monkey {
namespace {

// A key the monkey may press, and what it is called in a report.
struct KeyChoice {
  SDL_Keycode key;
  Uint16 mods;
  const char* name;
  int weight;
};

// Every key with a meaning, and a few without. Ctrl+Alt+Q is left out: it quits on purpose.
constexpr std::array<KeyChoice, 24> kKeys{{
    {SDLK_LEFT, KMOD_NONE, "Left", 6},
    {SDLK_RIGHT, KMOD_NONE, "Right", 6},
    {SDLK_UP, KMOD_NONE, "Up", 6},
    {SDLK_DOWN, KMOD_NONE, "Down", 6},
    {SDLK_RETURN, KMOD_NONE, "Enter", 6},
    {SDLK_KP_ENTER, KMOD_NONE, "keypad Enter", 1},
    {SDLK_SPACE, KMOD_NONE, "Space", 5},
    {SDLK_ESCAPE, KMOD_NONE, "Esc", 2},
    {SDLK_HOME, KMOD_NONE, "Home", 1},
    {SDLK_BACKSPACE, KMOD_NONE, "Backspace", 2},
    {SDLK_z, KMOD_LCTRL, "Ctrl+Z", 2},
    {SDLK_z, KMOD_LCTRL | KMOD_LSHIFT, "Ctrl+Shift+Z", 1},
    {SDLK_y, KMOD_LCTRL, "Ctrl+Y", 1},
    {SDLK_h, KMOD_NONE, "H", 2},
    {SDLK_r, KMOD_NONE, "R", 1},
    {SDLK_m, KMOD_NONE, "M", 1},
    {SDLK_c, KMOD_NONE, "C", 1},
    {SDLK_F11, KMOD_NONE, "F11", 1},
    {SDLK_F1, KMOD_NONE, "F1", 1},
    {SDLK_SLASH, KMOD_LSHIFT, "?", 1},
    {SDLK_RETURN, KMOD_LALT, "Alt+Enter", 1},
    {SDLK_q, KMOD_NONE, "Q", 1},
    {SDLK_TAB, KMOD_NONE, "Tab", 1},
    {SDLK_a, KMOD_LCTRL, "Ctrl+A", 1},
}};

std::string describe_point(Point p) {
  // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) about chains of operator+.
  std::string text = "(";
  text += std::to_string(static_cast<int>(p.x));
  text += ", ";
  text += std::to_string(static_cast<int>(p.y));
  text += ")";
  return text;
}

}  // namespace

Point Driver::point_in(const Rect& rect) {
  // Mostly inside, sometimes just outside the edge: near misses are what hurried fingers do.
  const float slack = rng_.below(8) == 0 ? 12.0f : -2.0f;
  const Rect area = rect.inset(-slack);
  return {area.x + static_cast<float>(rng_.unit()) * std::max(area.w, 1.0f),
          area.y + static_cast<float>(rng_.unit()) * std::max(area.h, 1.0f)};
}

void Driver::click(Point logical, const std::string& what) {
  remember("click " + what + " at " + describe_point(logical));
  app_.click(logical);
}

void Driver::press(SDL_Keycode key, Uint16 mods, const std::string& what) {
  remember("key " + what);
  ++report_.inputs["key"];
  app_.press_key(key, mods);
}

void Driver::random_key() {
  std::array<int, kKeys.size()> weights{};
  for (std::size_t index = 0; index < kKeys.size(); ++index) weights[index] = kKeys[index].weight;
  const KeyChoice& choice = kKeys[weighted(weights)];
  press(choice.key, choice.mods, choice.name);
}

void Driver::click_a_button(const ButtonPanel& panel, const std::string& where, int home_weight) {
  const auto& buttons = panel.buttons();
  if (buttons.empty()) return anything_anywhere();
  // Home (the way out) is made rarer where leaving too often would cut every game short.
  std::vector<int> weights;
  int total = 0;
  for (const auto& button : buttons) {
    weights.push_back(button.icon == Sprite::icon_home && !button.draw_content ? home_weight : 10);
    total += weights.back();
  }
  auto roll = static_cast<int>(rng_.below(static_cast<std::uint64_t>(total)));
  std::size_t index = 0;
  while (roll >= weights[index]) roll -= weights[index++];
  const Button& button = buttons[index];
  const std::string name = button.label.empty() ? "button " + std::to_string(index) : button.label;
  ++report_.inputs["click a button"];
  click(point_in(button.rect), where + " " + name + (button.enabled ? "" : " (disabled)"));
}

void Driver::resize() {
  // Small windows: the software renderer's work grows with the pixels, and a run should be quick.
  const int width = 640 + static_cast<int>(rng_.below(400));
  const int height = 360 + static_cast<int>(rng_.below(300));
  remember("resize to " + std::to_string(width) + "x" + std::to_string(height));
  ++report_.inputs["resize"];
  app_.resize_window(width, height);
}

void Driver::anything_anywhere() {
  switch (weighted(std::array<int, 6>{35, 25, 8, 14, 4, 14})) {
    case 0: {  // a click anywhere, even on the letterbox bars
      ++report_.inputs["click anywhere"];
      const Point p{static_cast<float>(rng_.unit() * 1480 - 100),
                    static_cast<float>(rng_.unit() * 920 - 100)};
      return click(p, "anywhere");
    }
    case 1: {
      ++report_.inputs["pointer move"];
      const Point p{static_cast<float>(rng_.unit() * 1280), static_cast<float>(rng_.unit() * 720)};
      remember("pointer to " + describe_point(p));
      return app_.move_pointer(p);
    }
    case 2: {  // the right button, which means nothing
      ++report_.inputs["right click"];
      remember("right click");
      SDL_Event event{};
      event.type = SDL_MOUSEBUTTONDOWN;
      event.button.button = SDL_BUTTON_RIGHT;
      event.button.state = SDL_PRESSED;
      event.button.x = static_cast<Sint32>(rng_.below(640));
      event.button.y = static_cast<Sint32>(rng_.below(360));
      SDL_PushEvent(&event);
      return;
    }
    case 3:
      return resize();
    case 4:
      ++report_.inputs["fullscreen"];
      return press(SDLK_F11, KMOD_NONE, "F11");
    default:
      return random_key();
  }
}

void Driver::some_frames() {
  frame(1.0 / 30);
  if (rng_.below(10) < 3) {
    const int more = 1 + static_cast<int>(rng_.below(5));
    for (int i = 0; i < more; ++i) {
      // Now and then a long frame, as when the window is dragged: the loop clamps it.
      frame(rng_.below(20) == 0 ? 0.7 : 1.0 / 30);
    }
  }
}

void Driver::wait_for_computer() {
  ++report_.inputs["wait for the computer"];
  remember("wait for the computer");
  SearchWorker& worker = app_.context().worker;
  const Scene* top = app_.scenes().top();
  const auto* game = dynamic_cast<const GameScene*>(top);
  const auto cursor = game ? game->controller().session().history.cursor() : 0;
  for (int i = 0; i < 40; ++i) {
    // A real wait on the worker thread, bounded: the app itself never waits for a search.
    if (worker.thinking()) worker.wait_until_idle(2000);
    frame(0.2);
    if (app_.scenes().top() != top || !game) return;
    if (game->controller().session().history.cursor() != cursor) return;
    if (game->controller().person_may_move()) return;
  }
}

void Driver::idle_until_demo() {
  ++report_.inputs["idle a minute"];
  remember("idle for a minute");
  for (int i = 0; i < 130 && place() == Place::menu; ++i) frame(0.5);
}

void Driver::in_menu() {
  switch (weighted(std::array<int, 5>{70, 10, 8, 1, 10})) {
    case 0:
      return click_a_button(static_cast<MenuScene&>(*app_.scenes().top()).panel(), "menu");
    case 1:
      return random_key();
    case 2:
      return anything_anywhere();
    case 3:
      return idle_until_demo();
    default:
      ++report_.inputs["wait"];
      remember("wait");
      return;
  }
}

void Driver::in_setup() {
  const auto& setup = static_cast<SetupScene&>(*app_.scenes().top());
  switch (weighted(std::array<int, 4>{75, 10, 10, 5})) {
    case 0:
      return click_a_button(setup.panel(), "setup", 10);
    case 1:
      return random_key();
    case 2:
      return anything_anywhere();
    default:
      ++report_.inputs["wait"];
      remember("wait");
      return;
  }
}

void Driver::play_legal_move(GameScene& game) {
  const AnyState position = game.controller().position();
  const MoveList moves = position.legal_moves();
  const Move move = pick_one(moves, rng_);
  const auto target = game.view().target_of(move, position);
  if (!target)
    fail(game.game().id + ": the legal move " + position.move_text(move) +
         " has no place to click on the board");
  const Rect cell = game.view().targets()[static_cast<std::size_t>(*target)];
  // Right after a press changed the screen the window ignores presses: a person's move comes
  // a moment later.
  if (app_.deaf()) frame(App::kDeafSeconds);
  const auto cursor = game.controller().session().history.cursor();
  ++report_.inputs["click a legal move"];
  click(cell.center(), "the legal move " + position.move_text(move));
  frame(1.0 / 30);
  // The person may move, the click was on that move's cell: it must have been played.
  const auto& history = game.controller().session().history;
  if (history.cursor() != cursor + 1 || !(history.at(cursor) == position) ||
      history.move_into(cursor + 1) != move) {
    fail(game.game().id + ": a click on the legal move " + position.move_text(move) +
         " did not play it, in\n" + position.position_text());
  }
}

void Driver::in_game(GameScene& game) {
  const GameController& controller = game.controller();
  if (controller.position().is_over()) {
    // The results are on their way: mostly let them come.
    if (rng_.below(4) != 0) return wait_for_computer();
    return anything_anywhere();
  }
  if (controller.computer_to_move()) {
    switch (weighted(std::array<int, 5>{65, 10, 8, 8, 9})) {
      case 0:
        return wait_for_computer();
      case 1: {
        const auto& targets = game.view().targets();
        ++report_.inputs["click the board"];
        return click(point_in(pick_one(targets, rng_)), "the board while the computer thinks");
      }
      case 2:
        return click_a_button(game.panel(), "game", 3);
      case 3:
        return random_key();
      default:
        return anything_anywhere();
    }
  }
  switch (weighted(std::array<int, 6>{60, 6, 10, 10, 6, 8})) {
    case 0:
      if (controller.person_may_move() && !game.animating()) return play_legal_move(game);
      return wait_for_computer();
    case 1: {
      const auto& targets = game.view().targets();
      ++report_.inputs["click the board"];
      return click(point_in(pick_one(targets, rng_)), "the board");
    }
    case 2:
      return click_a_button(game.panel(), "game", 3);
    case 3:
      return random_key();
    case 4:
      return anything_anywhere();
    default:
      return wait_for_computer();
  }
}

void Driver::in_results(ResultsScene& results, GameScene& game) {
  switch (weighted(std::array<int, 5>{45, 15, 15, 10, 15})) {
    case 0:
      return click_a_button(results.panel(), "results", 3);
    case 1:
      return click_a_button(game.panel(), "game under the results", 1);
    case 2:
      return anything_anywhere();
    case 3:
      return random_key();
    default:
      ++report_.inputs["wait"];
      remember("wait");
      frame(0.5);
      return;
  }
}

void Driver::in_demo() {
  // Mostly watch, so demo rounds end and the next begins; any input leaves.
  if (rng_.below(10) < 8) return wait_for_computer();
  if (rng_.below(2) == 0) return random_key();
  ++report_.inputs["click anywhere"];
  return click({static_cast<float>(rng_.unit() * 1280), static_cast<float>(rng_.unit() * 720)},
               "the demo");
}

void Driver::in_saved_games(SavedGamesScene& saved) {
  // Mostly the buttons: open a game, put one in the trash, restore one, turn a page; sometimes
  // anything, or a key (Esc goes back).
  if (rng_.below(10) < 7) return click_a_button(saved.panel(), "saved games", 3);
  if (rng_.below(2) == 0) return random_key();
  return anything_anywhere();
}

void Driver::walk_away() {
  ++report_.inputs["walk away"];
  remember("walk away");
  const auto in_demo = [this] { return place() == Place::demo || place() == Place::demo_results; };
  for (int i = 0; i < 130 && !in_demo(); ++i) frame(0.5);
  if (!in_demo()) fail("the kiosk did not go back to its demo after a minute without input");
}

void Driver::send_one_input() {
  // A kiosk's passer-by may leave any screen at any moment (the roll is made only in a kiosk,
  // so the other runs' inputs stay as they were).
  if (options_.kiosk && rng_.below(100) == 0) return walk_away();
  switch (place()) {
    case Place::menu:
      in_menu();
      break;
    case Place::setup:
      in_setup();
      break;
    case Place::game: {
      auto& game = static_cast<GameScene&>(*app_.scenes().top());
      in_game(game);
      break;
    }
    case Place::results: {
      auto& results = static_cast<ResultsScene&>(*app_.scenes().top());
      auto& game = static_cast<GameScene&>(*app_.scenes().below_top(1));
      in_results(results, game);
      break;
    }
    case Place::demo:
    case Place::demo_results:
      in_demo();
      break;
    case Place::saved_games:
      in_saved_games(static_cast<SavedGamesScene&>(*app_.scenes().top()));
      break;
    case Place::other:
      anything_anywhere();
      break;
  }
  some_frames();
}

}  // namespace arcade::app::monkey
