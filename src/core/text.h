// Small text helpers shared by the notations and the command line: splitting, trimming, numbers.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arcade {

// `text` without leading and trailing spaces, tabs, carriage returns and newlines.
std::string_view trim(std::string_view text);

// The non-empty pieces of `text` between any of the `separators`.
std::vector<std::string_view> split(std::string_view text, std::string_view separators);

// A whole decimal integer in [min, max] (an optional leading '-' only when min < 0); nothing for
// anything else, including empty text, trailing junk and overflow.
std::optional<long long> parse_integer(std::string_view text, long long min, long long max);

// Lower-case ASCII copy, for case-insensitive keywords.
std::string to_lower(std::string_view text);

// Joins `parts` with `separator` between them.
std::string join(const std::vector<std::string>& parts, std::string_view separator);

// Text safe to echo in a one-line error message: at most `limit` characters, control bytes shown
// as '?', an ellipsis when cut.
std::string quote_for_message(std::string_view text, std::size_t limit = 40);

}  // namespace arcade
