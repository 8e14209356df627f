// The sizes KIDS.md asks for, in logical pixels, and the sizes the layouts use to meet them.
#pragma once

namespace arcade {

// KIDS.md rule 1: every button at least 64×64 with at least 8 px between targets; board cells at
// least 96 px on boards of a few big cells and 56 px on boards of many (each game's view says
// which its board is, in GameView::min_cell_size).
inline constexpr float kMinButton = 64;
inline constexpr float kMinGap = 8;
inline constexpr float kMinCellLarge = 96;
inline constexpr float kMinCellSmall = 56;
// KIDS.md rule 5: any text at least 32 px.
inline constexpr float kMinText = 32;

// What the layouts use.
inline constexpr float kButton = 88;     // icon buttons
inline constexpr float kGap = 16;        // between buttons
inline constexpr float kMargin = 16;     // from the canvas edge
inline constexpr float kTextSize = 36;   // ordinary labels
inline constexpr float kTitleSize = 64;  // screen titles

}  // namespace arcade
