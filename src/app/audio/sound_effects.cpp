// The game's short sound effects, synthesised.
#include "app/audio/sound_effects.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numbers>

namespace arcade::app {
namespace {

constexpr double kTau = 2 * std::numbers::pi;

// Adds a note to `out` starting at `start` seconds: a soft triangle-and-sine tone with a quick
// attack and an exponential decay, `length` seconds long, gliding from `from_hz` to `to_hz`.
void add_note(std::vector<float>& out, int rate, double start, double length, double from_hz,
              double to_hz, double volume, double decay_per_second) {
  const auto first = static_cast<std::size_t>(start * rate);
  const auto count = static_cast<std::size_t>(length * rate);
  if (out.size() < first + count) out.resize(first + count, 0.0f);
  double phase = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const double t = static_cast<double>(i) / rate;
    const double hz = from_hz + (to_hz - from_hz) * (t / length);
    phase += kTau * hz / rate;
    const double attack = std::min(1.0, t / 0.006);
    const double release = std::min(1.0, (length - t) / 0.02);  // fades out: no click at the end
    const double envelope = attack * release * std::exp(-decay_per_second * t);
    const double tone = 0.8 * std::sin(phase) + 0.2 * std::sin(2 * phase);
    out[first + i] += static_cast<float>(volume * envelope * tone);
  }
}

// Adds soft filtered noise (a swish), rising then falling over `length` seconds.
void add_swish(std::vector<float>& out, int rate, double start, double length, double volume) {
  const auto first = static_cast<std::size_t>(start * rate);
  const auto count = static_cast<std::size_t>(length * rate);
  if (out.size() < first + count) out.resize(first + count, 0.0f);
  std::uint32_t noise = 0x12345u;  // a fixed seed: the sound is the same every time
  double low = 0;
  for (std::size_t i = 0; i < count; ++i) {
    noise = noise * 1664525u + 1013904223u;
    const double white = static_cast<double>(noise >> 8) / (1u << 24) * 2 - 1;
    low += 0.08 * (white - low);
    const double t = static_cast<double>(i) / static_cast<double>(count);
    const double envelope = std::sin(std::numbers::pi * t);
    out[first + i] += static_cast<float>(volume * envelope * low * 3);
  }
}

}  // namespace

Sound sound_of(MoveSound move) {
  switch (move) {
    case MoveSound::place:
      return Sound::place;
    case MoveSound::slide:
      return Sound::slide;
    case MoveSound::flip:
      return Sound::flip;
    case MoveSound::drop:
      return Sound::drop;
  }
  return Sound::place;
}

std::vector<float> synthesize(Sound sound, int rate) {
  std::vector<float> out;
  switch (sound) {
    case Sound::place:  // a soft wooden tock
      add_note(out, rate, 0, 0.14, 520, 480, 0.45, 30);
      add_note(out, rate, 0, 0.05, 1040, 1000, 0.15, 60);
      break;
    case Sound::flip:  // two quick rising blips, like a counter turning over
      add_note(out, rate, 0, 0.07, 620, 760, 0.3, 25);
      add_note(out, rate, 0.07, 0.09, 780, 940, 0.3, 25);
      break;
    case Sound::slide:  // stones swished away
      add_swish(out, rate, 0, 0.28, 0.35);
      add_note(out, rate, 0, 0.25, 420, 300, 0.15, 8);
      break;
    case Sound::drop:  // a short falling whistle, then a soft landing
      add_note(out, rate, 0, 0.12, 900, 520, 0.16, 12);
      add_note(out, rate, 0.11, 0.13, 330, 290, 0.42, 32);
      break;
    case Sound::nope:  // a gentle low "hm-hm", never a buzzer
      add_note(out, rate, 0, 0.11, 330, 320, 0.25, 10);
      add_note(out, rate, 0.13, 0.14, 262, 255, 0.25, 10);
      break;
    case Sound::click:  // a small tick for buttons
      add_note(out, rate, 0, 0.04, 1400, 1300, 0.18, 80);
      break;
    case Sound::win:  // a rising arpeggio, C E G C
      add_note(out, rate, 0.00, 0.14, 523, 523, 0.3, 6);
      add_note(out, rate, 0.12, 0.14, 659, 659, 0.3, 6);
      add_note(out, rate, 0.24, 0.14, 784, 784, 0.3, 6);
      add_note(out, rate, 0.36, 0.45, 1047, 1047, 0.3, 4);
      break;
    case Sound::cheer_up:  // two friendly notes for a draw or a computer's win
      add_note(out, rate, 0, 0.16, 392, 392, 0.3, 6);
      add_note(out, rate, 0.15, 0.3, 523, 523, 0.3, 5);
      break;
    case Sound::pass:  // a short falling glide
      add_note(out, rate, 0, 0.22, 700, 450, 0.22, 6);
      break;
    case Sound::count:
      break;
  }
  for (float& sample : out) sample = std::clamp(sample, -0.6f, 0.6f);
  return out;
}

}  // namespace arcade::app
