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

namespace {

// True for "0" and for digits that do not start with 0: the only spellings of a number accepted.
bool is_plain_digits(std::string_view digits) {
  if (digits.empty() || (digits.front() == '0' && digits.size() > 1)) return false;
  for (const char c : digits) {
    if (c < '0' || c > '9') return false;
  }
  return true;
}

}  // namespace

std::optional<long long> parse_integer(std::string_view text, long long min, long long max) {
  const bool negative = text.starts_with('-');
  const auto digits = text.substr(negative ? 1 : 0);
  if (!is_plain_digits(digits) || (negative && digits == "0")) return std::nullopt;
  long long value = 0;
  const auto* end = text.data() + text.size();
  const auto [ptr, error] = std::from_chars(text.data(), end, value);
  if (error != std::errc() || ptr != end) return std::nullopt;
  if (value < min || value > max) return std::nullopt;
  return value;
}

std::optional<std::uint64_t> parse_unsigned(std::string_view text, std::uint64_t min,
                                            std::uint64_t max) {
  if (!is_plain_digits(text)) return std::nullopt;
  std::uint64_t value = 0;
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
