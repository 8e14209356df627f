// The tactical state of a Gomoku position for its side to move: which threats each side could make
// with its next stone, packed into one small number that the evaluation gives a learned value.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "games/gomoku/gomoku_eval.h"

namespace arcade::gomoku {

// How many of a colour's empty points would make each PointThreat (by its number; `none`
// uncounted).
using ThreatCounts = std::array<std::int16_t, 7>;

// The facts a threat state is made of, one bit each (lowest first): for the side to move (own)
// and its opponent (their), whether some empty point would make that threat. Own five is folded
// into own win: either wins at once.
inline constexpr std::array<std::string_view, 11> kThreatStateFacts{
    "their_five",       "own_win",   "their_win",        "own_four_three", "own_four",
    "own_double_three", "own_three", "their_four_three", "their_four",     "their_double_three",
    "their_three"};
inline constexpr int kThreatStateCount = 1 << kThreatStateFacts.size();

// The threat state of a position whose side to move has the threat counts `own` and whose
// opponent has `their`: a number from 0 (neither side can make so much as an open three) to
// kThreatStateCount − 1.
int threat_state(const ThreatCounts& own, const ThreatCounts& their);

// The facts of `state` joined by '+', or "none" for 0.
std::string threat_state_text(int state);

// The state named by threat_state_text's form (facts in any order, each once), or nothing.
std::optional<int> parse_threat_state(std::string_view text);

// What each threat state adds to the evaluation of its side to move, in score units.
using ThreatStateTable = std::array<std::int16_t, kThreatStateCount>;

// The table of `weights`' threat_state rows, rounded (states not listed add 0), or null when they
// list none: the board then adds nothing and pays nothing for the state.
std::unique_ptr<ThreatStateTable> make_threat_state_table(const EvalWeights& weights);

// The engine's table (null if its weights list none), built once on first use and never changed;
// both rules share it.
const ThreatStateTable* threat_state_table();

}  // namespace arcade::gomoku
