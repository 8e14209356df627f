// Numeric command-line options that take plain decimal only: CLI11 on its own reads "010" as
// octal, "0x10" as hex, " 5" as 5 and "-1" as 2^64-1 for an unsigned option.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace CLI {
class App;
class Option;
}  // namespace CLI

namespace arcade {

// Adds the option (or, for a name without dashes, the positional) `name` to `command`: a whole
// number from `min` to `max` written in plain decimal (see parse_integer), stored in `target`
// when given. Anything else is a parse error naming the option, the range and the text.
CLI::Option* add_number(CLI::App& command, const std::string& name, int& target, int min, int max,
                        const std::string& description);
CLI::Option* add_number(CLI::App& command, const std::string& name, std::optional<int>& target,
                        int min, int max, const std::string& description);
CLI::Option* add_number(CLI::App& command, const std::string& name, std::uint64_t& target,
                        std::uint64_t min, std::uint64_t max, const std::string& description);
CLI::Option* add_number(CLI::App& command, const std::string& name,
                        std::optional<std::uint64_t>& target, std::uint64_t min, std::uint64_t max,
                        const std::string& description);

}  // namespace arcade
