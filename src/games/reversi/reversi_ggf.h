// Games in GGF, the notation of the Generic Game Server that the NBoard GUI sends its engines:
// `(;GM[Othello]...BO[8 <64 squares> <side>]B[F5]W[F6/0.5/1.2]...;)`.
#pragma once

#include <string_view>

#include "core/result.h"
#include "games/reversi/reversi.h"

namespace arcade {

// The position at the end of the GGF game `text`: its start (BO, required) with its moves (B and
// W, each a square such as "F5", or "PA" for a pass, optionally followed by /eval/time) played.
// A pass the record leaves out (a colour moving twice because the other could not) is filled
// in. Other properties are read and ignored. An Error says what is wrong: a broken property, a
// board that is not 8x8 Othello, an illegal move.
Result<Reversi> reversi_position_from_ggf(std::string_view text);

// A move in NBoard's notation, from `position`: a square as "F5" (either case), or "PA" (or
// "pass") for a pass, optionally followed by /eval/time, which are ignored. Says why not if the
// move is not legal there.
Result<Move> parse_nboard_move(const Reversi& position, std::string_view text);

}  // namespace arcade
