// Plays the sound effects through SDL's own audio, mixing a few at once. No device is not an
// error: the game then simply runs silent.
#pragma once

#include <SDL.h>

#include <array>
#include <vector>

#include "app/audio/sound_effects.h"

namespace arcade::app {

// Owns the audio device (if there is one) and the synthesised effects.
class SoundPlayer {
 public:
  SoundPlayer() = default;
  ~SoundPlayer();
  SoundPlayer(const SoundPlayer&) = delete;
  SoundPlayer& operator=(const SoundPlayer&) = delete;

  // Opens the default output device and synthesises the effects at its rate. Returns false, and
  // stays silent, when there is no audio device (a server, CI, a headless run).
  bool open();
  // True when a device is open.
  bool available() const { return device_ != 0; }

  // Starts `sound` (mixed with any already playing); nothing when silent or muted.
  void play(Sound sound);
  // The one mute control: silences everything, including sounds already playing.
  void set_muted(bool muted);
  bool muted() const { return muted_; }

 private:
  struct Voice {
    const std::vector<float>* clip = nullptr;
    std::size_t position = 0;
  };
  static void mix(void* self, Uint8* stream, int length);

  SDL_AudioDeviceID device_ = 0;
  bool muted_ = false;
  std::array<std::vector<float>, kSoundCount> clips_;
  std::vector<Voice> voices_;  // shared with the audio thread, under SDL_LockAudioDevice
};

}  // namespace arcade::app
