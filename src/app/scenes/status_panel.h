// The status area of the game screen: one card per side with its piece, who plays it, its score,
// whose turn it is, and a visible "thinking" sign while a computer plays.
#pragma once

#include <optional>

#include "app/session/game_session.h"
#include "draw/canvas.h"
#include "draw/geometry.h"
#include "games/common/game_view.h"
#include "games/game_info.h"

namespace arcade::app {

// What the status area shows this frame.
struct StatusInfo {
  const GameInfo& game;
  const GameView& view;
  const GameSession& session;
  const Texts& texts;  // the window's words
  bool computer_thinking = false;
  std::optional<Side> passing;    // a side whose pass is being shown
  double time = 0;                // seconds, for slow movement
  double turn_age = 9;            // seconds since the side to move began its turn
  double thinking_nudge_age = 9;  // seconds since a click during the computer's turn
};

// The thinking cloud changes in ticks of this many seconds (a dot lights up, the cloud rises or
// sinks a little), so the window draws it a few times a second rather than every frame.
inline constexpr double kThinkingTickSeconds = 0.25;
// How long a person's piece bobs when their turn begins, then rests.
inline constexpr double kTurnBobSeconds = 2.0;

// The rectangle of side `side`'s card inside `area`.
Rect status_card_rect(const Rect& area, Side side);

void draw_status(Canvas& canvas, const Theme& theme, const Rect& area, const StatusInfo& info);

}  // namespace arcade::app
