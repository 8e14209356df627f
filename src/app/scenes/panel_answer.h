// How a scene sounds its button panel's answer to an input, the same on every screen.
#pragma once

#include "app/app_context.h"
#include "app/ui/button_panel.h"

namespace arcade::app {

// Plays a click for a pressed button and a "nope" for a disabled one, and says whether the panel
// took the input (pressed, refused, or moved its focus or hover); false leaves it to the scene.
inline bool panel_took(PanelResponse response, const AppContext& context) {
  switch (response) {
    case PanelResponse::pressed:
      context.play(Sound::click);
      return true;
    case PanelResponse::refused:
      context.play(Sound::nope);
      return true;
    case PanelResponse::moved:
      return true;
    case PanelResponse::ignored:
      break;
  }
  return false;
}

}  // namespace arcade::app
