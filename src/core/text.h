// Small text helpers shared by the notations and the command line: splitting, trimming, numbers.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arcade {

// `text` without leading and trailing spaces, tabs, carriage returns and newlines.
std::string_view trim(std::string_view text);

// The non-empty pieces of `text` between any of the `separators`.
std::vector<std::string_view> split(std::string_view text, std::string_view separators);

// A whole number in [min, max] written in plain decimal: digits only, with a leading '-' only for
// a negative number and no leading zeros ("0" itself excepted). Nothing for anything else: empty
// text, spaces, '+', "010" (octal to some readers), "0x10", "-0", trailing junk and overflow.
std::optional<long long> parse_integer(std::string_view text, long long min, long long max);

// The same for unsigned numbers up to 18446744073709551615 (seeds); never a '-'.
std::optional<std::uint64_t> parse_unsigned(std::string_view text, std::uint64_t min,
                                            std::uint64_t max);

// Lower-case ASCII copy, for case-insensitive keywords.
std::string to_lower(std::string_view text);

// Joins `parts` with `separator` between them.
std::string join(const std::vector<std::string>& parts, std::string_view separator);

// Text safe to echo in a one-line error message: at most `limit` characters, control bytes shown
// as '?', an ellipsis when cut.
std::string quote_for_message(std::string_view text, std::size_t limit = 40);

}  // namespace arcade
