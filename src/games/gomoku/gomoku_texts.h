// Gomoku's words in Simplified Chinese, for the window (the command line stays English).
#pragma once

#include <span>

#include "core/texts.h"

namespace arcade {

// The Chinese of every English text of Gomoku the window shows: its name, its listed players'
// names, its option labels and the words its view draws.
std::span<const Translation> gomoku_translations();

}  // namespace arcade
