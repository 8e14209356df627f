// Looking up the window's words in the chosen language.
#include "core/texts.h"

#include "core/text.h"

namespace arcade {

std::string_view language_code(Language language) {
  return language == Language::chinese ? "zh-CN" : "en";
}

std::optional<Language> language_of_locale(std::string_view locale) {
  const std::string lower = to_lower(trim(locale));
  if (lower.starts_with("zh")) return Language::chinese;
  if (lower.starts_with("en")) return Language::english;
  return std::nullopt;
}

Texts::Texts(Language language, const std::vector<std::span<const Translation>>& tables)
    : language_(language) {
  for (const auto& table : tables) {
    for (const auto& entry : table) chinese_[entry.english] = entry.chinese;
  }
}

std::optional<std::string_view> Texts::chinese_of(std::string_view english) const {
  if (auto found = chinese_.find(english); found != chinese_.end()) return found->second;
  return std::nullopt;
}

std::string Texts::say(std::string_view english, const std::vector<std::string>& values) const {
  std::string_view pattern = english;
  if (language_ == Language::chinese && !english.empty()) {
    if (auto chinese = chinese_of(english)) {
      pattern = *chinese;
    } else if (!missing_.contains(english)) {
      missing_.emplace(english);
    }
  }
  return fill_places(pattern, values);
}

std::string fill_places(std::string_view pattern, const std::vector<std::string>& values) {
  std::string out;
  out.reserve(pattern.size());
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] == '{') {
      const auto close = pattern.find('}', i);
      if (close != std::string_view::npos) {
        auto index = parse_integer(pattern.substr(i + 1, close - i - 1), 0, 9);
        if (index && static_cast<std::size_t>(*index) < values.size()) {
          out += values[static_cast<std::size_t>(*index)];
          i = close;
          continue;
        }
      }
    }
    out += pattern[i];
  }
  return out;
}

}  // namespace arcade
