// Processor time the hypervisor took from this machine: context for frame timings on shared
// virtual machines, where a late frame is often the host's doing rather than the game's.
#pragma once

#include <optional>
#include <string_view>

namespace arcade::app {

// The steal count of a /proc/stat text: the eighth number of its first "cpu" line (all
// processors together, in clock ticks). Nothing when the text has no such line or number.
std::optional<long long> parse_steal_ticks(std::string_view proc_stat);

// Milliseconds stolen from all processors since boot, as the kernel counts them (in clock ticks,
// so to about 10 ms). Nothing where the system does not say: not Linux, or no /proc.
std::optional<double> stolen_cpu_ms();

// Reads the steal count and hands out how much was stolen since its previous reading.
class StealMeter {
 public:
  // Milliseconds stolen since the previous call; nothing on the first call or where the system
  // does not say.
  std::optional<double> stolen_since_last();

 private:
  std::optional<double> previous_;
};

}  // namespace arcade::app
