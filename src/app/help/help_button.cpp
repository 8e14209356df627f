// The "?" button and its picture.
#include "app/help/help_button.h"

#include <numbers>

#include "draw/art/designs.h"
#include "draw/art/shapes.h"
#include "draw/canvas.h"

namespace arcade::app {
namespace {

constexpr float kPi = std::numbers::pi_v<float>;

// A round question mark: a hook over a short stem, and a dot.
void paint_question_mark(art::Image& image) {
  using namespace art;
  const Shape hook = arc({0, -0.3f}, 0.34f, 0.2f, kPi * 1.05f, kPi * 2.5f);
  const Shape stem = segment({0, 0.04f}, {0, 0.24f}, 0.2f);
  const Shape dot = circle({0, 0.6f}, 0.14f);
  image.fill(unite(unite(hook, stem), dot), hex(0xffffff));
}

constexpr Art kQuestionMark{"app.help", 128, paint_question_mark};

}  // namespace

const Art& help_icon_art() {
  return kQuestionMark;
}

Button help_button(const Rect& rect, std::function<void()> open) {
  Button button;
  button.rect = rect;
  button.style = Button::Style::icon;
  button.picture = &kQuestionMark;
  button.draw_content = [](Canvas& canvas, const Rect& content, const Theme& theme) {
    const float side = std::min(content.w, content.h);
    canvas.picture(kQuestionMark, Rect::centered(content.center(), side, side), theme.button_icon);
  };
  button.on_press = std::move(open);
  return button;
}

bool is_help_button(const Button& button) {
  return button.picture == &kQuestionMark;
}

}  // namespace arcade::app
