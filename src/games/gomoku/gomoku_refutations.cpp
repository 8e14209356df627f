// The engine's defence filter: threat searches after each candidate move, capped and widened.
#include "games/gomoku/gomoku_refutations.h"

#include <optional>

namespace arcade::gomoku {

bool finds_forced_win(ThreatSearch& threats, Color attacker, const ForcedWin& win) {
  return win.by_vct ? threats.find_vct(attacker, win.max_depth).has_value()
                    : threats.find_vcf(attacker, win.max_depth).has_value();
}

std::vector<bool> refuted_defences(GomokuBoard& board, Color defender,
                                   const std::vector<int>& points, const ForcedWin& win,
                                   SearchBudget& budget, ThreatCache& cache,
                                   std::uint64_t first_nodes) {
  enum class Verdict : std::uint8_t { undecided, safe, refuted };
  std::vector<Verdict> verdicts(points.size(), Verdict::undecided);
  const Color attacker = other(defender);
  bool undecided_left = true;
  for (std::uint64_t cap = first_nodes; undecided_left && !budget.exhausted(); cap *= 4) {
    ThreatSearch threats(board, budget, cache,
                         cap > 0 ? std::optional<std::uint64_t>(cap) : std::nullopt);
    undecided_left = false;
    for (std::size_t i = 0; i < points.size() && !budget.exhausted(); ++i) {
      if (verdicts[i] != Verdict::undecided) continue;
      board.place(points[i], defender);
      const bool wins = finds_forced_win(threats, attacker, win);
      board.remove(points[i]);
      // A win found is proven; a search the budget cut short decides nothing else.
      if (!wins && budget.exhausted()) break;
      verdicts[i] = wins                ? Verdict::refuted
                    : threats.aborted() ? Verdict::undecided
                                        : Verdict::safe;
      undecided_left = undecided_left || verdicts[i] == Verdict::undecided;
    }
  }
  std::vector<bool> refuted(points.size());
  for (std::size_t i = 0; i < points.size(); ++i) refuted[i] = verdicts[i] == Verdict::refuted;
  return refuted;
}

}  // namespace arcade::gomoku
