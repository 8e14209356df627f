// Plays the sound effects through SDL's own audio.
#include "app/audio/sound_player.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>

namespace arcade::app {

namespace {

// ALSA's library prints errors on stderr when a machine has no sound card at all (a server, CI,
// Xvfb), which would look like the game failing. Drivers that reach the hardware (ALSA, and sndio
// and OSS, which go through it) are skipped there; sound servers are still tried.
bool has_a_sound_card() {
  std::ifstream cards("/proc/asound/cards");
  std::string first;
  return std::getline(cards, first) && first.find("no soundcards") == std::string::npos;
}

// Starts SDL's audio with the first driver that works, never one that only writes files.
bool start_audio() {
  if (SDL_WasInit(SDL_INIT_AUDIO)) return true;
  if (const char* chosen = std::getenv("SDL_AUDIODRIVER"); chosen && *chosen) {
    return SDL_InitSubSystem(SDL_INIT_AUDIO) == 0;  // the user picked one: respect it
  }
  const bool hardware = has_a_sound_card();
  for (int i = 0; i < SDL_GetNumAudioDrivers(); ++i) {
    const std::string driver = SDL_GetAudioDriver(i);
    if (driver == "disk" || driver == "dummy") continue;
    if (!hardware && (driver == "alsa" || driver == "sndio" || driver == "dsp")) continue;
    SDL_SetHint(SDL_HINT_AUDIODRIVER, driver.c_str());
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) == 0) return true;
  }
  return false;
}

}  // namespace

SoundPlayer::~SoundPlayer() {
  if (device_) SDL_CloseAudioDevice(device_);
}

bool SoundPlayer::open() {
  if (device_) return true;
  if (!start_audio()) return false;
  SDL_AudioSpec wanted{};
  wanted.freq = 44100;
  wanted.format = AUDIO_F32SYS;
  wanted.channels = 1;
  wanted.samples = 512;  // about 12 ms: a sound starts with its picture
  wanted.callback = &SoundPlayer::mix;
  wanted.userdata = this;
  SDL_AudioSpec obtained{};
  device_ = SDL_OpenAudioDevice(nullptr, 0, &wanted, &obtained, SDL_AUDIO_ALLOW_FREQUENCY_CHANGE);
  if (!device_) return false;
  for (std::size_t i = 0; i < kSoundCount; ++i) {
    clips_[i] = synthesize(static_cast<Sound>(i), obtained.freq);
  }
  voices_.reserve(16);
  SDL_PauseAudioDevice(device_, 0);
  return true;
}

void SoundPlayer::play(Sound sound) {
  if (!device_ || muted_) return;
  SDL_LockAudioDevice(device_);
  if (voices_.size() < 12) voices_.push_back({&clips_[static_cast<std::size_t>(sound)], 0});
  SDL_UnlockAudioDevice(device_);
}

void SoundPlayer::set_muted(bool muted) {
  if (muted == muted_) return;
  muted_ = muted;
  if (!device_ || !muted) return;
  SDL_LockAudioDevice(device_);
  voices_.clear();
  SDL_UnlockAudioDevice(device_);
}

void SoundPlayer::mix(void* self, Uint8* stream, int length) {
  auto& player = *static_cast<SoundPlayer*>(self);
  auto* out = reinterpret_cast<float*>(stream);
  const auto count = static_cast<std::size_t>(length) / sizeof(float);
  std::fill(out, out + count, 0.0f);
  for (Voice& voice : player.voices_) {
    const std::vector<float>& clip = *voice.clip;
    const std::size_t n = std::min(count, clip.size() - voice.position);
    for (std::size_t i = 0; i < n; ++i) out[i] += clip[voice.position + i];
    voice.position += n;
  }
  std::erase_if(player.voices_, [](const Voice& v) { return v.position >= v.clip->size(); });
  for (std::size_t i = 0; i < count; ++i) out[i] = std::clamp(out[i], -1.0f, 1.0f);
}

}  // namespace arcade::app
