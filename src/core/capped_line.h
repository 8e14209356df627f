// Reading one line of a text protocol without letting a runaway line take the memory.
#pragma once

#include <cstddef>
#include <istream>
#include <string>

namespace arcade {

// The most bytes a line of a protocol (pbrain, nboard) keeps; a longer one is refused whole.
inline constexpr std::size_t kProtocolMaxLineBytes = 1024 * 1024;

// What read_capped_line found.
enum class LineRead { line, too_long, end };

// Reads one line (without its '\n') into `line`, keeping at most `limit` bytes: the rest of a
// longer line is read and thrown away as it comes, never held, and the line is too_long (and
// `line` empty). `end` once the input is over with nothing read.
LineRead read_capped_line(std::istream& in, std::string& line, std::size_t limit);

}  // namespace arcade
