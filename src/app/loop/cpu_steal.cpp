// Reading the kernel's steal count from /proc/stat.
#include "app/loop/cpu_steal.h"

#include <charconv>
#include <fstream>
#include <string>

#ifdef __linux__
#include <unistd.h>
#endif

namespace arcade::app {

std::optional<long long> parse_steal_ticks(std::string_view proc_stat) {
  if (proc_stat.substr(0, 4) != "cpu ") return std::nullopt;
  const std::string_view line = proc_stat.substr(0, proc_stat.find('\n'));
  // After "cpu": user nice system idle iowait irq softirq steal ...
  std::size_t at = 3;
  long long value = -1;
  for (int field = 1; field <= 8; ++field) {
    at = line.find_first_not_of(' ', at);
    if (at == std::string_view::npos) return std::nullopt;
    const auto [end, error] = std::from_chars(line.data() + at, line.data() + line.size(), value);
    if (error != std::errc{}) return std::nullopt;
    at = static_cast<std::size_t>(end - line.data());
  }
  return value;
}

std::optional<double> stolen_cpu_ms() {
#ifdef __linux__
  std::ifstream file("/proc/stat");
  std::string first_line;
  if (!std::getline(file, first_line)) return std::nullopt;
  const auto ticks = parse_steal_ticks(first_line);
  const long ticks_per_second = sysconf(_SC_CLK_TCK);
  if (!ticks || ticks_per_second <= 0) return std::nullopt;
  return static_cast<double>(*ticks) * 1000.0 / static_cast<double>(ticks_per_second);
#else
  return std::nullopt;
#endif
}

std::optional<double> StealMeter::stolen_since_last() {
  const auto now = stolen_cpu_ms();
  std::optional<double> stolen;
  if (now && previous_) stolen = *now - *previous_;
  previous_ = now;
  return stolen;
}

}  // namespace arcade::app
