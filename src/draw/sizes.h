// The sizes KIDS.md asks for, in logical pixels, and the sizes the layouts use to meet them.
#pragma once

namespace arcade {

// KIDS.md rule 1: every button at least 64×64 with at least 8 px between targets; board cells at
// least 96 px for Tic-tac-toe and Nim and 56 px for Reversi and Gomoku.
inline constexpr float kMinButton = 64;
inline constexpr float kMinGap = 8;
inline constexpr float kMinCellLarge = 96;  // Tic-tac-toe, Nim
inline constexpr float kMinCellSmall = 56;  // Reversi, Gomoku
// KIDS.md rule 5: any text at least 32 px.
inline constexpr float kMinText = 32;

// What the layouts use.
inline constexpr float kButton = 88;     // icon buttons
inline constexpr float kGap = 16;        // between buttons
inline constexpr float kMargin = 16;     // from the canvas edge
inline constexpr float kTextSize = 36;   // ordinary labels
inline constexpr float kTitleSize = 64;  // screen titles

}  // namespace arcade
