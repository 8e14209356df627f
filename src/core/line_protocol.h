// Serving a text protocol (pbrain, nboard) line by line, without letting a runaway line take the
// memory.
#pragma once

#include <cstddef>
#include <istream>
#include <ostream>
#include <string>
#include <string_view>

namespace arcade {

// The most bytes a line of a protocol (pbrain, nboard) keeps; a longer one is refused whole.
inline constexpr std::size_t kProtocolMaxLineBytes = 1024 * 1024;

// What read_capped_line found.
enum class LineRead { line, too_long, end };

// Reads one line (without its '\n') into `line`, keeping at most `limit` bytes: the rest of a
// longer line is read and thrown away as it comes, never held, and the line is too_long (and
// `line` empty). `end` once the input is over with nothing read.
LineRead read_capped_line(std::istream& in, std::string& line, std::size_t limit);

// Feeds every line of `in` to `session.handle_line` and writes the lines it answers to `out`,
// flushing after each (the other side waits for every answer), until `session.finished()`, the
// end of the input or a failed write. A line longer than kProtocolMaxLineBytes is answered
// "`error_word` the line is longer than ... bytes" and skipped, never held in memory whole.
template <class Session>
void serve_lines(std::istream& in, std::ostream& out, Session& session,
                 std::string_view error_word) {
  std::string line;
  while (!session.finished() && out) {
    const LineRead read = read_capped_line(in, line, kProtocolMaxLineBytes);
    if (read == LineRead::end) break;
    if (read == LineRead::too_long) {
      out << error_word << " the line is longer than " << kProtocolMaxLineBytes << " bytes\n";
    } else {
      for (const auto& answer : session.handle_line(line)) out << answer << '\n';
    }
    out.flush();
  }
}

}  // namespace arcade
