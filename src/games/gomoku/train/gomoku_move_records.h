// What the engine chose among a position's candidates, as records for fitting the move ordering.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/result.h"
#include "games/gomoku/gomoku_board.h"

namespace arcade::gomoku {

// A kind of candidate point: the combination of its four line patterns (gomoku_combination's
// number) for the side to move and for its opponent, and how many candidates of the position
// are of that kind. With fine codes, the combination of its fine line patterns too (canonical
// fine codes, see gomoku_fine_patterns.h), for each side: kinds then differ by those as well.
struct CandidateKind {
  std::uint16_t own = 0;
  std::uint16_t their = 0;
  std::uint16_t count = 0;
  std::uint16_t fine_own = 0;
  std::uint16_t fine_their = 0;
  bool operator==(const CandidateKind&) const = default;
};

// One move the engine chose: the kind of the point it played, and every kind among the
// position's candidates (the chosen point's included), with the number of the game it comes from
// (fits hold out whole games). Only a point's kinds are kept: the ordering the fit learns sees
// nothing else.
struct MoveChoice {
  std::uint32_t game = 0;
  std::uint16_t chosen_own = 0;
  std::uint16_t chosen_their = 0;
  // Whether the kinds carry fine codes (files written before them do not).
  bool has_fine = false;
  std::uint16_t chosen_fine_own = 0;
  std::uint16_t chosen_fine_their = 0;
  std::vector<CandidateKind> candidates;
  bool operator==(const MoveChoice&) const = default;
};

// The choice of `point` by `to_move` on `board`, if the search would have ordered the position's
// candidates there: nothing when either side can make a five or an unstoppable four, or the
// opponent threatens one (the search then answers, not orders), or `point` is not a candidate.
// The kinds carry fine codes.
std::optional<MoveChoice> move_choice(const GomokuBoard& board, Color to_move, int point,
                                      std::uint32_t game);

// Appends choices as text lines ("game own:their" for the chosen point, then "own:their:count"
// for each candidate kind; with fine codes "game own:their:fine_own:fine_their", then
// "own:their:fine_own:fine_their:count") to `path`, or reads them all back (either form, line by
// line); a malformed line is refused with its number.
Result<Done> append_move_choices(const std::string& path, const std::vector<MoveChoice>& choices);
Result<std::vector<MoveChoice>> read_move_choices(const std::string& path);

}  // namespace arcade::gomoku
