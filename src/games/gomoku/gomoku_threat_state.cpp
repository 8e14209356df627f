// The threat state of a Gomoku position: the bits, and their text form in weights files.
#include "games/gomoku/gomoku_threat_state.h"

#include <algorithm>

namespace arcade::gomoku {
namespace {

bool any(const ThreatCounts& counts, PointThreat threat) {
  return counts[static_cast<std::size_t>(threat)] > 0;
}

}  // namespace

int threat_state(const ThreatCounts& own, const ThreatCounts& their) {
  const std::array<bool, kThreatStateFacts.size()> facts{
      any(their, PointThreat::five), any(own, PointThreat::win) || any(own, PointThreat::five),
      any(their, PointThreat::win),  any(own, PointThreat::four_three),
      any(own, PointThreat::four),   any(own, PointThreat::double_three),
      any(own, PointThreat::three),  any(their, PointThreat::four_three),
      any(their, PointThreat::four), any(their, PointThreat::double_three),
      any(their, PointThreat::three)};
  int state = 0;
  for (std::size_t bit = 0; bit < facts.size(); ++bit) {
    if (facts[bit]) state |= 1 << bit;
  }
  return state;
}

std::string threat_state_text(int state) {
  std::string text;
  for (std::size_t bit = 0; bit < kThreatStateFacts.size(); ++bit) {
    if ((state >> bit & 1) == 0) continue;
    if (!text.empty()) text += '+';
    text += kThreatStateFacts[bit];
  }
  return text.empty() ? "none" : text;
}

std::optional<int> parse_threat_state(std::string_view text) {
  if (text == "none") return 0;
  int state = 0;
  while (true) {
    const auto plus = text.find('+');
    const std::string_view fact = text.substr(0, plus);
    const auto* found = std::find(kThreatStateFacts.begin(), kThreatStateFacts.end(), fact);
    if (found == kThreatStateFacts.end()) return std::nullopt;
    const int bit = 1 << (found - kThreatStateFacts.begin());
    if ((state & bit) != 0) return std::nullopt;
    state |= bit;
    if (plus == std::string_view::npos) return state;
    text.remove_prefix(plus + 1);
  }
}

std::unique_ptr<ThreatStateTable> make_threat_state_table(const EvalWeights& weights) {
  if (weights.threat_state.empty()) return nullptr;
  auto table = std::make_unique<ThreatStateTable>();
  table->fill(0);
  for (const auto& [state, value] : weights.threat_state) {
    (*table)[static_cast<std::size_t>(state)] = rounded_int16(value);
  }
  return table;
}

const ThreatStateTable* threat_state_table() {
  // One table for both rules, which read the same weights file (see point_value_table).
  static const auto table = make_threat_state_table(default_eval_weights());
  return table.get();
}

}  // namespace arcade::gomoku
