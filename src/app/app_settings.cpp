// What the window says and keeps: its language, the settings it saves, and a kiosk's return to
// the settings it started with.
#include "app/app.h"

#include <cstdlib>

namespace arcade::app {

Language App::first_language() const {
  if (launch_.language) return *launch_.language;
  if (settings_.language) return *settings_.language;
  if (config_.headless) return Language::english;
  if (SDL_Locale* locales = SDL_GetPreferredLocales()) {
    std::optional<Language> found;
    for (const SDL_Locale* each = locales; each->language && !found; ++each) {
      found = language_of_locale(each->language);
    }
    SDL_free(locales);
    if (found) return *found;
  }
  for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
    const char* value = std::getenv(name);
    if (!value || !*value) continue;
    // The first variable set decides, as for every other program (LANG=zh_CN with LC_ALL=C is C).
    return language_of_locale(value).value_or(Language::english);
  }
  return Language::english;
}

void App::speak(Language language) {
  if (language == Language::chinese && !cjk_font_) {
    keeper_->add_notice("Chinese needs a CJK font (fonts-noto-cjk), so the words stay English.");
    language = Language::english;
  }
  texts_.set_language(language);
  const FontFace& font = language == Language::chinese ? *cjk_font_ : latin_font_;
  if (text_->font_face().file != font.file || text_->font_face().index != font.index) {
    text_->set_font(font);
  }
  if (window_) SDL_SetWindowTitle(window_, texts_.say("Board Arcade").c_str());
}

Settings App::settings_to_keep() const {
  Settings kept = settings_;
  if (launch_.sound && settings_.sound == *launch_.sound) {
    kept.sound = keeper_->loaded_settings().sound;
  }
  return kept;
}

void App::restore_kiosk_settings() {
  settings_ = settings_at_start_;
  sounds_.set_muted(!settings_.sound);
  speak(first_language());
}

void App::set_language(Language language) {
  settings_.language = language;
  speak(language);
}

}  // namespace arcade::app
