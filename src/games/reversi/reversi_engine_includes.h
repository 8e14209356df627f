// Everything the engine templates (the *_impl.h headers) include. The AVX2 copy of the engine
// includes this first, before it switches the compile target on, so that no function outside the
// templates is ever compiled for AVX2: inline functions compiled twice for two targets would break
// the one-definition rule, and the linker could hand AVX2 code to a machine without it.
#pragma once

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>
#include <optional>
#include <utility>

#include "ai/budget.h"
#include "games/reversi/reversi_bitboard.h"
#include "games/reversi/reversi_engine.h"
#include "games/reversi/reversi_eval.h"
#include "games/reversi/reversi_geometry.h"
#include "games/reversi/reversi_kernel.h"
#include "games/reversi/reversi_pattern_eval.h"
#include "games/reversi/reversi_patterns.h"
#include "games/reversi/reversi_probcut.h"
#include "games/reversi/reversi_transposition.h"
