// Reading one protocol line at most a given length, dropping the rest of a longer one unheld.
#include "core/line_protocol.h"

namespace arcade {

LineRead read_capped_line(std::istream& in, std::string& line, std::size_t limit) {
  line.clear();
  std::streambuf& buffer = *in.rdbuf();
  bool any = false;
  bool too_long = false;
  while (true) {
    const int c = buffer.sbumpc();
    if (c == std::char_traits<char>::eof()) {
      in.setstate(std::ios::eofbit);
      if (!any) return LineRead::end;
      break;
    }
    any = true;
    if (c == '\n') break;
    if (too_long) continue;
    if (line.size() == limit) {
      too_long = true;
      line = std::string();  // the memory goes too
      continue;
    }
    line.push_back(static_cast<char>(c));
  }
  return too_long ? LineRead::too_long : LineRead::line;
}

}  // namespace arcade
