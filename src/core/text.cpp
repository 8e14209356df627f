// Small text helpers shared by the notations and the command line.
#include "core/text.h"

#include <cctype>
#include <charconv>

namespace arcade {

std::string_view trim(std::string_view text) {
  constexpr std::string_view kSpace = " \t\r\n";
  const auto first = text.find_first_not_of(kSpace);
  if (first == std::string_view::npos) return {};
  const auto last = text.find_last_not_of(kSpace);
  return text.substr(first, last - first + 1);
}

std::vector<std::string_view> split(std::string_view text, std::string_view separators) {
  std::vector<std::string_view> pieces;
  std::size_t start = 0;
  while (start <= text.size()) {
    const auto end = text.find_first_of(separators, start);
    const auto piece = text.substr(start, end == std::string_view::npos ? end : end - start);
    if (!piece.empty()) pieces.push_back(piece);
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  return pieces;
}

std::optional<long long> parse_integer(std::string_view text, long long min, long long max) {
  if (text.empty()) return std::nullopt;
  if (text.front() == '+') return std::nullopt;
  long long value = 0;
  const auto* end = text.data() + text.size();
  const auto [ptr, error] = std::from_chars(text.data(), end, value);
  if (error != std::errc() || ptr != end) return std::nullopt;
  if (value < min || value > max) return std::nullopt;
  return value;
}

std::string to_lower(std::string_view text) {
  std::string lower(text);
  for (auto& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return lower;
}

std::string join(const std::vector<std::string>& parts, std::string_view separator) {
  std::string joined;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i > 0) joined += separator;
    joined += parts[i];
  }
  return joined;
}

std::string quote_for_message(std::string_view text, std::size_t limit) {
  std::string shown;
  for (std::size_t i = 0; i < text.size() && i < limit; ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    shown += (c < 0x20 || c >= 0x7f) ? '?' : static_cast<char>(c);
  }
  if (text.size() > limit) shown += "...";
  return "'" + shown + "'";
}

}  // namespace arcade
