// The words the window shows, in the language the player chose: English text is the key, and
// each part of the program (the app, each game's folder) brings a table of its Chinese.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace arcade {

// The languages the window speaks. The command line always speaks English.
enum class Language : std::uint8_t { english, chinese };

// The code kept in settings and shown in logs: "en", "zh-CN".
std::string_view language_code(Language language);

// The language a locale name asks for ("zh_CN.UTF-8", "zh-Hans", "en_GB", "C"), or nothing when
// it names none the window speaks. Any Chinese locale gives Simplified Chinese.
std::optional<Language> language_of_locale(std::string_view locale);

// One English text and its Simplified Chinese. `english` may hold numbered places "{0}", "{1}"
// that say() fills in; `chinese` must hold the same places.
struct Translation {
  std::string_view english;
  std::string_view chinese;
};

// Every word the window shows, in one language at a time. Not thread-safe: the window's thread
// owns it.
class Texts {
 public:
  // Speaks `language`, with the Chinese of every table in `tables` (later tables win on a clash).
  explicit Texts(Language language = Language::english,
                 const std::vector<std::span<const Translation>>& tables = {});

  Language language() const { return language_; }
  void set_language(Language language) { language_ = language; }

  // `english` in the chosen language, with "{0}", "{1}", … replaced by `values` in order. In
  // Chinese, an English text without a translation is shown as it is and remembered in missing().
  std::string say(std::string_view english, const std::vector<std::string>& values = {}) const;

  // The English texts asked for in Chinese that no table translates (for the tests).
  const std::set<std::string, std::less<>>& missing() const { return missing_; }
  // The Chinese of `english`, or nothing.
  std::optional<std::string_view> chinese_of(std::string_view english) const;

 private:
  Language language_;
  std::unordered_map<std::string_view, std::string_view> chinese_;
  mutable std::set<std::string, std::less<>> missing_;
};

// `pattern` with "{0}", "{1}", … replaced by `values`; a place without a value stays as written.
std::string fill_places(std::string_view pattern, const std::vector<std::string>& values);

}  // namespace arcade
