// The gentle movements every screen and board shares: easing, and the wiggle of a refused target.
#pragma once

namespace arcade {

// 0 → 1 easing that slows down at the end (t is clamped to [0, 1]).
double ease_out(double t);

// How far a refused target is shifted sideways `age` seconds after the refusal: a short, soft
// shake that is over in under half a second (movement, never a flash: KIDS.md rules 3 and 11).
float wiggle_offset(double age);

}  // namespace arcade
