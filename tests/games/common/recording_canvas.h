// A Canvas that draws nothing and counts what it was asked to draw: views and pictures are tested
// without a window.
#pragma once

#include <string>

#include "draw/canvas.h"

namespace arcade::testing {

class RecordingCanvas final : public Canvas {
 public:
  void fill_rect(const Rect&, Color) override { ++calls_; }
  void panel(const Rect&, Color, float) override { ++calls_; }
  void shadow(const Rect&, Color, float, float) override { ++calls_; }
  void picture(const Art&, const Rect&, Color, double) override { ++calls_; }
  void line(Point, Point, float, Color) override { ++calls_; }
  Rect text(const std::string& words, Point anchor, const TextStyle& style) override {
    ++calls_;
    return {anchor.x, anchor.y, text_width(words, style.size), style.size};
  }
  // Half the size a letter: about the width of a bold sans-serif's average letter.
  float text_width(const std::string& words, float size) override {
    return static_cast<float>(words.size()) * size * 0.5f;
  }

  // Drawing calls since this canvas was made.
  int calls() const { return calls_; }

 private:
  int calls_ = 0;
};

}  // namespace arcade::testing
