// Turns SDL events into the game's inputs.
#include "app/input/sdl_input.h"

namespace arcade::app {

Key translate_key(SDL_Keycode key, Uint16 mods) {
  const bool ctrl = (mods & KMOD_CTRL) != 0;
  const bool alt = (mods & KMOD_ALT) != 0;
  const bool shift = (mods & KMOD_SHIFT) != 0;
  if (ctrl && alt && key == SDLK_q) return Key::adult_quit;
  if (alt && (key == SDLK_RETURN || key == SDLK_KP_ENTER)) return Key::fullscreen;
  if (ctrl && key == SDLK_z) return shift ? Key::redo : Key::undo;
  if (ctrl && key == SDLK_y) return Key::redo;
  if (ctrl && key == SDLK_s) return Key::save;
  if (ctrl || alt) return Key::other;
  // Shift+/ is "?" on the common layouts; SDL names it by the unshifted key.
  if (shift && key == SDLK_SLASH) return Key::help;
  switch (key) {
    case SDLK_LEFT:
      return Key::left;
    case SDLK_RIGHT:
      return Key::right;
    case SDLK_UP:
      return Key::up;
    case SDLK_DOWN:
      return Key::down;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
      return Key::activate;
    case SDLK_ESCAPE:
    case SDLK_HOME:
    case SDLK_AC_BACK:
      return Key::back;
    case SDLK_BACKSPACE:
      return Key::undo;
    case SDLK_h:
      return Key::hint;
    case SDLK_r:
      return Key::restart;
    case SDLK_m:
      return Key::mute;
    case SDLK_c:
      return Key::contrast;
    case SDLK_F11:
      return Key::fullscreen;
    case SDLK_F1:
    case SDLK_QUESTION:
      return Key::help;
    default:
      return Key::other;
  }
}

std::optional<InputEvent> translate_event(const SDL_Event& event, const Viewport& viewport) {
  switch (event.type) {
    case SDL_MOUSEBUTTONDOWN:
      if (event.button.button != SDL_BUTTON_LEFT) return InputEvent::key_press(Key::other);
      return InputEvent::pointer_down(viewport.to_logical(static_cast<float>(event.button.x),
                                                          static_cast<float>(event.button.y)));
    case SDL_MOUSEMOTION:
      return InputEvent::pointer_move(viewport.to_logical(static_cast<float>(event.motion.x),
                                                          static_cast<float>(event.motion.y)));
    case SDL_KEYDOWN: {
      const Key key = translate_key(event.key.keysym.sym, event.key.keysym.mod);
      const bool arrow =
          key == Key::left || key == Key::right || key == Key::up || key == Key::down;
      if (event.key.repeat && !arrow) return std::nullopt;  // holding a key is one press
      return InputEvent::key_press(key);
    }
    default:
      return std::nullopt;
  }
}

}  // namespace arcade::app
