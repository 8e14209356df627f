// Which moves fail to stop the opponent's forced win: the engine's defence filter at the root,
// by threat searches that start small and widen.
#pragma once

#include <cstdint>
#include <vector>

#include "ai/budget.h"
#include "games/gomoku/gomoku_board.h"
#include "games/gomoku/gomoku_threats.h"

namespace arcade::gomoku {

// The forced win a defence is checked against: a VCT of at most `max_depth` own threats, or
// without `by_vct` a VCF of at most `max_depth` fours.
struct ForcedWin {
  bool by_vct = false;
  int max_depth = 0;
};

// True if `threats` finds `win` for `attacker`, to move.
bool finds_forced_win(ThreatSearch& threats, Color attacker, const ForcedWin& win);

// For each of `points` (empty points of `board`), true if `defender` playing there leaves the
// other side `win`, as far as `budget` allows: each point's search first gets `first_nodes`
// nodes, and the points those searches leave undecided get four times as many in each next pass,
// until every point is decided or the budget is spent (0: one pass without a cap). A true is
// proven; a false may be a point whose search did not finish. A win that exists is usually found
// fast and an absent one takes long to rule out, so small first caps find most refutations for a
// fraction of the nodes (src/games/gomoku/ENGINE-NOTES.md, "Round 38"). The board is as it was on
// return.
std::vector<bool> refuted_defences(GomokuBoard& board, Color defender,
                                   const std::vector<int>& points, const ForcedWin& win,
                                   SearchBudget& budget, ThreatCache& cache,
                                   std::uint64_t first_nodes);

}  // namespace arcade::gomoku
