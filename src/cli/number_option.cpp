// Numeric command-line options that take plain decimal only.
#include "cli/number_option.h"

#include <CLI/CLI.hpp>

#include "core/text.h"

namespace arcade {
namespace {

std::optional<long long> parse(const std::string& text, int min, int max) {
  return parse_integer(text, min, max);
}
std::optional<std::uint64_t> parse(const std::string& text, std::uint64_t min, std::uint64_t max) {
  return parse_unsigned(text, min, max);
}

// The option as a string option whose callback parses it: CLI11 never converts the text itself.
template <class Number, class Target>
CLI::Option* add_decimal(CLI::App& command, const std::string& name, Target& target, Number min,
                         Number max, const std::string& description) {
  const std::string range = std::to_string(min) + " to " + std::to_string(max);
  auto* option = command.add_option_function<std::string>(
      name,
      [&target, name, range, min, max](const std::string& text) {
        const auto value = parse(text, min, max);
        if (!value) {
          throw CLI::ValidationError(name + " takes a whole number from " + range +
                                     " in plain decimal, not " + quote_for_message(text));
        }
        target = static_cast<Number>(*value);
      },
      description);
  option->type_name("INT in " + range);
  return option;
}

}  // namespace

CLI::Option* add_number(CLI::App& command, const std::string& name, int& target, int min, int max,
                        const std::string& description) {
  return add_decimal<int>(command, name, target, min, max, description);
}

CLI::Option* add_number(CLI::App& command, const std::string& name, std::optional<int>& target,
                        int min, int max, const std::string& description) {
  return add_decimal<int>(command, name, target, min, max, description);
}

CLI::Option* add_number(CLI::App& command, const std::string& name, std::uint64_t& target,
                        std::uint64_t min, std::uint64_t max, const std::string& description) {
  return add_decimal<std::uint64_t>(command, name, target, min, max, description);
}

CLI::Option* add_number(CLI::App& command, const std::string& name,
                        std::optional<std::uint64_t>& target, std::uint64_t min, std::uint64_t max,
                        const std::string& description) {
  return add_decimal<std::uint64_t>(command, name, target, min, max, description);
}

}  // namespace arcade
